import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../backend/src/config/env';
import { createRedis } from '../../../backend/src/events/redis';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { QUEUES } from '../../../backend/src/events/queues';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { LeaderboardService } from '../../../backend/src/modules/tournaments/leaderboard/leaderboard.service';
import { TournamentEntriesRepository } from '../../../backend/src/modules/tournaments/entries/tournament-entries.repository';
import { RankIndex } from '../../../backend/src/modules/tournaments/leaderboard/rank-index';
import { rankIndexKeys } from '../../../backend/src/modules/tournaments/leaderboard/rank-index/rank-index-keys';
import { StandingsFeed } from '../../../backend/src/modules/tournaments/leaderboard/standings-feed';
import { compareStandings } from '../../../backend/src/modules/tournaments/standings/standing-order';
import { TournamentResultsService } from '../../../backend/src/modules/tournaments/results/tournament-results.service';
import { SettlementService } from '../../../backend/src/modules/tournaments/settlement/settlement.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { RebuildLeaderboardJob } from '../../../backend/src/modules/tournaments/jobs/rebuild-leaderboard.job';
import { createPlayer } from '../../factories/user.factory';
import { tournamentInput } from '../../factories/tournament.factory';
import { post } from '../../utils/http';
import { startApi } from '../../utils/stack';

interface Entry {
  user_id: string;
  eligible: boolean;
  points: number;
  wins: number;
  losses: number;
  completion_seconds: number;
}

/**
 * The rank index against the table it indexes: whatever happened to it, a page read through it
 * must equal the ranking computed here from PostgreSQL's rows (1, 2, 2, 4; ties by user id).
 */
describe('leaderboard rank index', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  let index: RankIndex;
  let leaderboard: LeaderboardService;
  let results: TournamentResultsService;
  let tournaments: TournamentsService;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
    index = app.get(RankIndex);
    leaderboard = app.get(LeaderboardService);
    results = app.get(TournamentResultsService);
    tournaments = app.get(TournamentsService);
  });
  afterAll(() => app.close());

  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };

  /** A live tournament with `count` players bulk-loaded with tie-heavy standings. */
  async function loaded(gameId: GameId, count: number) {
    const t = await tournaments.create(tournamentInput({ gameId, maxParticipants: count + 10 }));
    const users: { id: string }[] = await dataSource.query(
      `INSERT INTO users (name, email, referral_code)
       SELECT 'R' || $1::int || '-' || g, 'r' || $1::int || '-' || g || '@example.com',
              upper(substr(md5($1::int || '-' || g), 1, 12))
         FROM generate_series(1, $2::int) g RETURNING id`,
      [t.id, count],
    );
    const rows = users.map((u) => ({
      user_id: u.id,
      points: rand(8),
      wins: rand(4),
      losses: rand(3),
      completion_seconds: rand(3) * 60,
    }));
    await dataSource.query(
      `INSERT INTO tournament_entries (tournament_id, user_id, player_name, eligible, points, wins, losses, completion_seconds)
       SELECT $1, r.user_id, 'P-' || left(r.user_id::text, 8), true, r.points, r.wins, r.losses, r.completion_seconds
         FROM jsonb_to_recordset($2::jsonb) AS r(user_id uuid, points int, wins int, losses int, completion_seconds int)`,
      [t.id, JSON.stringify(rows)],
    );
    return t;
  }

  /** The expected leaderboard, ranked here from the table's rows. */
  async function expected(tournamentId: number, gameId: GameId) {
    const rows: Entry[] = await dataSource.query(
      `SELECT user_id, eligible, points, wins, losses, completion_seconds FROM tournament_entries WHERE tournament_id = $1`,
      [tournamentId],
    );
    // The game's comparator: the index and the SQL pages must agree with it.
    const cmp = compareStandings(gameId);
    const sorted = [...rows].sort((a, b) => cmp(a, b) || (a.user_id < b.user_id ? -1 : 1));
    const ranks = new Map<string, number>();
    sorted.forEach((e, i) => {
      const tied = i > 0 && cmp(sorted[i - 1], e) === 0;
      ranks.set(e.user_id, tied ? ranks.get(sorted[i - 1].user_id)! : i + 1);
    });
    // Every player sharing a rank shares its prizes: how many they are.
    const tied = new Map<number, number>();
    for (const rank of ranks.values()) tied.set(rank, (tied.get(rank) ?? 0) + 1);
    return sorted.map((e) => ({
      user_id: e.user_id,
      rank: ranks.get(e.user_id)!,
      points: e.points,
      tie_size: tied.get(ranks.get(e.user_id)!)!,
    }));
  }

  /** Every page at `limit`, plus the caller's own row, flattened. */
  async function allPages(tournamentId: number, gameId: GameId, limit: number, callerId: string) {
    const rows: { user_id: string; rank: number | null; points: number; tie_size: number }[] = [];
    for (let page = 1; ; page++) {
      const res = await leaderboard.page(tournamentId, gameId, page, limit, callerId);
      rows.push(
        ...res.data.map((r) => ({
          user_id: r.user_id,
          rank: r.rank,
          points: r.points,
          tie_size: r.tie_size,
        })),
      );
      if (page * limit >= res.total_count) return { rows, own: res.own };
    }
  }

  /**
   * Another API process, with a feed of its own: it hears other processes' changes only through
   * Redis. `redisReads` spies on its read script; `heard(id)` resolves on the next change of id.
   */
  function otherProcess() {
    const config = app.get<AppConfig>(APP_CONFIG);
    const feed = new StandingsFeed(config);
    const reader = new RankIndex(
      config,
      dataSource,
      app.get(TournamentEntriesRepository),
      app.get(QueueRegistry),
      feed,
    );
    const redisReads = jest.spyOn(
      (reader as unknown as { redis: { lbRead: (...args: unknown[]) => Promise<unknown> } }).redis,
      'lbRead',
    );
    const heard = (id: number) =>
      new Promise<void>((resolve) => {
        const stop = feed.listen((changed) => changed.id === id && (stop(), resolve()));
      });
    return { config, feed, reader, redisReads, heard };
  }

  const rebuildJob = (id: number) =>
    app.get(QueueRegistry).get(QUEUES.scheduling).getJob(`leaderboard.rebuild-${id}`);

  it.each([
    ['chess (points only)', GameId.Chess],
    ['tic-tac-toe (ratio and time tiebreakers)', GameId.TicTacToe],
  ])('%s: SQL before the index exists, the same from the index after', async (_, gameId) => {
    const t = await loaded(gameId, 400);
    const want = await expected(t.id, gameId);
    const caller = want[237].user_id;

    // No index yet: answered from SQL, and a rebuild is asked of the worker.
    const fromSql = await allPages(t.id, gameId, 50, caller);
    expect(fromSql.rows).toEqual(want);
    expect(fromSql.own).toMatchObject({ user_id: caller, rank: want[237].rank });
    expect(await rebuildJob(t.id)).toBeDefined();

    expect(await index.rebuild(t.id)).toBe(400);
    const redis = createRedis(app.get<AppConfig>(APP_CONFIG));
    const live = await redis.pttl(`${app.get<AppConfig>(APP_CONFIG).redisPrefix}:lb:{${t.id}}`);
    redis.disconnect();
    expect(live).toBe(-1); // a live index never expires
    expect(await index.read(t.id, 0, 10, caller)).toMatchObject({ mode: expect.any(String) });
    for (const limit of [10, 20, 30, 50]) {
      const fromIndex = await allPages(t.id, gameId, limit, caller);
      expect(fromIndex.rows).toEqual(want);
      expect(fromIndex.own).toEqual(fromSql.own);
    }
    // A rebuild over a live index swaps it in whole.
    expect(await index.rebuild(t.id)).toBe(400);
    expect((await allPages(t.id, gameId, 50, caller)).rows).toEqual(want);
    // Ties share a rank and the next rank skips (1, 2, 2, 4).
    const ranks = want.map((w) => w.rank);
    expect(new Set(ranks).size).toBeLessThan(ranks.length);
    ranks.forEach((r, i) => expect(r === ranks[i - 1] || r === i + 1).toBe(true));
  });

  it("pages from SQL on connections without PostgreSQL's JIT (its compiling cost more than a page)", async () => {
    expect(await dataSource.query('SHOW jit')).toEqual([{ jit: 'off' }]);
  });

  it('applies recorded results and registrations as they commit; an older change never wins', async () => {
    const t = await loaded(GameId.TicTacToe, 120);
    await index.rebuild(t.id);
    const before = await expected(t.id, GameId.TicTacToe);
    const movers = before.slice(60, 70);
    await results.record(
      t.id,
      movers.map((m, i) => ({ user_id: m.user_id, points: 20 + (i % 3), wins: i, losses: 1 })),
    );
    const after = await expected(t.id, GameId.TicTacToe);
    expect(
      after
        .slice(0, 10)
        .map((e) => e.user_id)
        .sort(),
    ).toEqual(movers.map((m) => m.user_id).sort());
    expect((await allPages(t.id, GameId.TicTacToe, 50, movers[0].user_id)).rows).toEqual(after);

    // A stale write (version 0, old points) arriving late changes nothing.
    await index.apply(t.id, [
      {
        ...movers[0],
        eligible: true,
        player_name: 'Stale',
        reward: '0',
        start_trophy: null,
        end_trophy: null,
        wins: 0,
        losses: 0,
        completion_seconds: 0,
        final_rank: null,
        standing_version: 0,
      },
    ]);
    const afterStale = await allPages(t.id, GameId.TicTacToe, 50, movers[0].user_id);
    expect(afterStale.rows).toEqual(after);
    expect(afterStale.own).toMatchObject({ player_name: `P-${movers[0].user_id.slice(0, 8)}` });

    // A registration through the API shows at once, with 0 points, after every player who
    // played and without a rank or a reward until they play.
    const player = await createPlayer(app, { name: 'Late Joiner' });
    const reg = await post(
      app,
      'register_tournament',
      { event_id: t.id, game_id: 4 },
      player.token,
    );
    expect(reg.body.status).toBe('S');
    const page = await post(
      app,
      'leaderboard',
      { page: 1, limit: 10, inputObj: { event_id: t.id, game_id: 4 } },
      player.token,
    );
    const lastRank = (await expected(t.id, GameId.TicTacToe)).find(
      (e) => e.user_id === player.userId,
    )!.rank;
    expect(page.body.total_count).toBe(121);
    expect(lastRank).toBe(121);
    expect(page.body.own).toMatchObject({
      user_id: player.userId,
      rank: null,
      reward: null,
      eligible: false,
      points: 0,
    });
    expect(await index.read(t.id, 0, 1, player.userId)).toMatchObject({
      total: 121,
      own: { user_id: player.userId, rank: lastRank },
    });
  });

  it('sends a page again only once the index changed, wherever the change came from', async () => {
    const t = await loaded(GameId.Chess, 120);
    await index.rebuild(t.id);
    // Another API process, holding pages of its own.
    const reader = new RankIndex(
      app.get<AppConfig>(APP_CONFIG),
      dataSource,
      app.get(TournamentEntriesRepository),
      app.get(QueueRegistry),
      app.get(StandingsFeed),
    );
    try {
      const before = await expected(t.id, GameId.Chess);
      const first = await reader.read(t.id, 0, 50, before[3].user_id);
      const again = await reader.read(t.id, 0, 50, before[70].user_id);
      expect(again!.entries).toBe(first!.entries); // kept, not read again
      expect(again!.own).toMatchObject({ user_id: before[70].user_id, rank: before[70].rank });

      // The caller's own row, the podium and their neighbours are kept the same way.
      const last = before[before.length - 1];
      const extras = { podium: 3, around: 2 };
      const held = await reader.read(t.id, 50, 50, last.user_id, extras);
      const heldAgain = await reader.read(t.id, 50, 50, last.user_id, extras);
      expect(heldAgain!.own).toBe(held!.own);
      expect(heldAgain!.around).toBe(held!.around);
      expect(heldAgain!.podium).toBe(held!.podium);
      expect(held!.around.map((e) => e.user_id)).toEqual(before.slice(-3).map((e) => e.user_id));

      // A change written by this process (as the worker would write one) shows there at once.
      await results.record(t.id, [{ user_id: last.user_id, points: 100 }]);
      const after = await expected(t.id, GameId.Chess);
      const changed = await reader.read(t.id, 0, 50, last.user_id);
      expect(changed!.entries.map((e) => ({ user_id: e.user_id, rank: e.rank }))).toEqual(
        after.slice(0, 50).map((e) => ({ user_id: e.user_id, rank: e.rank })),
      );
      expect(changed!.own).toMatchObject({ user_id: last.user_id, rank: 1, points: 100 });
      const moved = await reader.read(t.id, 50, 50, last.user_id, extras);
      expect(moved!.own).toMatchObject({ user_id: last.user_id, rank: 1, points: 100 });
      const top = after.slice(0, 3).map((e) => ({ user_id: e.user_id, rank: e.rank }));
      expect(moved!.around.map((e) => ({ user_id: e.user_id, rank: e.rank }))).toEqual(top);
      expect(moved!.podium.map((e) => ({ user_id: e.user_id, rank: e.rank }))).toEqual(top);
    } finally {
      await reader.onModuleDestroy();
    }
  });

  it("keeps what no change touched: a page or own row away from a change's places is not read again, nor asked of Redis", async () => {
    const t = await loaded(GameId.Chess, 300);
    // Ten groups of 30 tied players (points 0–9), and moves picked by a Park–Miller generator.
    let seed = 1;
    const pick = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    await results.record(
      t.id,
      (await expected(t.id, GameId.Chess)).map((e, i) => ({ user_id: e.user_id, points: i % 10 })),
    );
    await index.rebuild(t.id);
    // Another API process, holding pages of its own: it hears this one's changes through Redis.
    const feed = new StandingsFeed(app.get<AppConfig>(APP_CONFIG));
    const reader = new RankIndex(
      app.get<AppConfig>(APP_CONFIG),
      dataSource,
      app.get(TournamentEntriesRepository),
      app.get(QueueRegistry),
      feed,
    );
    const heard = (id: number) =>
      new Promise<void>((resolve) => {
        const stop = feed.listen((changed) => changed.id === id && (stop(), resolve()));
      });
    // The offsets of the pages asked of Redis (lbRead's eighth argument, after its seven keys).
    const asked = jest.spyOn(
      (reader as unknown as { redis: { lbRead: (...args: unknown[]) => Promise<unknown> } }).redis,
      'lbRead',
    );
    const offsetsAsked = () => asked.mock.calls.map((args) => args[7]);
    const limit = 20;
    const extras = { podium: 3, around: 2 };
    const shown = (entries: readonly { user_id: string; rank: number; points: number }[]) =>
      entries.map(({ user_id, rank, points }) => ({ user_id, rank, points }));
    try {
      let want = await expected(t.id, GameId.Chess);
      // A caller near the top: their own row and neighbours stay away from the moves below.
      const caller = want[4].user_id;
      const readAll = async () => {
        const pages = [];
        for (let offset = 0; offset < want.length; offset += limit) {
          pages.push((await reader.read(t.id, offset, limit, caller, extras))!);
        }
        return pages;
      };
      await readAll();
      for (let i = 0; !feed.listening && i < 100; i++) await sleep(20);
      expect(feed.listening).toBe(true);
      let held = await readAll();
      let kept = 0;
      for (let i = 0; i < 30; i++) {
        // Mostly a player of the bottom half gaining or losing a point; every fifth change, anyone
        // jumping anywhere.
        const jump = i % 5 === 4;
        const mover = want[jump ? pick(want.length) : want.length / 2 + pick(want.length / 2)];
        const points = jump ? pick(10) : Math.max(0, mover.points + (pick(2) ? 1 : -1));
        const change = heard(t.id);
        await results.record(t.id, [{ user_id: mover.user_id, points }]);
        await change;
        asked.mockClear();
        const before = want;
        want = await expected(t.id, GameId.Chess);
        const pages = await readAll();
        // Never a stale part: every page, the own row, the podium and the neighbours as ranked
        // from the table.
        expect(pages.flatMap((p) => shown(p.entries))).toEqual(shown(want));
        const at = want.findIndex((w) => w.user_id === caller);
        for (const page of pages) {
          expect(page.own).toMatchObject({ user_id: caller, rank: want[at].rank });
          expect(shown(page.podium)).toEqual(shown(want.slice(0, 3)));
          expect(shown(page.around)).toEqual(shown(want.slice(Math.max(0, at - 2), at + 3)));
        }
        // The places the move touched start at the first of the two tie groups it left and
        // joined: every page wholly above them is the very object held before.
        const first = Math.min(
          before.findIndex((w) => w.points === mover.points),
          want.findIndex((w) => w.points === points),
        );
        // Nor were they asked of Redis: the change, heard, said which places it touched.
        pages.forEach((page, p) => {
          if ((p + 1) * limit <= first) {
            expect([i, p, page.entries === held[p].entries]).toEqual([i, p, true]);
            expect([i, p, offsetsAsked().includes(p * limit)]).toEqual([i, p, false]);
            kept++;
          }
        });
        if (first >= 3 + limit) expect(pages[0].podium).toBe(held[0].podium);
        held = pages;
      }
      expect(kept).toBeGreaterThan(50);
    } finally {
      feed.close();
      await reader.onModuleDestroy();
    }
  });

  it('answers from what it holds while no change is heard, and asks Redis again once one is', async () => {
    const t = await loaded(GameId.Chess, 120);
    await index.rebuild(t.id);
    const { feed, reader, redisReads, heard } = otherProcess();
    try {
      const before = await expected(t.id, GameId.Chess);
      const last = before[before.length - 1];
      const extras = { podium: 3, around: 2 };
      await reader.read(t.id, 0, 50, last.user_id, extras);
      for (let i = 0; !feed.listening && i < 100; i++) await sleep(20);
      expect(feed.listening).toBe(true);

      // Asked once while listening, then answered from what it holds: page, own row, podium.
      const first = await reader.read(t.id, 0, 50, last.user_id, extras);
      const asked = redisReads.mock.calls.length;
      const again = await reader.read(t.id, 0, 50, last.user_id, extras);
      expect(redisReads.mock.calls.length).toBe(asked);
      expect(again).toEqual(first);
      expect(again!.entries).toBe(first!.entries);
      expect(again!.own).toMatchObject({ user_id: last.user_id, rank: last.rank });
      // A page it does not hold is asked for.
      await reader.read(t.id, 50, 50, last.user_id, extras);
      expect(redisReads.mock.calls.length).toBe(asked + 1);

      // A change written by another process: once heard, the next read asks and shows it.
      const change = heard(t.id);
      await results.record(t.id, [{ user_id: last.user_id, points: 100 }]);
      await change;
      const moved = await reader.read(t.id, 0, 50, last.user_id, extras);
      expect(redisReads.mock.calls.length).toBe(asked + 2);
      expect(moved!.own).toMatchObject({ user_id: last.user_id, rank: 1, points: 100 });
      expect(moved!.entries[0]).toMatchObject({ user_id: last.user_id, rank: 1 });
      expect(moved!.version).not.toBe(first!.version);

      // Held answers are trusted for TRUSTED_MS at most, a lost broadcast included.
      await reader.read(t.id, 0, 50, last.user_id, extras);
      expect(redisReads.mock.calls.length).toBe(asked + 2);
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 2_001);
      try {
        await reader.read(t.id, 0, 50, last.user_id, extras);
        expect(redisReads.mock.calls.length).toBe(asked + 3);
      } finally {
        clock.mockRestore();
      }

      // Not listening (Redis away, or the subscription ended): every read asks.
      feed.close();
      await reader.read(t.id, 0, 50, last.user_id, extras);
      await reader.read(t.id, 0, 50, last.user_id, extras);
      expect(redisReads.mock.calls.length).toBe(asked + 5);
    } finally {
      feed.close();
      await reader.onModuleDestroy();
    }
  });

  it('keeps a part however long nothing changed, and never takes a count a Redis failover made again for the one it held', async () => {
    const t = await loaded(GameId.Chess, 120);
    await index.rebuild(t.id);
    const { config, feed, reader, redisReads, heard } = otherProcess();
    const redis = createRedis(config);
    try {
      const before = await expected(t.id, GameId.Chess);
      const caller = before[60].user_id;
      const first = (await reader.read(t.id, 0, 50, caller))!;
      for (let i = 0; !feed.listening && i < 100; i++) await sleep(20);
      expect(feed.listening).toBe(true);

      // An hour on, nothing changed: Redis is asked again (what it said is trusted for seconds)
      // but sends nothing again; the page and own row are the very objects read an hour ago.
      const asked = redisReads.mock.calls.length;
      const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 3_600_000);
      try {
        const later = (await reader.read(t.id, 0, 50, caller))!;
        expect(redisReads.mock.calls.length).toBe(asked + 1);
        expect(later.entries).toBe(first.entries);
        expect(later.own).toBe(first.own);
        expect(later.version).toBe(first.version);
      } finally {
        clock.mockRestore();
      }

      // What a replica holds of the index before the next change...
      const k = rankIndexKeys(config.redisPrefix, t.id);
      const names = [k.zset, k.hash, k.rows, k.version, k.changes];
      const replica = await Promise.all(names.map((name) => redis.dumpBuffer(name)));
      // ...the change it misses: the last player jumps to first, and the reader shows it.
      const lost = before[before.length - 1];
      let change = heard(t.id);
      await results.record(t.id, [{ user_id: lost.user_id, points: 100 }]);
      await change;
      const withLost = (await reader.read(t.id, 0, 50, caller))!;
      expect(withLost.entries[0]).toMatchObject({ user_id: lost.user_id, points: 100 });

      // The primary fails and that replica takes over, without the change.
      for (const [i, name] of names.entries()) {
        await redis.del(name);
        if (replica[i]) await redis.restore(name, 0, replica[i]!);
      }
      // Another change lands on it: the same count, other contents.
      const next = before[before.length - 2];
      change = heard(t.id);
      await results.record(t.id, [{ user_id: next.user_id, points: 90 }]);
      await change;
      const after = (await reader.read(t.id, 0, 50, caller))!;
      expect(after.version).toBe(withLost.version);
      // The index's page now, not the one held at the count before the failover.
      expect(after.entries).not.toBe(withLost.entries);
      expect(after.entries[0]).toMatchObject({ user_id: next.user_id, points: 90 });
      expect(after.entries.map((e) => e.user_id)).not.toContain(lost.user_id);
      const fresh = (await index.read(t.id, 0, 50, caller))!;
      expect(after.entries).toEqual(fresh.entries);
    } finally {
      feed.close();
      redis.disconnect();
      await reader.onModuleDestroy();
    }
  });

  it('answers reads made together, each with its own page and caller', async () => {
    const t = await loaded(GameId.Chess, 120);
    await index.rebuild(t.id);
    const want = await expected(t.id, GameId.Chess);
    const reads = await Promise.all(
      want.slice(0, 30).map((caller, i) => index.read(t.id, i * 3, 5, caller.user_id)),
    );
    reads.forEach((read, i) => {
      expect(read!.entries.map((e) => ({ user_id: e.user_id, rank: e.rank }))).toEqual(
        want.slice(i * 3, i * 3 + 5).map((e) => ({ user_id: e.user_id, rank: e.rank })),
      );
      expect(read!.own).toMatchObject({ user_id: want[i].user_id, rank: want[i].rank });
    });
  });

  it('keeps writes that land while a rebuild runs', async () => {
    const t = await loaded(GameId.Chess, 30_000);
    // The rebuild reads the table in user-id order; these players' rows are read first, so
    // changes to them after the first batch are only kept if writes reach the rebuild's copy.
    const firstRead = (await expected(t.id, GameId.Chess))
      .map((e) => e.user_id)
      .sort()
      .slice(0, 100);
    const redis = createRedis(app.get<AppConfig>(APP_CONFIG));
    const copyKey = `${app.get<AppConfig>(APP_CONFIG).redisPrefix}:lb:{${t.id}}:copy`;
    try {
      const rebuilding = index.rebuild(t.id, { batchSize: 500 });
      while ((await redis.zcard(copyKey)) < 500) await sleep(2);
      for (let round = 1; round <= 3; round++) {
        await results.record(
          t.id,
          firstRead.map((userId, i) => ({ user_id: userId, points: 100 * round + i })),
        );
      }
      expect(await redis.zcard(copyKey)).toBeLessThan(30_000); // still rebuilding
      expect(await rebuilding).toBe(30_000);
    } finally {
      redis.disconnect();
    }
    const now = await expected(t.id, GameId.Chess);
    expect(now[0]).toMatchObject({ user_id: firstRead[99], points: 399 });
    const top = await leaderboard.page(t.id, GameId.Chess, 1, 50, firstRead[3]);
    const shown = (r: {
      user_id: string;
      rank: number | null;
      points: number;
      tie_size: number;
    }) => ({
      user_id: r.user_id,
      rank: r.rank,
      points: r.points,
      tie_size: r.tie_size,
    });
    expect(top.data.map(shown)).toEqual(now.slice(0, 50));
    expect(top.own).toMatchObject({ user_id: firstRead[3], rank: 97, points: 303 });
    const deep = await leaderboard.page(t.id, GameId.Chess, 400, 50, undefined);
    expect(deep.data.map(shown)).toEqual(now.slice(19_950, 20_000));
    expect(deep.total_count).toBe(30_000);
  });

  it('answers 404 for an unknown tournament or the wrong game, queuing no rebuild', async () => {
    const t = await loaded(GameId.Chess, 5);
    await index.rebuild(t.id);
    const ask = (eventId: number, gameId: number) =>
      post(app, 'leaderboard', {
        page: 1,
        limit: 10,
        inputObj: { event_id: eventId, game_id: gameId },
      });
    expect((await ask(t.id, 1)).body.total_count).toBe(5);
    const wrongGame = await ask(t.id, 2);
    expect(wrongGame.statusCode).toBe(404);
    const unknown = await ask(t.id + 1000, 1);
    expect(unknown.statusCode).toBe(404);
    expect(await rebuildJob(t.id + 1000)).toBeUndefined();
  });

  it('indexes the final ranks after a live rebuild that was running when the ranks froze', async () => {
    const t = await loaded(GameId.Chess, 5_000);
    const redis = createRedis(app.get<AppConfig>(APP_CONFIG));
    const copyKey = `${app.get<AppConfig>(APP_CONFIG).redisPrefix}:lb:{${t.id}}:copy`;
    try {
      // Small batches keep the live rebuild running while the tournament settles.
      const live = index.rebuild(t.id, { batchSize: 50 });
      while ((await redis.zcard(copyKey)) < 50) await sleep(2);
      await dataSource.query(
        `UPDATE tournaments SET prize_table = '{300,200,100}', ends_at = now() - interval '1 second',
                starts_at = now() - interval '1 hour', status = 'completed' WHERE id = $1`,
        [t.id],
      );
      await app.get(SettlementService).settle(t.id);
      expect(await redis.zcard(copyKey)).toBeLessThan(5_000); // still rebuilding
      const final = new RebuildLeaderboardJob(index).handle({
        idempotencyKey: `leaderboard.rebuild-${t.id}-final`,
        payload: { tournamentId: t.id },
      });
      expect(await live).toBe(5_000);
      expect((await index.read(t.id, 0, 1, undefined))?.mode).toBe('eligible,points');
      await final;
    } finally {
      redis.disconnect();
    }
    const want = await expected(t.id, GameId.Chess);
    const indexed = await index.read(t.id, 0, 50, undefined);
    expect(indexed?.mode).toBe('final');
    expect(indexed?.entries.map((e) => [e.user_id, e.rank])).toEqual(
      want.slice(0, 50).map((w) => [w.user_id, w.rank]),
    );
  });

  it('falls back to SQL when Redis lost the index, and shows the frozen ranks once settled', async () => {
    const t = await loaded(GameId.Chess, 60);
    // Ended (unsettled) from the first read on: the service keeps a live tournament's facts for
    // a few seconds, and settlement never comes before the end.
    await dataSource.query(
      `UPDATE tournaments SET prize_table = '{300,200,100}', ends_at = now() - interval '1 second',
              starts_at = now() - interval '1 hour', status = 'completed' WHERE id = $1`,
      [t.id],
    );
    await index.rebuild(t.id);
    await index.drop(t.id);
    const want = await expected(t.id, GameId.Chess);
    expect(await index.read(t.id, 0, 10, undefined)).toBeNull();
    expect((await allPages(t.id, GameId.Chess, 20, want[5].user_id)).rows).toEqual(want);

    // Settled while the index still holds the live standings: settlement leaves Redis alone.
    await index.rebuild(t.id);
    await (await rebuildJob(t.id))?.remove();
    await app.get(SettlementService).settle(t.id);
    expect((await index.read(t.id, 0, 60, undefined))?.mode).toBe('eligible,points');
    const frozen: { user_id: string; final_rank: number; reward: string }[] =
      await dataSource.query(
        `SELECT user_id, final_rank, reward FROM tournament_entries WHERE tournament_id = $1
        ORDER BY final_rank, user_id`,
        [t.id],
      );
    const frozenPage = frozen.slice(0, 50).map((f) => [f.user_id, f.final_rank, Number(f.reward)]);
    // Until the final index is built, readers get the frozen ranks from SQL and ask for a rebuild.
    const beforeRebuild = await leaderboard.page(t.id, GameId.Chess, 1, 50, want[5].user_id);
    expect(beforeRebuild.data.map((r) => [r.user_id, r.rank, r.reward])).toEqual(frozenPage);
    expect(await rebuildJob(t.id)).toBeDefined();

    // The freeze committed its own rebuild request; the worker's handler indexes the final ranks.
    const events: { idempotency_key: string; payload: { tournamentId: number } }[] =
      await dataSource.query(
        `SELECT idempotency_key, payload FROM outbox_events
          WHERE name = 'leaderboard.rebuild' AND (payload->>'tournamentId')::int = $1`,
        [t.id],
      );
    expect(events.map((e) => e.idempotency_key)).toEqual([`leaderboard.rebuild-${t.id}-final`]);
    await new RebuildLeaderboardJob(index).handle({
      idempotencyKey: events[0].idempotency_key,
      payload: events[0].payload,
    });
    const indexed = await index.read(t.id, 0, 60, want[5].user_id);
    expect(indexed?.mode).toBe('final');
    // Frozen standings never change: their index expires and is rebuilt if read again.
    const redis = createRedis(app.get<AppConfig>(APP_CONFIG));
    const ttl = await redis.pttl(`${app.get<AppConfig>(APP_CONFIG).redisPrefix}:lb:{${t.id}}`);
    redis.disconnect();
    expect(ttl).toBeGreaterThan(6 * 24 * 3600_000);
    const page = await leaderboard.page(t.id, GameId.Chess, 1, 50, want[5].user_id);
    expect(page.data.map((r) => [r.user_id, r.rank, r.reward])).toEqual(frozenPage);
    // The same answer, now with the index's version (SQL has none).
    expect(page).toEqual({ ...beforeRebuild, version: expect.stringMatching(/^\d+:\d+$/) });
    expect(beforeRebuild.version).toBeNull();
    expect(page.data.map((r) => r.rank)).toEqual(want.slice(0, 50).map((w) => w.rank));
    expect(page.data.reduce((sum, r) => sum + (r.reward ?? 0), 0)).toBeLessThanOrEqual(600);
    // Without the index, SQL serves the same frozen page and own row.
    await index.drop(t.id);
    const fromSql = await leaderboard.page(t.id, GameId.Chess, 1, 50, want[5].user_id);
    expect(fromSql).toEqual({ ...page, version: null });
  });
});
