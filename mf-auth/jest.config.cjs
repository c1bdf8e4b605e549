const preset = require('shared/webpack/jest.preset.cjs')(__dirname);

// oauth4webapi ships ES modules only: let SWC turn it into CommonJS like our sources; it needs WebCrypto.
module.exports = {
  ...preset,
  transformIgnorePatterns: ['/node_modules/(?!oauth4webapi/)'],
  setupFiles: [...(preset.setupFiles ?? []), require.resolve('./src/test/webcrypto.cjs')],
};
