import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { customMedia } from './src/config/breakpoints';

const root = fileURLToPath(new URL('.', import.meta.url));

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

export default defineConfig({
  root,
  plugins: [breakpointMedia(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    rollupOptions: {
      // The site, and MR RACER: a page of its own that the game page frames.
      input: {
        main: `${root}index.html`,
        'mr-racer': `${root}games/mr-racer/index.html`,
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
