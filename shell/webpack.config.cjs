const { federatedConfig } = require('shared/webpack/federation.cjs');

// The host: remotes are not listed here; their manifest URLs come from run-time configuration.
module.exports = federatedConfig({ dir: __dirname, name: 'shell', host: true, port: 3000, publicPath: '/public/' });
