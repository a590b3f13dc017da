import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OutboxRepository } from './outbox.repository';
import { idempotencyKey, JOB_QUEUE, JobName, JobPayloads } from './queues';

export interface OutboxMessage<N extends JobName> {
  name: N;
  payload: JobPayloads[N];
  idempotencyKey: string;
  runAt?: Date;
}

/** Records an event inside the caller's transaction, so it commits or rolls back with the change. */
@Injectable()
export class OutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

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
    await this.outbox.insertMany(
      manager,
      messages.map((m) => ({
        queue: JOB_QUEUE[m.name],
        name: m.name,
        payload: m.payload,
        key: m.idempotencyKey,
        run_at: m.runAt ?? null,
      })),
    );
  }
}

/**
 * OutboxService.add as a data-modifying CTE, for a statement that writes a change and its event
 * in one round trip: one `name` event per row of `from` (a CTE of that statement), the payload a
 * SQL expression over that row, the key `idempotencyKey(name, <keyPart>)`. Only for constant
 * SQL: nothing here is a bind parameter.
 */
export function outboxCte(
  name: JobName,
  from: string,
  payloadSql: string,
  keyPartSql: string,
): string {
  const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return `INSERT INTO outbox_events (queue, name, payload, idempotency_key)
          SELECT ${literal(JOB_QUEUE[name])}, ${literal(name)}, ${payloadSql},
                 ${literal(idempotencyKey(name, ''))} || ${keyPartSql}
            FROM ${from}
          ON CONFLICT (idempotency_key) DO NOTHING`;
}
