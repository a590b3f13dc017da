import { subscribe } from '../../../backend/src/events/subscriptions';
import { SUBSCRIPTIONS } from '../subscriptions';
import { JobHandler, routeHandlers } from './job-handler';

const handler = (name: string): JobHandler =>
  ({ name, handle: jest.fn() }) as unknown as JobHandler;

describe('routeHandlers', () => {
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

  it('routes every job name of the queue to its handler', () => {
    const routes = routeHandlers('scheduling', all.map(handler));
    expect([...routes.keys()].sort()).toEqual([...all].sort());
  });

  it('refuses to start when a job name has no handler', () => {
    expect(() => routeHandlers('scheduling', all.slice(1).map(handler))).toThrow(
      'No handler for job tournament.created on scheduling',
    );
  });

  it('refuses two handlers for one job name', () => {
    expect(() => routeHandlers('scheduling', [...all, 'tournament.end'].map(handler))).toThrow(
      'Two handlers for job tournament.end',
    );
  });

  const rewardCommands = ['referral.sweep'];
  const subscriptions = [
    subscribe('prize.paid', 'referral-share', 'rewards'),
    subscribe('prize.paid', 'prize-mail', 'notifications'),
    subscribe('player.first_win', 'referral-stage', 'rewards'),
  ];

  it('routes each subscription of the queue to its handler, and events to none', () => {
    const routes = routeHandlers(
      'rewards',
      [...rewardCommands, 'prize.paid>referral-share', 'player.first_win>referral-stage'].map(
        handler,
      ),
      subscriptions,
    );
    expect([...routes.keys()].sort()).toEqual([
      'player.first_win>referral-stage',
      'prize.paid>referral-share',
      'referral.sweep',
    ]);
  });

  it('refuses to start when a subscription has no handler', () => {
    expect(() =>
      routeHandlers(
        'rewards',
        [...rewardCommands, 'prize.paid>referral-share'].map(handler),
        subscriptions,
      ),
    ).toThrow('No handler for job player.first_win>referral-stage on rewards');
  });

  it('refuses a handler for an undeclared subscription, one on another queue, and one for an event', () => {
    const route =
      (...names: string[]) =>
      () =>
        routeHandlers(
          'rewards',
          [
            ...rewardCommands,
            'prize.paid>referral-share',
            'player.first_win>referral-stage',
            ...names,
          ].map(handler),
          subscriptions,
        );
    expect(route('prize.paid>confetti')).toThrow(
      'No subscription declared for job prize.paid>confetti',
    );
    expect(route('prize.paid>prize-mail')).toThrow(
      'Handler for prize.paid>prize-mail does not belong on queue rewards',
    );
    expect(route('prize.paid')).toThrow('prize.paid is an event: subscribe to it instead');
    expect(route('prize.paid>referral-share')).toThrow(
      'Two handlers for job prize.paid>referral-share',
    );
  });

  it('gives prize.paid three subscribers: the notice, the prize mail and the referral share', () => {
    const prize = SUBSCRIPTIONS.filter((s) => s.event === 'prize.paid');
    expect(prize.map((s) => [s.subscriber, s.queue]).sort()).toEqual([
      ['notify-prize', 'rewards'],
      ['prize-mail', 'notifications'],
      ['referral-share', 'rewards'],
    ]);
  });
});
