const { federatedConfig } = require('shared/webpack/federation.cjs');
const { serverConfig } = require('shared/webpack/server.cjs');

const browser = federatedConfig({ dir: __dirname, name: 'mf_public', port: 3001, exposes: { './routes': './src/routes.tsx' } });
// Production also builds the same routes for the server (dist/server/routes.cjs, next to remoteEntry.js's folder):
// the shell's server renderer finds it beside the manifest the run-time configuration names.
module.exports = (env, argv) => (argv.mode === 'development'
  ? browser(env, argv)
  : [browser(env, argv), serverConfig({ dir: __dirname, entry: './src/routes.tsx', filename: 'routes.cjs' })]);
