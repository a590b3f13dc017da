import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ArcadeGameId, GameId } from '../../../backend/src/modules/games/game-id';
import { createPlayer } from '../../factories/user.factory';
import { post } from '../../utils/http';
import { API_KEY, resetDatabase, startApi } from '../../utils/stack';

const RACER = ArcadeGameId.MrRacer;

describe('game sessions (game_start, game_end, game_runs)', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  beforeEach(() => resetDatabase(dataSource));
  afterAll(() => app.close());

  const start = async (token: string, gameId: number = RACER) => {
    const res = await post(app, 'game_start', { game_id: gameId }, token);
    expect(res.statusCode).toBe(200);
    return res.body.secret_token as string;
  };
  const end = (token: string | undefined, body: object) => post(app, 'game_end', body, token);
  /** Moves a session's start back, as if the run had lasted `seconds` (server time decides). */
  const playedFor = (secret: string, seconds: number) =>
    dataSource.query(
      `UPDATE game_sessions SET started_at = started_at - make_interval(secs => $2)
       WHERE token_hash = $1`,
      [createHash('sha256').update(secret).digest(), seconds],
    );
  const runs = (): Promise<{ user_id: string; score: number; duration_ms: number }[]> =>
    dataSource.query(`SELECT user_id, score, duration_ms FROM game_runs ORDER BY id`);
  const firstPlays = (): Promise<{ payload: { userId: string; source: string } }[]> =>
    dataSource.query(`SELECT payload FROM outbox_events WHERE name = 'player.first_play'`);

  it('start hands out a 256-bit token stored only as its hash; end records the run once', async () => {
    const asha = await createPlayer(app, { name: 'Asha' });
    const secret = await start(asha.token);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [session] = await dataSource.query(
      `SELECT user_id, game_id, token_hash, expires_at - started_at AS ttl FROM game_sessions`,
    );
    expect(session).toMatchObject({ user_id: asha.userId, game_id: RACER, ttl: { hours: 2 } });
    expect(session.token_hash).toEqual(createHash('sha256').update(secret).digest());
    expect(JSON.stringify(session)).not.toContain(secret);

    await playedFor(secret, 30);
    const res = await end(asha.token, { game_id: RACER, score: 1234, secret_token: secret });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 'S',
      message: 'Score saved!',
      best_score: 1234,
      data: { score: 1234, duration_seconds: expect.any(Number) },
    });
    expect(res.body.data.duration_seconds).toBeGreaterThanOrEqual(30);
    expect(await runs()).toEqual([
      { user_id: asha.userId, score: 1234, duration_ms: expect.any(Number) },
    ]);

    const page = await post(app, 'game_runs', { game_id: RACER }, asha.token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatchObject({ status: 'S', best_score: 1234, data: [{ score: 1234 }] });
  });

  it('a replayed token is refused and records nothing more', async () => {
    const asha = await createPlayer(app);
    const secret = await start(asha.token);
    await playedFor(secret, 10);
    const body = { game_id: RACER, score: 100, secret_token: secret };
    expect((await end(asha.token, body)).statusCode).toBe(200);
    const replay = await end(asha.token, { ...body, score: 200 });
    expect(replay.statusCode).toBe(409);
    expect(replay.body).toMatchObject({ status: 'E', code: 'GAME_SESSION_ENDED' });
    expect(replay.body.message).toMatch(/already ended/);
    expect((await runs()).map((r) => r.score)).toEqual([100]);
  });

  it('another player’s token is refused and stays usable by its owner', async () => {
    const asha = await createPlayer(app);
    const ravi = await createPlayer(app);
    const secret = await start(asha.token);
    await playedFor(secret, 10);
    const stolen = await end(ravi.token, { game_id: RACER, score: 100, secret_token: secret });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.body).toMatchObject({
      code: 'GAME_SESSION_NOT_YOURS',
      message: 'This game was started by another player. Please start a new game.',
    });
    expect(await runs()).toEqual([]);
    const own = await end(asha.token, { game_id: RACER, score: 100, secret_token: secret });
    expect(own.statusCode).toBe(200);
  });

  it('a token sent for another game, or one never issued, is refused', async () => {
    const asha = await createPlayer(app);
    const secret = await start(asha.token);
    await playedFor(secret, 10);
    const wrongGame = await end(asha.token, {
      game_id: GameId.TicTacToe,
      score: 10,
      secret_token: secret,
    });
    expect(wrongGame.statusCode).toBe(400);
    expect(wrongGame.body).toMatchObject({ code: 'GAME_SESSION_WRONG_GAME' });
    expect(wrongGame.body.message).toMatch(/issued for MR RACER, not game 4/);

    const forged = await end(asha.token, {
      game_id: RACER,
      score: 10,
      secret_token: 'A'.repeat(43),
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.body.code).toBe('GAME_SESSION_NOT_FOUND');
    expect(await runs()).toEqual([]);
  });

  it('an expired token is refused', async () => {
    const asha = await createPlayer(app);
    const secret = await start(asha.token);
    await dataSource.query(
      `UPDATE game_sessions SET started_at = now() - interval '3 hours',
         expires_at = now() - interval '1 hour'`,
    );
    const res = await end(asha.token, { game_id: RACER, score: 10, secret_token: secret });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      code: 'GAME_SESSION_EXPIRED',
      message: 'This game started too long ago to record its score. Please start a new game.',
    });
    expect(await runs()).toEqual([]);
  });

  it('a new game clears the player’s expired, never-ended runs and keeps everything else', async () => {
    const asha = await createPlayer(app);
    const ravi = await createPlayer(app);
    const ended = await start(asha.token);
    await playedFor(ended, 10);
    expect(
      (await end(asha.token, { game_id: RACER, score: 5, secret_token: ended })).statusCode,
    ).toBe(200);
    await start(asha.token);
    await start(ravi.token);
    // Every session, ended or not, is now past its expiry.
    await dataSource.query(
      `UPDATE game_sessions SET started_at = now() - interval '3 hours',
         expires_at = now() - interval '1 hour'`,
    );
    await start(asha.token);
    const left: { user_id: string; ended: boolean; expired: boolean }[] = await dataSource.query(
      `SELECT user_id, ended_at IS NOT NULL AS ended, expires_at <= now() AS expired
       FROM game_sessions ORDER BY id`,
    );
    expect(left).toEqual([
      { user_id: asha.userId, ended: true, expired: true },
      { user_id: ravi.userId, ended: false, expired: true },
      { user_id: asha.userId, ended: false, expired: false },
    ]);
    expect(await runs()).toHaveLength(1);
  });

  it('a score the game cannot reach in the time played is refused; a plausible one then counts', async () => {
    const asha = await createPlayer(app);
    const secret = await start(asha.token);
    await playedFor(secret, 10);
    // MR RACER: at most 60 points a second.
    const res = await end(asha.token, { game_id: RACER, score: 700, secret_token: secret });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'E', code: 'SCORE_IMPLAUSIBLE' });
    expect(res.body.message).toMatch(
      /^A score of 700 is not possible in 10 s of play \(at most 60\d\)\.$/,
    );
    expect(await runs()).toEqual([]);
    expect(await firstPlays()).toEqual([]);
    const fair = await end(asha.token, { game_id: RACER, score: 590, secret_token: secret });
    expect(fair.statusCode).toBe(200);
  });

  it('of concurrent game_end calls with one token exactly one records the run', async () => {
    const asha = await createPlayer(app);
    const secret = await start(asha.token);
    await playedFor(secret, 60);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        end(asha.token, { game_id: RACER, score: 100 + i, secret_token: secret }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(11).fill(409)]);
    expect(await runs()).toHaveLength(1);
    expect(await firstPlays()).toHaveLength(1);
  });

  it('raises the player’s first play once, from the first recorded run', async () => {
    const asha = await createPlayer(app);
    for (const score of [50, 80]) {
      const secret = await start(asha.token);
      await playedFor(secret, 5);
      expect(
        (await end(asha.token, { game_id: RACER, score, secret_token: secret })).statusCode,
      ).toBe(200);
    }
    const [firstRun] = await dataSource.query(`SELECT id FROM game_runs ORDER BY id LIMIT 1`);
    expect(await firstPlays()).toEqual([
      { payload: { userId: asha.userId, source: `run:${firstRun.id}` } },
    ]);
    const page = await post(app, 'game_runs', { game_id: RACER }, asha.token);
    expect(page.body.best_score).toBe(80);
    expect(page.body.data.map((r: { score: number }) => r.score)).toEqual([80, 50]);
  });

  it('answers the spec’s messages to a missing token and a signed-out caller', async () => {
    const asha = await createPlayer(app);
    for (const secret_token of [undefined, '']) {
      const res = await end(asha.token, { game_id: RACER, score: 1, secret_token });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('Game secret token is missing. Please start a new game.');
    }
    for (const path of ['game_start', 'game_end', 'game_runs']) {
      const res = await post(app, path, { game_id: RACER, score: 1, secret_token: 'x' });
      expect(res.statusCode).toBe(401);
      expect(res.body).toMatchObject({ message: 'User is not logged in.', code: 'NOT_LOGGED_IN' });
    }
    expect(await dataSource.query(`SELECT 1 FROM game_sessions`)).toEqual([]);
  });

  it('starts runs only of arcade games, and checks the body', async () => {
    const asha = await createPlayer(app);
    const ttt = await post(app, 'game_start', { game_id: GameId.TicTacToe }, asha.token);
    expect(ttt.statusCode).toBe(400);
    expect(ttt.body.code).toBe('NOT_ARCADE_GAME');
    const bad = await post(
      app,
      'game_end',
      { game_id: RACER, score: -1, secret_token: 'x' },
      asha.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('score must be 0 or more');
    expect(await dataSource.query(`SELECT 1 FROM game_sessions`)).toEqual([]);
  });

  it('GET /api/games lists MR RACER beside the tournament games', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/games',
      headers: { 'api-key': API_KEY },
    });
    expect(res.json().arcade_games).toEqual([
      {
        game_id: 5,
        slug: 'mr_racer',
        name: 'MR RACER',
        genre: 'Racing',
        max_points_per_second: 60,
      },
    ]);
  });
});
