import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The font every screen uses (latin subset of the variable Inter). */
const FONT = /\/inter-latin-wght-normal-[^/]+\.woff2$/;

/**
 * `path: '…'` routes of router.tsx and the page module each one imports; `home` (index and
 * unknown paths) is its own constant there.
 */
function routePages(routerFile: string): { pattern: string; page: string }[] {
  const source = readFileSync(routerFile, 'utf8');
  const home = source.match(/const home = page\(\(\) => import\('([^']+)'\)\)/)?.[1];
  if (!home) throw new Error(`No home page found in ${routerFile}`);
  const routes = [
    ...source.matchAll(/path: '([^']+)',\s*element: page\(\s*\(\) => import\('([^']+)'\)/g),
  ].map(([, path, page]) => ({ pattern: `^/${path.replace(/:[^/]+/g, '[^/]+')}/?$`, page }));
  return [{ pattern: '^/?$', page: home }, ...routes, { pattern: '', page: home }];
}

/** A chunk's own file, its static imports (transitively) and their CSS, as root paths. */
function filesOf(bundle: OutputBundle, chunk: OutputChunk): string[] {
  const seen = new Set<string>();
  const visit = (c: OutputChunk) => {
    if (seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) seen.add(css);
    for (const name of c.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return [...seen].map((f) => `/${f}`);
}

/**
 * What the first screen needs, named in index.html so the browser fetches it while parsing:
 * the font (preload), the shell's CSS inlined (no render-blocking request), and the current
 * route's page chunk with its imports and CSS (a small inline script matches location.pathname
 * against the router's paths), which otherwise waits until the entry script has run. The CSS is
 * only preloaded: Vite's loader still adds the stylesheet and waits for it before the page shows.
 */
export function firstPaint(srcDir: string): Plugin {
  return {
    name: 'gamehub-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const head: string[] = [];

        const font = Object.keys(bundle).find((name) => FONT.test(`/${name}`));
        if (!font) throw new Error('The Inter latin font is missing from the build');
        head.push(`<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`);

        let out = html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)">/,
          (_tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') throw new Error(`No stylesheet ${file} in the build`);
            return `<style>${String(asset.source)}</style>`;
          },
        );

        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        const already = new Set(entry?.type === 'chunk' ? filesOf(bundle, entry) : []);
        // Files once, routes as indexes into them: the table stays about 1 kB compressed.
        const files: string[] = [];
        const routes = routePages(join(srcDir, 'app', 'router.tsx')).map(({ pattern, page }) => {
          const module = join(srcDir, 'app', `${page}.tsx`);
          const chunk = Object.values(bundle).find(
            (c): c is OutputChunk => c.type === 'chunk' && c.facadeModuleId === module,
          );
          if (!chunk) throw new Error(`No chunk for the page ${page}`);
          const indexes = filesOf(bundle, chunk)
            .filter((f) => !already.has(f))
            .map((f) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1));
          return [pattern, indexes];
        });
        // First match wins; the last pattern ('') is the unknown-path fallback (home).
        head.push(
          `<script>(function(f,r,p){for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){` +
            `r[i][1].forEach(function(n){var l=document.createElement('link');` +
            `if(/\\.css$/.test(f[n])){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}` +
            `l.crossOrigin='';l.href='/assets/'+f[n];document.head.appendChild(l)});return}})(` +
            `${JSON.stringify(files.map((f) => f.replace(/^\/assets\//, '')))},${JSON.stringify(routes)},location.pathname)</script>`,
        );
        out = out.replace('</head>', `${head.join('\n    ')}\n  </head>`);
        return out;
      },
    },
  };
}
