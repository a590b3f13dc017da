import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { OutboxRepository, OutboxRow } from './outbox.repository';
import { QueueRegistry } from './queue-registry';
import { DEFAULT_JOB_OPTIONS, JobData, QueueName } from './queues';

/**
 * Moves committed outbox rows to BullMQ. Rows are marked published only after BullMQ accepted
 * them; a crash in between re-publishes on the next pass, and the job id (the idempotency key)
 * makes BullMQ ignore the copy. Several relays can run: rows are claimed with SKIP LOCKED.
 */
@Injectable()
export class OutboxRelay implements OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
    private readonly queues: QueueRegistry,
  ) {}

  start(pollMs = 200): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.drain().catch((err: unknown) =>
        this.logger.error({ err }, 'Outbox relay pass failed; retrying'),
      );
      await this.running;
      this.running = null;
      if (!this.stopped) this.timer = setTimeout(() => void tick(), pollMs);
    };
    void tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** Publishes until the outbox is empty; returns how many rows were published. */
  async drain(batchSize = 100): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.relayOnce(batchSize);
      total += published;
      if (published < batchSize) return total;
    }
  }

  async relayOnce(batchSize = 100): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await this.outbox.claimUnpublished(manager, batchSize);
      if (rows.length === 0) return 0;
      await this.publish(rows);
      await this.markPublished(manager, rows);
      return rows.length;
    });
  }

  /** One pipelined addBulk per queue; the job id is the idempotency key. */
  private async publish(rows: OutboxRow[]): Promise<void> {
    const byQueue = new Map<QueueName, OutboxRow[]>();
    for (const row of rows) byQueue.set(row.queue, [...(byQueue.get(row.queue) ?? []), row]);
    const now = Date.now();
    for (const [queue, queued] of byQueue) {
      await this.queues.get(queue).addBulk(
        queued.map((row) => ({
          name: row.name,
          data: {
            idempotencyKey: row.idempotency_key,
            payload: row.payload as JobData['payload'],
          } satisfies JobData,
          opts: {
            ...DEFAULT_JOB_OPTIONS,
            jobId: row.idempotency_key,
            delay: row.run_at ? Math.max(0, new Date(row.run_at).getTime() - now) : 0,
          },
        })),
      );
    }
  }

  private markPublished(manager: EntityManager, rows: OutboxRow[]): Promise<void> {
    return this.outbox.markPublished(
      manager,
      rows.map((r) => r.id),
    );
  }
}
