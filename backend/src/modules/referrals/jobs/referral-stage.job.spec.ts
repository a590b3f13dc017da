import { EntityManager } from 'typeorm';
import { InboxService } from '../../../events/inbox.service';
import { jobNameOf } from '../../../events/on-job';
import { ReferralBonusesService } from '../referral-bonuses.service';
import { FirstPlayJob, FirstWinJob, ReferralSignedUpJob } from './referral-stage.job';

function setup(firstDelivery: boolean) {
  const manager = {} as EntityManager;
  const runOnce = jest.fn(
    async (_key: string, _name: string, effects: (m: EntityManager) => Promise<void>) => {
      if (firstDelivery) await effects(manager);
      return firstDelivery;
    },
  );
  const advance = jest.fn().mockResolvedValue(undefined);
  const deps = [
    { runOnce } as unknown as InboxService,
    { advance } as unknown as ReferralBonusesService,
  ] as const;
  return { deps, runOnce, advance, manager };
}

describe('referral stage jobs', () => {
  it.each([
    [ReferralSignedUpJob, 'referral.signed_up', { refereeId: 'r1' }],
    [FirstPlayJob, 'player.first_play', { userId: 'r1', source: 'tournament:3' }],
    [FirstWinJob, 'player.first_win', { userId: 'r1', source: 'match:m9' }],
  ] as const)(
    '%p advances the referee’s referral inside the inbox, as referrals’ subscriber',
    async (Job, event, payload) => {
      const { deps, runOnce, advance, manager } = setup(true);
      const handler = new Job(...deps);
      const name = `${event}>referral-stage`;
      expect(jobNameOf(handler)).toBe(name);
      const key = `${event}-r1>referral-stage`;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await handler.handle({ idempotencyKey: key, payload } as any);
      expect(runOnce).toHaveBeenCalledWith(key, name, expect.any(Function));
      expect(advance).toHaveBeenCalledWith(manager, 'r1');
    },
  );

  it('pays nothing for an event the inbox has seen', async () => {
    const { deps, advance } = setup(false);
    await new FirstWinJob(...deps).handle({
      idempotencyKey: 'player.first_win-r1',
      payload: { userId: 'r1', source: 'tournament:3' },
    });
    expect(advance).not.toHaveBeenCalled();
  });
});
