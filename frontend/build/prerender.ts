import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type PluginOption } from 'vite';
import { FIRST_SCREEN_MODULE, type FirstScreenModule } from './first-screen-document';

/**
 * The pages that get a document of their own with their first screen in it
 * (`first-screens/<name>.html`): the path rendered, and the paths (a regular expression, the
 * same in JavaScript and nginx) the document answers. The tournament page shows its game's banner
 * while the tournament loads, so each game has its own.
 */
export interface FirstScreen {
  name: string;
  path: string;
  pattern: string;
}

export const FIRST_SCREENS: FirstScreen[] = [
  { name: 'home', path: '/', pattern: '^/$' },
  { name: 'leaderboard', path: '/leaderboard', pattern: '^/leaderboard/?$' },
  { name: 'shop', path: '/shop', pattern: '^/shop/?$' },
  ...[1, 2, 3, 4, 5].map((gameId) => ({
    name: `tournament-${gameId}`,
    path: `/tournaments/${gameId}/0`,
    pattern: `^/tournaments/${gameId}/[^/]+/?$`,
  })),
];

/**
 * Renders FIRST_SCREENS with the app's own components (src/app/prerender.tsx), as a first visit
 * sees them before the API answers: a server build of that module (FIRST_SCREEN_MODULE, outside
 * what is served), loaded and run here. The Node server (SERVE_WEB) renders each first screen
 * again per request with it, with the API's answers (backend/src/web/first-screens.ts). Asset
 * URLs match the client build's (same inline limit, same content hashes).
 */
export async function renderFirstScreens(options: {
  root: string;
  plugins: PluginOption[];
  assetsInlineLimit: number;
}): Promise<Map<string, string>> {
  const file = join(options.root, FIRST_SCREEN_MODULE);
  await build({
    configFile: false,
    root: options.root,
    logLevel: 'warn',
    // The client build copies public/; the server build needs none of it.
    publicDir: false,
    // Its packages (React, the router, the query client) bundled in: the API's image runs it
    // with the server's production dependencies only.
    ssr: { noExternal: true },
    plugins: options.plugins,
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: dirname(file),
      emptyOutDir: true,
      target: 'node20',
      assetsInlineLimit: options.assetsInlineLimit,
      rollupOptions: { output: { entryFileNames: basename(file) } },
    },
  });
  const module = (await import(pathToFileURL(file).href)) as FirstScreenModule;
  const screens = new Map<string, string>();
  for (const { path } of FIRST_SCREENS) {
    screens.set(path, (await module.renderFirstScreen(path)).html);
  }
  return screens;
}
