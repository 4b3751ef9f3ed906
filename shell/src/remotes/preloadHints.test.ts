import type { RemoteEntry } from './types';
import { preloadRemoteScripts, remoteAppScripts } from './preloadHints';

/** A manifest of the shape the remotes' builds write (mf-manifest.json, publicPath 'auto'). */
const manifest = (kernelVersion: string, publicPath = 'auto') => ({
  id: 'mf_reports',
  metaData: {
    publicPath,
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    drawdesk: { kernelVersion },
  },
  exposes: [
    { path: './other', assets: { js: { sync: ['other.js'], async: [] } } },
    {
      path: './app',
      assets: { js: { sync: ['__federation_expose_app.1a2b.js'], async: ['77.js', '78.js'] } },
    },
  ],
});

const entry = (version: string, m: unknown): RemoteEntry => ({
  name: 'mf-reports',
  version,
  entry: `/remotes/mf-reports/${version}/mf-manifest.json`,
  manifest: m,
});

const links = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => ({
    href: l.getAttribute('href'),
    as: l.getAttribute('as'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('remoteAppScripts', () => {
  it("gives remoteEntry.js and the sync chunks of './app' under the manifest's folder, not the async ones", () => {
    expect(remoteAppScripts(entry('1.2.0', manifest('1.3.0')))).toEqual([
      '/remotes/mf-reports/1.2.0/remoteEntry.js',
      '/remotes/mf-reports/1.2.0/__federation_expose_app.1a2b.js',
    ]);
  });

  it('takes an explicit publicPath and the entry path', () => {
    const m = manifest('1.3.0', 'https://cdn.example/r/');
    m.metaData.remoteEntry.path = 'js';
    expect(remoteAppScripts(entry('1.2.0', m))).toEqual([
      'https://cdn.example/r/js/remoteEntry.js',
      'https://cdn.example/r/__federation_expose_app.1a2b.js',
    ]);
  });

  it('gives nothing without a manifest copy or with one of another shape', () => {
    expect(remoteAppScripts(entry('1.2.0', undefined))).toEqual([]);
    expect(remoteAppScripts(entry('1.2.0', { metaData: { remoteEntry: { name: 7 } } }))).toEqual([]);
    expect(
      remoteAppScripts(entry('1.2.0', { metaData: { remoteEntry: { name: 'remoteEntry.js' } } })),
    ).toEqual(['/remotes/mf-reports/1.2.0/remoteEntry.js']);
  });
});

describe('preloadRemoteScripts', () => {
  it('adds one preload link per script, none for a script already preloaded', () => {
    const e = entry('2.0.1', manifest('1.3.0'));
    preloadRemoteScripts(e, '1.3.0');
    preloadRemoteScripts(e, '1.3.0');
    expect(links()).toEqual([
      { href: '/remotes/mf-reports/2.0.1/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-reports/2.0.1/__federation_expose_app.1a2b.js', as: 'script' },
    ]);
  });

  it('fetches nothing of a remote the kernel contract check refuses (another major)', () => {
    preloadRemoteScripts(entry('2.0.1', manifest('2.0.0')), '1.3.0');
    expect(links()).toEqual([]);
    preloadRemoteScripts(entry('2.0.1', manifest('not-a-version')), '1.3.0');
    expect(links()).toEqual([]);
  });
});
