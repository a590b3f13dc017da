import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { writeFileSync, mkdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { migrate } from '../../backend/src/cli/migrate';
import { ConfigModule } from '../../backend/src/config/config.module';
import { DatabaseModule } from '../../backend/src/database/database.module';
import { dropDatabase } from '../../backend/src/database/ensure-database';
import { EventsModule } from '../../backend/src/events/events.module';
import { OutboxRelay } from '../../backend/src/events/outbox-relay.service';
import { OutboxService } from '../../backend/src/events/outbox.service';
import { QueueRegistry } from '../../backend/src/events/queue-registry';
import { DEFAULT_JOB_OPTIONS, QUEUES } from '../../backend/src/events/queues';
import { newRunIds } from '../utils/run-id';

/**
 * `npm run bench`: the event path's cost, measured side by side in one run so the figure is a
 * ratio that survives a noisy machine. N events go (a) through the outbox (one transaction per
 * event, then the relay to BullMQ) and (b) straight to BullMQ with queue.add.
 */
@Module({ imports: [ConfigModule, DatabaseModule, EventsModule] })
class BenchModule {}

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

async function inParallel(total: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await task(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main(): Promise<void> {
  const ids = newRunIds('bench');
  process.env.DATABASE_URL = ids.databaseUrl;
  process.env.REDIS_PREFIX = ids.redisPrefix;
  process.env.LOG_LEVEL = 'warn';
  await migrate({ databaseUrl: ids.databaseUrl });
  const app = await NestFactory.createApplicationContext(BenchModule, { logger: ['error'] });
  const dataSource = app.get(DataSource);
  const outbox = app.get(OutboxService);
  const relay = app.get(OutboxRelay);
  const queue = app.get(QueueRegistry).get(QUEUES.scheduling);
  // Nothing consumes the queue here: we measure getting events in, not handling them.
  await queue.pause();

  const t0 = performance.now();
  const outboxLatencies = await inParallel(EVENTS, CONCURRENCY, (i) =>
    dataSource.transaction((m) =>
      outbox.add(m, {
        name: 'tournament.start',
        payload: { tournamentId: i },
        idempotencyKey: `bench-outbox-${i}`,
      }),
    ),
  );
  const committed = performance.now();
  await relay.drain(500);
  const relayed = performance.now();

  const directLatencies = await inParallel(EVENTS, CONCURRENCY, (i) =>
    queue
      .add(
        'tournament.start',
        { idempotencyKey: `bench-direct-${i}`, payload: { tournamentId: i } },
        { ...DEFAULT_JOB_OPTIONS, jobId: `bench-direct-${i}` },
      )
      .then(() => undefined),
  );
  const direct = performance.now();

  const outboxSeconds = (relayed - t0) / 1000;
  const directSeconds = (direct - relayed) / 1000;
  const jobs = await queue.getJobCounts('wait');
  const lines = [
    '# Benchmark: event path (outbox → BullMQ) vs direct enqueue',
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
      `PostgreSQL and Redis on localhost. ${EVENTS} events, ${CONCURRENCY} concurrent producers.`,
    '',
    '| path | events/s | p50 ms | p99 ms |',
    '|---|---|---|---|',
    `| outbox: commit (one transaction per event) | ${(EVENTS / ((committed - t0) / 1000)).toFixed(0)} | ${pct(outboxLatencies, 0.5).toFixed(1)} | ${pct(outboxLatencies, 0.99).toFixed(1)} |`,
    `| outbox: relay to BullMQ (batches of 500) | ${(EVENTS / ((relayed - committed) / 1000)).toFixed(0)} | – | – |`,
    `| outbox end to end | ${(EVENTS / outboxSeconds).toFixed(0)} | – | – |`,
    `| direct queue.add | ${(EVENTS / directSeconds).toFixed(0)} | ${pct(directLatencies, 0.5).toFixed(1)} | ${pct(directLatencies, 0.99).toFixed(1)} |`,
    '',
    `Outbox end-to-end time / direct time: **${(outboxSeconds / directSeconds).toFixed(2)}×** ` +
      `(the price of never losing an event). Jobs in the queue afterwards: ${jobs.wait} ` +
      `(expected ${EVENTS * 2}).`,
    '',
  ];
  await queue.obliterate({ force: true });
  await app.close();
  await dropDatabase(ids.databaseUrl);
  const out = join(__dirname, '..', '..', '..', 'test', 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'event-path.md'), lines.join('\n'));
  process.stdout.write(lines.join('\n'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Benchmark failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
