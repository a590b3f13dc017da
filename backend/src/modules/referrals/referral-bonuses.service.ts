import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { istDay } from '../../common/ist-day';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { OutboxMessage, OutboxService } from '../../events/outbox.service';
import { idempotencyKey } from '../../events/queues';
import { PlayerActivityService } from '../activity';
import { UsersService } from '../users';
import { CreditLine, SYSTEM_ACCOUNTS, userAccount, WalletService } from '../wallet';
import {
  bonusesBetween,
  MILESTONE_EVERY,
  milestonesReached,
  prizeShare,
  stageOf,
} from './referral-rules';
import { ReferralMilestonesRepository } from './referral-milestones.repository';
import { ReferralsRepository } from './referrals.repository';

export interface PaidPrize {
  tournamentId: number;
  tournamentTitle: string;
  refereeId: string;
  amount: number;
}

/**
 * Pays referral bonuses, in the worker, from committed events. Every payment of a referrer's
 * referrals happens under one lock per referrer, with the stage it pays recorded in the same
 * transaction, and each transfer's key names the stage, the pair and the side, so duplicated
 * events, retries and a worker killed half-way never pay twice.
 */
@Injectable()
export class ReferralBonusesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly referrals: ReferralsRepository,
    private readonly milestones: ReferralMilestonesRepository,
    private readonly wallet: WalletService,
    private readonly users: UsersService,
    private readonly activity: PlayerActivityService,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A referee reached a stage (Signup, a first play or win): brings the referral's stage up to
   * the facts and pays what its referrer's referrals are owed today.
   */
  async advance(manager: EntityManager, refereeId: string, now = new Date()): Promise<void> {
    const referrerId = await this.referrals.referrerOf(manager, refereeId);
    if (!referrerId) return; // not referred: nobody to pay
    // The referrer's lock first, then rows: the same order as every other payer, so no deadlock.
    await this.referrals.lockReferrer(manager, referrerId);
    const row = await this.referrals.stageOf(manager, refereeId);
    const reached = stageOf({
      signupAt: row.signup_at,
      ...(await this.activity.firsts(manager, refereeId)),
    });
    if (reached > row.stage) await this.referrals.raiseStage(manager, refereeId, reached);
    await this.payOwed(manager, referrerId, now);
    await this.raiseClaimableMilestones(manager, referrerId);
  }

  /**
   * Raises `referral.milestone_reached` for each milestone the referrer has reached and not
   * claimed, once each (the event's key names the milestone). Counted under the referrer's lock,
   * after the Signup that counts, so two friends verifying at once never both miss the fifth.
   */
  private async raiseClaimableMilestones(
    manager: EntityManager,
    referrerId: string,
  ): Promise<void> {
    const { counted, claimed } = await this.milestones.counts(manager, referrerId);
    const events: OutboxMessage<'referral.milestone_reached'>[] = [];
    for (let milestone = claimed + 1; milestone <= milestonesReached(counted); milestone++) {
      events.push({
        name: 'referral.milestone_reached',
        payload: { referrerId, milestone, referrals: milestone * MILESTONE_EVERY },
        idempotencyKey: idempotencyKey('referral.milestone_reached', referrerId, milestone),
      });
    }
    await this.outbox.addMany(manager, events);
  }

  /**
   * Pays every bonus the referrer's referrals are owed, oldest Signup first. Signup bonuses stop
   * at REFERRAL_DAILY_CAP referees per IST day; those referrals wait (their later stages too)
   * until a later day's event or sweep. Call with the referrer locked.
   */
  private async payOwed(manager: EntityManager, referrerId: string, now: Date): Promise<void> {
    const owed = await this.referrals.owed(manager, referrerId);
    if (!owed.length) return;
    const today = istDay(now);
    const paidToday = await this.referrals.signupsPaidOn(manager, referrerId, today);
    let signupsLeft = this.config.referralDailyCap - paidToday;
    const payable = owed.filter((r) => r.paid_stage > 0 || signupsLeft-- > 0);
    if (!payable.length) return;

    const names = await this.users.namesOf(payable.map((r) => r.referee_id));
    const lines: CreditLine[] = payable.flatMap((r) =>
      bonusesBetween(r.paid_stage, r.stage).flatMap((bonus) => {
        const name = names.get(r.referee_id) ?? 'A friend';
        const pair = `${referrerId}:${r.referee_id}`;
        const reference = `referral:${r.referee_id}`;
        return [
          {
            userId: referrerId,
            amount: bonus.referrer,
            reason: bonus.referrerReason(name),
            source: bonus.referrerReason(name),
            reference,
            idempotencyKey: `referral-${bonus.key}:${pair}:referrer`,
          },
          {
            userId: r.referee_id,
            amount: bonus.referee,
            reason: bonus.refereeReason,
            source: bonus.refereeReason,
            reference,
            idempotencyKey: `referral-${bonus.key}:${pair}:referee`,
          },
        ];
      }),
    );
    await this.wallet.creditMany(manager, SYSTEM_ACCOUNTS.referralRewards, lines);
    // The referrer's side of each bonus, told to them (the referee's is part of their welcome).
    await this.outbox.addMany(
      manager,
      payable.flatMap((r) =>
        bonusesBetween(r.paid_stage, r.stage).map((bonus) => ({
          name: 'referral.bonus_paid' as const,
          payload: {
            referrerId,
            refereeId: r.referee_id,
            stage: bonus.stage,
            amount: bonus.referrer,
          },
          idempotencyKey: idempotencyKey(
            'referral.bonus_paid',
            referrerId,
            r.referee_id,
            bonus.stage,
          ),
        })),
      ),
    );
    // The stages just paid, as read above (a stage reached since is paid by its own event).
    await this.referrals.markPaid(
      manager,
      payable.map((r) => ({ refereeId: r.referee_id, stage: r.stage })),
      today,
    );
  }

  /**
   * Pays every referrer whose referrals are owed bonuses (the ones the cap deferred, or any an
   * event has not reached yet), each in its own transaction. Returns how many referrers it visited.
   */
  async payDeferred(now = new Date()): Promise<number> {
    const referrers = await this.referrals.referrersOwed();
    for (const referrerId of referrers) {
      await this.dataSource.transaction(async (manager) => {
        await this.referrals.lockReferrer(manager, referrerId);
        await this.payOwed(manager, referrerId, now);
      });
    }
    return referrers.length;
  }

  /**
   * The referrer's 10% of a prize their referee was paid (prizes only: bonuses never pay a
   * share, so nothing cascades). One key per tournament and pair: a replayed prize pays nothing.
   */
  async payPrizeShare(manager: EntityManager, prize: PaidPrize): Promise<void> {
    const share = prizeShare(prize.amount);
    if (share <= 0) return;
    const referrerId = await this.referrals.countedReferrerOf(manager, prize.refereeId);
    if (!referrerId) return;
    const names = await this.users.namesOf([prize.refereeId]);
    const reason = `10% of ${names.get(prize.refereeId) ?? 'a friend'}'s prize in ${prize.tournamentTitle}`;
    await this.wallet.transfer(manager, {
      from: SYSTEM_ACCOUNTS.referralRewards,
      to: userAccount(referrerId),
      amount: share,
      reason,
      source: reason,
      reference: `tournament:${prize.tournamentId}`,
      idempotencyKey: `referral-share:${prize.tournamentId}:${referrerId}:${prize.refereeId}`,
    });
  }
}
