import { Injectable } from '@nestjs/common';
import { PROCESSOR_METADATA, WORKER_METADATA } from '@nestjs/bullmq/dist/bull.constants';
import { Test } from '@nestjs/testing';
import { Job, UnrecoverableError } from 'bullmq';
import { JobData, QUEUES } from '../../../backend/src/events/queues';
import { EventFanOut } from '../event-fan-out.service';
import { JobHandler, SubscriberHandler } from '../handlers/job-handler';
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
class SignupAttemptHandler implements JobHandler<'mail.signup_attempt'> {
  readonly name = 'mail.signup_attempt' as const;
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

@Injectable()
class PrizeMailHandler implements SubscriberHandler<'prize.paid'> {
  readonly name = 'prize.paid>prize-mail' as const;
  handle = jest.fn(async () => undefined);
}

@Injectable()
class MilestoneMailHandler implements SubscriberHandler<'referral.milestone_reached'> {
  readonly name = 'referral.milestone_reached>milestone-mail' as const;
  handle = jest.fn(async () => undefined);
}

class TestMailProcessor extends createProcessor(
  QUEUES.mail,
  [
    VerifyHandler,
    ResetHandler,
    SignupAttemptHandler,
    NewsletterHandler,
    OrderHandler,
    PrizeMailHandler,
    MilestoneMailHandler,
  ],
  { concurrency: 3 },
) {}

const job = (name: string) =>
  ({ name, data: { idempotencyKey: `k-${name}`, payload: {} } }) as unknown as Job<JobData>;

async function start() {
  const publish = jest.fn(async () => undefined);
  const moduleRef = await Test.createTestingModule({
    providers: [
      VerifyHandler,
      ResetHandler,
      SignupAttemptHandler,
      NewsletterHandler,
      OrderHandler,
      PrizeMailHandler,
      MilestoneMailHandler,
      TestMailProcessor,
      { provide: EventFanOut, useValue: { publish } },
    ],
  }).compile();
  return {
    processor: moduleRef.get(TestMailProcessor),
    verify: moduleRef.get(VerifyHandler),
    reset: moduleRef.get(ResetHandler),
    prizeMail: moduleRef.get(PrizeMailHandler),
    publish,
  };
}

describe('createProcessor', () => {
  it('routes each job by name to the handler Nest injected', async () => {
    const { processor, verify, reset, publish } = await start();
    const reminder = job('mail.reset_password');
    await processor.process(reminder);
    expect(reset.handle).toHaveBeenCalledWith(reminder.data, reminder);
    expect(verify.handle).not.toHaveBeenCalled();
    expect(publish).not.toHaveBeenCalled();
  });

  it('routes a subscriber’s job to its handler', async () => {
    const { processor, prizeMail } = await start();
    const mail = job('prize.paid>prize-mail');
    await processor.process(mail);
    expect(prizeMail.handle).toHaveBeenCalledWith(mail.data, mail);
  });

  it('fans an event’s job out instead of handling it', async () => {
    const { processor, prizeMail, publish } = await start();
    const event = job('prize.paid');
    await processor.process(event);
    expect(publish).toHaveBeenCalledWith('prize.paid', event.data);
    expect(prizeMail.handle).not.toHaveBeenCalled();
  });

  it('fails a job no handler knows for good, without retries', async () => {
    const { processor } = await start();
    const unknown = processor.process(job('mail.birthday'));
    await expect(unknown).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(unknown).rejects.toThrow('No handler for job mail.birthday');
  });

  it('refuses to start when a command or a subscription of the queue has no handler', () => {
    const Incomplete = createProcessor(QUEUES.mail, [VerifyHandler, ResetHandler], {
      concurrency: 1,
    });
    expect(() => new Incomplete(new VerifyHandler(), new ResetHandler())).toThrow(
      'No handler for job mail.signup_attempt, mail.newsletter_confirm, mail.order_confirmation, referral.milestone_reached>milestone-mail, prize.paid>prize-mail on notifications',
    );
  });

  it('declares its queue, concurrency and stalled-job timings to BullMQ and keeps the declared class name', () => {
    expect(Reflect.getMetadata(PROCESSOR_METADATA, TestMailProcessor)).toEqual({
      name: 'notifications',
    });
    expect(Reflect.getMetadata(WORKER_METADATA, TestMailProcessor)).toEqual({
      concurrency: 3,
      lockDuration: 15_000,
      stalledInterval: 5_000,
    });
    expect(TestMailProcessor.name).toBe('TestMailProcessor');
  });
});
