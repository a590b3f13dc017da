import { randomUUID } from 'node:crypto';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AuthCodesService } from '../../backend/src/modules/auth/auth-codes.service';
import { post } from '../utils/http';
import { PASSWORD, signupInput } from './user.factory';

/** A sign-up through the API with an invite code, not verified yet. */
export async function invitedSignup(
  app: NestFastifyApplication,
  invite: string | undefined,
  overrides: Record<string, unknown> = {},
) {
  const input = signupInput({ ...(invite === undefined ? {} : { invite }), ...overrides });
  const signup = await post(app, 'signup', input);
  if (signup.body.status !== 'S') throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const [{ id }] = await app
    .get(DataSource)
    .query(`SELECT id FROM users WHERE email = $1`, [input.email]);
  return { ...input, userId: id as string };
}

/**
 * Verifies the email the way the mailed link does (POST verify_email with a fresh one-time code),
 * without waiting for the mail: the mail round trip has its own tests.
 */
export async function verifyEmail(app: NestFastifyApplication, userId: string): Promise<void> {
  const code = await app
    .get(DataSource)
    .transaction((m) =>
      app.get(AuthCodesService).issue(m, userId, 'verify_email', `test-verify:${randomUUID()}`),
    );
  const res = await post(app, 'verify_email', { oobCode: code });
  if (res.body.status !== 'S') throw new Error(`verify failed: ${JSON.stringify(res.body)}`);
}

/** An invited player who verified and logged in. */
export async function invitedPlayer(
  app: NestFastifyApplication,
  invite: string | undefined,
  overrides: Record<string, unknown> = {},
) {
  const player = await invitedSignup(app, invite, overrides);
  await verifyEmail(app, player.userId);
  const login = await post(app, 'login', { email: player.email, password: PASSWORD });
  return { ...player, token: login.body.token as string };
}

/** The player's referral code, as the dashboard's invite_code shows it. */
export async function referralCode(app: NestFastifyApplication, userId: string): Promise<string> {
  const [{ referral_code }] = await app
    .get(DataSource)
    .query(`SELECT referral_code FROM users WHERE id = $1`, [userId]);
  return referral_code;
}

/** Ledger credits of a player from the referral account, oldest first: [reason, amount]. */
export async function referralCredits(
  dataSource: DataSource,
  userId: string,
): Promise<[string, number][]> {
  const rows: { reason: string; amount: string }[] = await dataSource.query(
    `SELECT t.reason, e.amount FROM wallet_entries e JOIN wallet_transfers t ON t.id = e.transfer_id
      WHERE e.user_id = $1 AND t.debit_account = 'rewards:referral' ORDER BY e.id`,
    [userId],
  );
  return rows.map((r) => [r.reason, Number(r.amount)]);
}
