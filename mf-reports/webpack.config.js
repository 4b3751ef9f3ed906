// mf-reports: a Module Federation remote exposing './app' (single-spa lifecycles). See shared-kernel/webpack.
/* global require, module, __dirname */ // CommonJS, read by webpack-cli and scripts/build-apps.mjs
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createWebpackConfig } = require('@drawdesk/shared-kernel/webpack');

module.exports = createWebpackConfig({ name: 'mf-reports', dir: __dirname, kind: 'remote', port: 3003 });
