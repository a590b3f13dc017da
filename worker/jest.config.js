/** Unit tests of the worker: one class at a time, collaborators mocked. */
module.exports = {
  displayName: 'worker',
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/worker/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
};
