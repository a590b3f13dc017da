import { Injectable } from '@nestjs/common';
import { PROCESSOR_METADATA, WORKER_METADATA } from '@nestjs/bullmq/dist/bull.constants';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { Job, UnrecoverableError } from 'bullmq';
import { JobHandler, OnEvent, OnJob } from '../../../backend/src/events/on-job';
import { JobData, QUEUES } from '../../../backend/src/events/queues';
import { EventFanOut } from '../event-fan-out.service';
import { JobRegistry } from '../job-registry.service';
import { createProcessor } from './create-processor';

// Job classes as modules declare them; the registry finds them among the providers.

@Injectable()
@OnJob('mail.verify_email')
class VerifyJob implements JobHandler<'mail.verify_email'> {
  handle = jest.fn(async () => undefined);
}

@Injectable()
@OnJob('mail.reset_password')
class ResetJob implements JobHandler<'mail.reset_password'> {
  handle = jest.fn(async () => undefined);
}

@Injectable()
@OnJob('mail.signup_attempt')
class SignupAttemptJob implements JobHandler<'mail.signup_attempt'> {
  handle = jest.fn(async () => undefined);
}

@Injectable()
@OnJob('mail.newsletter_confirm')
class NewsletterJob implements JobHandler<'mail.newsletter_confirm'> {
  handle = jest.fn(async () => undefined);
}

@Injectable()
@OnJob('mail.order_confirmation')
class OrderJob implements JobHandler<'mail.order_confirmation'> {
  handle = jest.fn(async () => undefined);
}

@Injectable()
@OnEvent('referral.milestone_reached', { subscriber: 'milestone-mail', queue: QUEUES.mail })
class MilestoneMailJob implements JobHandler<'referral.milestone_reached'> {
  handle = jest.fn(async () => undefined);
}

@Injectable()
@OnEvent('prize.paid', { subscriber: 'prize-mail', queue: QUEUES.mail })
class PrizeMailJob implements JobHandler<'prize.paid'> {
  handle = jest.fn(async () => undefined);
}

class TestMailProcessor extends createProcessor(QUEUES.mail, { concurrency: 3 }) {}

const job = (name: string) =>
  ({ name, data: { idempotencyKey: `k-${name}`, payload: {} } }) as unknown as Job<JobData>;

const ALL_JOBS = [
  VerifyJob,
  ResetJob,
  SignupAttemptJob,
  NewsletterJob,
  OrderJob,
  MilestoneMailJob,
  PrizeMailJob,
];

function compile(jobs: object[]) {
  const publish = jest.fn(async () => undefined);
  const compiling = Test.createTestingModule({
    imports: [DiscoveryModule],
    providers: [
      ...(jobs as (typeof VerifyJob)[]),
      JobRegistry,
      TestMailProcessor,
      { provide: EventFanOut, useValue: { publish } },
    ],
  }).compile();
  return { compiling, publish };
}

async function start() {
  const { compiling, publish } = compile(ALL_JOBS);
  const moduleRef = await compiling;
  return {
    processor: moduleRef.get(TestMailProcessor),
    verify: moduleRef.get(VerifyJob),
    reset: moduleRef.get(ResetJob),
    prizeMail: moduleRef.get(PrizeMailJob),
    publish,
  };
}

describe('createProcessor', () => {
  it('routes each job by name to the job class Nest provides', async () => {
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

  it('refuses to start when a command or a subscription of the queue has no handler', async () => {
    await expect(compile([VerifyJob, ResetJob]).compiling).rejects.toThrow(
      'No handler for job mail.signup_attempt, mail.newsletter_confirm, mail.order_confirmation, referral.milestone_reached>milestone-mail, prize.paid>prize-mail on mail',
    );
  });

  it('refuses to start when one job class is provided twice', async () => {
    const twice = Test.createTestingModule({
      imports: [DiscoveryModule],
      providers: [
        ...ALL_JOBS,
        { provide: 'again', useClass: PrizeMailJob },
        JobRegistry,
        TestMailProcessor,
        { provide: EventFanOut, useValue: { publish: jest.fn() } },
      ],
    }).compile();
    await expect(twice).rejects.toThrow('Two handlers for job prize.paid>prize-mail');
  });

  it('declares its queue, concurrency and stalled-job timings to BullMQ and keeps the declared class name', () => {
    expect(Reflect.getMetadata(PROCESSOR_METADATA, TestMailProcessor)).toEqual({
      name: 'mail',
    });
    expect(Reflect.getMetadata(WORKER_METADATA, TestMailProcessor)).toEqual({
      concurrency: 3,
      lockDuration: 15_000,
      stalledInterval: 5_000,
    });
    expect(TestMailProcessor.name).toBe('TestMailProcessor');
  });
});
