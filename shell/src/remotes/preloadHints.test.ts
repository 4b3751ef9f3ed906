import type { RemoteEntry } from './types';
import { preloadRemoteScripts, remoteAppScripts, screenSharedModules } from './preloadHints';

/** A manifest of the shape the remotes' builds write (mf-manifest.json, publicPath 'auto'). */
const manifest = (kernelVersion: string, publicPath = 'auto') => ({
  id: 'mf_reports',
  metaData: {
    publicPath,
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    drawdesk: {
      kernelVersion,
      screens: {
        '/report/sales-summary': {
          js: ['201.js', '77.js'],
          shared: ['@drawdesk/shared-kernel/query', 'react'],
        },
        '/report/win-loss-report': { js: ['305.js'], shared: [] },
      },
    },
  },
  exposes: [
    { path: './other', assets: { js: { sync: ['other.js'], async: [] } } },
    {
      path: './app',
      assets: { js: { sync: ['__federation_expose_app.1a2b.js'], async: ['77.js', '78.js'] } },
    },
  ],
});

const manifestWithoutScreens = () => {
  const m = manifest('1.0.0');
  return { ...m, metaData: { ...m.metaData, drawdesk: { kernelVersion: '1.0.0' } } };
};

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

  it("adds the files of the screen at the path opened, from the manifest's screens table", () => {
    const m = manifest('1.3.0');
    expect(remoteAppScripts(entry('1.2.0', m), '/report/sales-summary')).toEqual([
      '/remotes/mf-reports/1.2.0/remoteEntry.js',
      '/remotes/mf-reports/1.2.0/__federation_expose_app.1a2b.js',
      '/remotes/mf-reports/1.2.0/201.js',
      '/remotes/mf-reports/1.2.0/77.js',
    ]);
    // A query, hash or trailing slash is the same page (the route table's lookup).
    expect(remoteAppScripts(entry('1.2.0', m), '/report/win-loss-report/?from=1#x')).toEqual([
      '/remotes/mf-reports/1.2.0/remoteEntry.js',
      '/remotes/mf-reports/1.2.0/__federation_expose_app.1a2b.js',
      '/remotes/mf-reports/1.2.0/305.js',
    ]);
  });

  it("adds no screen files for a path the table lacks, another remote's path, or a table of another shape", () => {
    const base = [
      '/remotes/mf-reports/1.2.0/remoteEntry.js',
      '/remotes/mf-reports/1.2.0/__federation_expose_app.1a2b.js',
    ];
    const m = manifest('1.3.0');
    expect(remoteAppScripts(entry('1.2.0', m), '/report/map-report')).toEqual(base);
    expect(remoteAppScripts(entry('1.2.0', m), '/nowhere')).toEqual(base);
    m.metaData.drawdesk.screens = { '/account/manage': { js: ['9.js'], shared: ['x'] } } as never;
    expect(remoteAppScripts(entry('1.2.0', m), '/account/manage')).toEqual(base);
    expect(screenSharedModules(entry('1.2.0', m), '/account/manage')).toEqual([]);
    m.metaData.drawdesk.screens = { '/report/sales-summary': { js: 'x.js', shared: 7 } } as never;
    expect(remoteAppScripts(entry('1.2.0', m), '/report/sales-summary')).toEqual(base);
    expect(screenSharedModules(entry('1.2.0', m), '/report/sales-summary')).toEqual([]);
    // An older build's manifest has no screens table.
    expect(remoteAppScripts(entry('1.2.0', manifestWithoutScreens()), '/report/sales-summary')).toEqual(base);
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
    preloadRemoteScripts(e, undefined, '1.3.0');
    preloadRemoteScripts(e, undefined, '1.3.0');
    expect(links()).toEqual([
      { href: '/remotes/mf-reports/2.0.1/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-reports/2.0.1/__federation_expose_app.1a2b.js', as: 'script' },
    ]);
    // Opening a screen adds its files, once however often it is opened.
    preloadRemoteScripts(e, '/report/sales-summary', '1.3.0');
    preloadRemoteScripts(e, '/report/sales-summary', '1.3.0');
    expect(links().map((l) => l.href)).toEqual([
      '/remotes/mf-reports/2.0.1/remoteEntry.js',
      '/remotes/mf-reports/2.0.1/__federation_expose_app.1a2b.js',
      '/remotes/mf-reports/2.0.1/201.js',
      '/remotes/mf-reports/2.0.1/77.js',
    ]);
  });

  it('starts the shared modules the opened screen consumes, from the shell', () => {
    const loadShared = jest.fn();
    preloadRemoteScripts(
      entry('2.0.1', manifest('1.3.0')),
      '/report/sales-summary',
      '1.3.0',
      document,
      loadShared,
    );
    expect(loadShared).toHaveBeenCalledWith(['@drawdesk/shared-kernel/query', 'react']);
    preloadRemoteScripts(entry('2.0.1', manifest('1.3.0')), undefined, '1.3.0', document, loadShared);
    expect(loadShared).toHaveBeenLastCalledWith([]);
  });

  it('fetches nothing of a remote the kernel contract check refuses (another major)', () => {
    const loadShared = jest.fn();
    preloadRemoteScripts(
      entry('2.0.1', manifest('2.0.0')),
      '/report/sales-summary',
      '1.3.0',
      document,
      loadShared,
    );
    expect(links()).toEqual([]);
    preloadRemoteScripts(entry('2.0.1', manifest('not-a-version')), undefined, '1.3.0', document, loadShared);
    expect(links()).toEqual([]);
    expect(loadShared).not.toHaveBeenCalled();
  });
});
