import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createMfRuntime, mfRemoteOf } from './mfRuntime';
import type { RemoteEntry } from './types';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [{ path: './app', assets: { js: { sync: ['__federation_expose_app.1a2b.js'], async: [] } } }],
};
const withCopy: RemoteEntry = {
  name: 'mf-admin',
  version: '0.3.0',
  entry: '/remotes/mf-admin/0.3.0/mf-manifest.json',
  manifest,
};
const withoutCopy: RemoteEntry = {
  name: 'mf-reports',
  version: '0.1.0',
  entry: '/remotes/mf-reports/0.1.0/mf-manifest.json',
};

describe('mfRemoteOf', () => {
  it('registers a remote whose manifest came with /remotes.json by its remoteEntry.js (a global container)', () => {
    expect(mfRemoteOf(withCopy)).toEqual({
      name: 'mf_admin',
      alias: 'mf-admin',
      entry: '/remotes/mf-admin/0.3.0/remoteEntry.js',
      type: 'global',
      entryGlobalName: 'mf_admin',
    });
  });

  it('registers one without a copy (a retry) by its manifest, which the runtime then reads', () => {
    expect(mfRemoteOf(withoutCopy)).toEqual({
      name: 'mf_reports',
      alias: 'mf-reports',
      entry: '/remotes/mf-reports/0.1.0/mf-manifest.json',
    });
  });

  it('createMfRuntime registers the remotes that way, replacing earlier registrations when forced', () => {
    const runtime = createMfRuntime(() => undefined);
    runtime.register([withCopy, withoutCopy], true);
    expect(registerRemotes).toHaveBeenCalledWith([mfRemoteOf(withCopy), mfRemoteOf(withoutCopy)], {
      force: true,
    });
  });
});
