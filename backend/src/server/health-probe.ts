import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { answerError } from '../common/http/api-exception.filter';
import { HealthReport } from '../modules/health';

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
export function answerHealthDirectly(app: NestFastifyApplication, fastify: FastifyInstance): void {
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
