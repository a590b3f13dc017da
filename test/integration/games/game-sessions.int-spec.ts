import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { MAX_RUN_INPUTS } from '../../../backend/src/modules/games/dto/game-session.dto';
import { backdateSession } from '../../factories/racer.factory';
import { createPlayer } from '../../factories/user.factory';
import { post } from '../../utils/http';
import { replayRun } from '../../../frontend/src/games/mr-racer/race';
import { playRun, type PlayedRun } from '../../utils/racer-runs';
import { API_KEY, resetDatabase, startApi } from '../../utils/stack';

const RACER = GameId.MrRacer;

describe('game sessions (game_start, game_end, game_runs)', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  beforeEach(() => resetDatabase(dataSource));
  afterAll(() => app.close());

  /** A started run: its secret token and its seed. */
  const begin = async (token: string, gameId: number = RACER) => {
    const res = await post(app, 'game_start', { game_id: gameId }, token);
    expect(res.statusCode).toBe(200);
    return { secret: res.body.secret_token as string, seed: res.body.seed as number };
  };
  const start = async (token: string, gameId: number = RACER) =>
    (await begin(token, gameId)).secret;
  const end = (token: string | undefined, body: object) => post(app, 'game_end', body, token);
  /** game_end's body for a run played by the game's own simulation. */
  const report = (secret: string, run: PlayedRun) => ({
    game_id: RACER,
    score: run.score,
    secret_token: secret,
    ticks: run.ticks,
    inputs: run.inputs,
  });
  /** A run that ended at once: scores 0 and replays whatever the seed. */
  const noRun = { ticks: 0, inputs: [] };
  const playedFor = (secret: string, seconds: number) =>
    backdateSession(dataSource, secret, seconds);
  const runs = (): Promise<{ user_id: string; score: number; duration_ms: number }[]> =>
    dataSource.query(`SELECT user_id, score, duration_ms FROM game_runs ORDER BY id`);
  const firstPlays = (): Promise<{ payload: { userId: string; source: string } }[]> =>
    dataSource.query(`SELECT payload FROM outbox_events WHERE name = 'player.first_play'`);

  it('start hands out a 256-bit token stored only as its hash and a seed; end records the replayed run once', async () => {
    const asha = await createPlayer(app, { name: 'Asha' });
    const { secret, seed } = await begin(asha.token);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number.isSafeInteger(seed) && seed >= 1 && seed < 2 ** 32).toBe(true);
    const [session] = await dataSource.query(
      `SELECT user_id, game_id, token_hash, seed, expires_at - started_at AS ttl FROM game_sessions`,
    );
    expect(session).toMatchObject({
      user_id: asha.userId,
      game_id: RACER,
      seed: String(seed),
      ttl: { hours: 2 },
    });
    expect(session.token_hash).toEqual(createHash('sha256').update(secret).digest());
    expect(JSON.stringify(session)).not.toContain(secret);

    const run = playRun(seed, 30);
    expect(run.inputs.length).toBeGreaterThan(0);
    await playedFor(secret, 31);
    const res = await end(asha.token, report(secret, run));
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 'S',
      message: 'Score saved!',
      best_score: run.score,
      data: { score: run.score, duration_seconds: expect.any(Number) },
    });
    expect(res.body.data.duration_seconds).toBeGreaterThanOrEqual(31);
    const [stored] = await dataSource.query(
      `SELECT user_id, score, ticks, inputs, duration_ms FROM game_runs`,
    );
    expect(stored).toEqual({
      user_id: asha.userId,
      score: run.score,
      ticks: run.ticks,
      inputs: run.inputs,
      duration_ms: expect.any(Number),
    });

    const page = await post(app, 'game_runs', { game_id: RACER }, asha.token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatchObject({
      status: 'S',
      best_score: run.score,
      data: [{ score: run.score }],
    });
  });

  it('a forged score is refused with the replayed one named, and nothing is written', async () => {
    const asha = await createPlayer(app);
    const { secret, seed } = await begin(asha.token);
    const run = playRun(seed, 20);
    await playedFor(secret, 21);
    const forged = await end(asha.token, { ...report(secret, run), score: run.score + 500 });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toMatchObject({
      status: 'E',
      code: 'SCORE_MISMATCH',
      message: `A score of ${run.score + 500} is not what this run scores: its replay scores ${run.score}.`,
    });
    expect(await runs()).toEqual([]);
    expect(await firstPlays()).toEqual([]);
    // The refusal spent nothing: the honest report of the same run still counts.
    expect((await end(asha.token, report(secret, run))).statusCode).toBe(200);
  });

  it('a tampered input log is refused: it crashes earlier or scores otherwise', async () => {
    const asha = await createPlayer(app);
    const { secret, seed } = await begin(asha.token);
    const run = playRun(seed, 40);
    await playedFor(secret, 41);
    // Every change moved later, until the car meets traffic it dodged (whether it does depends
    // on the seed's traffic: the shared simulation says which shift breaks this run).
    const tampered = [25, 10, 40, 5, 60, 90]
      .map((shift) => run.inputs.map((v, i) => (i % 2 === 0 ? v + shift : v)))
      .find((inputs) => !replayRun(seed, run.ticks, inputs).ok);
    expect(tampered).toBeDefined();
    const res = await end(asha.token, { ...report(secret, run), inputs: tampered as number[] });
    expect(res.statusCode).toBe(400);
    expect(['RUN_NOT_REPLAYED', 'SCORE_MISMATCH']).toContain(res.body.code);
    expect(res.body.message).toMatch(/^(This run does not replay: |A score of )/);
    // A run cut short: the score claimed is the full run's.
    const cut = await end(asha.token, { ...report(secret, run), ticks: run.ticks - 60 });
    expect(cut.statusCode).toBe(400);
    expect(await runs()).toEqual([]);
  });

  it.each([
    ['inputs out of order', [120, 0, 60, 2], 600, 'input 2 does not come after the one before it'],
    ['a lane off the road', [60, 3], 600, 'input 1 is not a tick and a lane (0, 1 or 2)'],
    ['an odd-length log', [60, 0, 90], 600, 'input 1 is not a tick and a lane (0, 1 or 2)'],
    ['ticks beyond the end', [60, 0, 700, 2], 600, "input 2 comes after the run's last tick (600)"],
  ])('a log with %s does not replay and says why', async (_name, inputs, ticks, why) => {
    const asha = await createPlayer(app);
    const secret = await start(asha.token);
    await playedFor(secret, 30);
    const res = await end(asha.token, {
      game_id: RACER,
      score: 0,
      secret_token: secret,
      ticks,
      inputs,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      code: 'RUN_NOT_REPLAYED',
      message: `This run does not replay: ${why}. Please start a new game.`,
    });
    expect(await runs()).toEqual([]);
  });

  it('a run longer than the server measured since game_start is refused before any replay', async () => {
    const asha = await createPlayer(app);
    const { secret, seed } = await begin(asha.token);
    const run = playRun(seed, 30);
    await playedFor(secret, 10);
    const res = await end(asha.token, report(secret, run));
    expect(res.statusCode).toBe(400);
    expect(res.body.code).toBe('RUN_TOO_LONG');
    expect(res.body.message).toMatch(
      /^This run plays 30 s, but only 10(\.\d)? s passed since it started\. Please start a new game\.$/,
    );
    expect(await runs()).toEqual([]);
    // Within the allowance (a second) it counts.
    await playedFor(secret, 19.5);
    expect((await end(asha.token, report(secret, run))).statusCode).toBe(200);
  });

  it('a replayed token is refused and records nothing more', async () => {
    const asha = await createPlayer(app);
    const { secret, seed } = await begin(asha.token);
    const run = playRun(seed, 10);
    await playedFor(secret, 11);
    expect((await end(asha.token, report(secret, run))).statusCode).toBe(200);
    const replay = await end(asha.token, report(secret, run));
    expect(replay.statusCode).toBe(409);
    expect(replay.body).toMatchObject({ status: 'E', code: 'GAME_SESSION_ENDED' });
    expect(replay.body.message).toMatch(/already ended/);
    expect((await runs()).map((r) => r.score)).toEqual([run.score]);
  });

  it('another player’s token is refused and stays usable by its owner', async () => {
    const asha = await createPlayer(app);
    const ravi = await createPlayer(app);
    const secret = await start(asha.token);
    const body = { game_id: RACER, score: 0, secret_token: secret, ...noRun };
    const stolen = await end(ravi.token, body);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.body).toMatchObject({
      code: 'GAME_SESSION_NOT_YOURS',
      message: 'This game was started by another player. Please start a new game.',
    });
    expect(await runs()).toEqual([]);
    expect((await end(asha.token, body)).statusCode).toBe(200);
  });

  it('a token sent for another game, or one never issued, is refused', async () => {
    const asha = await createPlayer(app);
    const secret = await start(asha.token);
    const wrongGame = await end(asha.token, {
      game_id: GameId.TicTacToe,
      score: 0,
      secret_token: secret,
      ...noRun,
    });
    expect(wrongGame.statusCode).toBe(400);
    expect(wrongGame.body).toMatchObject({ code: 'GAME_SESSION_WRONG_GAME' });
    expect(wrongGame.body.message).toMatch(/issued for MR RACER, not game 4/);

    const forged = await end(asha.token, {
      game_id: RACER,
      score: 0,
      secret_token: 'A'.repeat(43),
      ...noRun,
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
    const res = await end(asha.token, {
      game_id: RACER,
      score: 0,
      secret_token: secret,
      ...noRun,
    });
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
    expect(
      (await end(asha.token, { game_id: RACER, score: 0, secret_token: ended, ...noRun }))
        .statusCode,
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

  it('of concurrent game_end calls with one token exactly one records the run', async () => {
    const asha = await createPlayer(app);
    const { secret, seed } = await begin(asha.token);
    const run = playRun(seed, 30);
    await playedFor(secret, 31);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => end(asha.token, report(secret, run))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(11).fill(409)]);
    expect(await runs()).toHaveLength(1);
    expect(await firstPlays()).toHaveLength(1);
  });

  it('raises the player’s first play once, from the first recorded run', async () => {
    const asha = await createPlayer(app);
    const scores: number[] = [];
    for (const seconds of [5, 8]) {
      const { secret, seed } = await begin(asha.token);
      const run = playRun(seed, seconds);
      scores.push(run.score);
      await playedFor(secret, seconds + 1);
      expect((await end(asha.token, report(secret, run))).statusCode).toBe(200);
    }
    const [firstRun] = await dataSource.query(`SELECT id FROM game_runs ORDER BY id LIMIT 1`);
    expect(await firstPlays()).toEqual([
      { payload: { userId: asha.userId, source: `run:${firstRun.id}` } },
    ]);
    const page = await post(app, 'game_runs', { game_id: RACER }, asha.token);
    expect(page.body.best_score).toBe(Math.max(...scores));
    expect(page.body.data.map((r: { score: number }) => r.score)).toEqual([...scores].reverse());
  });

  it('answers the spec’s messages to a missing token and a signed-out caller', async () => {
    const asha = await createPlayer(app);
    for (const secret_token of [undefined, '']) {
      const res = await end(asha.token, { game_id: RACER, score: 1, secret_token, ...noRun });
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

  it('starts runs only of arcade games, and checks the body at the edge', async () => {
    const asha = await createPlayer(app);
    const ttt = await post(app, 'game_start', { game_id: GameId.TicTacToe }, asha.token);
    expect(ttt.statusCode).toBe(400);
    expect(ttt.body.code).toBe('NOT_ARCADE_GAME');
    const secret = await start(asha.token);
    const body = { game_id: RACER, score: 0, secret_token: secret, ...noRun };
    for (const [bad, message] of [
      [{ score: -1 }, 'score must be 0 or more'],
      [{ ticks: undefined }, 'ticks must be a whole number'],
      [{ ticks: 1.5 }, 'ticks must be a whole number'],
      [{ inputs: undefined }, 'inputs must be a list of tick, lane pairs'],
      [{ inputs: 'left' }, 'inputs must be a list of tick, lane pairs'],
      [{ inputs: [1, -2] }, 'inputs must hold whole numbers of 0 or more'],
      [
        { inputs: Array.from({ length: 2 * MAX_RUN_INPUTS + 2 }, (_, i) => i) },
        `inputs may hold at most ${MAX_RUN_INPUTS} lane changes`,
      ],
    ] as const) {
      const res = await end(asha.token, { ...body, ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await dataSource.query(`SELECT 1 FROM game_runs`)).toEqual([]);
    // An object that can become no number (its toString is not a function) where the id goes:
    // converting it threw, a 500.
    for (const path of ['game_start', 'game_runs']) {
      const res = await post(app, path, { game_id: { toString: '' } }, asha.token);
      expect([res.statusCode, res.body.message]).toEqual([400, 'game_id must be a number']);
    }
    expect((await end(asha.token, body)).statusCode).toBe(200);
  });

  it('GET /api/games lists MR RACER beside the tournament games', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/games',
      headers: { 'api-key': API_KEY },
    });
    expect(res.json().arcade_games).toEqual([
      { game_id: 5, slug: 'mr_racer', name: 'MR RACER', genre: 'Racing', ticks_per_second: 60 },
    ]);
  });
});
