import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';
import { ReferralStage } from './referral-rules';

/** A referral a referrer's referees are owed bonuses for: reached `stage`, paid to `paid_stage`. */
export interface OwedRow {
  referee_id: string;
  stage: number;
  paid_stage: number;
}

/** A referral as its referrer's dashboard lists it. */
export interface ReferralRow {
  referee_id: string;
  created_at: Date;
  signup_at: Date | null;
  stage: ReferralStage;
  paid_stage: number;
}

/** A referrer's referrals counted in a month. */
export interface Standing {
  referrer_id: string;
  count: number;
}

/**
 * The referrals table: who referred whom, the stage each referral reached and the stage its
 * bonuses are paid to.
 */
@Injectable()
export class ReferralsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records the referral; the key is the referee, so a second attribution records nothing. */
  async insert(
    manager: EntityManager,
    refereeId: string,
    referrerId: string,
    createdAt: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO referrals (referee_id, referrer_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (referee_id) DO NOTHING`,
      [refereeId, referrerId, createdAt],
    );
  }

  /** Stamps the referee's Signup; true only for the call that stamped it. */
  async stampSignup(manager: EntityManager, refereeId: string): Promise<boolean> {
    const reached = queryRows<{ referee_id: string }>(
      await manager.query(
        `UPDATE referrals SET signup_at = now(), stage = 1
          WHERE referee_id = $1 AND signup_at IS NULL RETURNING referee_id`,
        [refereeId],
      ),
    );
    return reached.length > 0;
  }

  /** The referee's referrer; null when they were not referred. */
  async referrerOf(manager: EntityManager, refereeId: string): Promise<string | null> {
    const [referral] = queryRows<{ referrer_id: string }>(
      await manager.query(`SELECT referrer_id FROM referrals WHERE referee_id = $1`, [refereeId]),
    );
    return referral?.referrer_id ?? null;
  }

  /** The referee's referrer once the referral counts (Signup reached); null otherwise. */
  async countedReferrerOf(manager: EntityManager, refereeId: string): Promise<string | null> {
    const [referral] = queryRows<{ referrer_id: string }>(
      await manager.query(
        `SELECT referrer_id FROM referrals WHERE referee_id = $1 AND signup_at IS NOT NULL`,
        [refereeId],
      ),
    );
    return referral?.referrer_id ?? null;
  }

  /** When the referee reached Signup and the stage recorded; call for a referred player. */
  async stageOf(
    manager: EntityManager,
    refereeId: string,
  ): Promise<{ signup_at: Date | null; stage: number }> {
    const [row] = queryRows<{ signup_at: Date | null; stage: number }>(
      await manager.query(`SELECT signup_at, stage FROM referrals WHERE referee_id = $1`, [
        refereeId,
      ]),
    );
    return row;
  }

  async raiseStage(manager: EntityManager, refereeId: string, stage: number): Promise<void> {
    await manager.query(`UPDATE referrals SET stage = $2 WHERE referee_id = $1`, [
      refereeId,
      stage,
    ]);
  }

  /** Serializes everything that pays one referrer's referrals (the daily cap counts under it). */
  async lockReferrer(manager: EntityManager, referrerId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `referrals:${referrerId}`,
    ]);
  }

  /** The referrer's referrals with bonuses owed, oldest Signup first. */
  async owed(manager: EntityManager, referrerId: string): Promise<OwedRow[]> {
    return queryRows<OwedRow>(
      await manager.query(
        `SELECT referee_id, stage, paid_stage FROM referrals
          WHERE referrer_id = $1 AND paid_stage < stage ORDER BY signup_at, referee_id`,
        [referrerId],
      ),
    );
  }

  /** How many of the referrer's Signup bonuses were paid on this IST day. */
  async signupsPaidOn(manager: EntityManager, referrerId: string, day: string): Promise<number> {
    const [{ n }] = queryRows<{ n: number }>(
      await manager.query(
        `SELECT count(*)::int AS n FROM referrals WHERE referrer_id = $1 AND signup_paid_on = $2`,
        [referrerId, day],
      ),
    );
    return n;
  }

  /** Records the stages paid; a first payment (the Signup bonus) also records its day. */
  async markPaid(
    manager: EntityManager,
    paid: { refereeId: string; stage: number }[],
    day: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE referrals r SET paid_stage = x.stage,
              signup_paid_on = CASE WHEN r.paid_stage = 0 THEN $3::date ELSE r.signup_paid_on END
         FROM unnest($1::uuid[], $2::smallint[]) AS x(referee_id, stage)
        WHERE r.referee_id = x.referee_id`,
      [paid.map((r) => r.refereeId), paid.map((r) => r.stage), day],
    );
  }

  /** Every referrer whose referrals are owed bonuses. */
  async referrersOwed(): Promise<string[]> {
    const referrers = queryRows<{ referrer_id: string }>(
      await this.dataSource.query(
        `SELECT DISTINCT referrer_id FROM referrals WHERE paid_stage < stage`,
      ),
    );
    return referrers.map((r) => r.referrer_id);
  }

  /**
   * The referrers ranked 1 to `places` by referrals that reached Signup in [start, end) (all of
   * a tie at the last place), best first, ties by id.
   */
  async podium(
    manager: EntityManager,
    start: Date,
    end: Date,
    places: number,
  ): Promise<Standing[]> {
    return queryRows<Standing>(
      await manager.query(
        `WITH counts AS (
           SELECT referrer_id, count(*)::int AS count FROM referrals
            WHERE signup_at >= $1 AND signup_at < $2 GROUP BY referrer_id),
         ranked AS (SELECT *, rank() OVER (ORDER BY count DESC) AS rank FROM counts)
         SELECT referrer_id, count FROM ranked WHERE rank <= $3
          ORDER BY count DESC, referrer_id`,
        [start, end, places],
      ),
    );
  }

  /** The referrer's referrals, newest first. */
  ofReferrer(referrerId: string): Promise<ReferralRow[]> {
    return this.dataSource.query(
      `SELECT referee_id, created_at, signup_at, stage, paid_stage FROM referrals
          WHERE referrer_id = $1 ORDER BY created_at DESC, referee_id`,
      [referrerId],
    ) as Promise<ReferralRow[]>;
  }

  /** The referrer's milestones claimed and Signup bonuses paid on this IST day. */
  async dashboardCounts(
    referrerId: string,
    day: string,
  ): Promise<{ claimed: number; paid_today: number }> {
    const [counts] = (await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM referral_milestones WHERE user_id = $1) AS claimed,
                (SELECT count(*)::int FROM referrals
                  WHERE referrer_id = $1 AND signup_paid_on = $2) AS paid_today`,
      [referrerId, day],
    )) as { claimed: number; paid_today: number }[];
    return counts;
  }
}
