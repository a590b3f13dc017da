// Lets a child process of the integration tests run our TypeScript sources (e.g. the worker's
// main.ts) as ts-jest runs them in the tests: each file transpiled as it is required, without a
// type check (npm run typecheck does that) and without a build.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const ts = require('typescript');

const root = join(__dirname, '../..');
const { config } = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.convertCompilerOptionsFromJson(
  {
    ...config.compilerOptions,
    module: 'commonjs',
    moduleResolution: undefined,
    sourceMap: false,
    inlineSourceMap: true,
  },
  root,
);

require.extensions['.ts'] = (module, filename) => {
  const source = readFileSync(filename, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: options,
    fileName: filename,
  });
  module._compile(outputText, filename);
};
