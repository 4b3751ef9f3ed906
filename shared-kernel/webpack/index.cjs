// @ts-check
/**
 * The one webpack + Module Federation config factory every DrawDesk app uses (ARCHITECTURE 2,
 * TOOLCHAIN "Module Federation and single-spa, what bit").
 *
 *   // mf-admin/webpack.config.js
 *   module.exports = require('@drawdesk/shared-kernel/webpack')
 *     .createWebpackConfig({ name: 'mf-admin', dir: __dirname, kind: 'remote', port: 3005 });
 *
 * The factory returns webpack's `(env, argv) => Configuration` function, so `webpack --mode ...`,
 * `webpack serve` and scripts/build-apps.mjs (Node API) all go through the same code.
 *
 * Environment (read at config time, nothing else of the environment reaches the bundle):
 * - REMOTE_VERSION: the version baked into `__REMOTE_VERSION__` (default: the app's package.json).
 * - OUT_DIR: output folder (absolute, or relative to the app folder). Default `<dir>/dist`.
 *   Lets a second version of a remote be built elsewhere for the rollout store.
 * - KERNEL_CONTRACT_VERSION: the kernel contract version a build records (default: the kernel's
 *   package.json `version`). Only for testing how the shell treats another major; never in a release.
 *
 * The kernel contract version (docs/remote-contract.md) reaches the code as `__KERNEL_VERSION__`
 * and, for a remote, its mf-manifest.json as `metaData.drawdesk.kernelVersion`: the shell reads it
 * there before it loads any of the remote's code, and refuses a remote of another major.
 */
const fs = require('node:fs');
const path = require('node:path');

const webpackDir = path.dirname(require.resolve('webpack/package.json'));
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { screenChunksOf } = require('./screenChunks.cjs');
// webpack 5.110 ships its minimizer as `minimizer-webpack-plugin`; resolve it from webpack's folder.
const MinimizerPlugin = require(require.resolve('minimizer-webpack-plugin', { paths: [webpackDir] }));

const kernelDir = path.resolve(__dirname, '..');
const kernelPkg = JSON.parse(fs.readFileSync(path.join(kernelDir, 'package.json'), 'utf8'));

/** Third-party packages that must exist once per page (state, contexts, registries). */
const SHARED_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // react-router is reached through the kernel's ./routing module (shared below), not shared itself.
  'single-spa',
  'single-spa-react',
  // rxjs is not shared: the bus's subjects are already one instance (the kernel's ./bus is shared),
  // rxjs interoperates across copies, and a shared rxjs is not tree-shaken (17.6 KB gzipped on the
  // first load instead of about 4 KB). See docs/decisions.md.
  'i18next',
  'react-i18next',
  'styled-components',
  // Form state and schemas: formik keeps its state in a React context, so a kernel field inside a
  // remote must see the same copy as the <Form> around it. Loaded only by pages that import
  // '@drawdesk/shared-kernel/forms/formik' (docs/forms.md).
  'formik',
  'yup',
];

/** Kernel subpaths used at run time; each is one instance for the whole page. */
const KERNEL_SUBPATHS = [
  'api',
  'bus',
  'i18n',
  'ui',
  'routes',
  'domain',
  'domain/betting',
  // The access rules and the menu: after login only (not on the login page).
  'domain/access',
  // The contract's plain values (names, limits, statuses): what screens use at run time. The
  // schemas ('contract', TypeBox inside) are for types in the browser and validation on the server.
  'contract/values',
  'contract',
  'remote',
  'forms',
  'routing',
  // The data-fetching layer (TanStack Query inside): one module, so one QueryClient and one
  // React context for the page. @tanstack/react-query itself is reached only through it.
  'query',
  // The formik-bound form kit (formik and yup shared above); apart from 'forms' to keep them off the login page.
  'forms/formik',
];

/** Files the server sends precompressed: text assets over 1 KB that shrink by at least a tenth. */
const PRECOMPRESS = { test: /\.(js|css|html|json|svg)$/, threshold: 1024, minRatio: 0.9 };

/**
 * Brotli (best quality: built once, served many times) and gzip copies beside each text asset
 * (main.3f9a1c2b.js.br, .gz); the server picks one by the request's Accept-Encoding.
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
const precompressedCopies = () => [
  new CompressionPlugin({
    ...PRECOMPRESS,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    },
  }),
  new CompressionPlugin({
    ...PRECOMPRESS,
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
  }),
];

/** Where the dev server of the host forwards back-end paths (the server of API.md "Serving"). */
const BACKEND = 'http://127.0.0.1:8080';
const BACKEND_PATHS = ['/api', '/remotes', '/remotes.json', '/healthz'];

/**
 * @typedef {object} AppOptions
 * @property {string} name      app name: 'shell' or a remote name such as 'mf-admin'
 * @property {string} dir       the app's folder (pass `__dirname`)
 * @property {'host' | 'remote'} kind
 * @property {number} port      dev-server port
 */

/** @typedef {import('webpack').Configuration & { devServer?: Record<string, unknown> }} AppConfiguration */

/**
 * Version of an installed package, as seen from `fromDir`. Reads the package's own package.json
 * (walking up from its main file when its exports map hides package.json).
 * @param {string} pkg
 * @param {string[]} fromDirs
 * @returns {string}
 */
function installedVersion(pkg, fromDirs) {
  const base = pkg
    .split('/')
    .slice(0, pkg.startsWith('@') ? 2 : 1)
    .join('/');
  try {
    return JSON.parse(fs.readFileSync(require.resolve(`${base}/package.json`, { paths: fromDirs }), 'utf8'))
      .version;
  } catch {
    let dir = path.dirname(require.resolve(base, { paths: fromDirs }));
    for (;;) {
      const file = path.join(dir, 'package.json');
      if (fs.existsSync(file)) {
        const json = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (json.name === base) return json.version;
      }
      const up = path.dirname(dir);
      if (up === dir) throw new Error(`createWebpackConfig: cannot find the version of ${pkg}`);
      dir = up;
    }
  }
}

/**
 * react-router 7's exports map sends bundlers to its development build whatever the mode; the
 * production build (no dev warnings, smaller) has to be chosen by path.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
function reactRouterProductionAliases(dir) {
  const rrdDir = path.dirname(require.resolve('react-router-dom/package.json', { paths: [dir, kernelDir] }));
  const rrDir = path.dirname(require.resolve('react-router/package.json', { paths: [rrdDir] }));
  return {
    'react-router$': path.join(rrDir, 'dist', 'production', 'index.mjs'),
    'react-router/dom$': path.join(rrDir, 'dist', 'production', 'dom-export.mjs'),
  };
}

/** @param {string} version */
const caretMajor = (version) => {
  const [major, minor, patch] = version.split(/[.+-]/);
  // ^0.x pins the minor (semver caret rule), so a 0.y kernel gets ^0.y.z, a 19.x react ^19.0.0.
  return major === '0' ? `^0.${minor}.${patch}` : `^${major}.0.0`;
};

/**
 * The MF `shared` map: singletons with a ^major requiredVersion from the installed package.
 * Kernel subpaths are matched by their resolved file, so a kernel module importing another one
 * relatively (`../bus`) still gets the page's single instance.
 * @param {string} dir
 */
function sharedConfig(dir) {
  // Resolve third-party packages as the app does; packages that are only transitive deps of one
  // (react-router via react-router-dom) are found from the package that depends on them.
  const lookIn = [dir, kernelDir];
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const pkg of SHARED_PACKAGES) {
    const version = installedVersion(pkg, lookIn);
    shared[pkg] = { singleton: true, requiredVersion: caretMajor(version), version };
  }
  const exportsMap = /** @type {Record<string, string>} */ (kernelPkg.exports);
  for (const sub of KERNEL_SUBPATHS) {
    const target = exportsMap[`./${sub}`];
    if (!target) continue;
    const file = path.join(kernelDir, target);
    if (!fs.existsSync(file)) {
      // A kernel part still being written: not shareable yet (and not importable either).
      console.warn(`[drawdesk webpack] kernel subpath ./${sub} has no ${target} yet; not shared`);
      continue;
    }
    const key = `${kernelPkg.name}/${sub}`;
    shared[key] = {
      import: file,
      request: file,
      shareKey: key,
      singleton: true,
      version: kernelPkg.version,
      requiredVersion: caretMajor(kernelPkg.version),
    };
  }
  return shared;
}

/**
 * DefinePlugin taken from the compiler running the build (the app's own webpack, which may be a
 * different copy on disk than the kernel's under pnpm).
 * @param {Record<string, string>} values
 * @returns {import('webpack').WebpackPluginInstance}
 */
const defineConstants = (values) => ({
  apply(compiler) {
    new compiler.webpack.DefinePlugin(values).apply(compiler);
  },
});

/**
 * Records in a remote's mf-manifest.json (`metaData.drawdesk`) the kernel contract version and the
 * script files of each screen by route path (screenChunks.cjs). The MF manifest plugin copies the
 * stats' metaData into the manifest as it is.
 * @param {string} kernelVersion
 */
const recordDrawdeskMetaData =
  (kernelVersion) =>
  /** @param {{ stats: { metaData: Record<string, unknown> }, compilation: import('webpack').Compilation }} args */
  ({ stats, compilation }) => {
    stats.metaData.drawdesk = { kernelVersion, screens: screenChunksOf(compilation) };
    return stats;
  };

/** @param {string} name */
const containerName = (name) => name.replace(/[^A-Za-z0-9_$]/g, '_');

/**
 * @param {AppOptions} options
 * @returns {(env: Record<string, unknown> | undefined, argv: { mode?: 'production' | 'development' | 'none' } | undefined) => AppConfiguration}
 */
function createWebpackConfig({ name, dir, kind, port }) {
  const appPkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return (_env, argv) => {
    const mode = argv?.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const production = mode === 'production';
    const version = process.env.REMOTE_VERSION || appPkg.version;
    const kernelVersion = process.env.KERNEL_CONTRACT_VERSION || kernelPkg.version;
    const outDir = process.env.OUT_DIR ? path.resolve(dir, process.env.OUT_DIR) : path.join(dir, 'dist');
    const isRemote = kind === 'remote';
    // A remote's standalone page (main entry + index.html) exists only in development.
    const withPage = !isRemote || !production;

    /** @type {AppConfiguration} */
    const config = {
      name,
      mode,
      context: dir,
      entry: withPage ? { main: './src/index.ts' } : {},
      target: 'web',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        // Hashed in development too: a module shared by the page entry and the container gets one chunk per runtime.
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
        uniqueName: containerName(name),
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: production ? reactRouterProductionAliases(dir) : {},
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(svg|png|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [
          new MinimizerPlugin({
            minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
            extractComments: false,
          }),
        ],
      },
      performance: false,
      // The MF plugin's share modules have no cache serializer: webpack rebuilds them (cheap) and
      // would otherwise print a warning per shared module on every build.
      infrastructureLogging: { level: 'error' },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
        name: `${mode}-${version}-kernel-${kernelVersion}`,
        buildDependencies: {
          config: [__filename, path.join(__dirname, 'screenChunks.cjs'), path.join(dir, 'webpack.config.js')],
        },
      },
      plugins: [
        defineConstants({
          __REMOTE_NAME__: JSON.stringify(name),
          __REMOTE_VERSION__: JSON.stringify(version),
          __KERNEL_VERSION__: JSON.stringify(kernelVersion),
        }),
        new ModuleFederationPlugin({
          name: containerName(name),
          dts: false,
          // A shared module loaded after the remotes are registered (a lazy screen's formik, the
          // shell warming the form kit) uses the copy already loaded or the host's, instead of first
          // fetching every registered remote's entry to compare versions ('version-first'): remotes
          // stay unfetched until their route is opened. Shared packages are singletons anyway.
          shareStrategy: 'loaded-first',
          // One federation runtime per page: the host publishes its runtime core and production
          // remotes use it instead of carrying their own copy (about 25 KB gzipped per remote). A
          // remote's standalone dev page has no host, so development builds keep their own.
          experiments: isRemote ? { externalRuntime: production } : { provideExternalRuntime: true },
          ...(isRemote
            ? {
                filename: 'remoteEntry.js',
                exposes: { './app': './src/app.tsx' },
                manifest: {
                  fileName: 'mf-manifest.json',
                  // @ts-expect-error the plugin's stats type does not declare our metaData key.
                  additionalData: recordDrawdeskMetaData(kernelVersion),
                },
              }
            : { manifest: false }),
          shared: sharedConfig(dir),
        }),
        ...(withPage
          ? [
              new HtmlWebpackPlugin({
                // The host has its own page; every remote's standalone page is the one kernel template.
                template: isRemote
                  ? path.join(__dirname, 'remote-standalone.html')
                  : path.join(dir, 'public', 'index.html'),
                remoteName: name,
                chunks: ['main'],
                // Absolute script URLs: index.html is served for every deep route (history fallback).
                publicPath: '/',
              }),
            ]
          : []),
        ...(production ? precompressedCopies() : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        client: { overlay: { errors: true, warnings: false } },
        static: fs.existsSync(path.join(dir, 'public'))
          ? { directory: path.join(dir, 'public'), watch: false }
          : false,
        // The host talks to the real server; a standalone remote needs /api (session) from it too.
        proxy: [
          { context: isRemote ? ['/api', '/healthz'] : BACKEND_PATHS, target: BACKEND, changeOrigin: false },
        ],
        ...(isRemote
          ? {
              headers: {
                'Access-Control-Allow-Origin': '*',
                'Access-Control-Allow-Methods': 'GET, OPTIONS',
                'Access-Control-Allow-Headers': '*',
              },
            }
          : {}),
      },
    };
    return config;
  };
}

module.exports = { createWebpackConfig, containerName, sharedConfig, SHARED_PACKAGES, KERNEL_SUBPATHS };
