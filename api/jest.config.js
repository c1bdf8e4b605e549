// API tests: the real app in-process against a real database (PGlite always, PostgreSQL when TEST_DATABASE_URL is set).

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The `shared` workspace package, found the way Node finds it (node_modules/shared).
const sharedDir = dirname(createRequire(import.meta.url).resolve('shared/package.json'));

export default {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // The deployment run for real (nginx, three server processes) is a step of its own: jest.topology.config.js.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/topology/'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^shared/contract$': join(sharedDir, 'src/contract/index.ts'),
    '^shared/catalogues$': join(sharedDir, 'src/i18n/catalogues/index.ts'),
  },
  globalSetup: '<rootDir>/src/test/globalSetup.ts',
  testTimeout: 60000,
  // Run the files in a worker that is replaced once its heap passes this size. On a two-core machine Jest would
  // otherwise run all ~100 files in its own process, whose heap grows by about 40 MB a file (module registries,
  // PGlite instances) and reached V8's limit near the end of the suite, killing Jest before it wrote its report.
  workerIdleMemoryLimit: '1GB',
};
