/** Unit tests of the worker: one class at a time, collaborators mocked. */
const esmOnly = require('../test/utils/jest-esm-only');

module.exports = {
  displayName: 'worker',
  rootDir: '..',
  // Compiles each source once a worker, not once a file (its header says why).
  runtime: '<rootDir>/test/utils/jest-code-cache-runtime.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/worker/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    ...esmOnly.transform,
  },
  transformIgnorePatterns: esmOnly.transformIgnorePatterns,
};
