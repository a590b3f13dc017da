import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Runs a job's database effects at most once: the processed_events row and the effects commit
 * together, so a re-delivered job finds its key and changes nothing.
 */
@Injectable()
export class InboxService {
  constructor(private readonly dataSource: DataSource) {}

  async runOnce(
    idempotencyKey: string,
    jobName: string,
    effects: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO processed_events (idempotency_key, job_name) VALUES ($1, $2)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key`,
        [idempotencyKey, jobName],
      );
      if (inserted.length === 0) return false;
      await effects(manager);
      return true;
    });
  }

  /** Whether a job's effects under this key have committed. */
  async wasProcessed(idempotencyKey: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM processed_events WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    return rows.length > 0;
  }
}
