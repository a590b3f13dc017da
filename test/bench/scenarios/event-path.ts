import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { ConfigModule } from '../../../backend/src/config/config.module';
import { DatabaseModule } from '../../../backend/src/database/database.module';
import { EventsModule } from '../../../backend/src/events/events.module';
import { OutboxRelay } from '../../../backend/src/events/outbox-relay.service';
import { OutboxService } from '../../../backend/src/events/outbox.service';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { DEFAULT_JOB_OPTIONS, QUEUES } from '../../../backend/src/events/queues';
import { inParallel, machine, pct } from '../bench-kit';

/**
 * The event path's cost, measured side by side in one run so the figure is a
 * ratio that survives a noisy machine. N events go (a) through the outbox (one transaction per
 * event, then the relay to BullMQ) and (b) straight to BullMQ with queue.add.
 */
@Module({ imports: [ConfigModule, DatabaseModule, EventsModule] })
class BenchModule {}

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

export async function eventPath(): Promise<string> {
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
    `${machine()} ${EVENTS} events, ${CONCURRENCY} concurrent producers.`,
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
  return lines.join('\n');
}
