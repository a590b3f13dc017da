import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { QueueName } from './queues';

/** An outbox row as the relay publishes it. */
export interface OutboxRow {
  id: string;
  queue: QueueName;
  name: string;
  payload: Record<string, unknown>;
  idempotency_key: string;
  run_at: Date | null;
}

/** An event to record: its queue, name, payload, key and when it may run (null: now). */
export interface NewOutboxRow {
  queue: QueueName;
  name: string;
  payload: unknown;
  key: string;
  run_at: Date | null;
}

/** The outbox_events table's SQL: events written in their change's transaction, then relayed. */
@Injectable()
export class OutboxRepository {
  /** In one statement; the same key twice is the same event: the first is kept. */
  async insertMany(manager: EntityManager, rows: NewOutboxRow[]): Promise<void> {
    await manager.query(
      `INSERT INTO outbox_events (queue, name, payload, idempotency_key, run_at)
       SELECT queue, name, payload, key, run_at FROM jsonb_to_recordset($1::jsonb)
         AS x(queue text, name text, payload jsonb, key text, run_at timestamptz)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }

  /**
   * The oldest unpublished rows, locked until the caller's transaction ends; SKIP LOCKED lets
   * several relays run, each claiming rows the others have not.
   */
  claimUnpublished(manager: EntityManager, batchSize: number): Promise<OutboxRow[]> {
    return manager.query(
      `SELECT id, queue, name, payload, idempotency_key, run_at
         FROM outbox_events
        WHERE published_at IS NULL
        ORDER BY id
        LIMIT $1
        FOR UPDATE SKIP LOCKED`,
      [batchSize],
    );
  }

  async markPublished(manager: EntityManager, ids: string[]): Promise<void> {
    await manager.query(
      `UPDATE outbox_events SET published_at = now() WHERE id = ANY($1::bigint[])`,
      [ids],
    );
  }
}
