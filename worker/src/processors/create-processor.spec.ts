import { Injectable } from '@nestjs/common';
import { PROCESSOR_METADATA, WORKER_METADATA } from '@nestjs/bullmq/dist/bull.constants';
import { Test } from '@nestjs/testing';
import { Job, UnrecoverableError } from 'bullmq';
import { JobData, QUEUES } from '../../../backend/src/events/queues';
import { JobHandler } from '../handlers/job-handler';
import { createProcessor } from './create-processor';

@Injectable()
class VerifyHandler implements JobHandler<'mail.verify_email'> {
  readonly name = 'mail.verify_email' as const;
  handle = jest.fn(async () => undefined);
}

@Injectable()
class ResetHandler implements JobHandler<'mail.reset_password'> {
  readonly name = 'mail.reset_password' as const;
  handle = jest.fn(async () => undefined);
}

@Injectable()
class NewsletterHandler implements JobHandler<'mail.newsletter_confirm'> {
  readonly name = 'mail.newsletter_confirm' as const;
  handle = jest.fn(async () => undefined);
}

@Injectable()
class OrderHandler implements JobHandler<'mail.order_confirmation'> {
  readonly name = 'mail.order_confirmation' as const;
  handle = jest.fn(async () => undefined);
}

class TestNotificationsProcessor extends createProcessor(
  QUEUES.notifications,
  [VerifyHandler, ResetHandler, NewsletterHandler, OrderHandler],
  { concurrency: 3 },
) {}

const job = (name: string) =>
  ({ name, data: { idempotencyKey: `k-${name}`, payload: {} } }) as unknown as Job<JobData>;

async function start() {
  const moduleRef = await Test.createTestingModule({
    providers: [
      VerifyHandler,
      ResetHandler,
      NewsletterHandler,
      OrderHandler,
      TestNotificationsProcessor,
    ],
  }).compile();
  return {
    processor: moduleRef.get(TestNotificationsProcessor),
    verify: moduleRef.get(VerifyHandler),
    reset: moduleRef.get(ResetHandler),
  };
}

describe('createProcessor', () => {
  it('routes each job by name to the handler Nest injected', async () => {
    const { processor, verify, reset } = await start();
    const reminder = job('mail.reset_password');
    await processor.process(reminder);
    expect(reset.handle).toHaveBeenCalledWith(reminder.data, reminder);
    expect(verify.handle).not.toHaveBeenCalled();
  });

  it('fails a job no handler knows for good, without retries', async () => {
    const { processor } = await start();
    const unknown = processor.process(job('mail.birthday'));
    await expect(unknown).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(unknown).rejects.toThrow('No handler for job mail.birthday');
  });

  it('refuses to start when a job name of the queue has no handler', () => {
    const Incomplete = createProcessor(QUEUES.notifications, [VerifyHandler, ResetHandler], {
      concurrency: 1,
    });
    expect(() => new Incomplete(new VerifyHandler(), new ResetHandler())).toThrow(
      'No handler for job mail.newsletter_confirm, mail.order_confirmation on notifications',
    );
  });

  it('declares its queue, concurrency and stalled-job timings to BullMQ and keeps the declared class name', () => {
    expect(Reflect.getMetadata(PROCESSOR_METADATA, TestNotificationsProcessor)).toEqual({
      name: 'notifications',
    });
    expect(Reflect.getMetadata(WORKER_METADATA, TestNotificationsProcessor)).toEqual({
      concurrency: 3,
      lockDuration: 15_000,
      stalledInterval: 5_000,
    });
    expect(TestNotificationsProcessor.name).toBe('TestNotificationsProcessor');
  });
});
