module.exports = require('./webpack/jest.preset.cjs')(__dirname);
