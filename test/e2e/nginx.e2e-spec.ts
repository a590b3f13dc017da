import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { io } from 'socket.io-client';
import { createApp } from '../../backend/src/app.factory';
import {
  apiAnswerHeaders,
  HSTS_HEADER,
  webPageHeaders,
} from '../../backend/src/common/http/security-headers';
import { DEMO_PLAYER } from '../../backend/src/database/seeds/demo-data';
import { launchBrowser } from './support/browser';
import { freePort, webRoot } from './support/launcher';
import { startNginx, type RunningNginx } from './support/nginx';
import { appStarted } from './support/session';
import { loadStack, WEB_API_KEY } from './support/stack';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The client's own address: not the one nginx talks to the API from (127.0.0.1). */
const CLIENT_ADDRESS = '127.0.0.2';

/** One request from CLIENT_ADDRESS, its body exactly as sent on the wire. */
function raw(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  payload?: string,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, localAddress: CLIENT_ADDRESS }, (res) => {
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

const decoded = (res: Raw) =>
  res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;

/** The headers the API sends with a page of the build (helmet's set), by name. */
const SECURITY_HEADERS = Object.keys(webPageHeaders(webRoot)).filter((h) => h !== HSTS_HEADER);

const scriptSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src ')) ?? '';

/** Each security header of an answer, once: nginx must not add one the API already sent. */
const securityHeaders = (res: Raw) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, res.headers[name]]));

/**
 * frontend/nginx.conf, the `web` service of docker-compose.yml, run by a real nginx in front of
 * a real API set up as the `api` service is (SERVE_WEB on, one trusted proxy hop), on this
 * run's database. Run in this process, that API sends the first screens as built (Jest loads no
 * ES module such as the client's server build); the run's stack renders them. Only the deployment's lines are rewritten (support/nginx.ts).
 */
describe('the web container: nginx with frontend/nginx.conf in front of the API', () => {
  const stack = loadStack();
  let api: NestFastifyApplication;
  let nginx: RunningNginx;
  let url: string;
  /** The client address the API saw for each /api/health call. */
  const healthCallers: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(webRoot, 'index.html'))) {
      throw new Error(
        'frontend/dist is missing: run `npm run build` first (npm run test:e2e does)',
      );
    }
    if (!existsSync(join(webRoot, 'security-headers.conf'))) {
      throw new Error(
        'frontend/dist/security-headers.conf is missing (a build from before the web build ' +
          'wrote it): run `npm run build` again',
      );
    }
    Object.assign(process.env, {
      NODE_ENV: 'test',
      DATABASE_URL: stack.databaseUrl,
      REDIS_PREFIX: stack.redisPrefix,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'true',
      TRUST_PROXY: '1',
      MATCH_END_GRACE_SECONDS: '0',
    });
    api = await createApp();
    const fastify = api.getHttpAdapter().getInstance() as unknown as FastifyInstance;
    fastify.addHook('onRequest', (req, _reply, done) => {
      if (req.url === '/api/health') healthCallers.push(req.ip);
      done();
    });
    await api.listen(0, '127.0.0.1');
    const { port } = api.getHttpServer().address() as AddressInfo;
    nginx = await startNginx({ port: await freePort(), root: webRoot, api: `127.0.0.1:${port}` });
    url = nginx.url;
  });

  afterAll(async () => {
    await nginx?.stop();
    await api?.close();
  });

  afterEach(() => {
    // Anything nginx complained about (a missing file, an upstream error) is a failure.
    expect(nginx?.errors() ?? '').not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });

  it('answers index.html revalidated on every visit', async () => {
    for (const path of ['/', '/index.html']) {
      const res = await raw(`${url}${path}`, { 'accept-encoding': 'gzip' });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(decoded(res).toString()).toContain('<div id="root">');
    }
  });

  it('sends hashed assets pre-compressed by Accept-Encoding and cached for good', async () => {
    const html = decoded(await raw(`${url}/`, { 'accept-encoding': 'gzip' })).toString();
    const entry = html.match(/\('(\/assets\/[^']+\.js)',\[/)?.[1];
    expect(entry).toBeDefined();
    const plain = await raw(`${url}${entry}`);
    const gzip = await raw(`${url}${entry}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, gzip]) {
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
    }
    // The build's .gz copy, sent as it is (gzip -9: at least 3 times smaller).
    expect(decoded(gzip).equals(plain.body)).toBe(true);
    expect(gzip.body.equals(readFileSync(join(webRoot, `${entry}.gz`)))).toBe(true);
    expect(gzip.body.length * 3).toBeLessThan(plain.body.length);

    const missing = await raw(`${url}/assets/no-such-file.js`);
    expect(missing.status).toBe(404);
  });

  it.each([
    ['/', 'first-screens/home.html'],
    ['/leaderboard', 'first-screens/leaderboard.html'],
    ['/shop/', 'first-screens/shop.html'],
    ['/tournaments/4/123', 'first-screens/tournament-4.html'],
    ['/tournaments/9/1', 'index.html'],
    ['/games/mr_racer', 'index.html'],
    ['/no/such/page', 'index.html'],
  ])('answers the client route %s with its document (%s), revalidated', async (path, file) => {
    // The same choice the build lists for the Node server (first-screens/index.json).
    const listed = JSON.parse(readFileSync(join(webRoot, 'first-screens', 'index.json'), 'utf8'));
    const expected =
      (listed as { pattern: string; file: string }[]).find(({ pattern }) =>
        new RegExp(pattern).test(path),
      )?.file ?? 'index.html';
    expect(expected).toBe(file);
    const res = await raw(`${url}${path}`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res).equals(readFileSync(join(webRoot, file)))).toBe(true);
  });

  it("has the API render the pages with a first screen of their own with their data, and sends the build's document when the API cannot answer", async () => {
    const stackPort = new URL(stack.url).port;
    // In front of the run's stack (an API started as `npm start` starts it, rendering them), and
    // in front of a port where nothing listens.
    const rendering = await startNginx({
      port: await freePort(),
      root: webRoot,
      api: `127.0.0.1:${stackPort}`,
    });
    const down = await startNginx({
      port: await freePort(),
      root: webRoot,
      api: `127.0.0.1:${await freePort()}`,
    });
    try {
      // A render later than its 300 ms budget (a busy host) sends the build's document meanwhile
      // and serves the next visitors once done: ask again, a few times, for the rendered one.
      let res = await raw(`${rendering.url}/shop`, { 'accept-encoding': 'gzip' });
      for (let tries = 1; !res.headers['server-timing'] && tries < 10; tries++) {
        await new Promise((r) => setTimeout(r, 500));
        res = await raw(`${rendering.url}/shop`, { 'accept-encoding': 'gzip' });
      }
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['server-timing']).toMatch(/^first-data;dur=\d+/);
      const html = decoded(res).toString();
      const data = html.match(
        /<script type="application\/json" id="first-data"[^>]*>([^<]+)</,
      )?.[1];
      expect(JSON.parse(data ?? '{}').queries).toHaveLength(1);
      expect(html).toContain('<article');

      const built = await raw(`${down.url}/shop`, { 'accept-encoding': 'gzip' });
      expect(built.status).toBe(200);
      expect(built.headers['cache-control']).toBe('no-cache');
      expect(decoded(built).equals(readFileSync(join(webRoot, 'first-screens/shop.html')))).toBe(
        true,
      );
      expect(rendering.errors()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
    } finally {
      await rendering.stop();
      await down.stop();
    }
  });

  it('revalidates every page of the build, not only the shell (MR RACER is framed from its own)', async () => {
    const res = await raw(`${url}/games/mr-racer/index.html`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res).toString()).toContain('<script');
  });

  it("caches the build's unhashed files for an hour, as the API does", async () => {
    const res = await raw(`${url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    ['/', 'boot scripts'],
    ['/leaderboard', 'boot scripts'],
    ['/tournaments/4/123', 'boot scripts'],
    ['/no/such/page', 'boot scripts'],
    ['/games/mr-racer/index.html', 'no inline script'],
  ])(
    "sends the page %s (%s) with the API's own security headers for this build, inline scripts allowed by hash",
    async (path, scripts) => {
      // The API serving this same build (the run's stack, SERVE_WEB on) answers the page with:
      const api = await raw(`${stack.url}${path}`);
      expect(api.status).toBe(200);
      const expected = securityHeaders(api);
      expect(SECURITY_HEADERS).toEqual(
        expect.arrayContaining([
          'content-security-policy',
          'x-content-type-options',
          'referrer-policy',
          'x-frame-options',
          'cross-origin-opener-policy',
        ]),
      );
      for (const name of SECURITY_HEADERS)
        expect([name, expected[name]]).toEqual([name, expect.any(String)]);

      const res = await raw(`${url}${path}`, { 'accept-encoding': 'gzip' });
      expect(res.status).toBe(200);
      expect(securityHeaders(res)).toEqual(expected);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Plain HTTP: no HSTS (the API, too, sends it only over TLS).
      expect(res.headers[HSTS_HEADER]).toBeUndefined();

      const allowed = scriptSrc(csp);
      expect(allowed).not.toContain('unsafe-inline');
      const inline = [
        ...decoded(res)
          .toString()
          .matchAll(/<script>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length > 0 ? 'boot scripts' : 'no inline script').toBe(scripts);
      for (const [, script] of inline) {
        const hash = createHash('sha256').update(script, 'utf8').digest('base64');
        expect(allowed.split(' ')).toContain(`'sha256-${hash}'`);
      }
    },
  );

  it('sends the security headers with every file of the build, found or not', async () => {
    const html = decoded(await raw(`${url}/`, { 'accept-encoding': 'gzip' })).toString();
    const entry = html.match(/\('(\/assets\/[^']+\.js)',\[/)?.[1];
    expect(entry).toBeDefined();
    const page = securityHeaders(await raw(`${url}/`));
    for (const [path, status] of [
      [entry, 200],
      ['/assets/no-such-file.js', 404],
      ['/favicon.svg', 200],
    ] as const) {
      const res = await raw(`${url}${path}`, { 'accept-encoding': 'gzip' });
      expect([path, res.status]).toEqual([path, status]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(securityHeaders(res)).toEqual(page);
    }
  });

  it("leaves the API's answers their own headers, each sent once", async () => {
    const res = await raw(`${url}/api/health`);
    expect(res.status).toBe(200);
    // The API's headers for its answers (not a page), not the
    // pages': a header nginx added too would arrive twice, joined into one value here.
    const { [HSTS_HEADER]: _, ...own } = apiAnswerHeaders();
    expect(securityHeaders(res)).toEqual(own);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });

  it('runs the pages in Chromium with no script refused by the CSP', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) refused.push(message.text());
      });
      page.on('pageerror', (error) => refused.push(`page error: ${error.message}`));
      for (const [path, heading] of [
        ['/', /./],
        ['/leaderboard', /^Leaderboard$/],
        ['/no/such/page', /./],
      ] as const) {
        const res = await page.goto(`${url}${path}`);
        expect(res?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
        await appStarted(page);
        await expect(
          page.getByRole('heading', { level: 1 }).first().textContent(),
        ).resolves.toMatch(heading);
      }
      expect(refused).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('proxies /api/health to the API, which reads the client address from X-Forwarded-For', async () => {
    healthCallers.length = 0;
    // A client's own X-Forwarded-For is not believed: nginx appends the address it saw.
    const res = await raw(`${url}/api/health`, { 'x-forwarded-for': '203.0.113.7' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: 'ok' });
    expect(healthCallers).toEqual([CLIENT_ADDRESS]);
  });

  it('compresses JSON answers above 1 kB', async () => {
    const list = await raw(
      `${url}/api/tournament_list`,
      { 'accept-encoding': 'gzip', 'api-key': WEB_API_KEY, 'content-type': 'application/json' },
      'POST',
      '{}',
    );
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    const body = decoded(list);
    expect(body.length).toBeGreaterThan(1024);
    expect(list.body.length).toBeLessThan(body.length);
    expect(JSON.parse(body.toString()).status).toBe('S');
  });

  it('passes /admin and /metrics to the API', async () => {
    expect((await raw(`${url}/admin/queues`)).status).toBe(401);
    expect((await raw(`${url}/metrics`)).status).toBe(401);
  });

  it('upgrades socket.io to a WebSocket through to the arena', async () => {
    const login = await raw(
      `${url}/api/login`,
      { 'api-key': WEB_API_KEY, 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password }),
    );
    expect(login.status).toBe(200);
    const token = JSON.parse(login.body.toString()).token as string;
    expect(token).toEqual(expect.any(String));
    // As the game page connects (arena-socket.ts): WebSocket only, the token in the handshake.
    const socket = io(url, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(socket.io.engine.transport.name).toBe('websocket');
    } finally {
      socket.close();
    }
  });
});
