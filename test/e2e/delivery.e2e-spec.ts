import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { Browser, Page } from 'playwright-core';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { launchBrowser } from './support/browser';
import { query } from './support/db';
import { webRoot } from './support/launcher';
import { appStarted } from './support/session';
import { loadStack, WEB_API_KEY } from './support/stack';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request, its body exactly as sent on the wire (fetch would decompress it). */
function raw(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
  payload?: string,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Widths of one line of text set in the page's own font, in Inter and in the fallback, and
 * whether the page swapped Inter in late (html.font-late).
 */
function fontWidths(page: Page) {
  return page.evaluate(() => {
    const probe = (family: string) => {
      const span = document.createElement('span');
      span.style.font = `16px ${family}`;
      span.textContent = 'Tournament leaderboard 0123456789';
      document.body.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return {
      late: document.documentElement.classList.contains('font-late'),
      page: probe(getComputedStyle(document.body).fontFamily),
      inter: probe("'Inter Late'"),
      fallback: probe('sans-serif'),
    };
  });
}

const decoded = (res: Raw) =>
  res.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(res.body)
    : res.headers['content-encoding'] === 'gzip'
      ? gunzipSync(res.body)
      : res.body;

describe('delivery of the client and the API answers', () => {
  const { url } = loadStack();
  let entry: string;
  let stylesheet: string;

  beforeAll(async () => {
    // index.html (a route without a first screen of its own) names the route chunks' CSS.
    const html = (await raw(`${url}/faq`, {})).body.toString();
    entry = html.match(/\('(\/assets\/[^']+\.js)',\[/)?.[1] ?? '';
    stylesheet = `/assets/${html.match(/"([^"/]+\.css)"/)?.[1] ?? ''}`;
    expect(entry).not.toBe('');
    expect(stylesheet).not.toBe('/assets/');
  });

  it('sends the entry script as brotli, gzip or plain by Accept-Encoding, the same bytes each way', async () => {
    const plain = await raw(`${url}${entry}`, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw(`${url}${entry}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await raw(`${url}${entry}`, { 'accept-encoding': 'gzip, deflate' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) {
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res).equals(plain.body)).toBe(true);
    }
    // Pre-compressed at build time, at least 3 times smaller than the script.
    expect(br.body.length * 3).toBeLessThan(plain.body.length);
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  it('has a compressed copy of every script and stylesheet the build wrote, the smallest too', () => {
    const assets = join(webRoot, 'assets');
    const texts = readdirSync(assets).filter((file) => /\.(js|css)$/.test(file));
    const small = texts.filter((file) => statSync(join(assets, file)).size < 1024);
    // A file sent without a copy would be compressed again on every request.
    expect(small.length).toBeGreaterThan(0);
    for (const file of texts) {
      const source = readFileSync(join(assets, file));
      const br = readFileSync(join(assets, `${file}.br`));
      const gz = readFileSync(join(assets, `${file}.gz`));
      expect([file, brotliDecompressSync(br).equals(source)]).toEqual([file, true]);
      expect([file, gunzipSync(gz).equals(source)]).toEqual([file, true]);
    }
  });

  it('caches hashed assets for a year, immutable', async () => {
    for (const path of [entry, stylesheet]) {
      const res = await raw(`${url}${path}`, { 'accept-encoding': 'br' });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each([
    ['/', /<h1 id="hero-heading"/],
    ['/leaderboard', /<h1 class="page-shell__title">Leaderboard<\/h1>/],
    ['/tournaments/1/1', /class="tournament-banner tournament-banner--game-1"/],
    ['/index.html', /<div id="root"><\/div>/],
    ['/faq', /<div id="root"><\/div>/],
  ])('answers %s with its page document, revalidated on every visit', async (path, content) => {
    const res = await raw(`${url}${path}`, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    // A page with a first screen of its own has it in #root; any other gets the empty shell.
    expect(decoded(res).toString()).toMatch(content);
  });

  it('compresses JSON answers above 1 kB and leaves small ones alone', async () => {
    const headers = {
      'accept-encoding': 'br, gzip',
      'api-key': WEB_API_KEY,
      'content-type': 'application/json',
    };
    const list = await raw(`${url}/api/tournament_list`, headers, 'POST', '{}');
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const body = decoded(list);
    expect(body.length).toBeGreaterThan(1024);
    expect(JSON.parse(body.toString()).status).toBe('S');
    const gzipOnly = await raw(
      `${url}/api/tournament_list`,
      { ...headers, 'accept-encoding': 'gzip' },
      'POST',
      '{}',
    );
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    // The same answer either way, but for the countdowns, which tick between the two calls.
    const steady = (bytes: Buffer) =>
      (JSON.parse(bytes.toString()) as { data: { remaining_seconds?: number }[] }).data.map(
        ({ remaining_seconds: _ticking, ...card }) => card,
      );
    expect(steady(decoded(gzipOnly))).toEqual(steady(body));

    const health = await raw(`${url}/api/health`, { 'accept-encoding': 'br, gzip' });
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toHaveProperty('status');
  });

  const directive = (res: Raw, name: string) =>
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';

  it.each(['/', '/faq', '/leaderboard', '/shop', '/games/mr_racer'])(
    'allows %s its own boot scripts and inline CSS by hash and nothing else inline',
    async (path) => {
      const page = await raw(`${url}${path}`, {});
      const html = page.body.toString();
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
      expect(inline.length).toBeGreaterThan(0);
      const allowed = directive(page, 'script-src');
      expect(allowed).not.toContain('unsafe-inline');
      for (const [, script] of inline) {
        const hash = createHash('sha256').update(script, 'utf8').digest('base64');
        expect(allowed).toContain(`'sha256-${hash}'`);
      }
      const styles = directive(page, 'style-src');
      expect(styles).not.toContain('unsafe-inline');
      for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
        const hash = createHash('sha256').update(css, 'utf8').digest('base64');
        expect(styles).toContain(`'sha256-${hash}'`);
      }
      // A style attribute in the (server-rendered) markup would be refused.
      expect(html.match(/<[^>]*\sstyle=[^>]*>/)?.[0]).toBeUndefined();
    },
  );

  it('runs every page with no script or style refused by the CSP, a toast and a tournament’s participants included', async () => {
    const [tournament] = await query<{ game_id: number; id: number }>(
      `SELECT t.game_id, t.id FROM tournaments t
        WHERE EXISTS (SELECT 1 FROM tournament_entries e WHERE e.tournament_id = t.id)
        ORDER BY t.id LIMIT 1`,
    );
    const browser: Browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      for (const path of [
        '/',
        '/leaderboard',
        '/shop',
        '/faq',
        `/tournaments/${tournament.game_id}/${tournament.id}`,
      ]) {
        await page.goto(`${url}${path}`);
        await appStarted(page);
      }
      // The participants' avatars are drawn as the list nears the viewport.
      await page.locator('.tournament-side__participants').scrollIntoViewIfNeeded();
      await page.locator('.tournament-side__participants svg[data-avatar]').first().waitFor();
      // A toast brings react-toastify's styles.
      await page.goto(`${url}/login`);
      await appStarted(page);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.locator('.Toastify__toast').first().waitFor();
      expect(
        await page
          .locator('.Toastify__toast')
          .first()
          .evaluate((toast) => getComputedStyle(toast).display),
      ).not.toBe('inline');
      expect(refused).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('leaves the page alone when Inter made its first paint: no late swap, text in Inter', async () => {
    const browser: Browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      // The second load has the font from the cache, in time for its first paint.
      await page.goto(`${url}/faq`);
      await appStarted(page);
      await page.goto(`${url}/leaderboard`);
      await appStarted(page);
      // The page's own font check is done before the preloader fades (Preloader).
      await page.locator('#preloader').waitFor({ state: 'detached' });
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
      const drawn = await fontWidths(page);
      expect(drawn.late).toBe(false);
      expect(drawn.inter).not.toBeCloseTo(drawn.fallback, 0);
      expect(drawn.page).toBeCloseTo(drawn.inter, 1);
    } finally {
      await browser.close();
    }
  });

  it('swaps Inter in for the rest of a visit whose first paint it missed (a cold cache, a slow link)', async () => {
    const browser: Browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      // The font arrives long after the first paint: font-display optional keeps the fallback.
      await page.route('**/*.woff2', async (route) => {
        await new Promise((r) => setTimeout(r, 2_500));
        await route.continue();
      });
      await page.goto(`${url}/faq`);
      await appStarted(page);
      await page.waitForFunction(() => document.documentElement.classList.contains('font-late'), {
        timeout: 15_000,
      });
      // Text set in the page's font measures as text set in Inter does.
      const widths = await fontWidths(page);
      expect(widths.inter).not.toBeCloseTo(widths.fallback, 0);
      expect(widths.page).toBeCloseTo(widths.inter, 1);
    } finally {
      await browser.close();
    }
  });

  it('answers a missing asset and a compressed copy asked by its own name with 404, not a page', async () => {
    for (const path of [
      '/assets/no-such-file.js',
      `${entry}.br`,
      `${entry}.gz`,
      '/index.html.br',
    ]) {
      const res = await raw(`${url}${path}`, { 'accept-encoding': 'br, gzip' });
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.headers['content-type']).not.toMatch(/html|octet-stream/);
    }
    // The copies are still sent for their original's name.
    const index = await raw(`${url}/index.html`, { 'accept-encoding': 'br' });
    expect([index.status, index.headers['content-encoding']]).toEqual([200, 'br']);
  });

  /** A first screen's boot (build/first-paint.ts): its entry script and the files it preloads. */
  async function firstScreenBoot(path: string) {
    const html = (await raw(`${url}${path}`, {})).body.toString();
    const [, entryPath, list] = html.match(/\('(\/assets\/[^']+\.js)',(\[[^\]]*\])/) ?? [];
    expect(entryPath).toBeDefined();
    const text = async (file: string) => (await raw(`${url}${file}`, {})).body.toString();
    return { entry: await text(entryPath), files: JSON.parse(list) as string[], text };
  }

  it('has the shell (React, the router, the query client) in the entry script, not in chunks of its own', async () => {
    const { entry, files } = await firstScreenBoot('/leaderboard');
    const chunk = (file: string) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
    // Only the bundler's runtime and the config MR RACER's page shares with the site.
    const imports = [...entry.matchAll(/(?:from|import)"\.\/([^"]+\.js)"/g)].map((m) =>
      chunk(m[1]),
    );
    expect(imports.sort()).toEqual(['env', 'rolldown-runtime']);
    expect(files.map(chunk)).not.toEqual(expect.arrayContaining(['react']));
    // The game's own page still loads none of the site's shell.
    const game = (await raw(`${url}/games/mr-racer/index.html`, {})).body.toString();
    expect(game).not.toMatch(/\/assets\/main-/);
  });

  it("carries React Router's production build, without the warnings meant for developers", async () => {
    const { entry } = await firstScreenBoot('/leaderboard');
    // The router is in the entry (its hooks are), and its development build's warnings are not.
    expect(entry).toContain('useNavigate');
    expect(entry).not.toContain('You rendered descendant <Routes>');
  });

  it('carries the declarative router only: none of the data router the app has no use for', async () => {
    const { entry } = await firstScreenBoot('/leaderboard');
    // createRouter's own check, and the storage key of the data router's ScrollRestoration.
    expect(entry).toContain('useRoutes');
    expect(entry).not.toContain('non-empty routes array');
    expect(entry).not.toContain('react-router-scroll-positions');
  });

  it('asks V8 to compile the entry and React DOM eagerly, and leaves the page chunks lazy', async () => {
    const { entry, files, text } = await firstScreenBoot('/leaderboard');
    const hint = '//# allFunctionsCalledOnLoad\n';
    const client = files.find((f) => /\/client-[\w-]{8}\.js$/.test(f));
    const page = files.find((f) => /\/leaderboard-page-[\w-]{8}\.js$/.test(f));
    expect([client, page]).not.toContain(undefined);
    expect(entry.startsWith(hint)).toBe(true);
    expect((await text(client as string)).startsWith(hint)).toBe(true);
    expect((await text(page as string)).startsWith(hint)).toBe(false);
  });

  it('sends no HSTS over plain HTTP', async () => {
    const page = await raw(`${url}/`, {});
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});
