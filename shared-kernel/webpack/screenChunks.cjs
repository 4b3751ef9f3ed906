// @ts-check
/**
 * Which script files and shared modules each screen of a remote needs, by route path, found at build
 * time so that the shell can start fetching a screen's code when the user opens it (a menu click),
 * together with the remote's entry, instead of after the remote has loaded and mounted
 * (docs/performance.md).
 *
 * A remote declares its screens in `screens.ts` files, one line per route:
 *
 *   [PATHS.accountManage]: lazyScreen(() => import('./AccountListScreen')),
 *   '/package/manage': lazyScreen(() => import('./PackageListScreen')),
 *
 * Each such `import()` is a chunk group of the build; its key names the route, either by its path or
 * by its id in the kernel's PATHS table (shared-kernel/src/routes/paths.ts).
 */
const fs = require('node:fs');
const path = require('node:path');

const PATHS_FILE = path.join(__dirname, '..', 'src', 'routes', 'paths.ts');

/** `id: '/path'` entries of the kernel's PATHS table. @param {string} source */
function parsePathTable(source) {
  /** @type {Record<string, string>} */
  const table = {};
  for (const match of source.matchAll(/^\s*(\w+):\s*'([^']+)',?\s*$/gm)) {
    const [, id, routePath] = match;
    if (id && routePath) table[id] = routePath;
  }
  return table;
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The route paths a `screens.ts` source gives the screen imported as `request` (several routes may
 * show one module's screens): every `key: lazyScreen(() => import('request')...)`, keys by path or by
 * PATHS id (an unknown id is left out).
 * @param {string} source
 * @param {string} request
 * @param {Record<string, string>} pathTable
 * @returns {string[]}
 */
function screenPathsOf(source, request, pathTable) {
  const pattern = new RegExp(
    String.raw`(?:\[PATHS\.(\w+)\]|'([^']+)'|"([^"]+)")\s*:\s*lazyScreen\(\s*\(\)\s*=>\s*import\(\s*['"]` +
      escapeRegExp(request) +
      String.raw`['"]\s*\)`,
    'g',
  );
  const paths = [];
  for (const [, id, single, double] of source.matchAll(pattern)) {
    const routePath = id ? pathTable[id] : (single ?? double);
    if (routePath) paths.push(routePath);
  }
  return paths;
}

/**
 * What a screen needs before it can render: its chunk group's .js files (relative to the output
 * folder) and the shared modules those chunks consume (share keys such as
 * '@drawdesk/shared-kernel/domain/betting'), which the host provides from chunks of its own.
 * @typedef {{ js: string[], shared: string[] }} ScreenAssets
 */

/** @param {Iterable<string>} values */
const sortedUnique = (values) => [...new Set(values)].sort();

/**
 * Route path -> its screen's assets, for every lazy screen of the compilation.
 * @param {import('webpack').Compilation} compilation
 * @returns {Record<string, ScreenAssets>}
 */
function screenChunksOf(compilation) {
  const pathTable = parsePathTable(fs.readFileSync(PATHS_FILE, 'utf8'));
  /** @type {Map<string, string>} */
  const sources = new Map();
  const sourceOf = (/** @type {string} */ file) => {
    let text = sources.get(file);
    if (text === undefined) {
      text = fs.readFileSync(file, 'utf8');
      sources.set(file, text);
    }
    return text;
  };
  /** @type {Record<string, ScreenAssets>} */
  const screens = {};
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const resource = /** @type {{ resource?: string } | null} */ (origin.module)?.resource;
      if (!resource || !/[\\/]screens\.tsx?$/.test(resource) || !origin.request) continue;
      const js = group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
      const shared = group.chunks.flatMap((chunk) =>
        [...compilation.chunkGraph.getChunkModulesIterable(chunk)].flatMap((module) => {
          const shareKey = /** @type {{ options?: { shareKey?: unknown } }} */ (module).options?.shareKey;
          return module.type === 'consume-shared-module' && typeof shareKey === 'string' ? [shareKey] : [];
        }),
      );
      for (const routePath of screenPathsOf(sourceOf(resource), origin.request, pathTable)) {
        const known = screens[routePath];
        screens[routePath] = {
          js: sortedUnique([...(known?.js ?? []), ...js]),
          shared: sortedUnique([...(known?.shared ?? []), ...shared]),
        };
      }
    }
  }
  return screens;
}

module.exports = { parsePathTable, screenPathsOf, screenChunksOf };
