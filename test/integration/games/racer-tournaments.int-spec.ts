import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { racerTournament as createRacerTournament, raceRun } from '../../factories/racer.factory';
import { coinBalance, createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { API_KEY, eventually, startApi, startWorker } from '../../utils/stack';

const RACER = GameId.MrRacer;

describe('MR RACER tournaments: the best verified run in the window', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  afterAll(() => app.close());

  const racerTournament = (prizeTable = [100, 50, 30], startedAgoMs?: number) =>
    createRacerTournament(app, prizeTable, { startedAgoMs });

  async function register(token: string, eventId: number) {
    const res = await post(
      app,
      'register_tournament',
      { event_id: eventId, game_id: RACER },
      token,
    );
    expect(res.body.status).toBe('S');
  }

  const race = async (token: string, seconds: number) => (await raceRun(app, token, seconds)).score;

  const board = async (eventId: number, token?: string) =>
    (await post(app, 'leaderboard', { inputObj: { event_id: eventId, game_id: RACER } }, token))
      .body;
  const pointsOf = async (eventId: number): Promise<Record<string, number>> =>
    Object.fromEntries(
      (
        await dataSource.query(
          `SELECT user_id, points FROM tournament_entries WHERE tournament_id = $1`,
          [eventId],
        )
      ).map((r: { user_id: string; points: number }) => [r.user_id, r.points]),
    );

  it('lists MR RACER as a tournament game: its own id, scored by runs', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/games',
      headers: { 'api-key': API_KEY },
    });
    const racer = res.json().data.find((g: { game_id: number }) => g.game_id === RACER);
    expect(racer).toMatchObject({
      name: 'MR RACER',
      played_on_site: true,
      scoring: { kind: 'runs', points_per_metre: 1 },
      tiebreakers: [],
      play_links: null,
    });
    const id = await racerTournament();
    const list = await post(app, 'leaderboard_list', { game_id: RACER });
    expect(list.body.data.map((t: { event_id: number }) => t.event_id)).toContain(id);
  });

  it('a run counts in every window that holds it; only a better run raises the points', async () => {
    const wide = await racerTournament();
    // Started 20 s ago: a 30 s run began before it.
    const late = await racerTournament([100], 20_000);
    const asha = await createPlayer(app, { name: 'Asha' });
    const ravi = await createPlayer(app, { name: 'Ravi' });
    const meera = await createPlayer(app, { name: 'Meera' });
    for (const id of [wide, late]) {
      await register(asha.token, id);
      await register(ravi.token, id);
    }

    const best = await race(asha.token, 30);
    await race(asha.token, 10);
    const ravis = await race(ravi.token, 12);
    // Not registered: her run is hers, and no tournament's.
    await race(meera.token, 40);

    expect(await pointsOf(wide)).toEqual({ [asha.userId]: best, [ravi.userId]: ravis });
    expect(best).toBeGreaterThan(ravis);
    // The 30 s run began before `late` started; Asha's 10 s run and Ravi's began after.
    const inLate = await pointsOf(late);
    expect(inLate[ravi.userId]).toBe(ravis);
    expect(inLate[asha.userId]).toBeLessThan(best);
    expect(inLate[asha.userId]).toBeGreaterThan(0);

    const page = await board(wide, asha.token);
    expect(
      page.data.map((r: { player_name: string; points: number; rank: number }) => [
        r.player_name,
        r.points,
        r.rank,
      ]),
    ).toEqual([
      ['Asha', best, 1],
      ['Ravi', ravis, 2],
    ]);
  });

  it('settles through the worker: equal best runs share a rank and its prizes, paid once', async () => {
    const id = await racerTournament([100, 50, 30]);
    const [asha, ravi, meera] = await Promise.all(
      ['Asha', 'Ravi', 'Meera'].map((name) => createPlayer(app, { name })),
    );
    for (const p of [asha, ravi, meera]) await register(p.token, id);
    // The road is the seed's, the score the distance: two clean 20 s runs score the same.
    const a = await race(asha.token, 20);
    const r = await race(ravi.token, 20);
    const m = await race(meera.token, 8);
    expect(a).toBe(r);
    expect(m).toBeLessThan(a);

    const worker: INestApplicationContext = await startWorker();
    try {
      await dataSource.query(
        `UPDATE tournaments SET ends_at = now() - interval '1 second' WHERE id = $1`,
        [id],
      );
      await app.get(TournamentsService).markCompleted(id);
      const settled = async () =>
        (await dataSource.query(`SELECT settled_at FROM tournaments WHERE id = $1`, [id]))[0]
          .settled_at;
      await eventually(settled, Boolean, 15_000);
      // A second settlement pays nobody again.
      expect((await ops(app, 'POST', `tournaments/${id}/settle`)).statusCode).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      await worker.close();
    }
    const balances = await Promise.all(
      [asha, ravi, meera].map((p) => coinBalance(dataSource, p.userId)),
    );
    expect(balances).toEqual([75, 75, 30]);
    const prizes = await dataSource.query(
      `SELECT count(*)::int AS n FROM wallet_transfers WHERE idempotency_key LIKE $1`,
      [`prize:${id}:%`],
    );
    expect(prizes[0].n).toBe(3);
    const final = await board(id);
    expect(
      final.data.map((row: { rank: number; reward: number }) => [row.rank, row.reward]),
    ).toEqual([
      [1, 75],
      [1, 75],
      [3, 30],
    ]);
    // After the end, a run changes no standing.
    await race(meera.token, 25);
    expect((await pointsOf(id))[meera.userId]).toBe(m);
  });
});
