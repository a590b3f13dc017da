import type { FastifyInstance } from 'fastify';
import type { MetricsService } from '../modules/metrics';

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
