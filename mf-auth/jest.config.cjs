module.exports = require('shared/webpack/jest.preset.cjs')(__dirname);
