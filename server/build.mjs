// Bundles the server into dist/main.cjs: workspace sources (@drawdesk/*) are compiled in, every
// other package stays external and is loaded from server/node_modules at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const ownDeps = new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }));
const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * A bare import that is not a workspace package is external. One the server does not depend on
 * itself (reached through a workspace package) could not be loaded at run time from
 * server/node_modules, so it is bundled instead, with a warning.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@drawdesk/')) return undefined;
      const name = packageName(args.path);
      if (ownDeps.has(name) || name.startsWith('node:') || builtinModules.includes(name))
        return { path: args.path, external: true };
      return {
        warnings: [
          {
            text: `${args.path} is not a dependency of @drawdesk/server (imported by ${args.importer}); bundling it`,
          },
        ],
      };
    });
  },
};

await build({
  entryPoints: [join(here, 'src/main.ts')],
  // BUILD_OUTFILE: another place for the bundle (a test's own build); it must stay inside server/ so
  // that the external packages resolve from server/node_modules.
  outfile: process.env.BUILD_OUTFILE ?? join(here, 'dist/main.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalPackages],
});
