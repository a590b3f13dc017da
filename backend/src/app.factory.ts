import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { BadRequestException, INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  FastifyAdapter as NestFastifyAdapter,
  NestFastifyApplication,
} from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { LogController } from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { AppModule } from './app.module';
import { ApiErrorDto, documentErrors } from './common/api-errors';
import { answerError } from './common/api-exception.filter';
import { API_CACHE_CONTROL } from './common/cache-headers';
import { API_KEY_HEADER } from './common/api-key.guard';
import { installLeanAsyncResourceBind } from './common/async-resource-bind';
import { registerCsvBodies } from './common/csv-body';
import { registerFormBodies } from './common/form-body';
import {
  bindRequestLoggers,
  lazyChildLogger,
  logRequests,
  QuietStartLogger,
  rootLogger,
} from './common/logging.module';
import { OperatorAuth } from './common/operator-auth';
import {
  apiAnswerHeaders,
  HSTS_HEADER,
  operatorPageHeaders,
  webPageHeaders,
} from './common/security-headers';
import { createValidationPipe } from './common/validation.pipe';
import { APP_CONFIG, AppConfig, loadConfigOrExit } from './config/env';
import { QueueRegistry } from './events/queue-registry';
import { ArenaIoAdapter } from './modules/arena';
import { GAME_IDS } from './modules/games';
import { HealthReport } from './modules/health';
import { MetricsService } from './modules/metrics';
import { LeaderboardService } from './modules/tournaments';
import { FIRST_DATA_TIMING } from '../../frontend/build/first-screen-document';
import { BuiltAssets, sendEncoded } from './web/built-assets';
import { FirstScreens, RenderedDocument } from './web/first-screens';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** The built client, present after `npm run build`; processes run from the repository root. */
export function webRoot(): string {
  return resolve(process.cwd(), 'frontend', 'dist');
}

/** Builds the HTTP app (not listening), so tests run exactly what production runs. */
export async function createApp(): Promise<NestFastifyApplication> {
  installLeanAsyncResourceBind();
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, newHttpAdapter(), {
    bufferLogs: true,
    rawBody: false,
  });
  const config = app.get<AppConfig>(APP_CONFIG);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  app.useLogger(new QuietStartLogger(app.get(Logger)));
  bindRequestLoggers(fastify);
  app.enableShutdownHooks();
  app.useWebSocketAdapter(new ArenaIoAdapter(app, config));
  // First, so every route registered after it (API, docs, client) is covered.
  await registerCompression(app);
  await registerSecurityHeaders(app, config);
  setApiPrefix(app);
  app.useGlobalPipes(createValidationPipe());
  answerHealthDirectly(app, fastify);
  registerCsvBodies(fastify);
  await registerFormBodies(app);
  logRequests(fastify);
  instrumentHttp(fastify, app.get(MetricsService));
  mountDocs(app);
  await mountQueueDashboard(fastify, app.get(QueueRegistry), app.get(OperatorAuth));
  if (config.serveWeb) await mountWebClient(fastify);
  return app;
}

/** Node's default limit on a request's line and headers: no path parameter can be longer. */
const MAX_PATH_PARAM_LENGTH = 16 * 1024;

/** The Fastify adapter every API process uses (bench stacks too). */
export function newHttpAdapter(): NestFastifyAdapter {
  const config = loadConfigOrExit();
  return new NestFastifyAdapter({
    // Only trusted proxies may set the client IP the rate limit counts by.
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Fastify answers a path id over 100 characters with its own 414, which no route documents:
    // any length the HTTP parser lets through (16 KiB of request line and headers) reaches the
    // route's pipe, which answers 400 naming the id.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    // A path part that decodes to no UTF-8 (%ED%A0%80): Fastify's own answer left the envelope.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
      answerError(
        reply,
        error.code === 'FST_ERR_BAD_URL'
          ? new BadRequestException({
              message: 'The URL is not valid: a part of its path is not UTF-8 text',
              code: 'BAD_URL',
            })
          : error,
      ),
    // Each request's logger is a child of the root one, bound to its id, made only if something
    // logs through it; logRequests writes the one line per request (Fastify's own two lines
    // carry more and cost more).
    loggerInstance: rootLogger(config),
    childLoggerFactory: lazyChildLogger,
    logController: new LogController({ disableRequestLogging: true }),
    // A caller's x-request-id is kept so one id follows a request across services.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // No Nest middleware is mounted (request logging is a hook): without this, @fastify/middie's
    // hook would still run on every request.
    skipMiddie: true,
  });
}

/** Operator tools whose pages boot with inline scripts of their own (Swagger UI, bull-board). */
const OPERATOR_PAGES = /^\/(api\/docs|admin\/queues)(\/|$|\?)/;
/** Answers that are data, not pages: the API's (but its docs) and the metrics. */
const API_ANSWERS = /^\/(api\/(?!docs(\/|$|\?))|metrics(\/|$|\?))/;

/**
 * Helmet's headers and CORS for the one client origin, one precomputed set written by one hook.
 * Players' pages allow no inline script but the client's own boot scripts, by hash; only the
 * operator tools keep 'unsafe-inline'; the API's answers, which are no pages, get the API's
 * short set (`default-src 'none'`: apiAnswerHeaders). HSTS is
 * sent only to a request that came over TLS (directly, or per TRUST_PROXY's X-Forwarded-Proto):
 * over plain HTTP a browser ignores it, and it would tell a local http:// stack to go https.
 */
export async function registerSecurityHeaders(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<void> {
  // The same headers as the web container's nginx sends with the client it serves (the web build
  // writes them for it from this function: frontend/build/security-headers.ts).
  const { [HSTS_HEADER]: hsts, ...headers } = webPageHeaders(
    config.serveWeb ? webRoot() : undefined,
  );
  const { [HSTS_HEADER]: _, ...operatorHeaders } = operatorPageHeaders();
  // What @fastify/cors adds to answers, written with the rest. Every answer varies by Origin;
  // the grant itself goes only to a call from the client's origin (a browser reads it on no
  // other: a call with no Origin is no cross-origin one).
  const cors = { vary: 'Origin' };
  const granted = {
    'access-control-allow-origin': config.appUrl,
    'access-control-allow-credentials': 'true',
    // The leaderboard's poll sends its answer's tag back (If-None-Match).
    'access-control-expose-headers': 'etag',
  };
  const { [HSTS_HEADER]: __, ...answerHeaders } = apiAnswerHeaders();
  const pageSet = { ...headers, ...cors };
  const operatorSet = { ...operatorHeaders, ...cors };
  // No API answer is kept by a cache unless its route says so (cache-headers.ts).
  const apiSet = { ...answerHeaders, ...cors, 'cache-control': API_CACHE_CONTROL };
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.headers(
        API_ANSWERS.test(request.url)
          ? apiSet
          : OPERATOR_PAGES.test(request.url)
            ? operatorSet
            : pageSet,
      );
      // The request id echoed, so a caller can quote it (written here: one hook fewer a call).
      void reply.header('x-request-id', request.id);
      if (request.headers.origin === config.appUrl) void reply.headers(granted);
      if (request.protocol === 'https') void reply.header(HSTS_HEADER, hsts);
      done();
    });
  // Preflights (OPTIONS): @fastify/cors, in a scope of its own, so its hook runs for them alone.
  await app.register(async (scope: FastifyInstance) => {
    await scope.register(fastifyCors, {
      origin: [config.appUrl],
      credentials: true,
      // idempotency-key: the shop's purchase call (one per confirm dialog).
      allowedHeaders: [
        'content-type',
        'authorization',
        API_KEY_HEADER,
        'x-request-id',
        'idempotency-key',
        'if-none-match',
      ],
      exposedHeaders: [granted['access-control-expose-headers']],
    });
  });
}

/** Answers above this many bytes are compressed; smaller ones gain less than the CPU costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * JSON (and any other text answer) compressed on the fly above the threshold. Brotli at quality
 * 4 costs about what gzip does at its default; the client's own files come pre-compressed at
 * build time (`preCompressed` below), which bench web-delivery measured as far cheaper per
 * request than compressing them here. Request bodies are not decompressed.
 */
async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}

/** Request latency by method, route and status. */
export function instrumentHttp(
  fastify: FastifyInstance,
  metrics: Pick<MetricsService, 'httpDuration'>,
): void {
  // One labelled child per method, route and status: observe() then skips hashing the labels.
  const series = new Map<string, { observe(seconds: number): void }>();
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = series.get(key);
    if (!child) {
      child = metrics.httpDuration.labels(request.method, route, String(reply.statusCode));
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}

/** Where Nest mounts HealthController's probe (global prefix + controller path). */
const HEALTH_PATH = '/api/health';
const HEALTH_CACHE_CONTROL = 'no-cache, no-store, must-revalidate';

/**
 * The health probe answered by a plain Fastify handler: load balancers call it every few seconds
 * on every instance, and it uses nothing of Nest's router (no api-key, no rate limit, no body, no
 * pipe), which was most of its cost. HealthController still declares the route (the OpenAPI
 * document, the route Fastify registers); only its handler is replaced. Hooks (headers, metrics)
 * run as for any route; errors get the filter's answer.
 */
function answerHealthDirectly(app: NestFastifyApplication, fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    if (route.url !== HEALTH_PATH || !methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    const report = app.get(HealthReport);
    route.handler = async (_request, reply) => {
      // What @HealthCheck() asks of Nest's handler, which this one replaces: a probe never cached.
      void reply.header('cache-control', HEALTH_CACHE_CONTROL);
      try {
        return await report.check();
      } catch (err) {
        answerError(reply, err);
        return reply;
      }
    };
  });
}

/** Every route but /metrics lives under /api (the document's paths say so too). */
export function setApiPrefix(app: INestApplication): void {
  app.setGlobalPrefix('api', {
    exclude: [{ path: 'metrics', method: RequestMethod.GET }],
  });
}

/**
 * The OpenAPI document of an app's routes: served at /api/docs, and committed as
 * backend/openapi.json, which the client's response types are generated from (cli/api-types.ts).
 */
export function apiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('GameHub API')
      .setDescription(
        'Every call answers `status` S or E (UA where noted) and a `message` on errors. ' +
          'The `api-key` header identifies the GameHub web client; it is not authentication.',
      )
      .setVersion('1.0')
      // Relative: the API is wherever the document is served from (an empty list is invalid).
      .addServer('/')
      .addApiKey({ type: 'apiKey', in: 'header', name: API_KEY_HEADER }, API_KEY_HEADER)
      .addSecurityRequirements(API_KEY_HEADER)
      .addBearerAuth()
      .build(),
    { extraModels: [ApiErrorDto] },
  );
  return documentErrors(app, document);
}

function mountDocs(app: NestFastifyApplication): void {
  SwaggerModule.setup('api/docs', app, apiDocument(app), { jsonDocumentUrl: 'api/docs/json' });
}

/**
 * bull-board behind the operator's basic pair (or bearer token), guesses limited per address
 * like every operator route (OperatorAuth).
 */
async function mountQueueDashboard(
  fastify: FastifyInstance,
  queues: QueueRegistry,
  operators: OperatorAuth,
): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  createBullBoard({
    queues: queues.all().map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'GameHub queues' } },
  });
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  await fastify.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      try {
        // A browser is asked for the pair.
        await operators.verify(request, reply, { challenge: true });
      } catch (err) {
        answerError(reply, err);
        return reply;
      }
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
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
async function mountWebClient(fastify: FastifyInstance): Promise<void> {
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
