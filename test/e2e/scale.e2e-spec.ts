import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { ArenaClient, SeenMatch } from '../utils/arena-client';
import { productInput } from '../factories/product.factory';
import { dropRun } from '../utils/global-teardown';
import { startRedisCluster, stopRedisCluster } from '../utils/redis-cluster';
import { newRunIds } from '../utils/run-id';
import { freePort } from './support/launcher';
import { E2E_OPERATOR_TOKEN, WEB_API_KEY } from './support/stack';

const ROOT = join(__dirname, '..', '..');
const PLAYERS = 12;
// Registered players besides the twelve, with points: enough payouts to kill a worker amid them.
const CROWD = 3_000;
const PER_ADDRESS_LIMIT = 300;

interface Proc {
  name: string;
  child: ChildProcess;
  output: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read by the test
type Answer = Record<string, any>;

interface Player {
  name: string;
  email: string;
  password: string;
  token: string;
  userId: string;
}

/**
 * What a box of several processes must keep true (issue: every core, every box): three API
 * processes and two workers, started from the build as separate processes, on one PostgreSQL and
 * a real three-master Redis Cluster. Each player's calls go to a different process each time.
 */
describe('three API processes and two workers on one PostgreSQL and a Redis Cluster', () => {
  const ids = newRunIds('e2e_scale');
  const apis: Proc[] = [];
  const workers: Proc[] = [];
  const players: Player[] = [];
  let db: Client;
  let env: NodeJS.ProcessEnv;
  let tournamentId: number;

  function start(name: string, script: string, extra: Record<string, string> = {}): Proc {
    const child = spawn(process.execPath, ['--enable-source-maps', join(ROOT, script)], {
      cwd: ROOT,
      env: { ...env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const proc: Proc = { name, child, output: '' };
    const collect = (chunk: Buffer) => (proc.output += chunk.toString());
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    return proc;
  }

  async function until<T>(
    what: string,
    check: () => Promise<T | undefined>,
    timeoutMs = 60_000,
    everyMs = 200,
  ) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check().catch(() => undefined);
      if (value) return value;
      if (Date.now() > deadline) {
        const logs = [...apis, ...workers].map((p) => `${p.name}: ${p.output.slice(-1500)}`);
        throw new Error(`${what}: not within ${timeoutMs} ms\n${logs.join('\n')}`);
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }

  const url = (i: number) => apis[i % apis.length].name;
  const running = (p: Proc) => p.child.exitCode === null && p.child.signalCode === null;
  const alive = () => apis.filter(running);

  async function call(
    at: string,
    path: string,
    body: object,
    token?: string,
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${at}/api/${path}`, {
      method: 'POST',
      headers: {
        'api-key': WEB_API_KEY,
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer };
  }

  async function operator(at: string, path: string, body: object = {}) {
    const res = await fetch(`${at}/api/ops/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${E2E_OPERATOR_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer };
  }

  /** Every balance equals its ledger entries, none below zero. */
  async function ledgerOff(): Promise<unknown[]> {
    const { rows } = await db.query(`
      SELECT u.id FROM users u
        LEFT JOIN (SELECT user_id, sum(amount) AS total FROM wallet_entries GROUP BY user_id) e
          ON e.user_id = u.id
       WHERE u.coin_balance <> COALESCE(e.total, 0) OR u.coin_balance < 0`);
    return rows;
  }

  beforeAll(async () => {
    const nodes = await startRedisCluster();
    env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: ids.databaseUrl,
      REDIS_PREFIX: ids.redisPrefix,
      REDIS_CLUSTER_NODES: nodes,
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      API_PROCESSES: '1',
      DB_POOL_SIZE: '10',
      RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS_LIMIT),
      MATCH_END_GRACE_SECONDS: '0',
    };
    const migrate = start('migrate', 'dist/backend/src/cli/migrate.js');
    const code = await new Promise((r) => migrate.child.once('exit', r));
    if (code !== 0) throw new Error(`migrate failed: ${migrate.output}`);

    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const proc = start(`http://127.0.0.1:${port}`, 'dist/backend/src/main.js', {
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
      });
      apis.push(proc);
    }
    for (let i = 1; i <= 2; i++) {
      const proc = start(`worker ${i}`, 'dist/worker/src/main.js');
      const ready = new Promise<void>((r) => proc.child.on('message', (m) => m === 'ready' && r()));
      workers.push(proc);
      await until(`worker ${i} ready`, () => ready.then(() => true), 60_000);
    }
    for (const api of apis) {
      await until(`${api.name} healthy`, async () => (await fetch(`${api.name}/api/health`)).ok);
    }
    db = new Client({ connectionString: ids.databaseUrl });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all(
      [...apis, ...workers].filter(running).map((p) => {
        const exited = new Promise((r) => p.child.once('exit', r));
        p.child.kill('SIGTERM');
        const hard = setTimeout(() => p.child.kill('SIGKILL'), 15_000);
        return exited.finally(() => clearTimeout(hard));
      }),
    );
    await stopRedisCluster();
    await dropRun(ids);
  }, 60_000);

  it('players sign up, sign in and register on a different process for each call', async () => {
    const now = Date.now();
    const created = await operator(url(0), 'tournaments', {
      game_id: 4,
      title: 'Every core cup',
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 30 * 60_000).toISOString(),
      max_participants: PLAYERS + CROWD,
      prize_table: Array.from({ length: PLAYERS + CROWD }, () => 10),
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    expect(created.status).toBe(201);
    tournamentId = created.body.data.event_id;

    for (let i = 0; i < PLAYERS; i++) {
      const p = { name: `Core ${i}`, email: `core-${i}@scale.test`, password: `Scale-pass-${i}!` };
      const signup = await call(url(i), 'signup', { ...p, country: 'India', gender: 'women' });
      expect(signup.status).toBe(200);
      // The mail round trip has its own tests.
      await db.query(`UPDATE users SET email_verified_at = now() WHERE email = $1`, [p.email]);
      const login = await call(url(i + 1), 'login', { email: p.email, password: p.password });
      expect(login.status).toBe(200);
      const token = login.body.token as string;
      const user = await call(url(i + 2), 'get_user_data', {}, token);
      expect(user.status).toBe(200);
      players.push({ ...p, token, userId: user.body.data.user_id });
      const registered = await call(
        url(i + 2),
        'register_tournament',
        { event_id: tournamentId, game_id: 4 },
        token,
      );
      expect(registered.body).toMatchObject({ status: 'S' });
    }
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1`,
      [tournamentId],
    );
    expect(rows[0].n).toBe(PLAYERS);
  }, 120_000);

  it('plays tic-tac-toe with X on one process and O on another: both see every move, once', async () => {
    const clients: ArenaClient[] = [];
    try {
      const matches = await Promise.all(
        Array.from({ length: PLAYERS / 2 }, async (_, k) => {
          const [px, po] = [players[2 * k], players[2 * k + 1]];
          const x = await ArenaClient.connect(url(k), px.token);
          const o = await ArenaClient.connect(url(k + 1), po.token);
          clients.push(x, o);
          return { k, x, o, px, po };
        }),
      );
      // One pair at a time into the queue, so each pair meets itself.
      for (const m of matches) {
        expect(await m.x.play(tournamentId)).toMatchObject({ status: 'S', state: 'searching' });
        const ack = await m.o.play(tournamentId);
        expect(ack).toMatchObject({ status: 'S', state: 'match' });
        const match = ack.match as SeenMatch;
        expect(match.players.x.user_id).toBe(m.px.userId);
        for (const [client, cell] of [
          [m.x, 0],
          [m.o, 3],
          [m.x, 1],
          [m.o, 4],
          [m.x, 2],
        ] as const) {
          expect(await client.move(match.match_id, cell)).toEqual({ status: 'S', state: 'moved' });
        }
        for (const side of [m.x, m.o]) {
          const end = await side.next((v) => v.match_id === match.match_id && v.status === 'over');
          expect(end).toMatchObject({ result: 'x', reason: 'line' });
        }
      }
      // Each winner's two points are on the books once, whichever process saw the last move.
      const standings = await until('the standings of six matches', async () => {
        const { rows } = await db.query(
          `SELECT user_id, points, wins, losses FROM tournament_entries WHERE tournament_id = $1`,
          [tournamentId],
        );
        return rows.filter((r) => r.wins + r.losses === 1).length === PLAYERS ? rows : undefined;
      });
      for (let i = 0; i < PLAYERS; i++) {
        const row = standings.find((r) => r.user_id === players[i].userId);
        expect(row).toMatchObject(i % 2 === 0 ? { points: 2, wins: 1 } : { points: 0, losses: 1 });
      }
    } finally {
      for (const c of clients) c.close();
    }
  }, 120_000);

  it('counts login guesses and per-address limits across the processes', async () => {
    // Fifteen wrong passwords for one account at once, five to each process: the guessing
    // limit (5 per account and address) is exact across them.
    const target = players[0];
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        call(url(i), 'login', { email: target.email, password: `wrong-${i}` }),
      ),
    );
    const statuses = guesses.map((g) => g.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);

    // Twice the per-address limit of one call, spread over the three processes: each process
    // alone would let all of it through; together they stop it near the limit (at most a tenth
    // per other process over it, backend/README.md: Rate limits).
    const answers = await Promise.all(
      Array.from({ length: 2 * PER_ADDRESS_LIMIT }, (_, i) =>
        fetch(`${url(i)}/api/games`, { headers: { 'api-key': WEB_API_KEY } }).then((r) => r.status),
      ),
    );
    const allowed = answers.filter((s) => s === 200).length;
    expect(answers.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(allowed).toBeGreaterThanOrEqual(PER_ADDRESS_LIMIT);
    expect(allowed).toBeLessThanOrEqual(PER_ADDRESS_LIMIT * 1.3);
  }, 60_000);

  it('claims and sales race over the processes while one API process is killed: one claim each, no code sold twice, no coin lost', async () => {
    // A voucher priced at a first day's bonus (10 coins), five codes for twelve buyers.
    const product = await operator(
      url(0),
      'products',
      productInput({
        title: 'Scale Gift Card',
        sub_title: 'Bought on every core',
        denominations: [{ value: 100, price: 10 }],
      }),
    );
    expect(product.status).toBe(201);
    const productId = product.body.product.product_id as number;
    const codes = Array.from({ length: 5 }, (_, i) => `SCALE-CODE-${i}-${Date.now()}`);
    const stocked = await operator(url(1), `products/${productId}/codes`, {
      codes: codes.map((code) => ({ value: 100, code })),
    });
    expect(stocked.body).toMatchObject({ status: 'S', imported: 5 });

    // Every player claims today's bonus on all three processes at once.
    const claims = await Promise.all(
      players.flatMap((p) => [0, 1, 2].map((i) => call(url(i), 'daily_reward_claim', {}, p.token))),
    );
    expect(claims.filter((c) => c.status === 200)).toHaveLength(PLAYERS);
    expect(claims.filter((c) => c.status !== 200).map((c) => c.status)).toEqual(
      Array.from({ length: 2 * PLAYERS }, () => 409),
    );

    // Then each buys on all three processes at once, while the third process is killed.
    const victim = apis[2];
    const buys = Promise.all(
      players.flatMap((p) =>
        [0, 1, 2].map((i) =>
          call(url(i), 'purchase', { product_id: productId, value: 100 }, p.token, {
            'idempotency-key': randomUUID(),
          }).catch(() => ({
            status: 0,
            body: {},
          })),
        ),
      ),
    );
    setTimeout(() => victim.child.kill('SIGKILL'), 20);
    const answers = await buys;
    expect(
      victim.child.signalCode ??
        (await new Promise((r) => victim.child.once('exit', (_c, s) => r(s)))),
    ).toBe('SIGKILL');
    // Every answer is a sale, a clear refusal, or a connection the kill cut.
    expect(answers.filter((a) => ![0, 200, 409].includes(a.status)).map((a) => a.body)).toEqual([]);

    // What the database says was sold: five codes, each to one buyer, each paid for once.
    const { rows: orders } = await db.query(
      `SELECT o.user_id, o.code_id FROM orders o WHERE o.product_id = $1`,
      [productId],
    );
    expect(orders).toHaveLength(5);
    expect(new Set(orders.map((o) => o.code_id)).size).toBe(5);
    const { rows: transfers } = await db.query(
      `SELECT count(*)::int AS n FROM wallet_transfers WHERE idempotency_key LIKE 'purchase:%'`,
    );
    expect(transfers[0].n).toBe(5);
    // Every sale answered 200 went through; cut connections may have sold too, never more.
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(5);
    expect(await ledgerOff()).toEqual([]);
    // The two processes left serve on.
    expect(alive()).toHaveLength(2);
    for (const api of alive()) expect((await fetch(`${api.name}/api/health`)).status).toBe(200);
  }, 120_000);

  it('settles on two workers, one killed amid the payouts: every entrant paid once', async () => {
    // A crowd of registered players with points, so the payouts take a while.
    await db.query(
      `WITH crowd AS (
         INSERT INTO users (name, email, referral_code)
         SELECT 'Crowd ' || g, 'crowd-' || g || '@test.local', upper(substr(md5('crowd' || g), 1, 12))
           FROM generate_series(1, $2::int) g RETURNING id, name)
       INSERT INTO tournament_entries (tournament_id, user_id, player_name, eligible, points)
       SELECT $1, id, name, true, 1 FROM crowd`,
      [tournamentId, CROWD],
    );
    // CPU each worker has used (Linux: utime + stime, in clock ticks), to tell the one paying.
    const cpu = (proc: Proc) => {
      const stat = readFileSync(`/proc/${proc.child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11]) + Number(fields[12]);
    };
    const before = workers.map(cpu);
    const at = alive()[0].name;
    const ended = await operator(at, `tournaments/${tournamentId}/end`);
    expect(ended.status).toBe(200);
    const paid = async () =>
      (
        await db.query(
          `SELECT count(*)::int AS n FROM wallet_transfers WHERE idempotency_key LIKE $1`,
          [`prize:${tournamentId}:%`],
        )
      ).rows[0].n as number;
    // Watched closely: on a fast machine the payouts after the first chunk take well under a
    // second, and the kill must land amid them, on the worker paying them.
    await until('the first payouts', async () => (await paid()) > 0, 60_000, 10);
    const spent = workers.map((proc, i) => cpu(proc) - before[i]);
    const killed = workers[spent[0] >= spent[1] ? 0 : 1];
    killed.child.kill('SIGKILL');
    expect(await paid()).toBeLessThan(PLAYERS + CROWD);

    // The other worker finishes it (a job the killed one held comes back once its lock expires).
    await until('every entrant paid', async () => (await paid()) === PLAYERS + CROWD, 120_000);
    const { rows } = await db.query(
      `SELECT count(*)::int AS entries,
              count(*) FILTER (WHERE t.n = 1 AND t.total = 10)::int AS paid_once
         FROM tournament_entries e
         LEFT JOIN (SELECT user_id, count(*) AS n, sum(amount) AS total FROM wallet_entries
                     WHERE transfer_id IN (SELECT id FROM wallet_transfers
                                            WHERE idempotency_key LIKE $2)
                       AND amount > 0
                     GROUP BY user_id) t ON t.user_id = e.user_id
        WHERE e.tournament_id = $1`,
      [tournamentId, `prize:${tournamentId}:%`],
    );
    expect(rows[0]).toEqual({ entries: PLAYERS + CROWD, paid_once: PLAYERS + CROWD });
    expect(await ledgerOff()).toEqual([]);
  }, 180_000);
});
