/** Unit tests of the web client: components rendered in jsdom, fetch mocked at the global level. */
const { compilerOptions } = require('./tsconfig.json');

const tsconfig = {
  ...compilerOptions,
  types: undefined,
  isolatedModules: true,
  noUnusedLocals: false,
};

module.exports = {
  displayName: 'frontend',
  rootDir: '..',
  // Compiles each source once a worker, not once a file (its header says why).
  runtime: '<rootDir>/test/utils/jest-code-cache-runtime.js',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/frontend/src/**/*.spec.ts?(x)'],
  transform: {
    // Type checking is tsc's job (npm run typecheck); here files are transpiled one by one.
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          ...tsconfig,
          module: 'commonjs',
          moduleResolution: 'node10',
          ignoreDeprecations: '6.0',
        },
      },
    ],
  },
  moduleNameMapper: {
    // import.meta.env only exists under Vite; every env read lives in config/env.ts.
    '^(\\.{1,2}/)+(.*/)?config/env$': '<rootDir>/frontend/src/test/env.mock.ts',
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|gif|woff2?)(\\?url)?$': '<rootDir>/frontend/src/test/file-stub.ts',
  },
  // Room for a few of setup-tests.ts's 4 s waits on a busy host.
  testTimeout: 15_000,
  setupFiles: ['<rootDir>/frontend/src/test/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/frontend/src/test/setup-tests.ts'],
};
