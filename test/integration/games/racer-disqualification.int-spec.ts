import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { SettlementService } from '../../../backend/src/modules/tournaments/settlement/settlement.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { racerTournament as createRacerTournament, raceRun } from '../../factories/racer.factory';
import { PASSWORD, coinBalance, createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { startApi } from '../../utils/stack';

const RACER = GameId.MrRacer;
const MINUTE = 60_000;

describe('operators: a run’s replay facts, and disqualifying a player (SPEC §9)', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  afterAll(() => app.close());

  const racerTournament = (prizeTable: number[]) =>
    createRacerTournament(app, prizeTable, { title: 'Rush Hour Rally' });

  /** Three registered racers whose best runs rank them Asha, Ravi, Meera. */
  async function racers(id: number) {
    const players = [];
    for (const [name, seconds] of [
      ['Asha', 30],
      ['Ravi', 20],
      ['Meera', 10],
    ] as const) {
      const p = await createPlayer(app, { name });
      const reg = await post(app, 'register_tournament', { event_id: id, game_id: RACER }, p.token);
      expect(reg.body.status).toBe('S');
      players.push({ ...p, runId: await race(p.token, seconds) });
    }
    return players;
  }

  const race = async (token: string, seconds: number) => (await raceRun(app, token, seconds)).runId;

  const ranks = async (id: number) =>
    (await post(app, 'leaderboard', { inputObj: { event_id: id, game_id: RACER } })).body.data.map(
      (r: { player_name: string; rank: number }) => [r.player_name, r.rank],
    );

  const disqualify = (id: number, userId: string, reason = 'Automated play') =>
    ops(app, 'POST', `tournaments/${id}/disqualify`, { user_id: userId, reason });

  it('shows a run’s replay facts, and a run whose stored facts no longer replay', async () => {
    const asha = await createPlayer(app, { name: 'Asha' });
    const runId = await race(asha.token, 15);
    const res = await ops(app, 'GET', `game-runs/${runId}`);
    expect(res.statusCode).toBe(200);
    const [session] = await dataSource.query(
      `SELECT s.seed FROM game_sessions s JOIN game_runs r ON r.session_id = s.id WHERE r.id = $1`,
      [runId],
    );
    const [run] = await dataSource.query(`SELECT score, inputs FROM game_runs WHERE id = $1`, [
      runId,
    ]);
    expect(res.body.data).toMatchObject({
      run_id: runId,
      user_id: asha.userId,
      game_id: RACER,
      seed: Number(session.seed),
      ticks: 900,
      inputs_count: run.inputs.length / 2,
      recorded_score: run.score,
      replayed_score: run.score,
      play_seconds: 15,
      verdict: 'verified',
    });
    expect(res.body.data.server_seconds).toBeGreaterThanOrEqual(16);
    expect(res.body.data.detail).toMatch(/^Replays from seed \d+ to \d+ in 900 ticks/);

    // A score changed behind the replay's back is caught on the next look.
    await dataSource.query(`UPDATE game_runs SET score = score + 100 WHERE id = $1`, [runId]);
    const changed = await ops(app, 'GET', `game-runs/${runId}`);
    expect(changed.body.data).toMatchObject({
      verdict: 'score_differs',
      recorded_score: run.score + 100,
      replayed_score: run.score,
    });

    const list = await ops(app, 'GET', `game-runs?user_id=${asha.userId}`);
    expect(list.body.data.map((r: { run_id: string }) => r.run_id)).toEqual([runId]);
    expect((await ops(app, 'GET', 'game-runs/999999')).statusCode).toBe(404);
    expect((await ops(app, 'GET', 'game-runs?user_id=nobody')).statusCode).toBe(400);
  });

  it('disqualifies a live player: standing gone, banned with the reason, never paid', async () => {
    const id = await racerTournament([100, 50, 30]);
    const [asha, ravi, meera] = await racers(id);
    expect(await ranks(id)).toEqual([
      ['Asha', 1],
      ['Ravi', 2],
      ['Meera', 3],
    ]);

    const res = await disqualify(id, asha.userId, 'Automated play: inputs no person can make');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 'S',
      message: 'Asha is disqualified from Rush Hour Rally and banned. They had no prize to pay.',
      data: {
        event_id: id,
        user_id: asha.userId,
        standing_removed: true,
        prize: { status: 'none', amount: 0, paid_at: null },
        ban_reason: 'Automated play: inputs no person can make',
      },
    });
    expect(await ranks(id)).toEqual([
      ['Ravi', 1],
      ['Meera', 2],
    ]);
    const [user] = await dataSource.query(
      `SELECT banned_at IS NOT NULL AS banned, ban_reason FROM users WHERE id = $1`,
      [asha.userId],
    );
    expect(user).toEqual({ banned: true, ban_reason: 'Automated play: inputs no person can make' });

    // The ban ended her sessions. She may sign in again (the account stays), but a later run of
    // hers counts nowhere, and she cannot come back into any tournament.
    expect((await post(app, 'get_user_data', {}, asha.token)).statusCode).toBe(401);
    const back = await post(app, 'login', { email: asha.email, password: PASSWORD });
    expect(back.body.status).toBe('S');
    await race(back.body.token, 40);
    const again = await post(
      app,
      'register_tournament',
      { event_id: id, game_id: RACER },
      back.body.token,
    );
    expect(again.statusCode).toBe(403);
    expect(again.body).toMatchObject({
      code: 'PLAYER_BANNED',
      message: 'You are banned from tournaments: Automated play: inputs no person can make',
    });
    expect((await disqualify(id, asha.userId)).statusCode).toBe(400);

    await app.get(TournamentsService).markCompleted(id, new Date(Date.now() + 61 * MINUTE));
    await app.get(SettlementService).settle(id);
    const paid = await Promise.all(
      [asha, ravi, meera].map((p) => coinBalance(dataSource, p.userId)),
    );
    expect(paid).toEqual([0, 100, 50]);
  });

  it('withholds a frozen prize not yet paid, and reports one already paid without taking it back', async () => {
    const id = await racerTournament([100, 50, 30]);
    const [asha, ravi, meera] = await racers(id);
    await app.get(TournamentsService).markCompleted(id, new Date(Date.now() + 61 * MINUTE));
    // The freeze alone: ranks and rewards set, nothing paid yet (a settlement still to run).
    const settlement = app.get(SettlementService) as unknown as {
      freeze(
        id: number,
        gameId: GameId,
        rules: { prizeTable: number[]; guaranteedPlayers: number; paidSharePercent: number },
      ): Promise<void>;
    };
    await settlement.freeze(id, RACER, {
      prizeTable: [100, 50, 30],
      guaranteedPlayers: 0,
      paidSharePercent: 100,
    });

    const withheld = await disqualify(id, ravi.userId);
    expect(withheld.body).toMatchObject({
      message:
        'Ravi is disqualified from Rush Hour Rally and banned. Their prize of 50 coins will not be paid.',
      data: { prize: { status: 'withheld', amount: 50, paid_at: null } },
    });

    await app.get(SettlementService).settle(id);
    expect(
      await Promise.all([asha, ravi, meera].map((p) => coinBalance(dataSource, p.userId))),
    ).toEqual([100, 0, 30]);
    const summary = await ops(app, 'GET', `tournaments/${id}/settlement`);
    expect(summary.body.total_paid).toBe(130);

    const late = await disqualify(id, asha.userId);
    expect(late.statusCode).toBe(200);
    expect(late.body).toMatchObject({
      message:
        'Asha is disqualified from Rush Hour Rally and banned. Their prize of 100 coins was already paid and is not taken back.',
      data: { prize: { status: 'already_paid', amount: 100 } },
    });
    expect(late.body.data.prize.paid_at).toEqual(expect.any(String));
    expect(await coinBalance(dataSource, asha.userId)).toBe(100);
  });

  it('racing a settlement, a disqualification either withholds the prize or finds it paid, never both', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await racerTournament([100, 50, 30]);
      const [asha] = await racers(id);
      await app.get(TournamentsService).markCompleted(id, new Date(Date.now() + 61 * MINUTE));
      const [, res] = await Promise.all([
        app.get(SettlementService).settle(id),
        disqualify(id, asha.userId),
      ]);
      expect(res.statusCode).toBe(200);
      const balance = await coinBalance(dataSource, asha.userId);
      const { status, amount } = res.body.data.prize;
      // Before the freeze she had no prize; after it, it was either withheld or paid, as said.
      if (status === 'already_paid') expect([balance, amount]).toEqual([100, 100]);
      else expect([status, balance]).toEqual([expect.stringMatching(/^(none|withheld)$/), 0]);
    }
  });

  it('checks the call at the edge and names what is missing', async () => {
    const id = await racerTournament([10]);
    const asha = await createPlayer(app);
    for (const [body, message] of [
      [{ reason: 'x' }, 'user_id must be a player id'],
      [{ user_id: asha.userId }, 'reason is required'],
      [{ user_id: asha.userId, reason: 'r'.repeat(501) }, 'reason must be at most 500 characters'],
    ] as const) {
      const res = await ops(app, 'POST', `tournaments/${id}/disqualify`, body);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const unknown = await disqualify(999_999, asha.userId);
    expect(unknown.statusCode).toBe(404);
    const notIn = await disqualify(id, asha.userId);
    expect(notIn.statusCode).toBe(400);
    expect(notIn.body.code).toBe('NOT_REGISTERED');
    const [user] = await dataSource.query(`SELECT banned_at FROM users WHERE id = $1`, [
      asha.userId,
    ]);
    expect(user.banned_at).toBeNull();
  });
});
