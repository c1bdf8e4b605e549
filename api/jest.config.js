// API tests: the real app in-process against a real database (PGlite always, PostgreSQL when TEST_DATABASE_URL is set).

export default {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^shared/contract$': '<rootDir>/../shared/src/contract/index.ts',
  },
  globalSetup: '<rootDir>/src/test/globalSetup.ts',
  testTimeout: 60000,
};
