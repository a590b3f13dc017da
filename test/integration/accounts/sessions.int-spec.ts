import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SignJWT } from 'jose';
import { DataSource } from 'typeorm';
import { TokensService } from '../../../backend/src/modules/auth/tokens.service';
import { PASSWORD, createPlayer } from '../../factories/user.factory';
import { post } from '../../utils/http';
import { pastReuseWindow } from '../../utils/refresh-tokens';
import { startApi } from '../../utils/stack';

describe('accounts: sessions, tokens and who may act', () => {
  let app: NestFastifyApplication;
  const secret = new TextEncoder().encode(
    process.env.JWT_SECRET ?? 'dev-only-jwt-secret-change-me-0123456789',
  );

  beforeAll(async () => {
    app = await startApi();
  });
  afterAll(() => app.close());

  const sign = (
    claims: Record<string, unknown>,
    opts: { exp?: number; aud?: string; iss?: string } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(opts.iss ?? 'gamehub')
      .setAudience(opts.aud ?? 'gamehub-web')
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(secret);

  /** Exactly these claims (none added), signed as we sign access tokens. */
  const signRaw = (claims: Record<string, unknown>) =>
    new SignJWT({ iss: 'gamehub', aud: 'gamehub-web', ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);

  it('rotates refresh tokens, and one replayed after the reuse window ends the session', async () => {
    const player = await createPlayer(app);
    const first = await post(app, 'refresh_token', { refresh_token: player.refreshToken });
    expect(first.body).toMatchObject({ status: 'S', expires_in: 900 });
    expect(first.body.refresh_token).not.toBe(player.refreshToken);
    expect((await post(app, 'get_user_data', {}, first.body.token)).body.status).toBe('S');

    // The old refresh token again, long after: somebody copied it. The whole session ends.
    await pastReuseWindow(app.get(DataSource), player.refreshToken);
    const replay = await post(app, 'refresh_token', { refresh_token: player.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.body.status).toBe('UA');
    expect((await post(app, 'get_user_data', {}, first.body.token)).statusCode).toBe(401);
    expect(
      (await post(app, 'refresh_token', { refresh_token: first.body.refresh_token })).statusCode,
    ).toBe(401);
  });

  it('keeps other sessions when one logs out', async () => {
    const player = await createPlayer(app);
    const second = await post(app, 'login', { email: player.email, password: PASSWORD });
    await post(app, 'logout', {}, player.token);
    expect((await post(app, 'get_user_data', {}, player.token)).statusCode).toBe(401);
    expect((await post(app, 'get_user_data', {}, second.body.token)).body.status).toBe('S');
  });

  it('answers UA for a missing, tampered, expired, foreign or forged token', async () => {
    const player = await createPlayer(app);
    const [header, payload, signature] = player.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${signature}`;
    const expired = await sign(claims, { exp: Math.floor(Date.now() / 1000) - 10 });
    const foreignAudience = await sign(claims, { aud: 'someone-else' });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('gamehub')
      .setAudience('gamehub-web')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-0123'));

    for (const token of [
      undefined,
      'garbage',
      tampered,
      expired,
      foreignAudience,
      unsigned,
      otherKey,
    ]) {
      const res = await post(app, 'get_user_data', {}, token);
      expect(res.statusCode).toBe(401);
      expect(res.body.status).toBe('UA');
    }
    const late = await post(app, 'get_user_data', {}, expired);
    expect(late.body.message).toBe('Your session has expired. Please log in again.');
    // A well-formed token of a live session still works.
    expect((await post(app, 'get_user_data', {}, await sign(claims))).body.status).toBe('S');
  });

  it.each(['exp', 'iat', 'sub', 'sid'])(
    'refuses a token signed with our key but without %s as not signed in, on calls and sockets',
    async (missing) => {
      const player = await createPlayer(app);
      const { sub, sid } = JSON.parse(
        Buffer.from(player.token.split('.')[1], 'base64url').toString(),
      ) as { sub: string; sid: string };
      const now = Math.floor(Date.now() / 1000);
      const claims: Record<string, unknown> = { sub, sid, iat: now, exp: now + 600 };
      const complete = await signRaw(claims);
      delete claims[missing];
      const lacking = await signRaw(claims);

      const res = await post(app, 'get_user_data', {}, lacking);
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual({
        status: 'UA',
        message: 'Please log in to continue.',
        code: 'SESSION_INVALID',
      });
      // The socket handshake's check answers alike.
      await expect(app.get(TokensService).verifyAccessToken(lacking)).rejects.toMatchObject({
        message: 'Please log in to continue.',
      });
      // The same claims with all four present: the session is live and the token works.
      const ok = await post(app, 'get_user_data', {}, complete);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toMatchObject({ status: 'S', data: { user_id: player.userId } });
    },
  );

  it('refuses to act on another player’s user_id with 403', async () => {
    const alice = await createPlayer(app);
    const bob = await createPlayer(app);
    const res = await post(
      app,
      'update_profile',
      { user_id: bob.userId, profile_pic: 3 },
      alice.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ status: 'E', code: 'NOT_YOUR_ACCOUNT' });
    const bobNow = await post(app, 'get_user_data', {}, bob.token);
    expect(bobNow.body.data.profile_pic).toBe(0);
  });
});
