import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { istDay } from '../../common/ist-day';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { queryRows } from '../../common/query-rows';
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

interface OwedRow {
  referee_id: string;
  stage: number;
  paid_stage: number;
}

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
    const [referral] = queryRows<{ referrer_id: string }>(
      await manager.query(`SELECT referrer_id FROM referrals WHERE referee_id = $1`, [refereeId]),
    );
    if (!referral) return; // not referred: nobody to pay
    // The referrer's lock first, then rows: the same order as every other payer, so no deadlock.
    await this.lockReferrer(manager, referral.referrer_id);
    const [row] = queryRows<{ signup_at: Date | null; stage: number }>(
      await manager.query(`SELECT signup_at, stage FROM referrals WHERE referee_id = $1`, [
        refereeId,
      ]),
    );
    const reached = stageOf({
      signupAt: row.signup_at,
      ...(await this.activity.firsts(manager, refereeId)),
    });
    if (reached > row.stage) {
      await manager.query(`UPDATE referrals SET stage = $2 WHERE referee_id = $1`, [
        refereeId,
        reached,
      ]);
    }
    await this.payOwed(manager, referral.referrer_id, now);
    await this.raiseClaimableMilestones(manager, referral.referrer_id);
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
    const [{ counted, claimed }] = queryRows<{ counted: number; claimed: number }>(
      await manager.query(
        `SELECT (SELECT count(*)::int FROM referrals
                  WHERE referrer_id = $1 AND signup_at IS NOT NULL) AS counted,
                (SELECT count(*)::int FROM referral_milestones WHERE user_id = $1) AS claimed`,
        [referrerId],
      ),
    );
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
    const owed = queryRows<OwedRow>(
      await manager.query(
        `SELECT referee_id, stage, paid_stage FROM referrals
          WHERE referrer_id = $1 AND paid_stage < stage ORDER BY signup_at, referee_id`,
        [referrerId],
      ),
    );
    if (!owed.length) return;
    const today = istDay(now);
    const [{ n: paidToday }] = queryRows<{ n: number }>(
      await manager.query(
        `SELECT count(*)::int AS n FROM referrals WHERE referrer_id = $1 AND signup_paid_on = $2`,
        [referrerId, today],
      ),
    );
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
    await manager.query(
      `UPDATE referrals r SET paid_stage = x.stage,
              signup_paid_on = CASE WHEN r.paid_stage = 0 THEN $3::date ELSE r.signup_paid_on END
         FROM unnest($1::uuid[], $2::smallint[]) AS x(referee_id, stage)
        WHERE r.referee_id = x.referee_id`,
      [payable.map((r) => r.referee_id), payable.map((r) => r.stage), today],
    );
  }

  /**
   * Pays every referrer whose referrals are owed bonuses (the ones the cap deferred, or any an
   * event has not reached yet), each in its own transaction. Returns how many referrers it visited.
   */
  async payDeferred(now = new Date()): Promise<number> {
    const referrers = queryRows<{ referrer_id: string }>(
      await this.dataSource.query(
        `SELECT DISTINCT referrer_id FROM referrals WHERE paid_stage < stage`,
      ),
    );
    for (const { referrer_id } of referrers) {
      await this.dataSource.transaction(async (manager) => {
        await this.lockReferrer(manager, referrer_id);
        await this.payOwed(manager, referrer_id, now);
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
    const [referral] = queryRows<{ referrer_id: string }>(
      await manager.query(
        `SELECT referrer_id FROM referrals WHERE referee_id = $1 AND signup_at IS NOT NULL`,
        [prize.refereeId],
      ),
    );
    if (!referral) return;
    const names = await this.users.namesOf([prize.refereeId]);
    const reason = `10% of ${names.get(prize.refereeId) ?? 'a friend'}'s prize in ${prize.tournamentTitle}`;
    await this.wallet.transfer(manager, {
      from: SYSTEM_ACCOUNTS.referralRewards,
      to: userAccount(referral.referrer_id),
      amount: share,
      reason,
      source: reason,
      reference: `tournament:${prize.tournamentId}`,
      idempotencyKey: `referral-share:${prize.tournamentId}:${referral.referrer_id}:${prize.refereeId}`,
    });
  }

  /** Serializes everything that pays one referrer's referrals (the daily cap counts under it). */
  private async lockReferrer(manager: EntityManager, referrerId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `referrals:${referrerId}`,
    ]);
  }
}
