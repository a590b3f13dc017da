import { EntityManager } from 'typeorm';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { ReferralBonusesService } from '../../../backend/src/modules/referrals/referral-bonuses.service';
import {
  FirstPlayHandler,
  FirstWinHandler,
  ReferralSignedUpHandler,
} from './referral-stage.handler';

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

describe('referral stage handlers', () => {
  it.each([
    [ReferralSignedUpHandler, 'referral.signed_up', { refereeId: 'r1' }],
    [FirstPlayHandler, 'player.first_play', { userId: 'r1', source: 'tournament:3' }],
    [FirstWinHandler, 'player.first_win', { userId: 'r1', source: 'match:m9' }],
  ] as const)(
    '%p advances the referee’s referral inside the inbox, as referrals’ subscriber',
    async (Handler, event, payload) => {
      const { deps, runOnce, advance, manager } = setup(true);
      const handler = new Handler(...deps);
      const name = `${event}>referral-stage`;
      expect(handler.name).toBe(name);
      const key = `${event}-r1>referral-stage`;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await handler.handle({ idempotencyKey: key, payload } as any);
      expect(runOnce).toHaveBeenCalledWith(key, name, expect.any(Function));
      expect(advance).toHaveBeenCalledWith(manager, 'r1');
    },
  );

  it('pays nothing for an event the inbox has seen', async () => {
    const { deps, advance } = setup(false);
    await new FirstWinHandler(...deps).handle({
      idempotencyKey: 'player.first_win-r1',
      payload: { userId: 'r1', source: 'tournament:3' },
    });
    expect(advance).not.toHaveBeenCalled();
  });
});
