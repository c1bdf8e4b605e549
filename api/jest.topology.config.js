// The deployment of deploy/ run for real (PostgreSQL, nginx, three `node api/dist/server.js` processes): its own step
// of `npm test` (scripts/test-all.mjs), after the API suite, so its timings do not compete with the parallel API files.
import base from './jest.config.js';

export default {
  ...base,
  testMatch: ['<rootDir>/src/topology/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 120000,
};
