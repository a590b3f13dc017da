import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { customMedia } from './src/config/breakpoints';
import { eagerCompileHints } from './build/compile-hints';
import { precompress } from './build/compress-assets';
import { firstPaint } from './build/first-paint';
import { renderFirstScreens } from './build/prerender';
import { INITIAL_JS_LIMIT_BYTES, initialJsReport } from './build/initial-js';
import { nginxSecurityHeaders } from './build/security-headers';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Smaller assets are inlined as data URLs; the prerender's server build must agree. */
const ASSETS_INLINE_LIMIT = 2048;
/**
 * Modules MR RACER's page shares with the site (the game, the config, the modulepreload polyfill):
 * no group takes them, so the game's frame loads neither the site's shell nor its pages' code.
 */
const alsoMrRacers = (id: string) =>
  /\/frontend\/(src\/)?games\//.test(id) ||
  id.endsWith('/src/config/env.ts') ||
  id.includes('modulepreload-polyfill');

/** The components (and their CSS) of the component library and of the first screens' features. */
const FIRST_SCREEN_COMPONENTS =
  /\/frontend\/src\/(components|features\/(tournaments|leaderboard)\/components)\/[^/]+\.(tsx|css)$/;

/** Expands `@media (--lg-down)` style custom media from src/config/breakpoints.ts. */
function breakpointMedia(): Plugin {
  const queries = customMedia();
  const pattern = /\((--[a-z]+-(?:down|up))\)/g;
  return {
    name: 'gamehub-breakpoint-media',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || !code.includes('(--')) return null;
      const out = code.replace(pattern, (_match, name: string) => {
        const query = queries[name];
        if (!query) throw new Error(`Unknown custom media ${name} in ${id}`);
        return query;
      });
      return { code: out, map: null };
    },
  };
}

/**
 * React Router 7 exports only its development build, whose dev-only warnings stay on
 * (remix-run/react-router#14102): the site's build takes the production one it ships beside it,
 * the same code with them off, which the minifier then drops.
 */
function reactRouterProduction(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
    'production',
  );
  const files: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  };
  return {
    name: 'gamehub-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return files[source] ? join(dist, files[source]) : null;
    },
  };
}

/**
 * After the build is written: fails it when the first visit's JavaScript outgrows its budget,
 * then pre-compresses the output (brotli + gzip) for the server to pick by Accept-Encoding.
 */
function deliveryChecks(): Plugin {
  let outDir = '';
  return {
    name: 'gamehub-delivery',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const js = initialJsReport(outDir);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
      if (js.gzipBytes > INITIAL_JS_LIMIT_BYTES) {
        throw new Error(
          `Initial JavaScript is ${kb(js.gzipBytes)} gzip, over the ${kb(INITIAL_JS_LIMIT_BYTES)} budget: ${js.files.join(', ')}`,
        );
      }
      const packed = precompress(outDir);
      this.info(
        `initial JS ${kb(js.gzipBytes)} gzip (budget ${kb(INITIAL_JS_LIMIT_BYTES)}); ` +
          `pre-compressed ${packed.files} files, ${kb(packed.bytes)} → ${kb(packed.brBytes)} brotli`,
      );
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    breakpointMedia(),
    reactRouterProduction(),
    react(),
    firstPaint(join(root, 'src'), () =>
      renderFirstScreens({
        root,
        plugins: [breakpointMedia(), react()],
        assetsInlineLimit: ASSETS_INLINE_LIMIT,
      }),
    ),
    eagerCompileHints(join(root, 'src', 'main.tsx')),
    deliveryChecks(),
    nginxSecurityHeaders(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: ASSETS_INLINE_LIMIT,
    rollupOptions: {
      // The site, and MR RACER: a page of its own that the game page frames.
      input: {
        main: `${root}index.html`,
        'mr-racer': `${root}games/mr-racer/index.html`,
      },
      // A feature's front door (features/<f>/index.ts) only re-exports: a page takes from it the
      // modules it uses, not every module the door names (and their CSS).
      treeshake: {
        moduleSideEffects: (id: string) => !/\/frontend\/src\/features\/[^/]+\/index\.ts$/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // What the entry imports statically (React, the router, the query client, the
              // shell) in the entry's own chunk: Rolldown otherwise splits it into 7 small ones,
              // and each request and module costs a first screen's start main-thread time.
              name: 'boot',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              test: (id: string) => !alsoMrRacers(id),
            },
            {
              // React DOM whole in the boot's `client` chunk: the package's index (createPortal,
              // which modals use) with the client that imports it, not in a chunk of its own.
              name: 'client',
              includeDependenciesRecursively: false,
              test: (id: string) => /\/node_modules\/(react-dom|scheduler)\//.test(id),
            },
            {
              // What the pages share in one chunk: their logic (API hooks, formatting, art data,
              // TanStack's mutations) and the components the first screens have in common (the
              // component library, the tournaments' and the leaderboard's). Rolldown otherwise
              // gives each module two pages share a chunk of its own, 0.2 to 2 kB each: a
              // tournament's first screen asked for 26 scripts, then 17 with the logic in one.
              // Each request costs the browser and the server CPU on the cores the page runs on.
              // Other features' components stay apart: a chunk's CSS is inlined in each first
              // screen that loads it.
              name: 'shared',
              minShareCount: 2,
              includeDependenciesRecursively: false,
              test: (id: string) =>
                (/\/frontend\/src\/.*\.(ts|svg)$/.test(id) ||
                  id.includes('/@tanstack/') ||
                  FIRST_SCREEN_COMPONENTS.test(id)) &&
                !id.endsWith('-page.tsx') &&
                !alsoMrRacers(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  preview: { port: 4173 },
});
