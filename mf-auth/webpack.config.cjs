const { federatedConfig } = require('shared/webpack/federation.cjs');

module.exports = federatedConfig({ dir: __dirname, name: 'mf_auth', port: 3004, exposes: { './routes': './src/routes.tsx', './guard': './src/guard/AdminGuard.tsx' } });
