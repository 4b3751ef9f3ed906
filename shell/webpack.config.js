// The shell: the Module Federation host. Remotes are not listed here; they come from /remotes.json at
// run time (src/remotes). See shared-kernel/webpack.
/* global require, module, __dirname */ // CommonJS, read by webpack-cli and scripts/build-apps.mjs
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createWebpackConfig } = require('@drawdesk/shared-kernel/webpack');

module.exports = createWebpackConfig({ name: 'shell', dir: __dirname, kind: 'host', port: 3000 });
