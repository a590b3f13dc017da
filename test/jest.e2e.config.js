/** End-to-end: the stack started as `npm start` starts it, driven over HTTP and in Chromium. */
const esmOnly = require('./utils/jest-esm-only');

module.exports = {
  displayName: 'e2e',
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    ...esmOnly.transform,
  },
  transformIgnorePatterns: esmOnly.transformIgnorePatterns,
  globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/utils/timing/file-clock.ts'],
  // With TEST_TIMING_DIR set, each file's and test's time for `npm run test:slowest`.
  reporters: ['default', '<rootDir>/test/utils/timing/timing-reporter.js'],
  testTimeout: 60000,
  // Two workers, each with its own started stack (global-setup.ts). Three are faster (217 s
  // against 274 s in one hour) but fill both cores, and in 1 of 4 runs an API that supervision's
  // spec killed took over 20 s to boot again. TEST_E2E_WORKERS=1 runs them in turn.
  maxWorkers: Number(process.env.TEST_E2E_WORKERS ?? 2),
  // The nginx spec starts the API in-process: as in jest.int.config.js, bull-board's static
  // plugin needs the CommonJS release of content-disposition under Jest.
  moduleNameMapper: {
    '^content-disposition$': '<rootDir>/node_modules/content-disposition-cjs/index.js',
  },
};
