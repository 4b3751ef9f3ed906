import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES } from '../src/routes';
import { parsePathTable, screenChunksOf, screenPathsOf } from './screenChunks.cjs';

const pathTable = parsePathTable(readFileSync(join(__dirname, '..', 'src', 'routes', 'paths.ts'), 'utf8'));

describe('parsePathTable', () => {
  it("reads every id of the kernel's PATHS table", () => {
    expect(pathTable.accountManage).toBe('/account/manage');
    expect(pathTable.salesSummary).toBe('/report/sales-summary');
    // Every route of the table has its path under some id.
    const paths = new Set(Object.values(pathTable));
    expect(ROUTES.filter((r) => !paths.has(r.path)).map((r) => r.path)).toEqual([]);
  });
});

describe('screenPathsOf', () => {
  const source = `
export const screens = {
  [PATHS.accountManage]: lazyScreen(() => import('./AccountListScreen')),
  '/package/manage': lazyScreen(() => import('./PackageListScreen')),
  "/package/detail": lazyScreen( () =>  import("./PackageDetailScreen") ),
  '/api-log': lazyScreen(() => import('./ApiLogScreen')),
  '/api-request-log': lazyScreen(() =>
    import('./ApiLogScreen').then((m) => ({ default: m.ApiRequestLogScreen })),
  ),
  [PATHS.noSuchId]: lazyScreen(() => import('./Lost')),
};`;

  it('finds the route of a screen keyed by PATHS id, by a quoted path, over several lines', () => {
    expect(screenPathsOf(source, './AccountListScreen', pathTable)).toEqual(['/account/manage']);
    expect(screenPathsOf(source, './PackageListScreen', pathTable)).toEqual(['/package/manage']);
    expect(screenPathsOf(source, './PackageDetailScreen', pathTable)).toEqual(['/package/detail']);
  });

  it('gives every route that shows a screen of the same module', () => {
    expect(screenPathsOf(source, './ApiLogScreen', pathTable)).toEqual(['/api-log', '/api-request-log']);
  });

  it('gives nothing for an unknown PATHS id, a request not imported, or one that only starts alike', () => {
    expect(screenPathsOf(source, './Lost', pathTable)).toEqual([]);
    expect(screenPathsOf(source, './Missing', pathTable)).toEqual([]);
    expect(screenPathsOf(source, './AccountList', pathTable)).toEqual([]);
  });
});

describe('screenChunksOf', () => {
  it('maps each route to the .js files and consumed shared modules of its import chunk group, for screens.ts origins only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'screens-'));
    const screensFile = join(dir, 'screens.ts');
    writeFileSync(
      screensFile,
      `export const s = {
  '/package/manage': lazyScreen(() => import('./PackageListScreen')),
  '/api-log': lazyScreen(() => import('./ApiLogScreen')),
  '/api-request-log': lazyScreen(() => import('./ApiLogScreen').then((m) => ({ default: m.B }))),
};`,
    );
    const consume = (shareKey: string) => ({ type: 'consume-shared-module', options: { shareKey } });
    const plain = { type: 'javascript/auto' };
    const chunk = (files: string[], modules: object[] = []) => ({ files: new Set(files), modules });
    const compilation = {
      chunkGraph: { getChunkModulesIterable: (c: { modules: object[] }) => c.modules },
      chunkGroups: [
        {
          origins: [{ module: { resource: screensFile }, request: './PackageListScreen' }],
          chunks: [
            chunk(['12.ab.js', '12.ab.js.map'], [plain, consume('@drawdesk/shared-kernel/domain/betting')]),
            chunk(['7.cd.js'], [consume('react'), consume('@drawdesk/shared-kernel/domain/betting')]),
          ],
        },
        {
          origins: [
            { module: { resource: screensFile }, request: './ApiLogScreen' },
            { module: { resource: screensFile }, request: './ApiLogScreen' },
          ],
          chunks: [chunk(['30.ef.js'], [plain])],
        },
        // A lazy import elsewhere (a table inside a screen) is not a screen of a route.
        {
          origins: [{ module: { resource: join(dir, 'Table.tsx') }, request: './Grid' }],
          chunks: [chunk(['9.js'], [consume('x')])],
        },
        // The entry chunk group has no origin module.
        { origins: [{ module: null, request: undefined }], chunks: [chunk(['main.js'])] },
      ],
    };
    expect(screenChunksOf(compilation as never)).toEqual({
      '/package/manage': {
        js: ['12.ab.js', '7.cd.js'],
        shared: ['@drawdesk/shared-kernel/domain/betting', 'react'],
      },
      '/api-log': { js: ['30.ef.js'], shared: [] },
      '/api-request-log': { js: ['30.ef.js'], shared: [] },
    });
  });
});

/** Every screens.ts of the remotes, with the remote it belongs to. */
function screensFiles(): { remote: string; file: string }[] {
  const root = join(__dirname, '..', '..');
  const found: { remote: string; file: string }[] = [];
  const walk = (remote: string, dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(remote, path);
      else if (name === 'screens.ts') found.push({ remote, file: path });
    }
  };
  for (const remote of ['mf-accounts', 'mf-betting', 'mf-reports', 'mf-posting', 'mf-admin']) {
    walk(remote, join(root, remote, 'src'));
  }
  return found;
}

describe("the remotes' screens files", () => {
  it('name a route of their own remote for every lazy screen, so each screen is preloaded on its click', () => {
    const files = screensFiles();
    expect(files.length).toBeGreaterThan(10);
    let screens = 0;
    for (const { remote, file } of files) {
      const source = readFileSync(file, 'utf8');
      const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      const requests = [...code.matchAll(/lazyScreen\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g)].map(
        (m) => m[1] ?? '',
      );
      // Each lazyScreen of the file is one import the build can map.
      expect([file, (code.match(/lazyScreen\(/g) ?? []).length]).toEqual([file, requests.length]);
      const paths = [...new Set(requests)].flatMap((request) => screenPathsOf(code, request, pathTable));
      expect([file, paths.length]).toEqual([file, requests.length]);
      for (const path of paths) {
        expect([path, ROUTES.find((r) => r.path === path)?.owner]).toEqual([path, remote]);
      }
      screens += paths.length;
    }
    // All 64 screens of the five remotes (2026-12).
    expect(screens).toBeGreaterThanOrEqual(64);
  });
});
