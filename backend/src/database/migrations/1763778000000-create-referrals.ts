import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The referral programme: who invited whom and how far each referral got, milestone claims, the
 * operators' mystery-reward table (empty: the built-in table applies), and which months' referral leaderboards are paid.
 *
 * Accounts created before this migration kept their invite code in users.invited_by_code; they
 * are attributed here by the same rules as a new sign-up (a known code, another account and
 * mailbox, created earlier), so the worker's sweep pays what they are owed.
 */
export class CreateReferrals1763778000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE referrals (
        referee_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        referrer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        signup_at timestamptz,
        stage smallint NOT NULL DEFAULT 0 CHECK (stage BETWEEN 0 AND 3),
        paid_stage smallint NOT NULL DEFAULT 0 CHECK (paid_stage BETWEEN 0 AND stage),
        signup_paid_on date,
        CHECK (referee_id <> referrer_id),
        CHECK ((stage = 0) = (signup_at IS NULL))
      )`);
    await q.query(`CREATE INDEX referrals_referrer ON referrals (referrer_id, created_at DESC)`);
    // The monthly leaderboard counts referrals by the moment they reached Signup.
    await q.query(
      `CREATE INDEX referrals_signup ON referrals (signup_at, referrer_id) WHERE signup_at IS NOT NULL`,
    );
    // What the sweep looks for: bonuses owed (mostly ones the daily cap deferred).
    await q.query(
      `CREATE INDEX referrals_owed ON referrals (referrer_id, signup_at) WHERE paid_stage < stage`,
    );
    await q.query(`
      CREATE TABLE referral_milestones (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        milestone int NOT NULL CHECK (milestone > 0),
        reward int NOT NULL CHECK (reward >= 0),
        mystery_reward int NOT NULL CHECK (mystery_reward >= 0),
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, milestone)
      )`);
    await q.query(`
      CREATE TABLE referral_mystery_rewards (
        amount int PRIMARY KEY CHECK (amount > 0),
        weight int NOT NULL CHECK (weight > 0)
      )`);
    await q.query(`
      CREATE TABLE referral_leaderboard_payouts (
        month char(7) PRIMARY KEY CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
        paid_at timestamptz NOT NULL DEFAULT now(),
        winners int NOT NULL,
        total bigint NOT NULL
      )`);
    await q.query(`
      INSERT INTO referrals (referee_id, referrer_id, created_at, signup_at, stage)
      SELECT e.id, r.id, e.created_at, e.email_verified_at,
             CASE WHEN e.email_verified_at IS NULL THEN 0
                  WHEN f.first_win_at IS NOT NULL THEN 3
                  WHEN f.first_play_at IS NOT NULL THEN 2 ELSE 1 END
        FROM users e
        JOIN users r ON r.referral_code = upper(btrim(e.invited_by_code))
        LEFT JOIN player_firsts f ON f.user_id = e.id
       WHERE r.id <> e.id AND r.created_at < e.created_at AND lower(r.email) <> lower(e.email)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP TABLE referral_leaderboard_payouts, referral_mystery_rewards, referral_milestones, referrals`,
    );
  }
}
