import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { loadConfigOrExit } from '../../../backend/src/config/env';
import { hashSecret } from '../../../backend/src/modules/auth/secrets';
import { createPlayer } from '../../factories/user.factory';
import { Answer, post } from '../../utils/http';
import { pastReuseWindow } from '../../utils/refresh-tokens';
import { startApi } from '../../utils/stack';
import { ProxiedDependencies, proxyDependencies } from '../../utils/tcp-proxy';

/** Starting the API through a proxy on a busy machine can pass Jest's 30 s. */
const STARTUP_TIMEOUT_MS = 120_000;

type Player = Awaited<ReturnType<typeof createPlayer>>;

/** The session id an access token carries. */
const sessionOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;

// The API reaches PostgreSQL through a TCP proxy this test can stall (test/utils/tcp-proxy.ts);
// the checks read the database directly.
describe('accounts: a refresh token presented again within the reuse window keeps the session', () => {
  let proxies: ProxiedDependencies;
  let app: NestFastifyApplication;
  let db: DataSource;

  beforeAll(async () => {
    db = await new DataSource({
      type: 'postgres',
      url: loadConfigOrExit().databaseUrl,
    }).initialize();
    proxies = await proxyDependencies();
    app = await startApi();
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    proxies?.pg.set('pass');
    await app?.close();
    await db?.destroy();
    await proxies?.stop();
  }, STARTUP_TIMEOUT_MS);

  const refresh = (refreshToken: string) =>
    post(app, 'refresh_token', { refresh_token: refreshToken });

  async function revoked(token: string): Promise<boolean> {
    const [row] = await db.query(`SELECT revoked_at FROM sessions WHERE id = $1`, [
      sessionOf(token),
    ]);
    return row.revoked_at !== null;
  }

  /** The session is live: its access token works and its refresh token rotates. */
  async function alive(player: Player, answer: Answer): Promise<void> {
    expect(answer.statusCode).toBe(200);
    expect(sessionOf(answer.body.token)).toBe(sessionOf(player.token));
    expect(await revoked(answer.body.token)).toBe(false);
    expect((await post(app, 'get_user_data', {}, answer.body.token)).body.status).toBe('S');
  }

  it('a refresh answered only after a PostgreSQL stall, then the old token’s retry, keeps the session', async () => {
    const player = await createPlayer(app);
    // PostgreSQL stalls: the refresh gets no answer while it lasts, and commits when it ends.
    proxies.pg.set('slow', { delayMs: 1500 });
    const sentAt = Date.now();
    const lost = refresh(player.refreshToken);
    await sleep(2000);
    proxies.pg.set('pass');
    const late = await lost;
    expect(Date.now() - sentAt).toBeGreaterThan(2000);
    expect(late.statusCode).toBe(200);

    // The client gave up on that answer and tries again with the token it still holds.
    const retry = await refresh(player.refreshToken);
    await alive(player, retry);
    expect(retry.body.refresh_token).toBe(late.body.refresh_token);
    // The chain goes on from there, once.
    const next = await refresh(retry.body.refresh_token);
    await alive(player, next);
    expect(next.body.refresh_token).not.toBe(retry.body.refresh_token);
  });

  it('two refreshes at once with one token both succeed, in the same session, with one chain', async () => {
    const player = await createPlayer(app);
    // The token's row held for a moment, so both calls are under way together and queue on it.
    const holder = db.createQueryRunner();
    await holder.startTransaction();
    await holder.query(`SELECT 1 FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`, [
      hashSecret(player.refreshToken),
    ]);
    const both = Promise.all([refresh(player.refreshToken), refresh(player.refreshToken)]);
    await sleep(300);
    await holder.commitTransaction();
    await holder.release();
    const [one, two] = await both;
    await alive(player, one);
    await alive(player, two);
    expect(two.body.refresh_token).toBe(one.body.refresh_token);
    const unused = await db.query(
      `SELECT token_hash FROM refresh_tokens WHERE session_id = $1 AND used_at IS NULL`,
      [sessionOf(player.token)],
    );
    expect(unused).toEqual([{ token_hash: hashSecret(one.body.refresh_token) }]);
    // The successor kept for the window is sealed, not stored in clear.
    const [rotated] = await db.query(`SELECT successor FROM refresh_tokens WHERE token_hash = $1`, [
      hashSecret(player.refreshToken),
    ]);
    expect(rotated.successor).toBeInstanceOf(Buffer);
    expect(rotated.successor.includes(Buffer.from(one.body.refresh_token))).toBe(false);
  });

  it('an earlier token within the window answers the session’s newest refresh token', async () => {
    const player = await createPlayer(app);
    const first = await refresh(player.refreshToken);
    const second = await refresh(first.body.refresh_token);
    await alive(player, second);
    // A tab that slept through both rotations presents the first token.
    const sleeper = await refresh(player.refreshToken);
    await alive(player, sleeper);
    expect(sleeper.body.refresh_token).toBe(second.body.refresh_token);
  });

  it('a token presented again after the window is a replay: the session ends', async () => {
    const player = await createPlayer(app);
    const first = await refresh(player.refreshToken);
    await alive(player, await refresh(player.refreshToken));

    await pastReuseWindow(db, player.refreshToken);
    const replay = await refresh(player.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toMatchObject({ status: 'UA', code: 'SESSION_INVALID' });
    expect(await revoked(player.token)).toBe(true);
    expect((await post(app, 'get_user_data', {}, first.body.token)).statusCode).toBe(401);
    expect((await refresh(first.body.refresh_token)).statusCode).toBe(401);
  });
});
