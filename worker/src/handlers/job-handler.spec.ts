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
});
