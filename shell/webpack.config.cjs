const { federatedConfig } = require('shared/webpack/federation.cjs');
const { serverConfig } = require('shared/webpack/server.cjs');

// The host: remotes are not listed here; their manifest URLs come from run-time configuration.
const browser = federatedConfig({ dir: __dirname, name: 'shell', host: true, port: 3000, publicPath: '/public/' });
// Production also builds the server renderer (dist/server/render.cjs) beside the browser build.
module.exports = (env, argv) => (argv.mode === 'development'
  ? browser(env, argv)
  : [browser(env, argv), serverConfig({ dir: __dirname, entry: './src/server/render.tsx', filename: 'render.cjs', host: true })]);
