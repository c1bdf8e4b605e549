// One jest configuration for every front-end package: jsdom, SWC transform, `.js` specifiers mapped to TS sources.
const path = require('node:path');

module.exports = function frontEndJestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: require.resolve('./jsdom-env.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '^shared$': path.join(__dirname, '../src/index.ts'),
      '^shared/contract$': path.join(__dirname, '../src/contract/index.ts'),
      '^shared/catalogues/(\\w+)$': path.join(__dirname, '../src/i18n/catalogues/$1.ts'),
      '^shared/test-utils$': path.join(__dirname, '../src/test-utils/index.tsx'),
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
  };
};
