/**
 * @jest-environment node
 */
import { manifestOncePlugin, rememberManifest } from './manifestOnce';

// Node's fetch types: jsdom has no Response, so this runs in the node environment.
type FetchHook = (url: string, init: RequestInit) => false | void | Promise<Response>;
const fetchOf = (plugin: ReturnType<typeof manifestOncePlugin>) => plugin.fetch as unknown as FetchHook;

describe('manifestOncePlugin', () => {
  it('answers the runtime with the manifest the shell read, once, matching relative and absolute URLs', async () => {
    const manifest = { id: 'mf_admin', metaData: { drawdesk: { kernelVersion: '1.0.0' } } };
    rememberManifest('/remotes/mf-admin/0.1.0/mf-manifest.json', manifest);
    const fetch = fetchOf(manifestOncePlugin());
    const reply = await fetch('http://localhost/remotes/mf-admin/0.1.0/mf-manifest.json', {});
    expect(reply).toBeInstanceOf(Response);
    expect(await (reply as Response).json()).toEqual(manifest);
    // The next request (a retry, a new version) goes to the network.
    expect(fetch('http://localhost/remotes/mf-admin/0.1.0/mf-manifest.json', {})).toBeUndefined();
  });

  it('leaves manifests it was not given to the network', () => {
    expect(fetchOf(manifestOncePlugin())('/remotes/mf-reports/0.1.0/mf-manifest.json', {})).toBeUndefined();
  });
});
