import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OutboxService } from '../../events/outbox.service';
import { idempotencyKey } from '../../events/queues';
import { UsersService } from '../users';
import { mayRefer } from './referral-rules';
import { ReferralsRepository } from './referrals.repository';

/**
 * Attribution and Signup, called by the accounts code inside its own transactions: a referral is
 * recorded with the account that names it, and `referral.signed_up` commits with the
 * verification that reaches it. Coins are paid later, by the worker.
 */
@Injectable()
export class ReferralsService {
  constructor(
    private readonly referrals: ReferralsRepository,
    private readonly users: UsersService,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Records the new account's referrer from the invite code it signed up with. Unknown codes,
   * the account's own, one of the same mailbox and one of a later account record nothing, and
   * never fail the sign-up. An account already verified (Google, Apple) reaches Signup now.
   */
  async attribute(manager: EntityManager, refereeId: string): Promise<void> {
    const referee = await this.users.getIn(manager, refereeId);
    if (!referee.invitedByCode) return;
    const referrer = await this.users.byReferralCode(manager, referee.invitedByCode);
    if (!referrer || !mayRefer(referrer, referee)) return;
    // The key is the referee: a second attribution, whatever its code, records nothing.
    await this.referrals.insert(manager, referee.id, referrer.id, referee.createdAt);
    if (referee.emailVerifiedAt) await this.reachSignup(manager, referee.id);
  }

  /**
   * The referee proved their email: the referral counts from now. Safe to call on every
   * verification path and more than once: only the first stamps it and raises the event.
   */
  async reachSignup(manager: EntityManager, refereeId: string): Promise<void> {
    if (!(await this.referrals.stampSignup(manager, refereeId))) return;
    await this.outbox.add(manager, {
      name: 'referral.signed_up',
      payload: { refereeId },
      idempotencyKey: idempotencyKey('referral.signed_up', refereeId),
    });
  }
}
