import { EntityManager } from 'typeorm';
import type { AppConfig } from '../../../backend/src/config/env';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { MailService } from '../../../backend/src/modules/mail/mail.service';
import { ReferralBonusesService } from '../../../backend/src/modules/referrals/referral-bonuses.service';
import { Tournament } from '../../../backend/src/modules/tournaments/entities/tournament.entity';
import { User } from '../../../backend/src/modules/users/entities/user.entity';
import { PrizePaidHandler } from './prize-paid.handler';

const job = {
  idempotencyKey: 'prize.paid-7-u1',
  payload: { tournamentId: 7, userId: 'u1', amount: 1500, rank: 2 },
};

/** A handler whose inbox runs the effects (a first delivery) against the rows given. */
function setup(rows: { user: Partial<User> | null; tournament: Partial<Tournament> | null }) {
  const findOneBy = jest.fn((entity: unknown) =>
    Promise.resolve(entity === User ? rows.user : null),
  );
  const findOne = jest.fn((entity: unknown) =>
    Promise.resolve(entity === Tournament ? rows.tournament : null),
  );
  const manager = { findOneBy, findOne } as unknown as EntityManager;
  const runOnce = jest.fn(
    async (_key: string, _name: string, effects: (m: EntityManager) => Promise<void>) => {
      await effects(manager);
      return true;
    },
  );
  const send = jest.fn().mockResolvedValue(undefined);
  const payPrizeShare = jest.fn().mockResolvedValue(undefined);
  const handler = new PrizePaidHandler(
    { runOnce } as unknown as InboxService,
    { send } as unknown as MailService,
    { payPrizeShare } as unknown as ReferralBonusesService,
    { appUrl: 'https://gamehub.test' } as AppConfig,
  );
  return { handler, runOnce, send, findOne, payPrizeShare };
}

describe('PrizePaidHandler', () => {
  it('mails the winner the amount, rank and a link to My Winnings, under the event key', async () => {
    const { handler, runOnce, send, findOne, payPrizeShare } = setup({
      user: { id: 'u1', name: 'Asha', email: 'asha@example.com' },
      tournament: { id: 7, title: 'Weekend Blitz' },
    });
    await handler.handle(job);
    // The referrer's share in the same inbox transaction, before the mail.
    expect(payPrizeShare).toHaveBeenCalledWith(expect.anything(), {
      tournamentId: 7,
      tournamentTitle: 'Weekend Blitz',
      refereeId: 'u1',
      amount: 1500,
    });
    expect(payPrizeShare.mock.invocationCallOrder[0]).toBeLessThan(
      send.mock.invocationCallOrder[0],
    );
    expect(runOnce).toHaveBeenCalledWith('prize.paid-7-u1', 'prize.paid', expect.any(Function));
    // Not the prize table: one number per paid rank, read again for every winner.
    expect(findOne).toHaveBeenCalledWith(Tournament, {
      select: { id: true, title: true },
      where: { id: 7 },
    });
    expect(send).toHaveBeenCalledTimes(1);
    const mail = send.mock.calls[0][0];
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('You won 1,500 coins in Weekend Blitz');
    expect(mail.text).toContain(
      'Congratulations! You finished at rank 2 in Weekend Blitz and won 1,500 coins.',
    );
    expect(mail.text).toContain('The coins are already in your wallet.');
    expect(mail.text).toContain('My Winnings: https://gamehub.test/profile');
    expect(mail.html).toContain('href="https://gamehub.test/profile"');
  });

  it.each([
    ['the player', { user: null, tournament: { id: 7, title: 'Weekend Blitz' } }],
    [
      'the tournament',
      { user: { id: 'u1', name: 'Asha', email: 'a@example.com' }, tournament: null },
    ],
  ])('sends nothing when %s is gone', async (_what, rows) => {
    const { handler, send, payPrizeShare } = setup(rows);
    await expect(handler.handle(job)).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    // The share needs the tournament's title; a deleted player's referral went with the account.
    expect(payPrizeShare).toHaveBeenCalledTimes(rows.tournament ? 1 : 0);
  });
});
