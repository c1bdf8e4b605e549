const { federatedConfig } = require('shared/webpack/federation.cjs');

module.exports = federatedConfig({ dir: __dirname, name: 'mf_public', port: 3001, exposes: { './routes': './src/routes.tsx' } });
