import { Client } from 'pg';
import { dropRun } from '../utils/global-teardown';
import { newRunIds } from '../utils/run-id';
import { freePort, Launcher, launch, stopGroup } from './support/launcher';
import { E2E_OPERATOR_TOKEN } from './support/stack';

const WINNERS = 6_000;

// A stack of its own (database, Redis prefix, port): this spec kills its processes.
describe('npm start keeps the site up when a process dies', () => {
  const ids = newRunIds('e2e_supervision');
  let stack: Launcher;

  beforeAll(async () => {
    // At info, as a developer runs it: the addresses must not drown in start-up lines.
    stack = launch(ids, await freePort(), {
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      LOG_LEVEL: 'info',
      // Two API processes on one port, whatever the machine's cores.
      API_PROCESSES: '2',
    });
    await stack.waitFor(/GameHub is running/);
  }, 120_000);
  afterAll(async () => {
    await stopGroup(stack.child.pid as number);
    await dropRun(ids);
  });

  const healthy = async () => (await fetch(`${stack.url}/api/health`)).status === 200;
  const starts = (name: string) =>
    [...stack.output().matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, 'g'))].map((m) =>
      Number(m[1]),
    );
  const pidOf = (name: string) => starts(name).at(-1) as number;
  const until = async (check: () => boolean | Promise<boolean>, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline)
        throw new Error(`Not met in ${timeoutMs} ms:\n${stack.output().slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('prints its addresses last, after both processes started, without route-mapping lines', async () => {
    await stack.waitFor(/Queues \(operators\)\s+http:\/\/localhost:\d+\/admin\/queues\n/);
    const output = stack.output();
    expect(output).not.toMatch(/Mapped \{/);
    expect(output).not.toMatch(/dependencies initialized/);
    const ready = output.indexOf('GameHub is running');
    expect(output.indexOf('Worker ready')).toBeGreaterThan(-1);
    expect(output.indexOf('Worker ready')).toBeLessThan(ready);
    expect(output.slice(ready)).toMatch(
      /^GameHub is running at http:\/\/localhost:\d+ — ready in [\d.]+s\n {2}API docs\s+\S+\/api\/docs\n/,
    );
    // Both API processes listened (and said so) before it, and neither's start-up line follows.
    const listened = (text: string) =>
      new Set([...text.matchAll(/"pid":(\d+)[^\n]*"msg":"Server listening at /g)].map((m) => m[1]));
    expect(listened(output.slice(0, ready)).size).toBe(2);
    expect(listened(output.slice(ready)).size).toBe(0);
    expect(output.slice(ready)).not.toMatch(/first screens rendered ahead/);
    // Each rendered all 8 ahead, a tournament page at its game's tournament: no call refused.
    expect(output.slice(0, ready).match(/"msg":"8 first screens rendered ahead/g)).toHaveLength(2);
    expect(output.slice(0, ready)).toMatch(/"route":"\/api\/tournament","status":200/);
    expect(output.slice(0, ready)).not.toMatch(/"status":[45]\d\d/);
  });

  it('restarts a SIGKILLed worker while the API keeps answering', async () => {
    const worker = pidOf('worker');
    expect(worker).toBeGreaterThan(0);
    process.kill(worker, 'SIGKILL');
    await stack.waitFor(
      new RegExp(`worker \\(pid ${worker}\\) exited with signal SIGKILL .*restarting in 1\\.0s`),
    );
    expect(await healthy()).toBe(true);
    await until(() => starts('worker').length === 2, 15_000);
    expect(pidOf('worker')).not.toBe(worker);
    expect(() => process.kill(pidOf('worker'), 0)).not.toThrow();
  }, 30_000);

  it('keeps serving while one of its API processes is SIGKILLed, and starts it again', async () => {
    await stack.waitFor(/\[api\] 2 API processes on port \d+/);
    const second = pidOf('api 2');
    expect(second).toBeGreaterThan(0);
    expect(pidOf('api 1')).not.toBe(second);
    process.kill(second, 'SIGKILL');
    await stack.waitFor(new RegExp(`api 2 \\(pid ${second}\\) exited with signal SIGKILL`));
    // The other process answers meanwhile, every call.
    const answers = await Promise.all(Array.from({ length: 20 }, () => healthy()));
    expect(answers.every(Boolean)).toBe(true);
    await until(() => starts('api 2').length === 2, 15_000);
    expect(() => process.kill(pidOf('api 2'), 0)).not.toThrow();
  }, 30_000);

  it('answers a metrics scrape for every API process, and refuses socket.io long-polling clearly', async () => {
    const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` };
    // Null while a process cannot answer for its part: the one started again may still be booting.
    const healthCalls = async () => {
      const scrape = await fetch(`${stack.url}/metrics`, { headers: operator });
      if (scrape.status !== 200) return null;
      const line = (await scrape.text()).match(
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} (\d+)$/m,
      );
      return Number(line?.[1] ?? 0);
    };
    const answered = async () => {
      const deadline = Date.now() + 25_000;
      let calls = await healthCalls();
      while (calls === null && Date.now() < deadline) calls = await healthCalls();
      if (calls === null) throw new Error(`No scrape answered:\n${stack.output().slice(-3000)}`);
      return calls;
    };
    const before = await answered();
    for (let i = 0; i < 20; i++) expect(await healthy()).toBe(true);
    // Each process saw about half of them: only a sum over both counts all 20.
    expect(await healthCalls()).toBe(before + 20);

    const polling = await fetch(`${stack.url}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(403);
    expect(await polling.json()).toEqual({
      code: 4,
      message:
        "This server runs several API processes and takes socket.io over WebSocket only: connect with transports: ['websocket']",
    });
  }, 45_000);

  it('restarts a SIGKILLed API, which answers again within seconds', async () => {
    const api = pidOf('api');
    const from = stack.output().length;
    process.kill(api, 'SIGKILL');
    await stack.waitFor(new RegExp(`api \\(pid ${api}\\) exited with signal SIGKILL`));
    await until(() => healthy().catch(() => false), 20_000);
    expect(pidOf('api')).not.toBe(api);
    // Nobody answered meanwhile, so its processes listened first and render their first screens
    // after: both do.
    const warmed = () =>
      stack
        .output()
        .slice(from)
        .match(/first screens rendered ahead/g) ?? [];
    await until(() => warmed().length === 2, 20_000);
    // Its processes, left without it, closed and exited cleanly: closing a server tells a
    // primary that is gone, and that write failing (EPIPE) once crashed them.
    expect(stack.output().slice(from)).not.toMatch(/EPIPE|Unhandled 'error'/);
    // The worker kept running through it.
    expect(starts('worker')).toHaveLength(2);
    expect(() => process.kill(pidOf('worker'), 0)).not.toThrow();
  }, 40_000);

  it('pays every winner exactly once within 60 s of the end although the worker is killed mid-payout', async () => {
    const db = new Client({ connectionString: ids.databaseUrl });
    await db.connect();
    try {
      const endsAt = Date.now() + 6_000;
      const created = await fetch(`${stack.url}/api/ops/tournaments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${E2E_OPERATOR_TOKEN}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          game_id: 1,
          title: 'Kill switch cup',
          starts_at: new Date(endsAt - 60_000).toISOString(),
          ends_at: new Date(endsAt).toISOString(),
          max_participants: WINNERS,
          prize_table: Array.from({ length: WINNERS }, () => 10),
          guaranteed_players: 0,
          paid_share_percent: 100,
        }),
      });
      expect(created.status).toBe(201);
      const tournamentId = ((await created.json()) as { data: { event_id: number } }).data.event_id;
      // Registered players with distinct points: every one of them wins 10 coins.
      await db.query(
        `WITH players AS (
           INSERT INTO users (name, email, referral_code)
           SELECT 'Kill ' || g, 'kill-' || g || '@test.local', upper(substr(md5('kill' || g), 1, 12))
             FROM generate_series(1, $2::int) g RETURNING id, name)
         INSERT INTO tournament_entries (tournament_id, user_id, player_name, eligible, points)
         SELECT $1, id, name, true, row_number() OVER () FROM players`,
        [tournamentId, WINNERS],
      );
      const paid = async () =>
        Number(
          (
            await db.query(`SELECT count(*) FROM wallet_transfers WHERE idempotency_key LIKE $1`, [
              `prize:${tournamentId}:%`,
            ])
          ).rows[0].count,
        );
      // Kill the worker as soon as the first payouts have committed.
      await until(async () => (await paid()) > 0, 30_000);
      const worker = pidOf('worker');
      process.kill(worker, 'SIGKILL');
      const paidAtKill = await paid();
      expect(paidAtKill).toBeLessThan(WINNERS);
      await until(
        async () => (await paid()) === WINNERS,
        Math.max(0, endsAt + 60_000 - Date.now()),
      );
      expect(Date.now() - endsAt).toBeLessThan(60_000);
      expect(pidOf('worker')).not.toBe(worker);
      // Nobody paid twice, nobody's balance off its ledger.
      const [check] = (
        await db.query(
          `SELECT count(*) FILTER (WHERE u.coin_balance <> 10) AS wrong_balance,
                  count(*) FILTER (WHERE u.coin_balance <> COALESCE(l.total, 0)) AS off_ledger
             FROM users u
             LEFT JOIN (SELECT user_id, sum(amount) AS total FROM wallet_entries GROUP BY user_id) l
               ON l.user_id = u.id
            WHERE u.email LIKE 'kill-%@test.local'`,
        )
      ).rows;
      expect(check).toEqual({ wrong_balance: '0', off_ledger: '0' });
    } finally {
      await db.end();
    }
  }, 90_000);

  it('stops cleanly: SIGTERM to every process at once (Ctrl-C in a terminal) ends each without an error', async () => {
    const from = stack.output().length;
    const exited = new Promise<number | null>((resolve) => stack.child.once('exit', resolve));
    await stopGroup(stack.child.pid as number);
    expect(await exited).toBe(0);
    // The stack wrote nothing after the stop but its own goodbyes: no stack trace, no error line
    // (a cluster process's server closing after its primary had gone once crashed on EPIPE).
    const after = stack.output().slice(from);
    expect(after).not.toMatch(/EPIPE|Error|Unhandled|uncaught|"level":50|"level":60/i);
  }, 30_000);
});
