import fastifyStatic from '@fastify/static';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { FIRST_DATA_TIMING } from '../../../frontend/build/first-screen-document';
import { GAME_IDS } from '../modules/games';
import { LeaderboardService } from '../modules/tournaments';
import { BuiltAssets, sendEncoded } from './built-assets';
import { FirstScreens, RenderedDocument } from './first-screens';

/** The built client, present after `npm run build`; processes run from the repository root. */
export function webRoot(): string {
  return resolve(process.cwd(), 'frontend', 'dist');
}

/** The build's pre-compressed copy of a file. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Vite names files under /assets/ by their content's hash: a changed file gets a new name. */
const HASHED_ASSETS = `${sep}assets${sep}`;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The client's pages that have a document of their own with their first screen in it
 * (frontend/build/first-paint.ts writes the list): which paths each answers.
 */
export function firstScreens(root: string): { pattern: RegExp; file: string; path?: string }[] {
  const index = join(root, 'first-screens', 'index.json');
  if (!existsSync(index)) return [];
  const entries = JSON.parse(readFileSync(index, 'utf8')) as {
    pattern: string;
    file: string;
    /** The path the build rendered it for (builds before it have none). */
    path?: string;
  }[];
  return entries.map((entry) => ({ ...entry, pattern: new RegExp(entry.pattern) }));
}

/** Each app's first screens, rendered ahead by warmWebClient (given each game's tournament). */
const webClients = new WeakMap<FastifyInstance, (tournaments: string[]) => Promise<string[]>>();

/**
 * Renders each first screen once, before the process takes visitors: the paths that rendered
 * (none where the app serves no client). Rendering needs the app's routes: call it after init.
 */
export async function warmWebClient(app: NestFastifyApplication): Promise<string[]> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const warm = webClients.get(fastify);
  if (!warm) return [];
  // Per game, the tournament its leaderboard shows first (LeaderboardService.list: the busiest
  // live one, else the latest completed); none while PostgreSQL does not answer.
  const leaderboard = app.get(LeaderboardService);
  const tournaments = await Promise.all(
    GAME_IDS.map((gameId) =>
      leaderboard.list(gameId).then(
        ({ current_event }) => current_event && `/tournaments/${gameId}/${current_event}`,
        () => null,
      ),
    ),
  );
  return warm(tournaments.filter((path): path is string => !!path));
}

/**
 * Serves the React build: the `.br` / `.gz` copy the build wrote beside each file, chosen by
 * Accept-Encoding; hashed assets cached for a year, pages (HTML) revalidated on every visit (so
 * a deploy is picked up at once). Any other GET outside the API answers its page's own document
 * when it has one (its first screen prerendered), else index.html (unknown paths → home).
 */
export async function mountWebClient(fastify: FastifyInstance): Promise<void> {
  const root = webRoot();
  if (!existsSync(join(root, 'index.html'))) return;
  const screens = firstScreens(root);
  const rendered = new FirstScreens({
    root,
    api: (address) => inProcessFetch(fastify, address),
    warn: (message) => fastify.log.warn(message),
  });
  webClients.set(fastify, (tournaments) =>
    rendered.warm(
      screens.flatMap(({ path, pattern, file }) => {
        // A tournament page's document was built for no tournament (event 0, which the API
        // refuses): it is warmed at its game's tournament, or not at all.
        const at = path?.startsWith('/tournaments/')
          ? tournaments.find((p) => pattern.test(p))
          : path;
        return at ? [{ path: at, file }] : [];
      }),
      '127.0.0.1',
    ),
  );
  // The hashed files from memory (built-assets.ts); @fastify/static serves the rest.
  const assets = BuiltAssets.of(root);
  for (const name of assets.names) {
    fastify.get(`/assets/${name}`, (request, reply) =>
      assets.send(name, request, reply, IMMUTABLE),
    );
  }
  // wildcard: false registers one route per built file; the catch-all below is less specific.
  await fastify.register(fastifyStatic, {
    root,
    wildcard: false,
    globIgnore: assets.names.map((name) => `assets/${name}`),
    index: false,
    preCompressed: true,
    // The .br and .gz copies are sent only for their original's name, never by their own (as
    // application/octet-stream, which a browser would download).
    allowedPath: (path) => !COMPRESSED_COPY.test(path),
    maxAge: '1h',
    setHeaders: (reply, sent) => {
      const path = sent.replace(/\.(br|gz)$/, '');
      if (path.includes(HASHED_ASSETS)) reply.header('cache-control', IMMUTABLE);
      else if (path.endsWith('.html')) reply.header('cache-control', 'no-cache');
    },
  });
  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (/^\/(api|admin|metrics)(\/|$)/.test(path)) {
      return reply
        .status(404)
        .send({ status: 'E', message: `No route for GET ${path}`, code: 'NOT_FOUND' });
    }
    // A hashed file this build does not have (an old page asking after a deploy) is missing,
    // not a page: answering index.html would hand a script tag HTML.
    if (path.startsWith('/assets/') || COMPRESSED_COPY.test(path)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const screen = screens.find(({ pattern }) => pattern.test(path));
    if (!screen) return reply.sendFile('index.html');
    const document = await rendered.document(path, screen.file, request.ip);
    if (document === null) return reply.sendFile(screen.file);
    return sendRendered(request, reply, document);
  });
}

/**
 * A first screen rendered with its data, compressed as the visitor accepts. Server-Timing says
 * how old its answers are (a render serves its path for a second), which the client adds to the
 * time it received them (frontend/src/app/first-data.ts).
 */
function sendRendered(request: FastifyRequest, reply: FastifyReply, document: RenderedDocument) {
  void reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('server-timing', `${FIRST_DATA_TIMING};dur=${Date.now() - document.renderedAt}`);
  return sendEncoded(request, reply, document);
}

/**
 * `fetch` answered by this server's own router (no socket): a first screen's render asks the API
 * as the browser would, the calls counted against the visitor's `address`.
 */
function inProcessFetch(fastify: FastifyInstance, address: string): typeof fetch {
  return async (input, init) => {
    const res = await fastify.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: address,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.body, { status: res.statusCode, headers });
  };
}
