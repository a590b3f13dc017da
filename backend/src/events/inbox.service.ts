import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { InboxRepository } from './inbox.repository';

/**
 * Runs a job's database effects at most once: the processed_events row and the effects commit
 * together, so a re-delivered job finds its key and changes nothing.
 */
@Injectable()
export class InboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inbox: InboxRepository,
  ) {}

  async runOnce(
    idempotencyKey: string,
    jobName: string,
    effects: (manager: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.inbox.insertProcessed(manager, idempotencyKey, jobName))) return false;
      await effects(manager);
      return true;
    });
  }

  /** Whether a job's effects under this key have committed. */
  wasProcessed(idempotencyKey: string): Promise<boolean> {
    return this.inbox.isProcessed(idempotencyKey);
  }
}
