import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks every page's start runs through for eager compilation: the entry `entryId`
 * (the router, the query client, the shell) and what it imports dynamically at boot (React DOM's
 * client). V8 otherwise compiles a function on the main thread the first time it is called, and
 * hydration calls hundreds of them; with the hint the compile is done while the file streams in,
 * on a background thread. Page and below-the-fold chunks are left lazy: most of their functions
 * never run on a first screen.
 */
export function eagerCompileHints(entryId: string): Plugin {
  let bootImports = new Set<string>();
  return {
    name: 'gamehub-compile-hints',
    apply: 'build',
    moduleParsed(info) {
      if (info.id === entryId) bootImports = new Set(info.dynamicallyImportedIds);
    },
    // Last, after minification and Vite's own additions: V8 reads the comment only at the top.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          // A boot import may share its chunk with the modules it imports (the `client` group).
          const boot =
            chunk.moduleIds.includes(entryId) || chunk.moduleIds.some((id) => bootImports.has(id));
          if (boot && !chunk.code.startsWith(EAGER_COMPILE_HINT))
            chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
