import { PROCESSOR_METADATA } from '@nestjs/bullmq/dist/bull.constants';
import { JobDeclaration, declaredJobs } from '../../backend/src/events/on-job';
import { JOB_QUEUE, JobName, QUEUES, QueueName } from '../../backend/src/events/queues';
import { subscribe, subscriberJobName } from '../../backend/src/events/subscriptions';
import { ProvidedJob, routeJobs } from './job-registry.service';
// Loads every module's job classes, as the worker does.
import { WorkerModule } from './worker.module';

/** A command's declaration, on its own queue unless told otherwise. */
const command = (name: string, queue?: QueueName): JobDeclaration => ({
  name,
  queue: queue ?? JOB_QUEUE[name as JobName],
});
const provide = (declarations: JobDeclaration[]): ProvidedJob<string>[] =>
  declarations.map((declaration) => ({ declaration, handler: declaration.name }));

describe('routeJobs', () => {
  const all = [
    'tournament.created',
    'tournament.rescheduled',
    'tournament.start',
    'tournament.end',
    'tournament.sweep',
    'tournament.poll',
    'leaderboard.rebuild',
    'shop.popularity',
    'tournament.starting_soon',
    'notifications.sweep',
    'wallet.mint_check',
  ];
  const schedule = (names: string[]) =>
    routeJobs('scheduling', provide(names.map((n) => command(n))), []);

  it('routes every job name of the queue to its handler', () => {
    const routes = schedule(all);
    expect([...routes.keys()].sort()).toEqual([...all].sort());
    expect(routes.get('tournament.end')).toBe('tournament.end');
  });

  it('refuses to start when a job name has no handler', () => {
    expect(() => schedule(all.slice(1))).toThrow(
      'No handler for job tournament.created on scheduling',
    );
  });

  it('refuses two handlers for one job name', () => {
    expect(() => schedule([...all, 'tournament.end'])).toThrow(
      'Two handlers for job tournament.end',
    );
  });

  const rewardCommands = ['referral.sweep'].map((n) => command(n));
  const subscriptions = [
    subscribe('prize.paid', 'referral-share', 'rewards'),
    subscribe('prize.paid', 'prize-mail', 'mail'),
    subscribe('player.first_win', 'referral-stage', 'rewards'),
  ];
  const declared: JobDeclaration[] = subscriptions.map((s) => ({
    name: subscriberJobName(s),
    queue: s.queue,
    subscription: s,
  }));
  const [share, prizeMail, stage] = declared;

  it('routes each subscription of the queue to its handler, and events to none', () => {
    const routes = routeJobs('rewards', provide([...rewardCommands, share, stage, prizeMail]), [
      ...declared,
    ]);
    expect([...routes.keys()].sort()).toEqual([
      'player.first_win>referral-stage',
      'prize.paid>referral-share',
      'referral.sweep',
    ]);
  });

  it('refuses to start when a declared subscription has no handler (left out of its module)', () => {
    expect(() => routeJobs('rewards', provide([...rewardCommands, share]), declared)).toThrow(
      'No handler for job player.first_win>referral-stage on rewards',
    );
  });

  it('refuses a handler for an undeclared subscription, one on another queue, and one for an event', () => {
    const route =
      (...extra: JobDeclaration[]) =>
      () =>
        routeJobs('rewards', provide([...rewardCommands, share, stage, ...extra]), declared);
    expect(route(command('prize.paid>confetti', 'rewards'))).toThrow(
      'No subscription declared for job prize.paid>confetti',
    );
    expect(route({ ...prizeMail, queue: 'rewards' })).toThrow(
      'Handler for prize.paid>prize-mail does not belong on queue rewards',
    );
    expect(route(command('tournament.end', 'rewards'))).toThrow(
      'Handler for tournament.end does not belong on queue rewards',
    );
    expect(route(command('prize.paid', 'rewards'))).toThrow(
      'prize.paid is an event: subscribe to it instead',
    );
    expect(route(share)).toThrow('Two handlers for job prize.paid>referral-share');
  });
});

describe("the modules' job classes", () => {
  const jobs = declaredJobs();

  it('gives prize.paid three subscribers: the notice, the prize mail and the referral share', () => {
    const prize = jobs.flatMap((j) => (j.subscription?.event === 'prize.paid' ? [j] : []));
    expect(prize.map((j) => [j.subscription?.subscriber, j.queue]).sort()).toEqual([
      ['notify-prize', 'rewards'],
      ['prize-mail', 'mail'],
      ['referral-share', 'rewards'],
    ]);
  });

  it('route every queue completely, each job to exactly one class', () => {
    const provided = jobs.map((declaration) => ({ declaration, handler: declaration.name }));
    for (const queue of Object.values(QUEUES)) {
      expect(() => routeJobs(queue, provided, jobs)).not.toThrow();
    }
    // The stored subscriber job names, byte for byte: Redis and the inbox table hold them.
    expect(jobs.flatMap((j) => (j.subscription ? [`${j.name} → ${j.queue}`] : [])).sort()).toEqual([
      'daily_bonus.claimed>read-daily-bonus → rewards',
      'order.placed>notify-order → rewards',
      'player.first_play>referral-stage → rewards',
      'player.first_win>referral-stage → rewards',
      'prize.paid>notify-prize → rewards',
      'prize.paid>prize-mail → mail',
      'prize.paid>referral-share → rewards',
      'referral.bonus_paid>notify-referral → rewards',
      'referral.milestone_reached>milestone-mail → mail',
      'referral.milestone_reached>notify-milestone → rewards',
      'referral.signed_up>referral-stage → rewards',
      'standing.overtook>notify-overtaken → rewards',
    ]);
  });

  it('have one processor per queue in the worker', () => {
    const providers = Reflect.getMetadata('providers', WorkerModule) as object[];
    const queues = providers.flatMap((p) => {
      const processor = Reflect.getMetadata(PROCESSOR_METADATA, p) as { name: string } | undefined;
      return processor ? [processor.name] : [];
    });
    expect(queues.sort()).toEqual(Object.values(QUEUES).sort());
  });
});
