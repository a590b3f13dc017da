import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** The processed_events table's SQL: one row per job whose effects committed. */
@Injectable()
export class InboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** False when the key is there already (the job's effects have committed before). */
  async insertProcessed(
    manager: EntityManager,
    idempotencyKey: string,
    jobName: string,
  ): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO processed_events (idempotency_key, job_name) VALUES ($1, $2)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key`,
      [idempotencyKey, jobName],
    );
    return inserted.length > 0;
  }

  async isProcessed(idempotencyKey: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM processed_events WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    return rows.length > 0;
  }
}
