import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Counter, Histogram } from 'prom-client';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createApp } from '../../../backend/src/app.factory';
import { APP_CONFIG, AppConfig } from '../../../backend/src/config/env';
import { createRedis } from '../../../backend/src/events/redis';
import { TokensService } from '../../../backend/src/modules/auth/tokens.service';
import { LiveGateway, PUSH_GAP_MS } from '../../../backend/src/modules/live/live.gateway';
import { MetricsService } from '../../../backend/src/modules/metrics';
import { NotificationsService } from '../../../backend/src/modules/notifications';
import { RankIndex } from '../../../backend/src/modules/tournaments/leaderboard/rank-index';
import { TournamentResultsService } from '../../../backend/src/modules/tournaments/results/tournament-results.service';
import { insertPlayers, machine, pct } from '../bench-kit';
import type { Change, Command, LiveJob, Mark, Matched, Notice } from './live-clients';

const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 5_000);
const TOURNAMENTS = Number(process.env.BENCH_LIVE_TOURNAMENTS ?? 100);
/** Standings changes a second, in all tournaments together; `200,100` measures each in turn. */
const RATES = (process.env.BENCH_LIVE_RATE ?? '200').split(',').map(Number);
const ENTRIES = Number(process.env.BENCH_LIVE_ENTRIES ?? 1_000);
const SIGNED_IN = Number(process.env.BENCH_LIVE_SIGNED_IN ?? 0.2);
/** Notifications added a second (for signed-in watchers), in both phases. */
const NOTICE_RATE = Number(process.env.BENCH_LIVE_NOTICE_RATE ?? 20);
const WARM_SECONDS = Number(process.env.BENCH_LIVE_WARM_SECONDS ?? 5);
/** Each round measures both phases for this long; the push phase's total is ROUNDS × this. */
const ROUND_SECONDS = Number(process.env.BENCH_LIVE_ROUND_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 3);
const LIMIT = 10;
/** Issue 24's targets: change → pushed p99, and notification commit → bell p99. */
const PUSH_TARGET_MS = 250;
const BELL_TARGET_MS = 2_000;
/** After (un)watching, before a window opens; after a push window, before the next unwatch. */
const SETTLE_MS = 1_000;
const DRAIN_MS = 1_500;

type Phase = 'push' | 'none';

const now = () => performance.timeOrigin + performance.now();
const TICK_MS = 10; // USER_HZ on Linux

/** utime + stime of a process or thread from its /proc stat file, ms (0 once it is gone). */
function cpuMsOf(path: string): number {
  let stat: string;
  try {
    stat = readFileSync(path, 'utf8');
  } catch {
    return 0;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The whole machine: CPU time busy and in all (ms, every core), and CPU pressure (µs). */
function machineCpu(): { busyMs: number; allMs: number; waitedUs: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const t = ticks.map(Number);
  const all = t.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = t[3] + t[4];
  const pressure = readFileSync('/proc/pressure/cpu', 'utf8');
  const waitedUs = Number(/^some .*total=(\d+)/m.exec(pressure)?.[1] ?? 0);
  return { busyMs: (all - idle) * TICK_MS, allMs: all * TICK_MS, waitedUs };
}

/** The socket clients' worker thread, one command at a time. */
class Clients {
  private readonly worker: Worker;
  private waiting: ((answer: unknown) => void) | null = null;
  private failed: ((err: Error) => void) | null = null;
  readonly ready: Promise<{ connected: number }>;

  constructor(job: LiveJob) {
    this.worker = new Worker(join(__dirname, 'live-clients.js'), { workerData: job });
    this.ready = new Promise((resolve, reject) => {
      this.waiting = resolve as (answer: unknown) => void;
      this.failed = reject;
    });
    this.worker.on('message', (answer: { error?: string }) => {
      const [resolve, reject] = [this.waiting, this.failed];
      this.waiting = this.failed = null;
      if (answer.error) reject?.(new Error(answer.error));
      else resolve?.(answer);
    });
    this.worker.on('error', (err) => this.failed?.(err));
  }

  ask<T>(command: Command): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting = resolve as (answer: unknown) => void;
      this.failed = reject;
      this.worker.postMessage(command);
    });
  }

  async close(): Promise<void> {
    await this.ask({ type: 'close' });
    await this.worker.terminate();
  }
}

interface Reading {
  at: number;
  processCpuMs: number;
  mainCpuMs: number;
  redisCpuMs: number;
  /** CPU time of each backend of the bench's database, by process id. */
  pgCpuMs: Map<number, number>;
  machine: ReturnType<typeof machineCpu>;
  pushes: Record<string, number>;
  pushSeconds: { sum: number; count: number };
  clients: Mark;
}

interface Window {
  phase: Phase;
  from: Reading;
  to: Reading;
  /** Changes called, and record() calls that resolved, in the window. */
  changes: number;
  recorded: number;
  loopP99: number;
}

const ms = (xs: number[], p: number) => (xs.length ? pct(xs, p).toFixed(0) : '–');
const latencyRow = (name: string, xs: number[]) =>
  `| ${name} | ${xs.length.toLocaleString('en')} | ${ms(xs, 0.5)} | ${ms(xs, 0.95)} | ${ms(xs, 0.99)} | ${ms(xs, 1)} |`;
const share = (xs: number[], below: number) =>
  ((xs.filter((x) => x < below).length / Math.max(1, xs.length)) * 100).toFixed(0);
const sorted = (xs: number[]) => xs.sort((a, b) => a - b);

/**
 * SOCKETS watchers on the live channel over TOURNAMENTS live tournaments (page 1, LIMIT rows;
 * SIGNED_IN of them with access tokens, so they get their own rows and bells too), standings
 * changing RATE times a second in all (one record() of one player in a random tournament, open
 * loop), NOTICE_RATE notifications a second to signed-in watchers. Alternating windows with the
 * sockets watching and not watching (connected all along) give the push's CPU as a ratio; the
 * watching windows give change → push and commit → bell latencies.
 */
export async function live(): Promise<string> {
  process.env.SERVE_WEB = 'false';
  // A run must not outlast the access tokens the signed-in sockets hold.
  process.env.ACCESS_TOKEN_TTL_SECONDS = '86400';
  const perTournament = Math.ceil(SOCKETS / TOURNAMENTS);
  if (ENTRIES < perTournament) {
    throw new Error(`BENCH_LIVE_ENTRIES (${ENTRIES}) < sockets per tournament (${perTournament})`);
  }
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const fdLimit = execFileSync('sh', ['-c', 'ulimit -n']).toString().trim();
  const app = await createApp();
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const dataSource = app.get(DataSource);
  const rankIndex = app.get(RankIndex);
  const results = app.get(TournamentResultsService);
  const notifications = app.get(NotificationsService);
  const registry = app.get(MetricsService).registry;
  const redis = createRedis(app.get<AppConfig>(APP_CONFIG));
  // The bench's own reads, apart from the API's pool (which queues when PostgreSQL falls behind).
  const pg = new Client({ connectionString: process.env.DATABASE_URL });
  await pg.connect();

  // Setup: ENTRIES players in each tournament, everyone at 0 points.
  await insertPlayers(dataSource, TOURNAMENTS * ENTRIES);
  const tournaments: number[] = (
    await dataSource.query(
      `INSERT INTO tournaments (game_id, title, starts_at, ends_at, max_participants, registered_participants, prize_table, status,
                              guaranteed_players, paid_share_percent)
       SELECT 1, 'Bench Live ' || g, now() - interval '1 hour', now() + interval '1 day', $2, $2, '{1000,500,250}', 'live', 0, 100
         FROM generate_series(1, $1) g
       RETURNING id`,
      [TOURNAMENTS, ENTRIES],
    )
  ).map((r: { id: number }) => r.id);
  await dataSource.query(
    `INSERT INTO tournament_entries (tournament_id, user_id, player_name, eligible)
     SELECT ($1::int[])[(n % $2) + 1], id, name, true
       FROM (SELECT id, name, row_number() OVER (ORDER BY id) - 1 AS n FROM users) u`,
    [tournaments, TOURNAMENTS],
  );
  // Mid-tournament, everyone has played before: a change records no first play (once per player).
  await dataSource.query(
    `INSERT INTO player_firsts (user_id, first_play_at, first_play_source)
     SELECT id, now() - interval '1 day', 'bench' FROM users`,
  );
  await dataSource.query('ANALYZE tournament_entries; ANALYZE users; ANALYZE player_firsts');
  for (const id of tournaments) await rankIndex.rebuild(id, { wait: true });
  const entrants = new Map<number, string[]>(tournaments.map((id) => [id, []]));
  for (const e of (await dataSource.query(
    `SELECT tournament_id, user_id FROM tournament_entries ORDER BY tournament_id, user_id`,
  )) as { tournament_id: number; user_id: string }[]) {
    entrants.get(e.tournament_id)!.push(e.user_id);
  }

  // Socket i watches tournament i mod TOURNAMENTS as entrant i div TOURNAMENTS, signed in for the
  // first SIGNED_IN of each tournament's watchers.
  const signedPerTournament = Math.round(perTournament * SIGNED_IN);
  const tokens = app.get(TokensService);
  const watchers: LiveJob['watchers'] = [];
  const signedIn: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < SOCKETS; i++) {
    const eventId = tournaments[i % TOURNAMENTS];
    const userId = entrants.get(eventId)![Math.floor(i / TOURNAMENTS)];
    const signed = Math.floor(i / TOURNAMENTS) < signedPerTournament;
    const token = signed ? (await tokens.openSession(userId)).token : '';
    if (signed) {
      signedIn.push(i);
      // Settles today's daily-bonus notice now, so the bench's notices alone move the count.
      baseline[i] = await notifications.unreadCount(userId);
    }
    watchers.push({ eventId, token, userId });
  }

  // When each change's transaction committed: record() writes the rank index right after it.
  const committed = new Map<string, number>();
  const apply = rankIndex.apply.bind(rankIndex);
  rankIndex.apply = (tournamentId, rows) => {
    const at = now();
    for (const r of rows) committed.set(`${tournamentId}:${r.user_id}:${r.points}`, at);
    return apply(tournamentId, rows);
  };

  const t0 = now();
  const clients = new Clients({ url, watchers, limit: LIMIT });
  const { connected } = await clients.ready;
  const connectSeconds = (now() - t0) / 1000;
  const serverSockets = app.get(LiveGateway).nsp.sockets.size;

  const pushCounter = registry.getSingleMetric('live_pushes_total') as Counter;
  const pushHistogram = registry.getSingleMetric('live_push_seconds') as Histogram;
  const redisCpuMs = async () => {
    const info = await redis.info('cpu');
    const get = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
    return (get('used_cpu_user') + get('used_cpu_sys')) * 1000;
  };
  const read = async (): Promise<Reading> => {
    const cpu = process.cpuUsage();
    const reading: Reading = {
      at: now(),
      processCpuMs: (cpu.user + cpu.system) / 1000,
      mainCpuMs: cpuMsOf(`/proc/self/task/${process.pid}/stat`),
      machine: machineCpu(),
      redisCpuMs: await redisCpuMs(),
      pgCpuMs: new Map(
        (
          await pg.query<{ pid: number }>(
            `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
          )
        ).rows.map(({ pid }) => [pid, cpuMsOf(`/proc/${pid}/stat`)]),
      ),
      pushes: {},
      pushSeconds: { sum: 0, count: 0 },
      clients: await clients.ask<Mark>({ type: 'mark' }),
    };
    for (const v of (await pushCounter.get()).values) {
      reading.pushes[String(v.labels.event)] = v.value;
    }
    for (const v of (await pushHistogram.get()).values) {
      if (v.metricName?.endsWith('_sum')) reading.pushSeconds.sum = v.value;
      if (v.metricName?.endsWith('_count')) reading.pushSeconds.count = v.value;
    }
    return reading;
  };

  // Notices to signed-in watchers in turn (shuffled), so one player never has two in flight and
  // the n-th notice of a player shows as an unread count of baseline + n.
  const added = new Map<number, number>();
  const order = [...signedIn].sort(() => Math.random() - 0.5);
  let nextNotice = 0;
  let points = 0;

  /** One load (`rate` changes a second) through warm-up and the rounds: its summary and section. */
  const measure = async (rate: number): Promise<{ row: string; section: string }> => {
    const changes: Change[] = [];
    const recorded = new Map<Change, number>();
    const notices: Notice[] = [];
    let recordErrors = 0;
    let noticeErrors = 0;
    let stopped = false;
    const inFlight = new Set<Promise<unknown>>();
    const track = (p: Promise<unknown>) => {
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    };
    const openLoop = async (perSecond: number, fire: (dueAt: number) => void) => {
      const start = now();
      const interval = 1000 / perSecond;
      let sent = 0;
      while (!stopped) {
        const at = now();
        while (start + sent * interval <= at) fire(start + sent++ * interval);
        await sleep(Math.max(0, Math.min(start + sent * interval - now(), 50)));
      }
    };
    // Standings changes, open loop: each sets one player's points to the next of one rising
    // sequence, so the changed player tops its tournament's page 1 and a push shows the change
    // exactly when it shows that player at those points (or more, after a later change).
    const changing = openLoop(rate, (dueAt) => {
      const eventId = tournaments[Math.floor(Math.random() * TOURNAMENTS)];
      const players = entrants.get(eventId)!;
      const userId = players[Math.floor(Math.random() * players.length)];
      const change: Change = { eventId, userId, points: ++points, calledAt: now(), dueAt };
      changes.push(change);
      track(
        results.record(eventId, [{ user_id: userId, points: change.points }]).then(
          () => recorded.set(change, now()),
          () => recordErrors++,
        ),
      );
    });
    const noticing = openLoop(NOTICE_RATE, () => {
      if (!order.length) return;
      const socket = order[nextNotice % order.length];
      const n = nextNotice++;
      const unread = baseline[socket] + (added.get(socket) ?? 0) + 1;
      added.set(socket, (added.get(socket) ?? 0) + 1);
      track(
        notifications
          .add({
            userId: watchers[socket].userId,
            type: 'overtaken',
            key: `bench-live:${n}`,
            title: 'Bench notice',
            body: 'Measuring commit to bell.',
            link: null,
          })
          .then(
            () => notices.push({ socket, unread, committedAt: now() }),
            () => noticeErrors++,
          ),
      );
    });

    await clients.ask({ type: 'watch' });
    await sleep(WARM_SECONDS * 1000);
    const windows: Window[] = [];
    const loop = monitorEventLoopDelay({ resolution: 10 });
    for (let round = 0; round < ROUNDS; round++) {
      for (const phase of ['push', 'none'] as Phase[]) {
        if (phase === 'none') await clients.ask({ type: 'unwatch' });
        else if (round > 0) await clients.ask({ type: 'watch' });
        await sleep(SETTLE_MS);
        const from = await read();
        loop.reset();
        loop.enable();
        await sleep(ROUND_SECONDS * 1000);
        loop.disable();
        const to = await read();
        const within = (at: number | undefined) => at !== undefined && at >= from.at && at < to.at;
        windows.push({
          phase,
          from,
          to,
          changes: changes.filter((c) => within(c.calledAt)).length,
          recorded: changes.filter((c) => within(recorded.get(c))).length,
          loopP99: loop.percentile(99) / 1e6,
        });
        // Pushes of the window's last changes still arrive before the sockets stop watching.
        if (phase === 'push') await sleep(DRAIN_MS);
      }
    }
    stopped = true;
    await Promise.all([changing, noticing]);
    await Promise.all([...inFlight]);
    await sleep(1_000);
    const until = now();

    const inPhase = <T>(phase: Phase, list: T[], at: (x: T) => number | undefined) =>
      list.filter((x) =>
        windows.some((w) => {
          const t = at(x);
          return w.phase === phase && t !== undefined && t >= w.from.at && t < w.to.at;
        }),
      );
    const watchedChanges = inPhase('push', changes, (c) => c.calledAt);
    const watched = watchedChanges.map((c) => ({
      ...c,
      committedAt: committed.get(`${c.eventId}:${c.userId}:${c.points}`),
    }));
    const pushed = await clients.ask<Matched>({
      type: 'match',
      changes: watched,
      notices: inPhase('push', notices, (n) => n.committedAt),
      until,
      gapMs: PUSH_GAP_MS,
      targetMs: PUSH_TARGET_MS,
    });
    const quiet = await clients.ask<Matched>({
      type: 'match',
      changes: [],
      notices: inPhase('none', notices, (n) => n.committedAt),
      until,
      gapMs: PUSH_GAP_MS,
      targetMs: PUSH_TARGET_MS,
    });

    // Sums over the windows of one phase.
    const total = (phase: Phase, of: (w: Window) => number) =>
      windows.filter((w) => w.phase === phase).reduce((sum, w) => sum + of(w), 0);
    const seconds = (phase: Phase) => total(phase, (w) => (w.to.at - w.from.at) / 1000);
    const delta = (of: (r: Reading) => number) => (w: Window) => of(w.to) - of(w.from);
    const clientCpu = delta((r) => r.clients.cpuMs);
    const apiCpu = (w: Window) => delta((r) => r.processCpuMs)(w) - clientCpu(w);
    const mainCpu = delta((r) => r.mainCpuMs);
    const redisCpu = delta((r) => r.redisCpuMs);
    const pgCpu = (w: Window) =>
      [...w.to.pgCpuMs].reduce((sum, [pid, t]) => sum + t - (w.from.pgCpuMs.get(pid) ?? 0), 0);
    // Per change done (record() resolved): when PostgreSQL falls behind, fewer are done than called.
    const perChange = (phase: Phase, of: (w: Window) => number) =>
      total(phase, of) / total(phase, (w) => w.recorded);
    const perSecond = (phase: Phase, of: (w: Window) => number) =>
      total(phase, of) / seconds(phase);
    const busy = (phase: Phase) =>
      (total(
        phase,
        delta((r) => r.machine.busyMs),
      ) /
        total(
          phase,
          delta((r) => r.machine.allMs),
        )) *
      100;
    const waited = (phase: Phase) =>
      (total(
        phase,
        delta((r) => r.machine.waitedUs),
      ) /
        1000 /
        (seconds(phase) * 1000)) *
      100;
    const cpuRow = (phase: Phase, name: string) =>
      `| ${name} | ${perSecond(phase, (w) => w.changes).toFixed(0)} | ${perSecond(phase, (w) => w.recorded).toFixed(0)} | ` +
      `${perChange(phase, apiCpu).toFixed(2)} | ${perChange(phase, mainCpu).toFixed(2)} | ` +
      `${perChange(phase, pgCpu).toFixed(2)} | ${perChange(phase, redisCpu).toFixed(2)} | ` +
      `${(perSecond(phase, apiCpu) / 10).toFixed(0)} % | ${(perSecond(phase, clientCpu) / 10).toFixed(0)} % | ` +
      `${(perSecond(phase, pgCpu) / 10).toFixed(0)} % | ${busy(phase).toFixed(0)} % / ${waited(phase).toFixed(0)} % | ` +
      `${Math.max(...windows.filter((w) => w.phase === phase).map((w) => w.loopP99)).toFixed(0)} |`;
    const ratio = (of: (w: Window) => number) =>
      (perChange('push', of) / perChange('none', of)).toFixed(2);

    const received = (of: (m: Mark) => number) =>
      perSecond(
        'push',
        delta((r) => of(r.clients)),
      );
    const sent = (event: string) =>
      perSecond(
        'push',
        delta((r) => r.pushes[event] ?? 0),
      );
    const pushRuns = total(
      'push',
      delta((r) => r.pushSeconds.count),
    );
    const pushWorkMs =
      (total(
        'push',
        delta((r) => r.pushSeconds.sum),
      ) /
        pushRuns) *
      1000;

    const p99 = pct(pushed.perSocket, 0.99);
    const bellP99 = pct(pushed.bells, 0.99);
    const lags = sorted(watched.map((c) => c.calledAt - c.dueAt));
    const recordMs = sorted(
      watchedChanges.flatMap((c) => (recorded.has(c) ? [recorded.get(c)! - c.calledAt] : [])),
    );
    const commitMs = sorted(
      watched.flatMap((c) => (c.committedAt !== undefined ? [c.committedAt - c.calledAt] : [])),
    );
    const perTournamentRate = rate / TOURNAMENTS;
    const coalesced = (1 - Math.exp(-perTournamentRate * (PUSH_GAP_MS / 1000))) * 100;
    const done = perSecond('push', (w) => w.recorded);
    const behind = done < 0.95 * perSecond('push', (w) => w.changes);
    const reading = behind
      ? `**The change source fell behind**: while the sockets watched, record() finished ${done.toFixed(0)} changes a second of the ${rate} called (${perSecond('none', (w) => w.recorded).toFixed(0)} a second while none watched, draining what had queued). The machine was ${busy('push').toFixed(0)} % busy with some task waiting for a CPU ${waited('push').toFixed(0)} % of the time: the API (${(perSecond('push', apiCpu) / 10).toFixed(0)} % of a core), the clients' thread (${(perSecond('push', clientCpu) / 10).toFixed(0)} %) and PostgreSQL (${(perSecond('push', pgCpu) / 10).toFixed(0)} %) together want more than the ${cpus().length} cores, so record() calls queue for the pool's connections and the latencies above are that queue (compare "from the change committed"); the bell's unread count waits in the same queue. Per-change CPU at this rate is taken under that backlog: the figures of a rate the machine keeps up with give the push's cost.`
      : `The change source kept up (record() done ${done.toFixed(0)} a second while watching). From the commit the channel took p99 ${ms(pushed.perSocketFromCommit, 0.99)} ms (the index write, the feed, the ${PUSH_GAP_MS} ms gap, the page read and the sends). Of the ${pushed.overTarget.toLocaleString('en')} (change, watcher) pairs at ${PUSH_TARGET_MS} ms or more from the call (${((pushed.overTarget / Math.max(1, pushed.perSocket.length)) * 100).toFixed(1)} %), ${pushed.overTargetInRecord.toLocaleString('en')} spent half their time or more before the commit (record()'s transaction: the pool and PostgreSQL on a busy machine) and ${pushed.overTargetAfterPush.toLocaleString('en')} came less than ${PUSH_GAP_MS} ms after a push of their tournament, so they also waited for the gap.`;
    const row =
      `| ${rate} | ${done.toFixed(0)} | ${ms(pushed.perSocket, 0.5)} / ${ms(pushed.perSocket, 0.95)} / **${ms(pushed.perSocket, 0.99)}** | ${ms(pushed.perSocketFromCommit, 0.99)} | ` +
      `${received((m) => m.standings).toFixed(0)} | ${perChange('push', apiCpu).toFixed(2)} / ${perChange('none', apiCpu).toFixed(2)} (**${ratio(apiCpu)}×**) | ` +
      `${ms(pushed.bells, 0.5)} / **${ms(pushed.bells, 0.99)}** | ${busy('push').toFixed(0)} % |`;

    const section = [
      `## ${rate} changes a second`,
      '',
      `### Change → \`standings\` on the socket (target p99 < ${PUSH_TARGET_MS} ms: ${p99 < PUSH_TARGET_MS ? 'met' : '**missed**'})`,
      '',
      '| | samples | p50 ms | p95 ms | p99 ms | max ms |',
      '|---|---|---|---|---|---|',
      latencyRow('every watcher of the change', pushed.perSocket),
      latencyRow('its first watcher', pushed.first),
      latencyRow('its last watcher', pushed.last),
      latencyRow('every watcher, from when the change was due', pushed.perSocketFromDue),
      latencyRow('every watcher, from the change committed', pushed.perSocketFromCommit),
      '',
      `${watched.length.toLocaleString('en')} changes in the watching windows; ${pushed.unseen.toLocaleString('en')} (change, watcher) pairs not shown while the sockets watched (pushed off page 1 by later changes before a push, or recorded after the window); ${pushed.outOfOrder} pushes older than one the socket had. ${share(pushed.perSocket, 50)} % of the pairs arrived within 50 ms, ${share(pushed.perSocket, PUSH_TARGET_MS)} % within ${PUSH_TARGET_MS} ms.`,
      '',
      `Where the time goes: record() took ${ms(recordMs, 0.5)} ms at p50 and ${ms(recordMs, 0.99)} ms at p99; of that, its transaction (waiting for one of the pool's 20 connections, then the tournament row's share lock, the frozen check, the update, the first-play check, the commit) ${ms(commitMs, 0.5)} and ${ms(commitMs, 0.99)} ms. After the index write and the feed it commits a second time: the \`standing.overtook\` outbox row naming whom the player passed. Reading and pushing one tournament's page and own rows took ${pushWorkMs.toFixed(1)} ms on average (live_push_seconds; its tournament facts come from PostgreSQL every 5 s, through the same pool). The change loop (on the API's event loop) started its calls ${ms(lags, 0.5)} ms late at p50 and ${ms(lags, 0.99)} ms at p99; ${recordErrors} record() calls failed. A tournament is pushed at most every ${PUSH_GAP_MS} ms (the Coalescer): a change after an idle gap goes out at once (the leading edge), one within ${PUSH_GAP_MS} ms of the last push waits for the gap to end; at ${perTournamentRate.toFixed(1)} changes a second per tournament about ${coalesced.toFixed(0)} % of changes come within ${PUSH_GAP_MS} ms of the one before, so even with no queueing the p99 is about ${PUSH_GAP_MS} ms plus record() and the push.`,
      '',
      `Delivered while watching: ${received((m) => m.standings).toFixed(0)} \`standings\` pushes a second received (${sent('standings').toFixed(0)} sent, live_pushes_total), ${received((m) => m.own).toFixed(0)} \`standings_own\` a second (${sent('standings_own').toFixed(0)} sent), ${(pushRuns / seconds('push')).toFixed(0)} tournament pushes a second; ${Math.min(...windows.map((w) => w.to.clients.connected)).toLocaleString('en')} sockets connected at the end of every window.`,
      '',
      '### CPU per change',
      '',
      '| sockets | changes called /s | record() done /s | API ms/change | of it the event loop | PostgreSQL ms/change | Redis ms/change | API CPU | client thread | PostgreSQL | machine busy / waiting for CPU | event-loop delay p99 ms |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
      cpuRow('push', 'watching (pushes)'),
      cpuRow('none', 'none watching (no pushes)'),
      '',
      `The push's cost, watching / none, per change: API CPU **${ratio(apiCpu)}×**, the event loop's **${ratio(mainCpu)}×**, PostgreSQL's **${ratio(pgCpu)}×**, Redis's **${ratio(redisCpu)}×**.`,
      '',
      `### Notification commit → bell (target p99 < ${BELL_TARGET_MS / 1000} s: ${bellP99 < BELL_TARGET_MS ? 'met' : '**missed**'})`,
      '',
      '| | notices | p50 ms | p95 ms | p99 ms | max ms |',
      '|---|---|---|---|---|---|',
      latencyRow('while watching (standings pushes)', pushed.bells),
      latencyRow('none watching', quiet.bells),
      '',
      `${pushed.bellsMissed + quiet.bellsMissed} notices whose count did not reach the socket before the load ended; ${noticeErrors} add() calls failed.`,
      '',
      reading,
    ].join('\n');
    return { row, section };
  };

  const measured: { row: string; section: string }[] = [];
  for (const rate of RATES) measured.push(await measure(rate));
  const loadAfter = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  // What record() left for the worker: the overtaken events, written after the index.
  const [outbox] = (
    await pg.query<{ overtook: number; passed: number; bytes: number }>(
      `SELECT count(*)::int AS overtook,
              coalesce(avg(jsonb_array_length(payload->'passedIds')), 0)::float AS passed,
              coalesce(avg(pg_column_size(payload)), 0)::float AS bytes
         FROM outbox_events WHERE name = 'standing.overtook'`,
    )
  ).rows;
  await clients.close();
  await redis.quit();
  await pg.end();
  await app.close();

  const watchersEach =
    SOCKETS % TOURNAMENTS ? `${Math.floor(SOCKETS / TOURNAMENTS)}–${perTournament}` : perTournament;
  return [
    '# Benchmark: live leaderboards and the bell',
    '',
    `${machine()} Load average before the run: ${loadBefore}; after: ${loadAfter} (the machine is shared). Open files allowed (\`ulimit -n\`): ${fdLimit}; both ends of every socket are in this one process, so it needs about 2 × sockets.`,
    '',
    `Command: \`npm run bench -- live\` with BENCH_LIVE_SOCKETS=${SOCKETS}, BENCH_LIVE_TOURNAMENTS=${TOURNAMENTS}, BENCH_LIVE_RATE=${RATES.join(',')}, BENCH_LIVE_ENTRIES=${ENTRIES}, BENCH_LIVE_SIGNED_IN=${SIGNED_IN}, BENCH_LIVE_NOTICE_RATE=${NOTICE_RATE}, BENCH_LIVE_ROUNDS=${ROUNDS}, BENCH_LIVE_ROUND_SECONDS=${ROUND_SECONDS} (the defaults are the issue's: 5,000 sockets, 100 tournaments, 200 changes a second).`,
    '',
    '| changes /s called | done /s (watching) | change → `standings` p50 / p95 / p99 ms | p99 from commit ms | `standings` received /s | API CPU ms/change watching / none | bell p50 / p99 ms | machine busy |',
    '|---|---|---|---|---|---|---|---|',
    ...measured.map((m) => m.row),
    '',
    `Targets: change → pushed p99 < ${PUSH_TARGET_MS} ms; notification commit → bell p99 < ${BELL_TARGET_MS / 1000} s. Pushes of a tournament at most every ${PUSH_GAP_MS} ms (PUSH_GAP_MS).`,
    '',
    `${SOCKETS.toLocaleString('en')} sockets on \`/live\` (${connected.toLocaleString('en')} connected as the clients counted, ${serverSockets.toLocaleString('en')} as the server did, in ${connectSeconds.toFixed(1)} s), ${signedIn.length.toLocaleString('en')} of them signed in with access tokens, each watching page 1 (${LIMIT} rows) of one of ${TOURNAMENTS} live chess tournaments of ${ENTRIES.toLocaleString('en')} players (${watchersEach} watchers each; the signed-in ones are entrants, so they get their own rows too). One API instance (createApp, socket.io with the Redis Streams adapter) in the bench process; the sockets in a worker thread of it. Standings change at a fixed rate in all, open loop: each change is one \`TournamentResultsService.record()\` setting one random player of a random tournament to the next value of one rising sequence of points, so that player tops the page and a push shows the change exactly when it shows that player at those points or more (everyone has played before, so no change is a first play; every change passes players, so each writes a \`standing.overtook\` row: ${outbox.overtook.toLocaleString('en')} rows in the run, ${outbox.passed.toFixed(0)} players passed and ${(outbox.bytes / 1024).toFixed(1)} KiB of payload on average). Latency is from just before record() is called to the first \`standings\` push showing the change, for every socket watching (each change × its watchers). Meanwhile ${NOTICE_RATE} notifications a second go to signed-in watchers in turn through \`NotificationsService.add()\`: from add() resolved (committed, published) to that player's socket receiving \`notifications\` with the count it makes. Per load, after ${WARM_SECONDS} s of warm-up, ${ROUNDS} rounds alternate ${ROUND_SECONDS} s with every socket watching and ${ROUND_SECONDS} s with none watching (still connected, still getting bells), each window opened ${SETTLE_MS / 1000} s after the sockets (un)watched.`,
    '',
    `CPU: per change done (record() resolved in the window). API is the process's (process.cpuUsage(), every thread: the event loop, GC and libuv helpers) less the clients' thread (its /proc/thread-self/stat); "of it the event loop" is the main thread alone. record() and the notices run in this process in both phases, so the difference is the pushes. PostgreSQL is the bench database's backends (/proc/<pid>/stat); Redis is the whole server's (INFO cpu), which other work on this machine shares. CPU shares are of one core; "machine busy" is of all ${cpus().length} cores (every process), "waiting for CPU" the share of time some task waited for one (/proc/pressure/cpu).`,
    '',
    ...measured.flatMap((m) => [m.section, '']),
  ]
    .join('\n')
    .trimEnd();
}
