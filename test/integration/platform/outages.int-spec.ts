import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { loadConfigOrExit } from '../../../backend/src/config/env';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { RankIndex } from '../../../backend/src/modules/tournaments/leaderboard/rank-index';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { Buyer, createBuyers, createVoucher } from '../../factories/shop.factory';
import { playedTournament } from '../../factories/tournament.factory';
import { PASSWORD, createPlayer } from '../../factories/user.factory';
import { ops } from '../../utils/http';
import { API_KEY, eventually, startApi, startWorker } from '../../utils/stack';
import {
  hideOutageErrors,
  ProxiedDependencies,
  ProxyMode,
  proxyDependencies,
  TcpProxy,
} from '../../utils/tcp-proxy';

const OUTAGE_ANSWER = {
  status: 'E',
  message: 'GameHub is having a moment. Please try again shortly.',
  code: 'SERVICE_UNAVAILABLE',
};
/** Every call must be answered normally again this soon after its dependency is back. */
const RECOVERY_LIMIT_MS = 5000;
/** The faults played per dependency: how long each lasts, then how long the load runs on. */
const FAULTS: { mode: ProxyMode; ms: number; after: number }[] = [
  { mode: 'cut', ms: 3000, after: 4000 },
  { mode: 'slow', ms: 2000, after: 3000 },
  { mode: 'reset', ms: 1000, after: 3000 },
];
const SLOW_CHUNK_MS = 150;
/** Starting (or stopping) the API and the worker on a busy machine can pass Jest's 30 s. */
const STARTUP_TIMEOUT_MS = 120_000;

type Dependency = 'PostgreSQL' | 'Redis';
type Op = 'login' | 'purchase' | 'daily' | 'leaderboard';

interface Answer {
  op: Op;
  status: number;
  body: { status?: string; message?: string; code?: string; order_id?: unknown };
  retryAfter: string | undefined;
  startedAt: number;
  endedAt: number;
  /** The purchase's Idempotency-Key. */
  key?: string;
}

/** One fault: when it began, when the proxy passed traffic again, when the next one began. */
interface Fault {
  dependency: Dependency;
  mode: ProxyMode;
  from: number;
  returnedAt: number;
  until: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

// PostgreSQL and Redis each behind a TCP proxy this test controls (test/utils/tcp-proxy.ts); the
// API and the worker run against the proxies, the checks read the database directly.
describe('outages: PostgreSQL and Redis cut, slowed and reset under load', () => {
  const config = loadConfigOrExit();
  let proxies: ProxiedDependencies;
  let pg: TcpProxy;
  let redis: TcpProxy;
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;
  let db: DataSource;

  // BullMQ prints every connection the proxies break (a queue's 'error' event without a
  // listener): this test's doing. Anything else is shown.
  hideOutageErrors();

  beforeAll(async () => {
    proxies = await proxyDependencies();
    ({ pg, redis } = proxies);
    db = await new DataSource({ type: 'postgres', url: config.databaseUrl }).initialize();
    app = await startApi();
    worker = await startWorker();
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    pg?.set('pass');
    redis?.set('pass');
    await worker?.close();
    await app?.close();
    await db?.destroy();
    await proxies?.stop();
  }, STARTUP_TIMEOUT_MS);

  /** A call as the client makes it, keeping what the test checks: status, body, Retry-After. */
  async function call(
    op: Op,
    path: string,
    payload: object,
    { token, address, key }: { token?: string; address?: string; key?: string } = {},
  ): Promise<Answer> {
    const startedAt = Date.now();
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: {
        'api-key': API_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload,
      remoteAddress: address ?? `10.9.${octet()}.${octet()}`,
    });
    const retryAfter = res.headers['retry-after'];
    return {
      op,
      status: res.statusCode,
      body: res.json(),
      retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
      startedAt,
      endedAt: Date.now(),
      key,
    };
  }

  const expectOutageAnswer = (a: Answer) => {
    expect({ status: a.status, body: a.body, retryAfter: a.retryAfter }).toEqual({
      status: 503,
      body: OUTAGE_ANSWER,
      retryAfter: '5',
    });
  };

  it('answers logins 503 while PostgreSQL is cut, and lets the right password in at once after', async () => {
    const player = await createPlayer(app, { name: 'Cut Login' });
    const address = '198.51.100.7';
    const login = () =>
      call('login', 'login', { email: player.email, password: PASSWORD }, { address });
    pg.set('cut');
    try {
      // More than either failure limit (5 per account and address, 10 per account).
      for (let i = 0; i < 12; i++) expectOutageAnswer(await login());
    } finally {
      pg.set('pass');
    }
    const back = await eventually(login, (a) => a.status !== 503, RECOVERY_LIMIT_MS);
    expect(back.status).toBe(200);
    expect(back.body.status).toBe('S');
  });

  it('lets logins in while Redis is cut, still limiting wrong passwords in each instance', async () => {
    const player = await createPlayer(app, { name: 'Redis Login' });
    const login = (password: string, address = '198.51.100.8') =>
      call('login', 'login', { email: player.email, password }, { address });
    redis.set('cut');
    try {
      expect((await login(PASSWORD)).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await login('Wrong$pass1')).status).toBe(401);
      const limited = await login('Wrong$pass1');
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
      expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    } finally {
      redis.set('pass');
    }
    expect((await login(PASSWORD, '198.51.100.9')).status).toBe(200);
  });

  it('serves a mixed load through PostgreSQL and Redis faults: only 503s, no coin lost or doubled, back within 5 s', async () => {
    // Buyers with coins, a voucher, a live tournament on the leaderboard (its rank index built),
    // a player who logs in, and an ended tournament per dependency for the worker to settle.
    const [loginPlayer, buyers, voucher, cutCup, blipCup] = await Promise.all([
      createPlayer(app, { name: 'Loader' }),
      createBuyers(app, 6, 5000),
      createVoucher(app, [{ value: 100, price: 10, codes: 1000 }]),
      playedTournament(app, [200, 100], [2, 1], 'Cut Cup'),
      playedTournament(app, [200, 100], [2, 1], 'Blip Cup'),
    ]);
    const settlements: Record<Dependency, typeof cutCup> = { PostgreSQL: cutCup, Redis: blipCup };
    const live = await ops(app, 'POST', 'tournaments', {
      game_id: GameId.TicTacToe,
      title: 'Outage Open',
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 3600_000).toISOString(),
      max_participants: 50,
      prize_table: [100],
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    const liveId = live.body.data.event_id as number;
    for (const b of buyers) {
      const reg = await call(
        'leaderboard',
        'register_tournament',
        { event_id: liveId, game_id: GameId.TicTacToe },
        { token: b.token },
      );
      expect(reg.body.status).toBe('S');
    }
    const rankIndex = app.get(RankIndex);
    await eventually(
      () => rankIndex.read(liveId, 0, 10, undefined),
      (page) => page !== null,
      15_000,
    );
    // When the leaderboard asks Redis (the index's read script), to see it stop asking.
    const asked: number[] = [];
    const indexRedis = (rankIndex as unknown as { redis: { lbRead: (...a: unknown[]) => unknown } })
      .redis;
    const lbRead = indexRedis.lbRead.bind(indexRedis);
    jest.spyOn(indexRedis, 'lbRead').mockImplementation((...args: unknown[]) => {
      asked.push(Date.now());
      return lbRead(...args);
    });

    // The load: each buyer calling without a pause but a breath until told to stop, and one
    // player logging in again and again (apart: argon2 makes each login cost a CPU for a while).
    const answers: Answer[] = [];
    let running = true;
    const rotation: Op[] = ['leaderboard', 'purchase', 'daily'];
    // Over ten addresses: a login answered 503 at once comes round fast, and one address's
    // ceiling (LOGIN_LIMIT_PER_ADDRESS a minute) would answer the rest 429 on a quick host.
    const loginAgain = async () => {
      for (let n = 0; running; n++) {
        answers.push(
          await call(
            'login',
            'login',
            { email: loginPlayer.email, password: PASSWORD },
            { address: `198.51.100.${20 + (n % 10)}` },
          ),
        );
        await sleep(20);
      }
    };
    const player = async (n: number) => {
      const buyer: Buyer = buyers[n % buyers.length];
      let retryKey: string | undefined;
      for (let i = n; running; i++) {
        const op = rotation[i % rotation.length];
        let a: Answer;
        if (op === 'purchase') {
          // A refused purchase is sent again with its key, as the client's confirm dialog does.
          const key = retryKey ?? randomUUID();
          a = await call(
            'purchase',
            'purchase',
            { product_id: voucher.productId, value: 100 },
            { token: buyer.token, key },
          );
          retryKey = a.status === 503 ? key : undefined;
        } else if (op === 'daily') {
          a = await call(
            'daily',
            'daily_reward_claim',
            { user_id: buyer.userId },
            { token: buyer.token },
          );
        } else {
          a = await call(
            'leaderboard',
            'leaderboard',
            { page: 1, limit: 10, inputObj: { event_id: liveId, game_id: GameId.TicTacToe } },
            { token: buyer.token },
          );
        }
        answers.push(a);
        await sleep(20);
      }
    };
    const load = Promise.all([loginAgain(), ...buyers.map((_, n) => player(n))]);

    const faults: Fault[] = [];
    const loadStartedAt = Date.now();
    await sleep(1000);
    for (const proxy of [pg, redis]) {
      const dependency = proxy.name as Dependency;
      // Its settlement falls due as the cut begins: the worker settles through the faults.
      await app.get(TournamentsService).markCompleted(settlements[dependency].id);
      for (const { mode, ms, after } of FAULTS) {
        const from = Date.now();
        proxy.set(mode, { delayMs: SLOW_CHUNK_MS });
        if (dependency === 'Redis' && mode === 'cut') {
          // A result while Redis is away: its rank index write is lost, and must be repaired.
          const recorded = await ops(app, 'POST', `tournaments/${liveId}/results`, {
            results: [{ user_id: buyers[0].userId, wins: 7, losses: 0, completion_seconds: 60 }],
          });
          expect(recorded.body.status).toBe('S');
        }
        await sleep(Math.max(0, from + ms - Date.now()));
        proxy.set('pass');
        const fault: Fault = { dependency, mode, from, returnedAt: Date.now(), until: 0 };
        faults.push(fault);
        await sleep(after);
        fault.until = Date.now();
      }
    }
    running = false;
    await load;

    // Nothing ≥ 500 but 503 with the envelope and Retry-After; no other answer than a player
    // gets without a fault (a purchase or claim refused as already done: 409).
    const allowed: Record<Op, number[]> = {
      login: [200, 503],
      purchase: [200, 409, 503],
      daily: [200, 409, 503],
      leaderboard: [200, 503],
    };
    const unexpected = answers.filter((a) => !allowed[a.op].includes(a.status));
    expect(unexpected.map((a) => ({ op: a.op, status: a.status, body: a.body }))).toEqual([]);
    for (const a of answers.filter((x) => x.status === 503)) expectOutageAnswer(a);

    // The figures per fault, printed; every call answered normally within the limit of the
    // return: the last 503 to a call made after it (and over before the next fault began).
    const leaderboardMs = (from: number, to: number) =>
      answers
        .filter((a) => a.op === 'leaderboard' && a.startedAt >= from && a.endedAt < to)
        .map((a) => a.endedAt - a.startedAt);
    const baselineLeaderboardMs = median(leaderboardMs(loadStartedAt, faults[0].from));
    const figures = faults.map((f) => {
      const during = answers.filter((a) => a.startedAt >= f.from && a.startedAt < f.until);
      const byStatus: Record<number, number> = {};
      for (const a of during) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
      const failedAfter = during
        .filter((a) => a.status === 503 && a.startedAt >= f.returnedAt && a.endedAt < f.until)
        .map((a) => a.endedAt);
      // When the leaderboard asked Redis again after the return (the breaker closed).
      const askedAgain = asked.find((t) => t >= f.returnedAt);
      return {
        ...f,
        requests: during.length,
        byStatus,
        recoverySeconds: (Math.max(f.returnedAt, ...failedAfter) - f.returnedAt) / 1000,
        leaderboardMs: median(leaderboardMs(f.from, f.returnedAt)),
        redisAgainSeconds:
          f.dependency === 'Redis' && askedAgain ? (askedAgain - f.returnedAt) / 1000 : null,
      };
    });
    console.log(
      [
        `outages: ${answers.length} requests; leaderboard median ${baselineLeaderboardMs} ms without a fault`,
        ...figures.map(
          (f) =>
            `${f.dependency} ${f.mode} ${f.returnedAt - f.from} ms: ${f.requests} requests, ` +
            `answers ${JSON.stringify(f.byStatus)}, recovered in ${f.recoverySeconds.toFixed(2)} s, ` +
            `leaderboard median ${f.leaderboardMs} ms during it` +
            (f.redisAgainSeconds === null
              ? ''
              : `, leaderboard on Redis again after ${f.redisAgainSeconds.toFixed(2)} s`),
        ),
      ].join('\n'),
    );
    for (const f of figures) expect(f.recoverySeconds).toBeLessThan(RECOVERY_LIMIT_MS / 1000);
    // Without Redis the leaderboard serves from PostgreSQL and stops asking Redis: once the cut
    // is a second old (a call under way when it began may have tried), no call asks until the
    // breaker's pause (5 s) is over.
    const redisCut = figures.find((f) => f.dependency === 'Redis' && f.mode === 'cut')!;
    expect(redisCut.byStatus[503] ?? 0).toBe(0);
    const settledIn = redisCut.from + 1000;
    const readsInCut = answers.filter(
      (a) => a.op === 'leaderboard' && a.startedAt >= settledIn && a.endedAt < redisCut.returnedAt,
    );
    expect(readsInCut.length).toBeGreaterThan(1);
    expect(asked.filter((t) => t >= settledIn && t < redisCut.returnedAt)).toEqual([]);
    expect(redisCut.redisAgainSeconds).not.toBeNull();
    expect(redisCut.redisAgainSeconds!).toBeLessThan(RECOVERY_LIMIT_MS / 1000);
    expect(pg.stats.reset).toBeGreaterThan(0);
    expect(redis.stats.reset).toBeGreaterThan(0);

    // The result recorded while Redis was away shows, and the index has it again (rebuilt).
    const board = await call(
      'leaderboard',
      'leaderboard',
      { page: 1, limit: 10, inputObj: { event_id: liveId, game_id: GameId.TicTacToe } },
      { token: buyers[0].token },
    );
    expect(board.body).toMatchObject({ own: { user_id: buyers[0].userId, rank: 1, points: 14 } });
    await eventually(
      () => rankIndex.read(liveId, 0, 10, buyers[0].userId),
      (page) => page?.own?.points === 14,
      20_000,
    );

    // The worker settles both tournaments, paying each winner once.
    for (const { id, players } of Object.values(settlements)) {
      await eventually(
        async () =>
          (await db.query(`SELECT settled_at FROM tournaments WHERE id = $1`, [id]))[0].settled_at,
        Boolean,
        45_000,
      );
      const paid: { user_id: string; n: number; total: string }[] = await db.query(
        `SELECT e.user_id, count(*)::int AS n, sum(e.amount) AS total
           FROM wallet_transfers t JOIN wallet_entries e ON e.transfer_id = t.id
          WHERE t.idempotency_key LIKE $1 AND e.user_id IS NOT NULL
          GROUP BY e.user_id`,
        [`prize:${id}:%`],
      );
      const byPlayer = new Map(paid.map((p) => [p.user_id, [p.n, Number(p.total)]]));
      expect(players.map((p) => byPlayer.get(p.userId))).toEqual([
        [1, 200],
        [1, 100],
      ]);
    }

    // No coin lost or doubled: every balance is its ledger; every paid purchase has its order
    // and every order its payment; a key answered twice got the same order.
    const mismatched = await db.query(`
      SELECT u.id FROM users u
        LEFT JOIN (SELECT user_id, sum(amount) AS total FROM wallet_entries GROUP BY user_id) e
          ON e.user_id = u.id
       WHERE u.coin_balance <> COALESCE(e.total, 0)`);
    expect(mismatched).toEqual([]);
    const buyerIds = buyers.map((b) => b.userId);
    const [{ unmatched }] = await db.query(
      `SELECT count(*)::int AS unmatched
         FROM (SELECT idempotency_key FROM wallet_transfers
                WHERE idempotency_key LIKE 'purchase:%'
                  AND split_part(idempotency_key, ':', 2) = ANY($1::text[])) t
         FULL JOIN (SELECT 'purchase:' || user_id || ':' || request_key AS idempotency_key
                      FROM orders WHERE user_id::text = ANY($1::text[])) o USING (idempotency_key)
        WHERE t.idempotency_key IS NULL OR o.idempotency_key IS NULL`,
      [buyerIds],
    );
    expect(unmatched).toBe(0);
    const orderByKey = new Map<string, unknown>();
    for (const a of answers.filter((x) => x.op === 'purchase' && x.status === 200)) {
      if (orderByKey.has(a.key!)) expect(a.body.order_id).toEqual(orderByKey.get(a.key!));
      orderByKey.set(a.key!, a.body.order_id);
    }
    const [{ orders }] = await db.query(
      `SELECT count(*)::int AS orders FROM orders WHERE user_id::text = ANY($1::text[])`,
      [buyerIds],
    );
    expect(orders).toBeGreaterThanOrEqual(orderByKey.size);
  }, 150_000);
});
