import { RouteConfig } from '@nestjs/platform-fastify';
import { errorCodes } from 'fastify';
import type { FastifyInstance } from 'fastify';

interface CsvRouteConfig {
  acceptsCsv?: boolean;
  bodyLimit?: number;
}

/**
 * Lets one route take a `text/csv` body (handed over as a string) beside JSON, and a body of up
 * to `bodyLimit` bytes in either type, while every other route keeps BODY_LIMIT_BYTES and JSON.
 */
export const AcceptsCsv = (bodyLimit: number) =>
  RouteConfig({ acceptsCsv: true, bodyLimit } satisfies CsvRouteConfig);

/** Call before the routes are registered (before `app.init()`). */
export function registerCsvBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const { bodyLimit } = (route.config ?? {}) as CsvRouteConfig;
    if (bodyLimit !== undefined) route.bodyLimit = bodyLimit;
  });
  fastify.addContentTypeParser('text/csv', { parseAs: 'string' }, (request, body, done) => {
    const { acceptsCsv } = (request.routeOptions.config ?? {}) as CsvRouteConfig;
    // Elsewhere CSV stays what it was before this parser existed: an unsupported media type.
    if (acceptsCsv || request.is404) done(null, body);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
  });
}
