const { federatedConfig } = require('shared/webpack/federation.cjs');

module.exports = federatedConfig({ dir: __dirname, name: 'mf_admin_config', port: 3003, exposes: { './routes': './src/routes.tsx' } });
