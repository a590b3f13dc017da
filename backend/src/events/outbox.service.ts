import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { JOB_QUEUE, JobName, JobPayloads } from './queues';

export interface OutboxMessage<N extends JobName> {
  name: N;
  payload: JobPayloads[N];
  idempotencyKey: string;
  runAt?: Date;
}

/** Records an event inside the caller's transaction, so it commits or rolls back with the change. */
@Injectable()
export class OutboxService {
  add<N extends JobName>(manager: EntityManager, message: OutboxMessage<N>): Promise<void> {
    return this.addMany(manager, [message]);
  }

  /**
   * Many events in one statement (e.g. one per player of a payout chunk). The same key twice is
   * the same event: the first is kept.
   */
  async addMany<N extends JobName>(
    manager: EntityManager,
    messages: OutboxMessage<N>[],
  ): Promise<void> {
    if (!messages.length) return;
    await manager.query(
      `INSERT INTO outbox_events (queue, name, payload, idempotency_key, run_at)
       SELECT queue, name, payload, key, run_at FROM jsonb_to_recordset($1::jsonb)
         AS x(queue text, name text, payload jsonb, key text, run_at timestamptz)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        JSON.stringify(
          messages.map((m) => ({
            queue: JOB_QUEUE[m.name],
            name: m.name,
            payload: m.payload,
            key: m.idempotencyKey,
            run_at: m.runAt ?? null,
          })),
        ),
      ],
    );
  }
}
