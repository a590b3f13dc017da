import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ArenaService } from '../../../backend/src/modules/arena/arena.service';
import { MatchResultsService } from '../../../backend/src/modules/arena/match-results.service';
import { MatchStore } from '../../../backend/src/modules/arena/match-store';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { tournamentInput } from '../../factories/tournament.factory';
import { createPlayer } from '../../factories/user.factory';
import { ArenaClient, SeenMatch } from '../../utils/arena-client';
import { ops, post } from '../../utils/http';
import { eventually, listenApi, OPERATOR_TOKEN, startApi } from '../../utils/stack';

// Short clocks so the timers can be watched running out.
process.env.MATCH_MOVE_SECONDS = '4';
process.env.MATCH_RECONNECT_SECONDS = '2';
process.env.MATCH_END_GRACE_SECONDS = '2';

type Player = Awaited<ReturnType<typeof createPlayer>>;

describe('tic-tac-toe matches (socket.io, two API instances, real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let other: NestFastifyApplication;
  let url: string;
  let otherUrl: string;
  let dataSource: DataSource;
  const clients: ArenaClient[] = [];

  beforeAll(async () => {
    other = await startApi();
    app = await startApi();
    url = await listenApi(app);
    otherUrl = await listenApi(other);
    dataSource = app.get(DataSource);
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
  });
  afterAll(async () => {
    await other.close().catch(() => undefined);
    await app.close();
  });

  async function tournament(overrides: Parameters<typeof tournamentInput>[0] = {}) {
    return app
      .get(TournamentsService)
      .create(tournamentInput({ gameId: GameId.TicTacToe, ...overrides }));
  }

  async function registered(eventId: number, name: string): Promise<Player> {
    const p = await createPlayer(app, { name });
    const res = await post(app, 'register_tournament', { event_id: eventId, game_id: 4 }, p.token);
    expect(res.body).toMatchObject({ status: 'S' });
    return p;
  }

  async function connect(p: Player, at = url): Promise<ArenaClient> {
    const c = await ArenaClient.connect(at, p.token);
    clients.push(c);
    return c;
  }

  /** Two registered players paired: the first to search plays X. */
  async function paired(eventId: number, atX = url, atO = url) {
    const [px, po] = [await registered(eventId, 'Xena'), await registered(eventId, 'Omar')];
    const [x, o] = [await connect(px, atX), await connect(po, atO)];
    expect(await x.play(eventId)).toMatchObject({ status: 'S', state: 'searching' });
    const ack = await o.play(eventId);
    expect(ack).toMatchObject({ status: 'S', state: 'match' });
    const match = ack.match as SeenMatch;
    expect(match.players.x).toMatchObject({ user_id: px.userId, player_name: 'Xena' });
    expect(match.players.o).toMatchObject({ user_id: po.userId, player_name: 'Omar' });
    await x.next((m) => m.match_id === match.match_id);
    return { px, po, x, o, id: match.match_id };
  }

  async function standing(eventId: number, userId: string) {
    const [row] = await dataSource.query(
      `SELECT points, wins, draws, losses, completion_seconds FROM tournament_entries
        WHERE tournament_id = $1 AND user_id = $2`,
      [eventId, userId],
    );
    return row;
  }

  const savedMatch = (id: string) =>
    eventually(
      () => dataSource.query(`SELECT * FROM matches WHERE id = $1`, [id]),
      (rows) => rows.length === 1,
    ).then((rows) => rows[0]);

  it('plays a match to a win: both see every move, the winner gets 2 points and the leaderboard shows them', async () => {
    const t = await tournament();
    const { px, po, x, o, id } = await paired(t.id);
    for (const [client, cell] of [
      [x, 0],
      [o, 3],
      [x, 1],
      [o, 4],
      [x, 2],
    ] as const) {
      expect(await client.move(id, cell)).toEqual({ status: 'S', state: 'moved' });
    }
    const end = await o.next((m) => m.status === 'over');
    expect(end).toMatchObject({
      result: 'x',
      reason: 'line',
      board: ['x', 'x', 'x', 'o', 'o', null, null, null, null],
    });
    expect((await x.next((m) => m.status === 'over')).result).toBe('x');

    const row = await savedMatch(id);
    expect(row).toMatchObject({
      tournament_id: t.id,
      player_x: px.userId,
      player_o: po.userId,
      moves: [0, 3, 1, 4, 2],
      result: 'x',
      reason: 'line',
    });
    expect(await standing(t.id, px.userId)).toMatchObject({ points: 2, wins: 1, losses: 0 });
    expect(await standing(t.id, po.userId)).toMatchObject({ points: 0, wins: 0, losses: 1 });
    const firsts = await dataSource.query(
      `SELECT user_id, first_play_source, first_win_source FROM player_firsts WHERE user_id = ANY($1)`,
      [[px.userId, po.userId]],
    );
    expect(firsts).toEqual(
      expect.arrayContaining([
        { user_id: px.userId, first_play_source: `match:${id}`, first_win_source: `match:${id}` },
        { user_id: po.userId, first_play_source: `match:${id}`, first_win_source: null },
      ]),
    );
    const board = await post(app, 'leaderboard', { inputObj: { event_id: t.id, game_id: 4 } });
    expect(board.body.data[0]).toMatchObject({ player_name: 'Xena', points: 2, rank: 1 });

    // The operators see it finished; a rematch starts a new search.
    const finished = await ops(app, 'GET', `tournaments/${t.id}/matches/finished`);
    expect(finished.body).toMatchObject({
      status: 'S',
      total: 1,
      data: [{ match_id: id, result: 'x' }],
    });
    expect(await x.play(t.id)).toMatchObject({ status: 'S', state: 'searching' });

    // Each player's My Matches: their side of it, and nobody else's matches.
    const mine = await post(app, 'my_matches', { page: 1, limit: 10 }, px.token);
    expect(mine.body).toEqual({
      status: 'S',
      total_count: 1,
      data: [
        {
          match_id: id,
          event_id: t.id,
          game_id: 4,
          event_title: t.title,
          opponent_name: 'Omar',
          result: 'won',
          points: 2,
          ended_at: expect.any(String),
          duration_ms: expect.any(Number),
        },
      ],
    });
    const theirs = await post(app, 'my_matches', {}, po.token);
    expect(theirs.body.data).toEqual([
      expect.objectContaining({ match_id: id, opponent_name: 'Xena', result: 'lost', points: 0 }),
    ]);
    const stranger = await createPlayer(app);
    expect((await post(app, 'my_matches', {}, stranger.token)).body).toEqual({
      status: 'S',
      total_count: 0,
      data: [],
    });
    expect((await post(app, 'my_matches', {})).statusCode).toBe(401);
    const badLimit = await post(app, 'my_matches', { limit: 7 }, px.token);
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.body.message).toBe('limit must be 10, 20, 30 or 50');
  });

  it('a full board without a line is a draw: one point each', async () => {
    const t = await tournament();
    const { px, po, x, o, id } = await paired(t.id);
    const cells = [0, 1, 2, 4, 3, 5, 7, 6, 8];
    for (const [i, cell] of cells.entries()) {
      expect((await (i % 2 ? o : x).move(id, cell)).status).toBe('S');
    }
    expect(await x.next((m) => m.status === 'over')).toMatchObject({
      result: 'draw',
      reason: 'full',
    });
    expect((await savedMatch(id)).result).toBe('draw');
    expect(await standing(t.id, px.userId)).toMatchObject({ points: 1, draws: 1 });
    expect(await standing(t.id, po.userId)).toMatchObject({ points: 1, draws: 1 });
    expect((await post(app, 'my_matches', {}, po.token)).body.data).toEqual([
      expect.objectContaining({ match_id: id, opponent_name: 'Xena', result: 'draw', points: 1 }),
    ]);
  });

  it('refuses a move out of turn, on a taken cell, off the board, or by someone else, changing nothing', async () => {
    const t = await tournament();
    const { x, o, id } = await paired(t.id);
    expect(await o.move(id, 4)).toMatchObject({
      status: 'E',
      code: 'NOT_YOUR_TURN',
      message: 'Wait for your turn.',
    });
    expect((await x.move(id, 4)).status).toBe('S');
    expect(await o.move(id, 4)).toMatchObject({
      status: 'E',
      code: 'CELL_TAKEN',
      message: 'That cell is taken.',
    });
    expect(await o.move(id, 9)).toMatchObject({
      status: 'E',
      code: 'VALIDATION_FAILED',
      message: 'cell must be a whole number from 0 to 8',
    });
    expect(await o.call('move', { match_id: 'nope', cell: 1 })).toMatchObject({
      status: 'E',
      message: 'match_id must be a match id',
    });
    const stranger = await connect(await registered(t.id, 'Sam'));
    expect(await stranger.move(id, 0)).toMatchObject({ status: 'E', code: 'NOT_A_PLAYER' });
    const state = await app.get(MatchStore).get(id);
    expect(state).toMatchObject({ board: '....x....', moves: [4], status: 'playing' });
  });

  it('never pairs a player with themselves, and only registered players of a live tic-tac-toe tournament play', async () => {
    const t = await tournament();
    const p = await registered(t.id, 'Solo');
    const [a, b] = [await connect(p), await connect(p)];
    expect(await a.play(t.id)).toMatchObject({ status: 'S', state: 'searching' });
    expect(await b.play(t.id)).toMatchObject({ status: 'S', state: 'searching' });
    expect(a.seen).toEqual([]);

    const outsider = await connect(await createPlayer(app));
    expect(await outsider.play(t.id)).toMatchObject({ status: 'E', code: 'NOT_REGISTERED' });
    const chess = await tournament({ gameId: GameId.Chess });
    expect(await outsider.play(chess.id)).toMatchObject({ status: 'E', code: 'NOT_TIC_TAC_TOE' });
    const over = await tournament({
      startsAt: new Date(Date.now() - 7_200_000),
      endsAt: new Date(Date.now() - 3_600_000),
    });
    expect(await a.play(over.id)).toMatchObject({ status: 'E', code: 'TOURNAMENT_NOT_LIVE' });
    expect(await a.call('play', { event_id: 'x' })).toMatchObject({
      status: 'E',
      code: 'VALIDATION_FAILED',
    });
    await expect(ArenaClient.connect(url, null)).rejects.toThrow('User is not logged in.');
    await expect(ArenaClient.connect(url, 'not-a-token')).rejects.toThrow(
      'Please log in to continue.',
    );
  });

  it('tells searchers and open panels how many players search and are online, on both instances', async () => {
    const t = await tournament();
    const [pa, pb, pc] = [
      await registered(t.id, 'Asha'),
      await registered(t.id, 'Bala'),
      await registered(t.id, 'Chen'),
    ];
    const a = await connect(pa);
    expect(await a.call('watch', { event_id: t.id })).toEqual({
      status: 'S',
      state: 'watching',
      searching: 0,
      online: 1,
    });
    const b = await connect(pb, otherUrl);
    expect(await b.play(t.id)).toEqual({
      status: 'S',
      state: 'searching',
      searching: 1,
      online: 2,
    });
    // The panel open on the first instance is told, whatever instance the change came through.
    const lobby = (check: (l: { searching: number; online: number }) => boolean) =>
      eventually(
        async () => a.lobbies.at(-1),
        (l) => l !== undefined && l.event_id === t.id && check(l),
      );
    await lobby((l) => l.searching === 1 && l.online === 2);
    const c = await connect(pc);
    await c.call('watch', { event_id: t.id });
    await lobby((l) => l.searching === 1 && l.online === 3);
    expect(await b.call('leave', { event_id: t.id })).toEqual({ status: 'S', state: 'left' });
    await lobby((l) => l.searching === 0 && l.online === 3);
    b.close();
    await lobby((l) => l.searching === 0 && l.online === 2);
    // Counts are per tournament, and only registered players of a tic-tac-toe one watch.
    const elsewhere = await tournament();
    expect(await c.call('watch', { event_id: elsewhere.id })).toMatchObject({
      status: 'E',
      code: 'NOT_REGISTERED',
    });
  });

  it('a player who reopens the tournament mid-match is given the match back by `watch`', async () => {
    const t = await tournament();
    const { px, x, id } = await paired(t.id);
    expect(await x.move(id, 4)).toEqual({ status: 'S', state: 'moved' });
    x.close();
    const again = await connect(px, otherUrl);
    const ack = await again.call('watch', { event_id: t.id });
    expect(ack).toMatchObject({ status: 'S', state: 'match' });
    expect(ack.match).toMatchObject({ match_id: id, status: 'playing', turn: 'o' });
    expect(ack.match?.board[4]).toBe('x');
  });

  it('a player who does not move in time loses', async () => {
    const t = await tournament();
    const { px, po, o, id } = await paired(t.id);
    const end = await o.next((m) => m.status === 'over', 10_000);
    expect(end).toMatchObject({ result: 'o', reason: 'timeout' });
    expect(await savedMatch(id)).toMatchObject({ result: 'o', reason: 'timeout', moves: [] });
    expect(await standing(t.id, po.userId)).toMatchObject({ points: 2, wins: 1 });
    expect(await standing(t.id, px.userId)).toMatchObject({ points: 0, losses: 1 });
  });

  it('a player who drops and comes back within the grace gets the board back and plays on', async () => {
    const t = await tournament();
    const { px, x, o, id } = await paired(t.id);
    expect((await x.move(id, 0)).status).toBe('S');
    x.close();
    expect((await o.next((m) => m.players.x.away)).status).toBe('playing');
    const back = await connect(px);
    const resumed = await back.next((m) => m.match_id === id);
    expect(resumed).toMatchObject({
      status: 'playing',
      board: ['x', null, null, null, null, null, null, null, null],
      turn: 'o',
    });
    expect(resumed.players.x.away).toBe(false);
    for (const [client, cell] of [
      [o, 3],
      [back, 1],
      [o, 4],
      [back, 2],
    ] as const) {
      expect((await client.move(id, cell)).status).toBe('S');
    }
    expect(await o.next((m) => m.status === 'over')).toMatchObject({ result: 'x', reason: 'line' });
  });

  it('a dropped connection is recovered with the events it missed (connection state recovery)', async () => {
    const t = await tournament();
    const [px, po] = [await registered(t.id, 'Xena'), await registered(t.id, 'Omar')];
    const x = await ArenaClient.connect(url, px.token, true);
    clients.push(x);
    const o = await connect(po);
    await x.play(t.id);
    const id = (await o.play(t.id)).match!.match_id;
    await x.next((m) => m.match_id === id);
    expect((await x.move(id, 4)).status).toBe('S');
    await o.next((m) => m.board[4] === 'x');
    // The transport drops; O moves meanwhile; X's client reconnects by itself.
    const reconnected = new Promise<void>((resolve) => x.socket.once('connect', () => resolve()));
    x.socket.io.engine.close();
    expect((await o.move(id, 0)).status).toBe('S');
    await reconnected;
    expect(x.socket.recovered).toBe(true);
    // The move made while X was away arrives as a missed event.
    expect((await x.next((m) => m.board[0] === 'o')).turn).toBe('x');
    expect((await x.move(id, 8)).status).toBe('S');
  });

  it('a player who drops and stays away past the grace forfeits', async () => {
    const t = await tournament();
    const { po, x, o, id } = await paired(t.id);
    expect((await x.move(id, 4)).status).toBe('S');
    o.close();
    // O is on turn with 4 s to move, but the 2 s grace runs out first.
    const end = await x.next((m) => m.status === 'over', 10_000);
    expect(end).toMatchObject({ result: 'x', reason: 'forfeit' });
    expect(await standing(t.id, po.userId)).toMatchObject({ points: 0, losses: 1 });
  });

  it('serves one match from two API instances, one player on each', async () => {
    const t = await tournament();
    const { px, x, o, id } = await paired(t.id, url, otherUrl);
    for (const [client, cell] of [
      [x, 0],
      [o, 3],
      [x, 1],
      [o, 4],
      [x, 2],
    ] as const) {
      expect((await client.move(id, cell)).status).toBe('S');
      // Each move reaches the player on the other instance.
      await (client === x ? o : x).next((m) => m.board[cell] !== null);
    }
    expect((await o.next((m) => m.status === 'over')).result).toBe('x');
    expect((await savedMatch(id)).player_x).toBe(px.userId);
  });

  it('results reach the standings exactly once, however many times a match is saved', async () => {
    const t = await tournament();
    const { px, x, o, id } = await paired(t.id);
    for (const [client, cell] of [
      [x, 0],
      [o, 3],
      [x, 1],
      [o, 4],
      [x, 2],
    ] as const) {
      await client.move(id, cell);
    }
    await savedMatch(id);
    const state = await app.get(MatchStore).get(id);
    const saves = await Promise.all([
      app.get(MatchResultsService).save(state!, 1000),
      other.get(MatchResultsService).save(state!, 1000),
      app.get(MatchResultsService).save(state!, 1000),
    ]);
    expect(saves).toEqual([false, false, false]);
    await Promise.all([app.get(ArenaService).sweep(), other.get(ArenaService).sweep()]);
    expect(await standing(t.id, px.userId)).toMatchObject({ points: 2, wins: 1 });
    const [{ n }] = await dataSource.query(
      `SELECT count(*)::int AS n FROM matches WHERE tournament_id = $1`,
      [t.id],
    );
    expect(n).toBe(1);
  });

  it('shows operators the matches in progress, and /metrics counts sockets and matches', async () => {
    const t = await tournament();
    const { id } = await paired(t.id);
    const live = await ops(app, 'GET', `tournaments/${t.id}/matches/in-progress`);
    expect(live.body).toMatchObject({
      status: 'S',
      total: 1,
      data: [{ match_id: id, status: 'playing' }],
    });
    expect(
      (await ops(app, 'GET', `tournaments/${t.id}/matches/finished?limit=500`)).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: `/api/ops/tournaments/${t.id}/matches/in-progress` }))
        .statusCode,
    ).toBe(401);
    const metrics = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    expect(metrics.body).toMatch(/^arena_sockets [1-9]\d*$/m);
    expect(metrics.body).toMatch(/^arena_matches_in_progress [1-9]\d*$/m);
  });

  it('a match still running past the tournament end and its grace is void and counts for nobody', async () => {
    const t = await tournament();
    const [px, po] = [await registered(t.id, 'Xena'), await registered(t.id, 'Omar')];
    await dataSource.query(
      `UPDATE tournaments SET ends_at = now() + interval '1 second' WHERE id = $1`,
      [t.id],
    );
    const [x, o] = [await connect(px), await connect(po)];
    await x.play(t.id);
    const id = (await o.play(t.id)).match!.match_id;
    expect((await x.move(id, 0)).status).toBe('S');
    expect((await o.move(id, 4)).status).toBe('S');
    // End 1 s + grace 2 s, before X's 4 s clock runs out.
    expect(await o.next((m) => m.status === 'over', 10_000)).toMatchObject({
      result: 'void',
      reason: 'late',
    });
    expect(await savedMatch(id)).toMatchObject({ result: 'void', reason: 'late' });
    expect(await standing(t.id, px.userId)).toMatchObject({ points: 0, wins: 0, losses: 0 });
    expect(await standing(t.id, po.userId)).toMatchObject({ points: 0, wins: 0, losses: 0 });
    expect(await x.play(t.id)).toMatchObject({ status: 'E', code: 'TOURNAMENT_NOT_LIVE' });
  });

  it('a match that ends within the grace after the tournament’s end counts, and settlement waits for the grace', async () => {
    const t = await tournament();
    const [px, po] = [await registered(t.id, 'Xena'), await registered(t.id, 'Omar')];
    await dataSource.query(
      `UPDATE tournaments SET ends_at = now() + interval '1.5 seconds' WHERE id = $1`,
      [t.id],
    );
    const [{ ends }] = await dataSource.query(
      `SELECT ends_at AS ends FROM tournaments WHERE id = $1`,
      [t.id],
    );
    const [x, o] = [await connect(px), await connect(po)];
    await x.play(t.id);
    const id = (await o.play(t.id)).match!.match_id;
    for (const [client, cell] of [
      [x, 0],
      [o, 3],
      [x, 1],
      [o, 4],
    ] as const) {
      expect((await client.move(id, cell)).status).toBe('S');
    }
    await new Promise((r) => setTimeout(r, new Date(ends).getTime() + 200 - Date.now()));
    // Completed now (unless the sweep got there first); the settle event waits for the grace.
    await app.get(TournamentsService).markCompleted(t.id);
    expect((await x.move(id, 2)).status).toBe('S');
    expect(await o.next((m) => m.status === 'over')).toMatchObject({ result: 'x', reason: 'line' });
    expect(await savedMatch(id)).toMatchObject({ result: 'x' });
    expect(await standing(t.id, px.userId)).toMatchObject({ points: 2, wins: 1 });
    const [settle] = await dataSource.query(
      `SELECT run_at FROM outbox_events WHERE name = 'tournament.settle' AND payload->>'tournamentId' = $1`,
      [String(t.id)],
    );
    expect(new Date(settle.run_at).getTime()).toBe(new Date(ends).getTime() + 2000);
  });

  // Pairing trusts a tournament's window for a few seconds per instance: a match paired just
  // after an operator ended the tournament must still count for nobody.
  it('a match that started after an operator ended the tournament is void', async () => {
    const t = await tournament();
    const [px, po] = [await registered(t.id, 'Xena'), await registered(t.id, 'Omar')];
    const { endsAt } = await app.get(TournamentsService).endNow(t.id);
    const startedAt = endsAt.getTime() + 100;
    const id = randomUUID();
    // Such a match ends well within the grace, so only its start can make it void.
    const late = {
      id,
      tournamentId: t.id,
      x: { userId: px.userId, name: 'Xena' },
      o: { userId: po.userId, name: 'Omar' },
      board: 'xxxoo....',
      moves: [0, 3, 1, 4, 2],
      status: 'over' as const,
      result: 'x' as const,
      reason: 'line' as const,
      startedAt,
      moveDeadline: 0,
      awaySince: { x: 0, o: 0 },
      reconnectMs: 2000,
      endedAt: startedAt + 500,
    };
    expect(await app.get(MatchResultsService).save(late, 2000)).toBe(true);
    expect(await savedMatch(id)).toMatchObject({ result: 'void', reason: 'late' });
    expect(await standing(t.id, px.userId)).toMatchObject({ points: 0, wins: 0, losses: 0 });
    expect(await standing(t.id, po.userId)).toMatchObject({ points: 0, wins: 0, losses: 0 });
  });

  // Last: it kills the second instance.
  it('keeps the timers running when the instance that started the match dies', async () => {
    const t = await tournament();
    // O searches second, on the other instance, which creates the match.
    const { po, x, o, id } = await paired(t.id, url, otherUrl);
    expect((await x.move(id, 4)).status).toBe('S');
    await o.next((m) => m.board[4] === 'x');
    // And a third player is searching there when it dies.
    const stale = await connect(await registered(t.id, 'Stan'), otherUrl);
    expect(await stale.play(t.id)).toMatchObject({ status: 'S', state: 'searching' });
    // Killed: its Redis connections cut first so nothing it does on the way down is heard.
    await other.get(MatchStore).redis.disconnect();
    other.getHttpServer().closeAllConnections();
    await other.close().catch(() => undefined);
    // Nobody told the match O left; O's move clock still runs out, swept by the live instance.
    const end = await x.next((m) => m.status === 'over', 10_000);
    expect(end).toMatchObject({ result: 'x', reason: 'timeout' });
    expect(await standing(t.id, po.userId)).toMatchObject({ losses: 1 });

    // The next player is paired with the one left in the queue, who has no socket anywhere:
    // that player's reconnect grace (2 s) runs, not the 4 s move clock.
    const next = await connect(await registered(t.id, 'Nina'));
    const ack = await next.play(t.id);
    expect(ack.match?.players.x).toMatchObject({ player_name: 'Stan', away: true });
    expect(await next.next((m) => m.status === 'over', 10_000)).toMatchObject({
      result: 'o',
      reason: 'forfeit',
    });
  }, 40_000);
});
