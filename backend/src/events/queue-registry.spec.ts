import { getQueueToken } from '@nestjs/bullmq';
import { ModuleRef } from '@nestjs/core';
import { QueueRegistry } from './queue-registry';

describe('QueueRegistry.repeat', () => {
  it('schedules the job on its own queue under its name, with an empty payload and no retries', async () => {
    const upsertJobScheduler = jest.fn(async () => undefined);
    const get = jest.fn((token: string) => {
      if (token !== getQueueToken('scheduling')) throw new Error(`unexpected queue ${token}`);
      return { upsertJobScheduler };
    });
    await new QueueRegistry({ get } as unknown as ModuleRef).repeat('wallet.mint_check', 60_000);
    expect(upsertJobScheduler).toHaveBeenCalledWith(
      'wallet.mint_check',
      { every: 60_000 },
      {
        name: 'wallet.mint_check',
        data: { idempotencyKey: 'wallet.mint_check', payload: {} },
        opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 },
      },
    );
  });
});
