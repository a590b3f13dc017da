import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { storageKeys } from '../src/lib/storage-keys';
import { FIRST_DATA_ID, rootWithSlot } from './first-screen-document';
import { FIRST_SCREENS } from './prerender';

/** Server-rendered markup of FIRST_SCREENS by path, from build/prerender.ts. */
export type FirstScreens = Promise<Map<string, string>>;

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

/** Where the first screens' documents and their index go, under the build's output. */
export const FIRST_SCREENS_DIR = 'first-screens';

/**
 * Right after #root in a first screen's document: that markup is a first visit's (signed out,
 * nothing stored, the footer's year), so for anyone else #root is emptied before the first paint
 * and the app renders the page as on any other route. The answers the page was rendered with
 * (a signed-out visitor's) go with it: a signed-in player's may differ.
 */
function firstScreenGate(year: number): string {
  const keys = [storageKeys.user, storageKeys.token, storageKeys.shopPage, storageKeys.shopFilter];
  return (
    `<script>(function(k,y){var r=document.getElementById('root'),i;` +
    `try{for(i=0;i<k.length;i++)if(localStorage.getItem(k[i])!==null)y=0}catch(e){y=0}` +
    `if(y!==new Date().getFullYear()){r.textContent='';document.getElementById('${FIRST_DATA_ID}').remove()}` +
    `})(${JSON.stringify(keys)},${year})</script>`
  );
}

/**
 * How many of the boot's preloads one task adds. Each costs the main thread ~0.4 ms on a fast
 * desktop (the request it starts), so the 15 to 29 a first screen names were one task of 6 to
 * 14 ms there, several times that on a phone, right after the first paint; in batches, the
 * browser can answer input between them.
 */
const PRELOADS_PER_TASK = 6;

/**
 * The app's code runs after the first frame is painted: a first screen is already in the page,
 * and the app's start (hydration) is no reason to hold back its paint. A hidden tab paints no
 * frames, hence the timer.
 *
 * index.html, with nothing to show before the app, fetches that code from the start (the entry
 * and Vite's `modulepreload` of its imports stay in the head). A first screen's document asks
 * for it (`late`: the entry, its imports and the page's chunks) only after that first frame:
 * on a phone's link the document, its font and its paint are not shared with 100 kB of script.
 * The entry is imported first, then the preloads follow, PRELOADS_PER_TASK a task.
 */
function bootAfterFirstFrame(html: string, late: string[] | null): string {
  const tag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
  const src = html.match(tag)?.[1];
  if (!src) throw new Error('No entry script in index.html');
  const preloads = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;
  const imports = [...html.matchAll(preloads)].map((m) => m[1]);
  const files = late ? [...new Set([...imports, ...late])] : [];
  const head = late
    ? html.replace(tag, '').replace(preloads, '')
    : html.replace(tag, `<link rel="modulepreload" crossorigin href="${src}">`);
  return head.replace(
    '</body>',
    () =>
      `  <script>(function(s,f,n,d){function add(i){f.slice(i,i+n).forEach(function(h){` +
      `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;` +
      `document.head.appendChild(l)});if(i+n<f.length)setTimeout(function(){add(i+n)})}` +
      `function go(){if(d)return;d=1;import(s);add(0)}` +
      `requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,250)})` +
      `('${src}',${JSON.stringify(files)},${PRELOADS_PER_TASK})</script>\n  </body>`,
  );
}

/**
 * What the first screen needs, named in the HTML so the browser fetches it while parsing: the
 * font (preload) and the shell's CSS inlined (no render-blocking request).
 *
 * index.html, which answers every route without a document of its own, also fetches the current
 * route's page chunk with its imports and CSS ahead (a small inline script matches
 * location.pathname against the router's paths), which otherwise waits until the entry script
 * has run; the CSS is only preloaded: Vite's loader still adds the stylesheet and waits for it
 * before the page shows.
 *
 * Each page of FIRST_SCREENS gets its own document, `first-screens/<name>.html`, with its first
 * screen (prerendered by build/prerender.ts) in #root and its CSS inline, which main.tsx
 * hydrates, and its chunks preloaded by plain tags. `first-screens/index.json` (for the Node
 * server) and `first-screens/nginx.map` (for frontend/nginx.conf) say which paths each answers.
 */
export function firstPaint(srcDir: string, renderScreens: () => FirstScreens): Plugin {
  let screens: FirstScreens | null = null;
  let outDir = '';
  // What main.tsx imports dynamically (React DOM's client): part of every boot, preloaded with it.
  let bootImports: string[] = [];
  const documents = new Map<string, string>();
  return {
    name: 'gamehub-first-paint',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    moduleParsed(info) {
      if (info.id === join(srcDir, 'main.tsx')) bootImports = info.dynamicallyImportedIds;
    },
    buildStart() {
      // Beside the client build; awaited when index.html is written.
      screens = renderScreens();
      screens.catch(() => undefined);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = ctx.bundle;
        // The site's page only: MR RACER's page (framed by the game page) needs none of this.
        if (!bundle || ctx.path !== '/index.html') return html;
        if (!screens) throw new Error('The first screens were not rendered');
        const stylesheet = (file: string) => {
          const asset = bundle[file.replace(/^\//, '')];
          if (asset?.type !== 'asset') throw new Error(`No stylesheet ${file} in the build`);
          return `<style>${String(asset.source)}</style>`;
        };
        // CSS inline, and named by a disabled link (never fetched nor applied):
        // Vite's loader skips a stylesheet the document already links, where it would otherwise
        // fetch each one again at boot, restyle the whole page as each arrives and hold the
        // hydration back until the last one has.
        const inlinedStylesheet = (file: string) =>
          `${stylesheet(file)}<link rel="stylesheet" href="${file}" disabled>`;

        // The entry's stylesheet (the shell's CSS), whatever the entry is named.
        const entry = Object.values(bundle).find(
          (c): c is OutputChunk =>
            c.type === 'chunk' && c.isEntry && c.moduleIds.includes(join(srcDir, 'main.tsx')),
        );
        if (!entry) throw new Error('No entry chunk for src/main.tsx');
        let base = html;
        for (const file of entry.viteMetadata?.importedCss ?? []) {
          const tag = `<link rel="stylesheet" crossorigin href="/${file}">`;
          if (!base.includes(tag)) throw new Error(`No stylesheet ${file} in index.html`);
          base = base.replace(tag, () => inlinedStylesheet(`/${file}`));
        }
        // The boot's dynamic imports, preloaded like the entry's own imports (so a first
        // screen's document fetches them after its first frame, as it does those).
        const already = new Set(filesOf(bundle, entry));
        for (const id of bootImports) {
          const chunk = Object.values(bundle).find(
            // Its own chunk, or the group's that holds it (vite.config.mts: `client`).
            (c): c is OutputChunk => c.type === 'chunk' && c.moduleIds.includes(id),
          );
          if (!chunk) throw new Error(`No chunk for ${id}, which main.tsx imports`);
          const files = filesOf(bundle, chunk).filter((f) => !already.has(f));
          if (files.some((f) => !f.endsWith('.js')))
            throw new Error(`${id} brings CSS: import it statically so the shell's CSS holds it`);
          files.forEach((f) => already.add(f));
          base = base.replace(
            '</head>',
            () =>
              `${files.map((f) => `  <link rel="modulepreload" crossorigin href="${f}">\n`).join('')}  </head>`,
          );
        }
        const font = Object.keys(bundle).find((name) => FONT.test(`/${name}`));
        if (!font) throw new Error('The Inter latin font is missing from the build');
        base = base.replace(
          '</head>',
          `  <link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>\n  </head>`,
        );

        const pages = routePages(join(srcDir, 'app', 'router.tsx'));
        const pageFiles = (page: string) => {
          const module = join(srcDir, 'app', `${page}.tsx`);
          const chunk = Object.values(bundle).find(
            (c): c is OutputChunk => c.type === 'chunk' && c.facadeModuleId === module,
          );
          if (!chunk) throw new Error(`No chunk for the page ${page}`);
          return filesOf(bundle, chunk).filter((f) => !already.has(f));
        };

        const rendered = await screens;
        const year = new Date().getFullYear();
        for (const { name, path } of FIRST_SCREENS) {
          const markup = rendered.get(path);
          const route = pages.find(({ pattern }) => new RegExp(pattern).test(path));
          if (!markup || !route) throw new Error(`No first screen or route for ${path}`);
          // The pages' CSP has no 'unsafe-inline' for styles: a style attribute in the markup
          // would be refused (a component sets one through the CSSOM, after hydration, instead).
          if (/<[^>]*\sstyle=/.test(markup)) {
            throw new Error(
              `The first screen of ${path} has a style attribute, refused by the CSP`,
            );
          }
          const files = pageFiles(route.page);
          const css = files.filter((f) => f.endsWith('.css')).map(inlinedStylesheet);
          const document = base
            // Functions as replacements: markup and CSS may hold `$&`-like sequences.
            .replace('</head>', () => `  ${css.join('\n    ')}\n  </head>`)
            .replace(
              '<div id="root"></div>',
              () => `${rootWithSlot(markup)}\n    ${firstScreenGate(year)}`,
            );
          const js = files.filter((f) => f.endsWith('.js'));
          documents.set(name, bootAfterFirstFrame(document, js));
        }

        // Files once, routes as indexes into them: the table stays about 1 kB compressed.
        const files: string[] = [];
        const routes = pages.map(({ pattern, page }) => [
          pattern,
          pageFiles(page).map((f) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1)),
        ]);
        // First match wins; the last pattern ('') is the unknown-path fallback (home).
        const preloadRoute =
          `<script>(function(f,r,p){for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){` +
          `r[i][1].forEach(function(n){var l=document.createElement('link');` +
          `if(/\\.css$/.test(f[n])){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}` +
          `l.crossOrigin='';l.href='/assets/'+f[n];document.head.appendChild(l)});return}})(` +
          `${JSON.stringify(files.map((f) => f.replace(/^\/assets\//, '')))},${JSON.stringify(routes)},location.pathname)</script>`;
        return bootAfterFirstFrame(
          base.replace('</head>', () => `  ${preloadRoute}\n  </head>`),
          null,
        );
      },
    },
    // Before closeBundle, where the delivery checks pre-compress every file of the output.
    writeBundle() {
      const dir = join(outDir, FIRST_SCREENS_DIR);
      mkdirSync(dir, { recursive: true });
      for (const [name, html] of documents) writeFileSync(join(dir, `${name}.html`), html);
      const index = FIRST_SCREENS.map(({ name, path, pattern }) => ({
        pattern,
        file: `${FIRST_SCREENS_DIR}/${name}.html`,
        path,
      }));
      writeFileSync(join(dir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
      writeFileSync(
        join(dir, 'nginx.map'),
        index.map(({ pattern, file }) => `~${pattern} /${file};\n`).join(''),
      );
    },
  };
}
