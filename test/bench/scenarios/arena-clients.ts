import { parentPort, workerData } from 'node:worker_threads';
import { io, Socket } from 'socket.io-client';

/**
 * The arena bench's clients, in a worker thread so they do not share the server's event loop.
 * `echo`: sockets in pairs (each pair one room on the server) take turns like a match's players:
 * one sends `echo`, the server broadcasts it to the pair and acknowledges it, and the broadcast
 * tells the other socket to send the next one. `matches`: every socket searches in the
 * tournament at once; once all are paired, each plays its match to the end, moving on its turn
 * (as the `match` broadcast tells it) to a random free cell. Posts the round-trip times (ms),
 * the counts, the pairing times and the phases' windows once every socket is done.
 */
interface Job {
  url: string;
  mode: 'echo' | 'matches';
  sockets: number;
  tokens: string[];
  eventId: number;
  rounds: number;
}

interface View {
  match_id: string;
  players: Record<'x' | 'o', { user_id: string }>;
  board: (string | null)[];
  turn: 'x' | 'o';
  status: 'playing' | 'over';
  result: string | null;
}

type Ack = { status: 'S' | 'E'; state?: string; message?: string };

const job = workerData as Job;
const ANSWER_MS = 120_000;

async function connectAll(): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < job.sockets; i += 100) {
    const batch = Array.from({ length: Math.min(100, job.sockets - i) }, (_, k) => {
      const s = io(job.mode === 'echo' ? `${job.url}/bench-echo` : job.url, {
        auth:
          job.mode === 'echo' ? { pair: Math.floor((i + k) / 2) } : { token: job.tokens[i + k] },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
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

/** Pairs take `rounds` turns; the broadcast of one turn starts the next, as a move's does. */
async function echo(sockets: Socket[], latencies: number[]): Promise<number> {
  const pairs = Math.floor(sockets.length / 2);
  await Promise.all(
    Array.from(
      { length: pairs },
      (_, p) =>
        new Promise<void>((resolve, reject) => {
          const pair = [sockets[2 * p], sockets[2 * p + 1]];
          let acked = 0;
          const send = (n: number) => {
            const t0 = performance.now();
            pair[n % 2]
              .timeout(ANSWER_MS)
              .emitWithAck('echo', { n, cell: n % 9 })
              .then(() => {
                latencies.push(performance.now() - t0);
                if (++acked === job.rounds) resolve();
              }, reject);
          };
          pair.forEach((s, turn) =>
            s.on('echoed', ({ n }: { n: number }) => {
              if (n + 1 < job.rounds && (n + 1) % 2 === turn) send(n + 1);
            }),
          );
          send(0);
        }),
    ),
  );
  return pairs * job.rounds;
}

interface MatchRun {
  moves: number;
  errors: number;
  /** Each socket's time from sending `play` to learning its match (ack or broadcast), ms. */
  pairing: number[];
  /**
   * Since the first `play`: every socket paired (the moves start), the first and the last match
   * seen over, and every last move answered (its match saved).
   */
  pairedAt: number;
  firstEnd: number;
  endedAt: number;
  doneAt: number;
}

async function matches(
  sockets: Socket[],
  latencies: number[],
  ended: Map<string, string>,
): Promise<MatchRun> {
  const start = performance.now();
  const run: MatchRun = {
    moves: 0,
    errors: 0,
    pairing: [],
    pairedAt: 0,
    firstEnd: 0,
    endedAt: 0,
    doneAt: 0,
  };
  // Nobody moves before every socket is paired, so the moves' window holds all the matches.
  const moveNow: (() => void)[] = [];
  const paired = () => {
    if (run.pairing.length < sockets.length) return;
    run.pairedAt = performance.now() - start;
    for (const move of moveNow) move();
  };
  await Promise.all(
    sockets.map(
      (s, i) =>
        new Promise<void>((resolve, reject) => {
          const userId = JSON.parse(
            Buffer.from(job.tokens[i].split('.')[1], 'base64url').toString(),
          ).sub as string;
          const sent = performance.now();
          let found = false;
          let moving = false;
          let over = false;
          let latest: View | null = null;
          const matched = () => {
            if (found) return;
            found = true;
            run.pairing.push(performance.now() - sent);
            paired();
          };
          const move = () => {
            const m = latest;
            if (!m || m.status === 'over' || moving || !run.pairedAt) return;
            if (m.turn !== (m.players.x.user_id === userId ? 'x' : 'o')) return;
            const free = m.board.flatMap((c, cell) => (c === null ? [cell] : []));
            const cell = free[Math.floor(Math.random() * free.length)];
            moving = true;
            const t0 = performance.now();
            s.timeout(ANSWER_MS)
              .emitWithAck('move', { match_id: m.match_id, cell })
              .then((ack: Ack) => {
                latencies.push(performance.now() - t0);
                moving = false;
                if (ack.status === 'S') run.moves += 1;
                else run.errors += 1;
                // The last move's answer comes once the match is saved: it counts too.
                if (over) resolve();
              }, reject);
          };
          moveNow.push(move);
          s.on('match', (m: View) => {
            latest = m;
            matched();
            if (m.status === 'over') {
              if (over) return;
              over = true;
              const at = performance.now() - start;
              if (!ended.size) run.firstEnd = at;
              run.endedAt = Math.max(run.endedAt, at);
              ended.set(m.match_id, m.result ?? '');
              if (!moving) resolve();
              return;
            }
            move();
          });
          s.timeout(ANSWER_MS)
            .emitWithAck('play', { event_id: job.eventId })
            .then((ack: Ack) => {
              if (ack.status !== 'S') reject(new Error(`play refused: ${ack.message}`));
              else if (ack.state === 'match') matched();
            }, reject);
        }),
    ),
  );
  run.doneAt = performance.now() - start;
  return run;
}

async function main(): Promise<void> {
  const sockets = await connectAll();
  const latencies: number[] = [];
  const ended = new Map<string, string>();
  const t0 = performance.now();
  let operations: number;
  let errors = 0;
  let match: MatchRun | undefined;
  if (job.mode === 'echo') operations = await echo(sockets, latencies);
  else {
    match = await matches(sockets, latencies, ended);
    ({ moves: operations, errors } = match);
  }
  const ms = performance.now() - t0;
  for (const s of sockets) s.disconnect();
  const results: Record<string, number> = {};
  for (const r of ended.values()) results[r] = (results[r] ?? 0) + 1;
  parentPort?.postMessage({
    latencies,
    operations,
    errors,
    ms,
    // The window the operations ran in: for matches, from the first move to the last answer.
    window: match ? match.doneAt - match.pairedAt : ms,
    matches: ended.size,
    results,
    match,
  });
}

main().catch((err: unknown) => {
  parentPort?.postMessage({ error: String(err instanceof Error ? err.stack : err) });
});
