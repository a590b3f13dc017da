import fastifyCors from '@fastify/cors';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { API_KEY_HEADER } from '../common/http/api-key.guard';
import { API_CACHE_CONTROL } from '../common/http/cache-headers';
import {
  apiAnswerHeaders,
  HSTS_HEADER,
  operatorPageHeaders,
  webPageHeaders,
} from '../common/http/security-headers';
import { AppConfig } from '../config/env';
import { webRoot } from '../web/web-client';

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
