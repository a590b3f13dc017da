import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { post } from '../utils/http';

export const PASSWORD = 'Sup3r$ecret';

export function signupInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Rao',
    email: `player-${randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
    country: 'India',
    gender: 'women',
    ...overrides,
  };
}

/**
 * A verified player who has logged in: signs up through the API, marks the email verified in
 * the database (the mail round-trip has its own tests), then logs in.
 */
export async function createPlayer(
  app: NestFastifyApplication,
  overrides: Record<string, unknown> = {},
) {
  const input = signupInput(overrides);
  const signup = await post(app, 'signup', input);
  if (signup.body.status !== 'S') throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  await app
    .get(DataSource)
    .query(`UPDATE users SET email_verified_at = now() WHERE email = $1`, [input.email]);
  const login = await post(app, 'login', { email: input.email, password: input.password });
  return {
    ...input,
    token: login.body.token as string,
    refreshToken: login.body.refresh_token as string,
    userId: login.body.user.user_id as string,
  };
}

/** A player's coin balance as the users table holds it. */
export async function coinBalance(dataSource: DataSource, userId: string): Promise<number> {
  const [row]: { coin_balance: string }[] = await dataSource.query(
    `SELECT coin_balance FROM users WHERE id = $1`,
    [userId],
  );
  return Number(row.coin_balance);
}
