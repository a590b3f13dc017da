/** Unit tests of the backend: one class at a time, collaborators mocked. */
module.exports = {
  displayName: 'backend',
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/backend/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
};
