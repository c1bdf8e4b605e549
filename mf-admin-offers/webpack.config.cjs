const { federatedConfig } = require('shared/webpack/federation.cjs');

module.exports = federatedConfig({ dir: __dirname, name: 'mf_admin_offers', port: 3002, exposes: { './routes': './src/routes.tsx' } });
