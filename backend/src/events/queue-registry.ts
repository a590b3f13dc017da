import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Queue } from 'bullmq';
import { JOB_QUEUE, JobData, JobName, JobPayloads, QUEUES, QueueName } from './queues';

/** Jobs that carry nothing: what a repeating job is (a sweep, a refresh, a check). */
export type RepeatingJobName = {
  [N in JobName]: JobPayloads[N] extends Record<string, never> ? N : never;
}[JobName];

/** Every registered queue by name, for the relay, bull-board and metrics. */
@Injectable()
export class QueueRegistry {
  constructor(private readonly moduleRef: ModuleRef) {}

  get(name: QueueName): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }

  all(): Queue[] {
    return Object.values(QUEUES).map((name) => this.get(name));
  }

  /**
   * Runs the job every `everyMs` on its queue, from now on: registered at each worker start,
   * one scheduler however many workers register it. A failed round is not retried: the next
   * round is the retry.
   */
  async repeat(name: RepeatingJobName, everyMs: number): Promise<void> {
    const data: JobData = { idempotencyKey: name, payload: {} };
    await this.get(JOB_QUEUE[name]).upsertJobScheduler(
      name,
      { every: everyMs },
      { name, data, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } },
    );
  }
}
