import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { NotificationsService } from '../../../backend/src/modules/notifications';
import { StandingsFeed, TournamentsService } from '../../../backend/src/modules/tournaments';
import { RankIndex } from '../../../backend/src/modules/tournaments/leaderboard/rank-index';
import { tournamentInput } from '../../factories/tournament.factory';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { listenApi, OPERATOR_TOKEN, startApi } from '../../utils/stack';

const MINUTE = 60_000;

interface Pushed {
  event_id: number;
  page: number;
  limit: number;
  version: string;
  data: { user_id: string; rank: number; points: number; reward: number }[];
  total_count: number;
  projected: boolean;
}

/** Retries an assertion until it holds (or rethrows its last failure after 10 s). */
async function eventually(assertion: () => void, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(50);
    }
  }
}

/** `<built at>:<changes>` as a pair of numbers, for ordering. */
const versionOf = (v: string) => v.split(':').map(Number) as [number, number];
const newer = (a: string, b: string) => {
  const [x, y] = [versionOf(a), versionOf(b)];
  return x[0] > y[0] || (x[0] === y[0] && x[1] > y[1]);
};

/**
 * The live channel (socket.io namespace /live) across two API instances: a change recorded on
 * one reaches watchers on both, coalesced and in order; a player's own row and unread count
 * reach only them.
 */
describe('live channel: leaderboards that move, the bell', () => {
  let app: NestFastifyApplication;
  let other: NestFastifyApplication;
  let url: string;
  let otherUrl: string;
  let dataSource: DataSource;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    other = await startApi();
    app = await startApi();
    url = await listenApi(app);
    otherUrl = await listenApi(other);
    dataSource = app.get(DataSource);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await app.close();
    await other.close();
  });

  async function connect(at: string, token?: string) {
    const socket = io(`${at}/live`, {
      auth: token ? { token } : {},
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    const standings: Pushed[] = [];
    const own: { event_id: number; own: { rank: number; points: number; reward: number } }[] = [];
    const unread: number[] = [];
    socket.on('standings', (p: Pushed) => standings.push(p));
    socket.on('standings_own', (p: (typeof own)[number]) => own.push(p));
    socket.on('notifications', (p: { unread_count: number }) => unread.push(p.unread_count));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const call = (event: string, body: unknown) =>
      socket.timeout(5000).emitWithAck(event, body) as Promise<{
        status: string;
        message?: string;
      }>;
    return { socket, standings, own, unread, call };
  }

  /** A live chess tournament with `count` players entered; the first `signedIn` can log in. */
  async function live(count: number, signedIn: number) {
    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: GameId.Chess,
      title: 'Live Cup',
      starts_at: new Date(now - 30 * MINUTE).toISOString(),
      ends_at: new Date(now + 60 * MINUTE).toISOString(),
      max_participants: 100,
      prize_table: [300, 200, 100],
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    const id = created.body.data.event_id as number;
    const players: { userId: string; token?: string }[] = [];
    for (let i = 0; i < count; i++) {
      let userId: string;
      let token: string | undefined;
      if (i < signedIn) {
        const p = await createPlayer(app, { name: `Watcher ${i}` });
        [userId, token] = [p.userId, p.token];
      } else {
        const [u]: { id: string }[] = await dataSource.query(
          `INSERT INTO users (name, email, referral_code)
           VALUES ($1, gen_random_uuid() || '@example.com', upper(substr(md5(random()::text), 1, 12)))
           RETURNING id`,
          [`Runner ${i}`],
        );
        userId = u.id;
      }
      // Entered as players who played (0 points so far): ranked, and tied until results come.
      await dataSource.query(
        `INSERT INTO tournament_entries (tournament_id, user_id, player_name, gamer_handle, eligible)
         VALUES ($1, $2, $3, $3, true)`,
        [id, userId, `Runner ${i}`],
      );
      players.push({ userId, token });
    }
    await app.get(RankIndex).rebuild(id, { wait: true });
    return { id, players };
  }

  const record = (id: number, results: { user_id: string; points: number }[]) =>
    ops(app, 'POST', `tournaments/${id}/results`, { results });

  it('pushes a change recorded on one instance to watchers on both, with projected prizes', async () => {
    const { id, players } = await live(12, 1);
    const visitor = await connect(otherUrl);
    const player = await connect(url, players[0].token);
    expect(await visitor.call('watch', { event_id: id, page: 1, limit: 10 })).toEqual({
      status: 'S',
    });
    expect(await player.call('watch', { event_id: id, page: 1, limit: 10 })).toEqual({
      status: 'S',
    });

    expect((await record(id, [{ user_id: players[5].userId, points: 9 }])).statusCode).toBe(200);
    await eventually(() => expect(visitor.standings.length).toBeGreaterThan(0));
    const seen = visitor.standings.at(-1)!;
    expect(seen).toMatchObject({
      event_id: id,
      page: 1,
      limit: 10,
      total_count: 12,
      projected: true,
    });
    expect(seen.data[0]).toMatchObject({
      user_id: players[5].userId,
      rank: 1,
      points: 9,
      reward: 300,
    });
    await eventually(() => expect(player.standings.at(-1)?.version).toBe(seen.version));
    // The player's own row: now tied 2nd with ten others (positions 2-12 share 200 + 100).
    await eventually(() =>
      expect(player.own.at(-1)).toMatchObject({
        event_id: id,
        own: { rank: 2, points: 0, reward: Math.floor(300 / 11) },
      }),
    );
    // Visitors get no own row.
    expect(visitor.own).toEqual([]);

    // Operators see the channel in /metrics.
    const metrics = (
      await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      })
    ).body;
    expect(metrics).toMatch(/^live_sockets \d+/m);
    expect(metrics).toMatch(/^live_rooms [1-9]\d*/m);
    expect(metrics).toMatch(/^live_pushes_total\{event="standings"\} [1-9]\d*/m);
    expect(metrics).toMatch(/^live_push_seconds_count [1-9]\d*/m);
  });

  it('pushes the pool a first result earns at once, on both instances (issue 48)', async () => {
    // [1000, 500] in full from 4 players who played, half of them paid. Nobody has played, then
    // one (no place yet: half of one is nobody), then a second: 1 place at 1000 × 2/4.
    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: GameId.Chess,
      title: 'Field Cup',
      starts_at: new Date(now - 30 * MINUTE).toISOString(),
      ends_at: new Date(now + 60 * MINUTE).toISOString(),
      max_participants: 10,
      prize_table: [1000, 500],
      guaranteed_players: 4,
      paid_share_percent: 50,
    });
    const id = created.body.data.event_id as number;
    const [first, second] = [
      await createPlayer(app, { name: 'Field First' }),
      await createPlayer(app, { name: 'Field Second' }),
    ];
    for (const p of [first, second]) {
      await dataSource.query(
        `INSERT INTO tournament_entries (tournament_id, user_id, player_name, gamer_handle)
         VALUES ($1, $2, 'Field', 'field')`,
        [id, p.userId],
      );
    }
    await app.get(RankIndex).rebuild(id, { wait: true });
    const watchers = [await connect(url), await connect(otherUrl)];
    for (const w of watchers) {
      expect(await w.call('watch', { event_id: id, page: 1, limit: 10 })).toEqual({ status: 'S' });
    }
    // Each instance reads the board once: it counts the field, nobody yet.
    for (const instance of [app, other]) {
      const read = await post(instance, 'leaderboard', {
        inputObj: { event_id: id, game_id: GameId.Chess },
      });
      expect(read.body.data.map((r: { reward: number | null }) => r.reward)).toEqual([null, null]);
    }
    await record(id, [{ user_id: first.userId, points: 9 }]);
    for (const w of watchers) {
      await eventually(() =>
        expect(w.standings.at(-1)?.data[0]).toMatchObject({
          user_id: first.userId,
          rank: 1,
          reward: 0,
        }),
      );
    }
    await record(id, [{ user_id: second.userId, points: 3 }]);
    for (const w of watchers) {
      await eventually(() =>
        expect(w.standings.at(-1)?.data.map((r) => [r.rank, r.reward])).toEqual([
          [1, 500],
          [2, 0],
        ]),
      );
    }
  });

  it('folds a burst into a few updates, in order, the last one current', async () => {
    const { id, players } = await live(30, 0);
    const watcher = await connect(otherUrl);
    await watcher.call('watch', { event_id: id, page: 1, limit: 10 });
    for (let i = 0; i < 40; i++) {
      await record(id, [{ user_id: players[i % 30].userId, points: i + 1 }]);
    }
    // The last result: player 9 with 40 points, first.
    await eventually(() =>
      expect(watcher.standings.at(-1)?.data[0]).toMatchObject({
        user_id: players[9].userId,
        points: 40,
      }),
    );
    await sleep(500);
    // At most one update per PUSH_GAP_MS (200 ms) while 40 changes went in.
    expect(watcher.standings.length).toBeLessThan(40);
    for (let i = 1; i < watcher.standings.length; i++) {
      expect(newer(watcher.standings[i].version, watcher.standings[i - 1].version)).toBe(true);
    }
  });

  it('sends a page again only when it changed: a change heard after the read that showed it sends nothing', async () => {
    const { id, players } = await live(5, 0);
    const watcher = await connect(otherUrl);
    await watcher.call('watch', { event_id: id, page: 1, limit: 10 });
    await record(id, [{ user_id: players[2].userId, points: 7 }]);
    await eventually(() => expect(watcher.standings.at(-1)?.data[0]?.points).toBe(7));
    const pushed = watcher.standings.length;
    // The feed trails the write: a change heard after a read already showed it, as when the
    // last change of a burst lands before its own message is heard.
    await other.get(StandingsFeed).publish({ id });
    await sleep(600);
    expect(watcher.standings).toHaveLength(pushed);

    // Someone new watching the page gets the next push, changed or not.
    const newcomer = await connect(otherUrl);
    await newcomer.call('watch', { event_id: id, page: 1, limit: 10 });
    await other.get(StandingsFeed).publish({ id });
    await eventually(() => expect(newcomer.standings).toHaveLength(1));
    expect(newcomer.standings[0].version).toBe(watcher.standings.at(-1)!.version);
  });

  it('stops pushing a page nobody watches, and refuses bad watch calls with a clear message', async () => {
    const { id, players } = await live(3, 0);
    const watcher = await connect(url);
    await watcher.call('watch', { event_id: id, page: 1, limit: 10 });
    expect(await watcher.call('unwatch', { event_id: id, page: 1, limit: 10 })).toEqual({
      status: 'S',
    });
    await record(id, [{ user_id: players[1].userId, points: 5 }]);
    await sleep(600);
    expect(watcher.standings).toEqual([]);

    expect(await watcher.call('watch', { event_id: id, page: 1, limit: 7 })).toMatchObject({
      status: 'E',
      message: 'limit must be 10, 20, 30 or 50',
    });
    expect(await watcher.call('watch', { event_id: 99_999_999, page: 1, limit: 10 })).toMatchObject(
      {
        status: 'E',
        message: 'Tournament not found.',
      },
    );
    expect(await watcher.call('watch', 'nonsense')).toMatchObject({ status: 'E' });
    for (const page of [1, 2, 3, 4]) {
      expect(await watcher.call('watch', { event_id: id, page, limit: 10 })).toEqual({
        status: 'S',
      });
    }
    expect(await watcher.call('watch', { event_id: id, page: 5, limit: 10 })).toMatchObject({
      status: 'E',
      message: 'Watch at most 4 leaderboard pages at once.',
    });
  });

  it("connects over WebSocket but does not serve socket.io's own client file (ours bundles it)", async () => {
    const watcher = await connect(url);
    expect(await watcher.call('unwatch', { event_id: 1, page: 1, limit: 10 })).toEqual({
      status: 'S',
    });
    // engine.io answers the path as a handshake without a transport (400), not with a script.
    const res = await fetch(`${url}/socket.io/socket.io.js`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type') ?? '').not.toContain('javascript');
  });

  it("pushes a player's unread count to their sockets on any instance, and to nobody else", async () => {
    const [a, b] = [await createPlayer(app), await createPlayer(app)];
    const aHere = await connect(url, a.token);
    const aThere = await connect(otherUrl, a.token);
    const bHere = await connect(url, b.token);
    await app.get(NotificationsService).add({
      userId: a.userId,
      type: 'prize_paid',
      key: `live-test:${a.userId}`,
      title: 'You won 300 coins',
      body: 'Live Cup, rank 1',
      link: null,
    });
    // The prize, and today's unclaimed daily bonus (noticed when the count is first read).
    const count = await app.get(NotificationsService).unreadCount(a.userId);
    expect(count).toBe(2);
    await eventually(() => expect(aHere.unread.at(-1)).toBe(count));
    await eventually(() => expect(aThere.unread.at(-1)).toBe(count));
    await sleep(200);
    expect(bHere.unread).toEqual([]);
  });

  it("pushes a followed tournament's count and recent participants on a registration, on both instances", async () => {
    const t = await app
      .get(TournamentsService)
      .create(tournamentInput({ gameId: GameId.TicTacToe, title: 'Entries Cup' }));
    const [first, second] = [
      await createPlayer(app, { name: 'Kavya' }),
      await createPlayer(app, { name: 'Rohan' }),
    ];
    const here = await connect(url);
    const there = await connect(otherUrl, first.token);
    const entries: unknown[][] = [[], []];
    here.socket.on('entries', (p: unknown) => entries[0].push(p));
    there.socket.on('entries', (p: unknown) => entries[1].push(p));
    expect(await here.call('watch_entries', { event_id: t.id })).toEqual({ status: 'S' });
    expect(await there.call('watch_entries', { event_id: t.id })).toEqual({ status: 'S' });

    const ref = { event_id: t.id, game_id: GameId.TicTacToe };
    expect((await post(app, 'register_tournament', ref, first.token)).statusCode).toBe(200);
    expect((await post(other, 'register_tournament', ref, second.token)).statusCode).toBe(200);
    const latest = {
      event_id: t.id,
      registered_participants: 2,
      max_participants: 100,
      recent_participants: [
        { user_id: second.userId, player_name: 'Rohan', profile_pic: 0 },
        { user_id: first.userId, player_name: 'Kavya', profile_pic: 0 },
      ],
    };
    await eventually(() => expect(entries[0].at(-1)).toEqual(latest));
    await eventually(() => expect(entries[1].at(-1)).toEqual(latest));
    // Registering again changes nothing, and pushes nothing.
    const pushed = entries.map((list) => list.length);
    expect((await post(app, 'register_tournament', ref, first.token)).statusCode).toBe(200);
    await sleep(500);
    expect(entries.map((list) => list.length)).toEqual(pushed);

    // Unfollowed: no more pushes; bad calls are answered clearly.
    expect(await here.call('unwatch_entries', { event_id: t.id })).toEqual({ status: 'S' });
    const third = await createPlayer(app, { name: 'Isha' });
    expect((await post(app, 'register_tournament', ref, third.token)).statusCode).toBe(200);
    await eventually(() => expect(entries[1].at(-1)).toMatchObject({ registered_participants: 3 }));
    expect(entries[0]).toHaveLength(pushed[0]);
    expect(await here.call('watch_entries', { event_id: 'one' })).toMatchObject({
      status: 'E',
      message: expect.stringMatching(/^event_id /),
    });
    expect(await here.call('watch_entries', { event_id: 999_999 })).toMatchObject({
      status: 'E',
      code: 'TOURNAMENT_NOT_FOUND',
    });
  });
});
