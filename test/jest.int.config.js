/** Integration tests: the real PostgreSQL and Redis, a fresh database and key prefix per run. */
const esmOnly = require('./utils/jest-esm-only');

module.exports = {
  displayName: 'integration',
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/integration/**/*.int-spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    ...esmOnly.transform,
  },
  transformIgnorePatterns: esmOnly.transformIgnorePatterns,
  globalSetup: '<rootDir>/test/utils/global-setup.ts',
  globalTeardown: '<rootDir>/test/utils/global-teardown.ts',
  setupFiles: ['<rootDir>/test/utils/test-env.ts'],
  // Compiles each source once a worker, not once a file (its header says why).
  runtime: '<rootDir>/test/utils/jest-code-cache-runtime.js',
  // The OpenAPI document is the contract: answers it does not allow fail their test file.
  setupFilesAfterEnv: [
    '<rootDir>/test/utils/contract-check.ts',
    '<rootDir>/test/utils/timing/file-clock.ts',
  ],
  // With TEST_TIMING_DIR set, each file's and test's time for `npm run test:slowest`.
  reporters: ['default', '<rootDir>/test/utils/timing/timing-reporter.js'],
  testTimeout: 30000,
  // Files run side by side, each worker on its own copy of the run's database (global-setup.ts):
  // most of a file's time is spent waiting on PostgreSQL, Redis, sockets and timers, not on the
  // CPU, so more workers than cores pay (4: 249 s, 3: 272 s on 2 cores). TEST_WORKERS=1 runs them in turn.
  maxWorkers: Number(process.env.TEST_WORKERS ?? 4),
  // Every suite closes what it opens; should a Redis client still be reconnecting after the last
  // one (seen once in a while, not yet traced: `--detectOpenHandles` finds it), the run must end
  // with its results rather than hang CI.
  forceExit: true,
  // bull-board's static plugin pulls an ESM-only content-disposition that Node 20 loads natively
  // but Jest's CommonJS runtime cannot; the CommonJS release has the same API.
  moduleNameMapper: {
    '^content-disposition$': '<rootDir>/node_modules/content-disposition-cjs/index.js',
  },
};
