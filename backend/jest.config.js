/** Unit tests of the backend: one class at a time, collaborators mocked. */
const esmOnly = require('../test/utils/jest-esm-only');

module.exports = {
  displayName: 'backend',
  rootDir: '..',
  // Compiles each source once a worker, not once a file (its header says why).
  runtime: '<rootDir>/test/utils/jest-code-cache-runtime.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/backend/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    ...esmOnly.transform,
  },
  transformIgnorePatterns: esmOnly.transformIgnorePatterns,
};
