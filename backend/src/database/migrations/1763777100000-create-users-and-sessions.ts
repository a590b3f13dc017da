import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndSessions1763777100000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1763777100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(60) NOT NULL,
        email varchar(254) NOT NULL UNIQUE CHECK (email = lower(email)),
        password_hash text,
        email_verified_at timestamptz,
        country varchar(60),
        gender varchar(5) CHECK (gender IN ('men', 'women')),
        profile_pic smallint NOT NULL DEFAULT 0 CHECK (profile_pic BETWEEN 0 AND 30),
        coin_balance bigint NOT NULL DEFAULT 0 CHECK (coin_balance >= 0),
        streak_count int NOT NULL DEFAULT 0 CHECK (streak_count >= 0),
        league varchar(20) NOT NULL DEFAULT 'Bronze',
        referral_code varchar(12) NOT NULL UNIQUE,
        invited_by_code varchar(64),
        chess_handle varchar(50) UNIQUE,
        clash_clan_handle varchar(20) UNIQUE,
        clash_royal_handle varchar(20) UNIQUE,
        bgmi_handle char(10) UNIQUE CHECK (bgmi_handle ~ '^[0-9]{10}$'),
        google_sub varchar(255) UNIQUE,
        apple_sub varchar(255) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One-time codes mailed as links (email verification, password reset); only hashes are kept.
    await q.query(`
      CREATE TABLE auth_codes (
        code_hash char(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose varchar(20) NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX auth_codes_user_idx ON auth_codes (user_id, purpose)`);
    // A session is one sign-in; its refresh tokens rotate, and revoking it ends every token.
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL`);
    await q.query(`
      CREATE TABLE refresh_tokens (
        token_hash char(64) PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE refresh_tokens`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE auth_codes`);
    await q.query(`DROP TABLE users`);
  }
}
