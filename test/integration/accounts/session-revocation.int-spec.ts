import { randomUUID } from 'node:crypto';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { ActiveSessions } from '../../../backend/src/modules/auth/active-sessions';
import { AuthCodesService } from '../../../backend/src/modules/auth/auth-codes.service';
import { TokensService } from '../../../backend/src/modules/auth/tokens.service';
import { PASSWORD, createPlayer } from '../../factories/user.factory';
import { post } from '../../utils/http';
import { pastReuseWindow } from '../../utils/refresh-tokens';
import { eventually, startApi } from '../../utils/stack';

const CACHE_MS = 2000;

type Player = Awaited<ReturnType<typeof createPlayer>>;

/** The session id a token carries. */
function sessionOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
}

describe('accounts: sessions remembered per API instance, revoked on all of them', () => {
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    process.env.SESSION_CACHE_MS = String(CACHE_MS);
    a = await startApi();
    b = await startApi();
    dataSource = a.get(DataSource);
  });
  afterAll(async () => {
    delete process.env.SESSION_CACHE_MS;
    await b.close();
    await a.close();
  });

  const status = async (app: NestFastifyApplication, token: string) =>
    (await post(app, 'get_user_data', {}, token)).statusCode;

  /** Calls until the instance answers the token's session from memory. */
  async function remembered(app: NestFastifyApplication, player: Player, token = player.token) {
    await eventually(
      async () => {
        expect(await status(app, token)).toBe(200);
        return app.get(ActiveSessions).isRemembered(sessionOf(token), player.userId);
      },
      Boolean,
      3000,
    );
  }

  /** The instance refuses the token within a second (the revocation travels over Redis). */
  async function refusedSoon(app: NestFastifyApplication, token: string) {
    await eventually(
      () => status(app, token),
      (code) => code === 401,
      1000,
    );
    await expect(app.get(TokensService).verifyAccessToken(token)).rejects.toMatchObject({
      message: 'Your session has ended. Please log in again.',
    });
  }

  it('answers a token on both instances without asking PostgreSQL each time, for at most SESSION_CACHE_MS', async () => {
    const player = await createPlayer(a);
    await remembered(a, player);
    await remembered(b, player);
    // Revoked behind the API's back (no announcement): both go on trusting what they saw...
    await dataSource.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [
      sessionOf(player.token),
    ]);
    expect(await status(b, player.token)).toBe(200);
    // ...until their memory of it runs out.
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS));
    expect(await status(a, player.token)).toBe(401);
    expect(await status(b, player.token)).toBe(401);
  });

  it('a log out on one instance ends the session on the other at once, and the socket check agrees', async () => {
    const player = await createPlayer(a);
    const other = await post(b, 'login', { email: player.email, password: PASSWORD });
    await remembered(a, player);
    await remembered(b, player);
    await remembered(b, player, other.body.token);

    expect((await post(a, 'logout', {}, player.token)).statusCode).toBe(200);
    expect(await status(a, player.token)).toBe(401);
    await refusedSoon(b, player.token);
    // Only that session ended.
    expect(await status(b, other.body.token)).toBe(200);
    expect(await status(a, other.body.token)).toBe(200);
  });

  it('remembers nothing of a revoked session, even when a late read finds it live', async () => {
    const player = await createPlayer(a);
    await remembered(b, player);
    await post(a, 'logout', {}, player.token);
    await refusedSoon(b, player.token);

    // A read that began before the log out committed sees the session live: played here by
    // undoing the revocation in PostgreSQL. B answers from that read, but must not remember it...
    const sid = sessionOf(player.token);
    await dataSource.query(`UPDATE sessions SET revoked_at = NULL WHERE id = $1`, [sid]);
    expect(await status(b, player.token)).toBe(200);
    expect(b.get(ActiveSessions).isRemembered(sid, player.userId)).toBe(false);
    // ...so once the row says revoked again, B refuses on the very next call.
    await dataSource.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [sid]);
    expect(await status(b, player.token)).toBe(401);
  });

  it('a password reset ends every session of the player on both instances', async () => {
    const player = await createPlayer(a);
    const second = await post(b, 'login', { email: player.email, password: PASSWORD });
    const bystander = await createPlayer(a);
    for (const app of [a, b]) {
      await remembered(app, player);
      await remembered(app, player, second.body.token);
      await remembered(app, bystander);
    }

    const code = await b
      .get(AuthCodesService)
      .issue(dataSource.manager, player.userId, 'reset_password', `test-reset:${randomUUID()}`);
    const reset = await post(b, 'update_password', { oobCode: code, password: 'N3w$ecret!' });
    expect(reset.body.status).toBe('S');

    for (const app of [b, a]) {
      await refusedSoon(app, player.token);
      await refusedSoon(app, second.body.token);
      expect(await status(app, bystander.token)).toBe(200);
    }
    expect(
      (await post(a, 'login', { email: player.email, password: 'N3w$ecret!' })).body.status,
    ).toBe('S');
  });

  it('a refresh token replayed after the reuse window ends the session on both instances', async () => {
    const player = await createPlayer(a);
    const rotated = await post(a, 'refresh_token', { refresh_token: player.refreshToken });
    await remembered(a, player, rotated.body.token);
    await remembered(b, player, rotated.body.token);

    await pastReuseWindow(dataSource, player.refreshToken);
    const replay = await post(a, 'refresh_token', { refresh_token: player.refreshToken });
    expect(replay.statusCode).toBe(401);
    await refusedSoon(a, rotated.body.token);
    await refusedSoon(b, rotated.body.token);
  });
});
