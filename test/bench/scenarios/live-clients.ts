import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { io, Socket } from 'socket.io-client';

/**
 * The live bench's watchers, in a worker thread so they do not share the API's event loop.
 * Opens `sockets` sockets on /live (those with a token signed in), then answers the bench's
 * commands: `watch` / `unwatch` page 1 of each socket's tournament, `mark` (this thread's CPU
 * and the messages received so far), and `match` (the changes and notices made, matched against
 * what each socket received). Every push is kept as it arrived: a `standings` push as (its
 * version's rows, time), a bell as (unread count, time).
 */
export interface LiveJob {
  url: string;
  /** Per socket: the tournament it watches and its access token ('' for a visitor). */
  watchers: { eventId: number; token: string; userId: string }[];
  limit: number;
}

/** One standings change: the player's points set to `points`, higher than any before it. */
export interface Change {
  eventId: number;
  userId: string;
  points: number;
  /** Just before record() was called, and when the open loop had it due (epoch ms). */
  calledAt: number;
  dueAt: number;
  /** When record()'s transaction had committed (its write to the rank index began), if known. */
  committedAt?: number;
}

/** A notice added for the player of socket `socket`, after which their unread count is `unread`. */
export interface Notice {
  socket: number;
  unread: number;
  committedAt: number;
}

export interface Mark {
  /** This thread's CPU time so far, ms (from /proc/thread-self/stat). */
  cpuMs: number;
  standings: number;
  own: number;
  bells: number;
  connected: number;
}

export interface Matched {
  /** Change → `standings` showing it, per (change, watching socket), ms, sorted. */
  perSocket: number[];
  /** Per change: to its first and its last watcher, ms, sorted. */
  first: number[];
  last: number[];
  /** The same per-socket figures counted from the time the change was due, and from its commit. */
  perSocketFromDue: number[];
  perSocketFromCommit: number[];
  /**
   * Pairs that took the target or more from the call; of those, the ones that spent half their
   * time or more before the commit (record()'s transaction), and the ones whose socket had received
   * a push of that tournament less than the gap before the commit (so the push waited for the gap).
   */
  overTarget: number;
  overTargetInRecord: number;
  overTargetAfterPush: number;
  /** (change, socket) pairs never shown (pushed off page 1 by later changes, or lost). */
  unseen: number;
  /** Pushes older than one the socket already had (by version). */
  outOfOrder: number;
  /** Commit → bell showing the count, ms, sorted; notices whose count never showed. */
  bells: number[];
  bellsMissed: number;
}

export type Command =
  | { type: 'watch' | 'unwatch' | 'mark' | 'close' }
  | {
      type: 'match';
      changes: Change[];
      notices: Notice[];
      until: number;
      gapMs: number;
      targetMs: number;
    };

const job = workerData as LiveJob;
const now = () => performance.timeOrigin + performance.now();
const TICK_MS = 10; // USER_HZ on Linux

function threadCpuMs(): number {
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** `<built at>:<changes>` as a pair, for ordering. */
function newer(a: string, b: string): boolean {
  const [x0, x1] = a.split(':').map(Number);
  const [y0, y1] = b.split(':').map(Number);
  return x0 > y0 || (x0 === y0 && x1 > y1);
}

interface Pushed {
  event_id: number;
  version: string;
  data: { user_id: string; points: number }[];
}

// One push of one tournament reaches every socket of its room: its rows are kept once.
const versions: Map<string, number>[] = [];
const versionIds = new Map<string, number>();
const arrivals: number[][] = job.watchers.map(() => []);
const bellArrivals: number[][] = job.watchers.map(() => []);
const latest: (string | null)[] = job.watchers.map(() => null);
let standings = 0;
let own = 0;
let bells = 0;
let outOfOrder = 0;

async function connectAll(): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < job.watchers.length; i += 100) {
    const batch = job.watchers.slice(i, i + 100).map((w, k) => {
      const index = i + k;
      const s = io(`${job.url}/live`, {
        auth: w.token ? { token: w.token } : {},
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      s.on('standings', (p: Pushed) => {
        const at = now();
        standings++;
        const key = `${p.event_id}|${p.version}`;
        let id = versionIds.get(key);
        if (id === undefined) {
          id = versions.length;
          versions.push(new Map(p.data.map((r) => [r.user_id, r.points])));
          versionIds.set(key, id);
        }
        const had = latest[index];
        if (had !== null && newer(had, p.version)) outOfOrder++;
        else latest[index] = p.version;
        arrivals[index].push(id, at);
      });
      s.on('standings_own', () => own++);
      s.on('notifications', (p: { unread_count: number }) => {
        bells++;
        bellArrivals[index].push(p.unread_count, now());
      });
      return new Promise<Socket>((resolve, reject) => {
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

async function all(sockets: Socket[], event: 'watch' | 'unwatch'): Promise<void> {
  await Promise.all(
    sockets.map(async (s, i) => {
      const ack = (await s.timeout(60_000).emitWithAck(event, {
        event_id: job.watchers[i].eventId,
        page: 1,
        limit: job.limit,
      })) as { status: string; message?: string };
      if (ack.status !== 'S') throw new Error(`${event} refused: ${ack.message}`);
    }),
  );
}

/** Index of the first pair in `list` (value, time, …) whose time is ≥ `at`. */
function firstAfter(list: number[], at: number): number {
  let lo = 0;
  let hi = list.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[2 * mid + 1] < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Matches what arrived before `until` (epoch ms): a later watching window is another load's. */
function match(
  changes: Change[],
  notices: Notice[],
  until: number,
  gapMs: number,
  targetMs: number,
): Matched {
  const byEvent = new Map<number, number[]>();
  job.watchers.forEach((w, i) => {
    const list = byEvent.get(w.eventId) ?? [];
    list.push(i);
    byEvent.set(w.eventId, list);
  });
  const perSocket: number[] = [];
  const perSocketFromDue: number[] = [];
  const perSocketFromCommit: number[] = [];
  const first: number[] = [];
  const last: number[] = [];
  let unseen = 0;
  let overTarget = 0;
  let overTargetInRecord = 0;
  let overTargetAfterPush = 0;
  for (const c of changes) {
    let lo = Infinity;
    let hi = -Infinity;
    for (const s of byEvent.get(c.eventId) ?? []) {
      const list = arrivals[s];
      let seen = false;
      // A push shows the change when it shows the player at those points or more (a later
      // change of the same player carries higher ones).
      for (let k = firstAfter(list, c.calledAt); k < list.length / 2; k++) {
        if (list[2 * k + 1] >= until) break;
        const points = versions[list[2 * k]].get(c.userId);
        if (points !== undefined && points >= c.points) {
          const at = list[2 * k + 1];
          perSocket.push(at - c.calledAt);
          perSocketFromDue.push(at - c.dueAt);
          if (c.committedAt !== undefined) perSocketFromCommit.push(at - c.committedAt);
          if (at - c.calledAt >= targetMs && c.committedAt !== undefined) {
            overTarget++;
            if (c.committedAt - c.calledAt >= (at - c.calledAt) / 2) overTargetInRecord++;
            const before = firstAfter(list, c.committedAt - gapMs);
            if (before < list.length / 2 && list[2 * before + 1] < c.committedAt) {
              overTargetAfterPush++;
            }
          }
          lo = Math.min(lo, at - c.calledAt);
          hi = Math.max(hi, at - c.calledAt);
          seen = true;
          break;
        }
      }
      if (!seen) unseen++;
    }
    if (lo !== Infinity) {
      first.push(lo);
      last.push(hi);
    }
  }
  const bellLatencies: number[] = [];
  let bellsMissed = 0;
  for (const n of notices) {
    const list = bellArrivals[n.socket];
    let seen = false;
    for (let k = 0; k < list.length / 2; k++) {
      if (list[2 * k + 1] >= until) break;
      if (list[2 * k] >= n.unread) {
        bellLatencies.push(list[2 * k + 1] - n.committedAt);
        seen = true;
        break;
      }
    }
    if (!seen) bellsMissed++;
  }
  const sorted = (xs: number[]) => xs.sort((a, b) => a - b);
  return {
    perSocket: sorted(perSocket),
    perSocketFromDue: sorted(perSocketFromDue),
    perSocketFromCommit: sorted(perSocketFromCommit),
    first: sorted(first),
    last: sorted(last),
    overTarget,
    overTargetInRecord,
    overTargetAfterPush,
    unseen,
    outOfOrder,
    bells: sorted(bellLatencies),
    bellsMissed,
  };
}

async function main(): Promise<void> {
  const port = parentPort!;
  const sockets = await connectAll();
  const connected = () => sockets.filter((s) => s.connected).length;
  port.on('message', (command: Command) => {
    const reply = async (): Promise<unknown> => {
      switch (command.type) {
        case 'watch':
        case 'unwatch':
          await all(sockets, command.type);
          return { done: true };
        case 'mark':
          return {
            cpuMs: threadCpuMs(),
            standings,
            own,
            bells,
            connected: connected(),
          } satisfies Mark;
        case 'match':
          return match(
            command.changes,
            command.notices,
            command.until,
            command.gapMs,
            command.targetMs,
          );
        case 'close':
          for (const s of sockets) s.disconnect();
          return { done: true };
      }
    };
    reply().then(
      (answer) => port.postMessage(answer),
      (err: unknown) => port.postMessage({ error: String(err instanceof Error ? err.stack : err) }),
    );
  });
  port.postMessage({ ready: true, connected: connected() });
}

main().catch((err: unknown) => {
  parentPort?.postMessage({ error: String(err instanceof Error ? err.stack : err) });
});
