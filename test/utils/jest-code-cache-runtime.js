/**
 * Jest's runtime, compiling from V8's code cache. Each test file gets a fresh module registry, so
 * a worker compiled the server's and node_modules' sources again for every file it ran: about a
 * second of CPU a file. The first file to load a source keeps V8's cache of it in the worker,
 * taken after the file ran (so it holds the functions compiled lazily too); later files compile
 * from it. Only compiling is shared: every file still runs every module afresh.
 */
const { default: Runtime } = require('jest-runtime');
const { createHash } = require('node:crypto');
const vm = require('node:vm');

/** Code cache by source (path and text), for this worker's life. */
const codeCache = new Map();

class CodeCacheRuntime extends Runtime {
  /** Scripts compiled without a cache by this file, to cache once it has run. */
  uncached = [];

  constructor(...args) {
    super(...args);
    // Jest 30 compiles in its module executor; what it does there is kept, from a cache.
    const executor = this.executor;
    const compile = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      if (context == null || executor.resolution.isCoreModule(filename)) {
        return compile(source, filename);
      }
      const key = createHash('sha1').update(filename).update('\0').update(source).digest('base64');
      let script;
      try {
        // Node's own module wrapper, on the source's first line: line numbers stay true.
        script = new vm.Script(
          `(function (${executor.injectedModuleParameters.join(', ')}) {${source}\n})`,
          {
            filename,
            cachedData: codeCache.get(key),
            importModuleDynamically: (specifier, _script, attributes, ...rest) =>
              executor.dynamicImport(specifier, filename, context, attributes, rest[0]),
          },
        );
      } catch {
        // Jest's compile reports syntax errors its own way.
        return compile(source, filename);
      }
      if (!codeCache.has(key) || script.cachedDataRejected) this.uncached.push([key, script]);
      return script.runInContext(context);
    };
  }

  teardown() {
    for (const [key, script] of this.uncached) codeCache.set(key, script.createCachedData());
    this.uncached = [];
    return super.teardown();
  }
}

module.exports = CodeCacheRuntime;
