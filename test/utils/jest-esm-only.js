/**
 * Packages published as ES modules only. Node 20 requires them natively, but Jest's CommonJS
 * runtime cannot (before Node 24.9), so the test configs compile them to CommonJS.
 */
const ESM_ONLY = ['@nestjs/passport'];

const packages = ESM_ONLY.map((name) => name.replace('/', '\\/')).join('|');

module.exports = {
  transform: {
    [`/node_modules/(${packages})/.+\\.js$`]: [
      'ts-jest',
      {
        tsconfig: {
          allowJs: true,
          module: 'commonjs',
          moduleResolution: 'node10',
          ignoreDeprecations: '6.0',
          target: 'ES2022',
          esModuleInterop: true,
          isolatedModules: true,
        },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${packages})/)`],
};
