import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { AppConfig } from '../config/env';
import { METRICS_ANSWER, METRICS_ASK, MetricsAnswer, MetricsAsk } from '../modules/metrics';
import { Supervisor } from './supervisor';

/**
 * The API on every core: this process forks `config.apiProcesses` API processes that share
 * PORT (node:cluster hands each new connection to one of them in turn), restarts one that dies
 * while the others go on serving, and answers their metrics scrapes for all of them. It serves
 * nothing itself. Everything the processes share lives in PostgreSQL and Redis, and what each
 * holds in memory is kept in step over Redis (events/broadcast.ts).
 */
export function runApiProcesses(config: AppConfig): void {
  const log = (line: string) => process.stdout.write(`[api] ${line}\n`);
  const supervisor = new Supervisor(log);
  // Processes of one box share about 60 PostgreSQL connections (at least 5 each), so they and
  // the worker stay inside PostgreSQL's default of 100; DB_POOL_SIZE set by hand wins.
  const poolSize =
    process.env.DB_POOL_SIZE || String(Math.max(5, Math.floor(60 / config.apiProcesses)));
  for (let i = 1; i <= config.apiProcesses; i++) {
    supervisor.add(`api ${i}`, () => cluster.fork({ DB_POOL_SIZE: poolSize }).process);
  }
  answerMetricsScrapes();
  log(`${config.apiProcesses} API processes on port ${config.port}`);
  // Ready (for `npm start`, which then prints its addresses) once every process said it is.
  let ready = 0;
  cluster.on('message', (_worker, message) => {
    if (message === 'ready' && ++ready === config.apiProcesses) process.send?.('ready');
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void supervisor.stop().finally(() => process.exit(0));
  };
  // Every time, not once: a stop reaches us twice (Ctrl-C or a group's SIGTERM, then `npm
  // start`'s own), and the second must not end us before our processes have closed.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function answerMetricsScrapes(): void {
  const registry = new AggregatorRegistry();
  cluster.on('message', (worker, message: MetricsAsk) => {
    if (message?.type !== METRICS_ASK) return;
    const answer = (fields: Partial<MetricsAnswer>) =>
      worker.isConnected() && worker.send({ type: METRICS_ANSWER, id: message.id, ...fields });
    registry.clusterMetrics().then(
      (body) => answer({ body }),
      (err: Error) => answer({ error: err.message }),
    );
  });
}
