import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type PluginOption } from 'vite';

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
 * Renders FIRST_SCREENS with the app's own components (src/app/prerender.tsx): a server build of
 * that module into a temporary directory, loaded and run here. Asset URLs match the client
 * build's (same inline limit, same content hashes).
 */
export async function renderFirstScreens(options: {
  root: string;
  plugins: PluginOption[];
  assetsInlineLimit: number;
}): Promise<Map<string, string>> {
  // Under node_modules, so the server build finds react-dom and the router where Node looks.
  const cache = join(options.root, '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'gamehub-prerender-'));
  try {
    await build({
      configFile: false,
      root: options.root,
      logLevel: 'warn',
      plugins: options.plugins,
      build: {
        ssr: 'src/app/prerender.tsx',
        outDir,
        emptyOutDir: true,
        target: 'node20',
        assetsInlineLimit: options.assetsInlineLimit,
        rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    const module = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as {
      renderFirstScreen(path: string): Promise<string>;
    };
    const screens = new Map<string, string>();
    for (const { path } of FIRST_SCREENS) screens.set(path, await module.renderFirstScreen(path));
    return screens;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
