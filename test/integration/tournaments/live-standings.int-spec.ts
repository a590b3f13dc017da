import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { SettlementService } from '../../../backend/src/modules/tournaments/settlement/settlement.service';
import { RankIndex } from '../../../backend/src/modules/tournaments/leaderboard/rank-index';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { API_KEY, startApi } from '../../utils/stack';

const MINUTE = 60_000;

/**
 * What a live leaderboard shows besides the standings: each row's projected prize (the split
 * settlement will pay, ties sharing), and the caller's neighbours and the top 3 on any page.
 */
describe('live standings: projected prizes and around me', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  afterAll(() => app.close());

  /** A live chess tournament with one registered player per entry of `points`, results in. */
  async function live(prizeTable: number[], points: number[], signedIn: number[] = []) {
    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: GameId.Chess,
      title: 'Projection Cup',
      starts_at: new Date(now - 30 * MINUTE).toISOString(),
      ends_at: new Date(now + 60 * MINUTE).toISOString(),
      max_participants: 50,
      prize_table: prizeTable,
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    expect(created.statusCode).toBe(201);
    const id = created.body.data.event_id as number;
    const players = [];
    for (let i = 0; i < points.length; i++) {
      players.push(await entered(id, `Runner ${i}`, signedIn.includes(i)));
    }
    const ingest = await ops(app, 'POST', `tournaments/${id}/results`, {
      // Every one of them played (a lost game), whatever their points.
      results: players.map((p, i) => ({ user_id: p.userId, points: points[i], losses: 1 })),
    });
    expect(ingest.statusCode).toBe(200);
    return { id, players };
  }

  /**
   * A player entered straight into the table: chess registration checks the handle with
   * chess.com (tested in registration.int-spec), which is not what this file is about. Only the
   * players a test signs in as get an account they can log into.
   */
  async function entered(tournamentId: number, name: string, signedIn: boolean) {
    let userId: string;
    let token: string | undefined;
    if (signedIn) {
      const p = await createPlayer(app, { name });
      userId = p.userId;
      token = p.token;
    } else {
      const [u]: { id: string }[] = await dataSource.query(
        `INSERT INTO users (name, email, referral_code)
         VALUES ($1, gen_random_uuid() || '@example.com', upper(substr(md5(random()::text), 1, 12)))
         RETURNING id`,
        [name],
      );
      userId = u.id;
    }
    await dataSource.query(
      `INSERT INTO tournament_entries (tournament_id, user_id, player_name, gamer_handle)
       VALUES ($1, $2, $3, $3)`,
      [tournamentId, userId, name],
    );
    return { userId, token };
  }

  const board = (id: number, page: number, limit: number, token?: string) =>
    post(
      app,
      'leaderboard',
      { inputObj: { event_id: id, game_id: GameId.Chess }, page, limit },
      token,
    );

  it('shows what each rank would win now, ties sharing as settlement pays them', async () => {
    // Ranks: 1 (10 pts), 2 and 2 (8 pts: positions 2-3), 4 (5 pts), then ten tied on 0.
    const { id, players } = await live(
      [500, 300, 200, 100, 60],
      [10, 8, 8, 5, ...Array<number>(10).fill(0)],
      [0],
    );
    const res = await board(id, 1, 20);
    expect(res.statusCode).toBe(200);
    expect(res.body.projected).toBe(true);
    const byName = (name: string) =>
      res.body.data.find((r: { player_name: string }) => r.player_name === name);
    expect(byName('Runner 0')).toMatchObject({ rank: 1, reward: 500, tie_size: 1 });
    // (300 + 200) / 2 each.
    expect(byName('Runner 1')).toMatchObject({ rank: 2, reward: 250, tie_size: 2 });
    expect(byName('Runner 2')).toMatchObject({ rank: 2, reward: 250, tie_size: 2 });
    expect(byName('Runner 3')).toMatchObject({ rank: 4, reward: 100, tie_size: 1 });
    // Ten tied at rank 5 occupy positions 5-14, worth 60: 6 each.
    for (let i = 4; i < 14; i++) {
      expect(byName(`Runner ${i}`)).toMatchObject({ rank: 5, reward: 6, tie_size: 10 });
    }
    const projected = new Map(
      res.body.data.map((r: { user_id: string; reward: number }) => [r.user_id, r.reward]),
    );

    // A page that cuts a tie in two still knows the whole group's size.
    const cut = await board(id, 2, 10);
    expect(
      cut.body.data.map((r: { rank: number; reward: number; tie_size: number }) => [
        r.rank,
        r.reward,
        r.tie_size,
      ]),
    ).toEqual(Array(4).fill([5, 6, 10]));

    // Settlement pays exactly what was projected.
    await dataSource.query(
      `UPDATE tournaments SET ends_at = now() - interval '1 second', status = 'completed'
        WHERE id = $1`,
      [id],
    );
    await app.get(SettlementService).settle(id);
    const paid: { user_id: string; reward: string }[] = await dataSource.query(
      `SELECT user_id, reward FROM tournament_entries WHERE tournament_id = $1`,
      [id],
    );
    expect(new Map(paid.map((p) => [p.user_id, Number(p.reward)]))).toEqual(projected);
    await app.get(RankIndex).rebuild(id, { wait: true });
    const after = await board(id, 1, 20, players[0].token);
    expect(after.body.projected).toBe(false);
    expect(after.body.own).toMatchObject({ rank: 1, reward: 500 });
  });

  it('shows nothing projected before the start, and nobody ranked before they play', async () => {
    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: GameId.Chess,
      title: 'Later Cup',
      starts_at: new Date(now + 30 * MINUTE).toISOString(),
      ends_at: new Date(now + 90 * MINUTE).toISOString(),
      max_participants: 10,
      prize_table: [100],
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    const id = created.body.data.event_id as number;
    const p = await entered(id, 'Early Bird', true);
    const res = await board(id, 1, 10, p.token);
    expect(res.body.projected).toBe(false);
    expect(res.body.own).toMatchObject({ rank: null, reward: null, eligible: false });
  });

  it('gives a signed-in player the top 3 and the players around them on any page', async () => {
    const points = Array.from({ length: 25 }, (_, i) => 100 - i * 2);
    const { id, players } = await live([50, 30, 20], points, [0, 17, 24]);
    // Runner 17 is 18th: 16th-20th around, 1st-3rd on the podium, whatever page is asked.
    const me = players[17];
    for (const page of [1, 2, 3]) {
      const res = await board(id, page, 10, me.token);
      expect(res.body.own).toMatchObject({ rank: 18, user_id: me.userId });
      expect(
        res.body.podium.map((r: { rank: number; reward: number }) => [r.rank, r.reward]),
      ).toEqual([
        [1, 50],
        [2, 30],
        [3, 20],
      ]);
      expect(res.body.around.map((r: { rank: number }) => r.rank)).toEqual([16, 17, 18, 19, 20]);
    }
    // The first and the last have neighbours on one side only.
    expect(
      (await board(id, 2, 10, players[0].token)).body.around.map((r: { rank: number }) => r.rank),
    ).toEqual([1, 2, 3]);
    expect(
      (await board(id, 1, 10, players[24].token)).body.around.map((r: { rank: number }) => r.rank),
    ).toEqual([23, 24, 25]);
    // One index read answers the page, the caller's row, the podium and the neighbours.
    const reads = jest.spyOn(app.get(RankIndex), 'read');
    try {
      for (const page of [2, 3]) {
        const res = await board(id, page, 10, me.token);
        expect(res.body.around.map((r: { rank: number }) => r.rank)).toEqual([16, 17, 18, 19, 20]);
        expect(res.body.podium.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3]);
      }
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
    // Visitors and players not registered get neither.
    const visitor = await board(id, 1, 10);
    expect(visitor.body).toMatchObject({ own: null, podium: [], around: [] });
  });

  it('answers the same around the caller from SQL as from the index', async () => {
    const points = [3, 3, 3, 2, 2, ...Array<number>(12).fill(1), 0];
    const { id, players } = await live([10], points, [10]);
    const me = players[10];
    await app.get(RankIndex).rebuild(id, { wait: true });
    const indexed = (await board(id, 1, 10, me.token)).body;
    expect(indexed.version).toMatch(/^\d+:\d+$/);
    await app.get(RankIndex).drop(id);
    const fromSql = (await board(id, 1, 10, me.token)).body;
    expect(fromSql).toEqual({ ...indexed, version: null });
    expect(indexed.around.map((r: { user_id: string }) => r.user_id)).toContain(me.userId);
  });

  it('answers a poll 304 while nothing moved, and the new rows once something did', async () => {
    const { id, players } = await live([100], [2, 1, 0]);
    const poll = (etag?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/leaderboard',
        headers: { 'api-key': API_KEY, ...(etag ? { 'if-none-match': etag } : {}) },
        payload: { inputObj: { event_id: id, game_id: GameId.Chess }, page: 1, limit: 10 },
      });
    const first = await poll();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const same = await poll(etag);
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    await ops(app, 'POST', `tournaments/${id}/results`, {
      results: [{ user_id: players[2].userId, points: 5 }],
    });
    const moved = await poll(etag);
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
    expect(moved.json().data[0]).toMatchObject({ user_id: players[2].userId, points: 5 });
  });
});
