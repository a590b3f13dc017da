import { parentPort, workerData } from 'node:worker_threads';
import { io, Socket } from 'socket.io-client';

/**
 * The arena bench's clients, in a worker thread so they do not share the server's event loop:
 * `echo` sockets, in pairs taking turns, send `rounds` echoes per pair; `matches` sockets search in the
 * tournament and play their match to the end, each move on the player's turn to a random free
 * cell. Posts the round-trip times (ms), counts and the elapsed time once every socket is done.
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

type Ack = { status: 'S' | 'E'; message?: string };

const job = workerData as Job;

async function connectAll(): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < job.sockets; i += 100) {
    const batch = Array.from({ length: Math.min(100, job.sockets - i) }, (_, k) => {
      const s = io(job.mode === 'echo' ? `${job.url}/bench-echo` : job.url, {
        auth: job.mode === 'echo' ? {} : { token: job.tokens[i + k] },
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

/** Pairs of sockets take turns like a match's players: one echo in flight per pair. */
async function echo(sockets: Socket[], latencies: number[]): Promise<number> {
  const pairs = Math.floor(sockets.length / 2);
  await Promise.all(
    Array.from({ length: pairs }, async (_, p) => {
      for (let r = 0; r < job.rounds; r++) {
        const s = sockets[2 * p + (r % 2)];
        const t0 = performance.now();
        await s.timeout(120_000).emitWithAck('echo', { n: r, cell: r % 9 });
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return pairs * job.rounds;
}

async function matches(
  sockets: Socket[],
  latencies: number[],
  ended: Map<string, string>,
  phases: { paired: number; firstEnd: number },
) {
  const start = performance.now();
  let moves = 0;
  let errors = 0;
  await Promise.all(
    sockets.map(
      (s, i) =>
        new Promise<void>((resolve, reject) => {
          const userId = JSON.parse(
            Buffer.from(job.tokens[i].split('.')[1], 'base64url').toString(),
          ).sub as string;
          let moving = false;
          let paired = false;
          s.on('match', (m: View) => {
            if (!paired) phases.paired = Math.max(phases.paired, performance.now() - start);
            paired = true;
            if (m.status === 'over') {
              if (!ended.size) phases.firstEnd = performance.now() - start;
              ended.set(m.match_id, m.result ?? '');
              resolve();
              return;
            }
            const mine = m.players.x.user_id === userId ? 'x' : 'o';
            if (m.turn !== mine || moving) return;
            const free = m.board.flatMap((c, cell) => (c === null ? [cell] : []));
            const cell = free[Math.floor(Math.random() * free.length)];
            moving = true;
            const t0 = performance.now();
            s.timeout(120_000)
              .emitWithAck('move', { match_id: m.match_id, cell })
              .then((ack: Ack) => {
                latencies.push(performance.now() - t0);
                moving = false;
                if (ack.status === 'S') moves += 1;
                else errors += 1;
              }, reject);
          });
          s.timeout(120_000)
            .emitWithAck('play', { event_id: job.eventId })
            .then((ack: Ack) => {
              if (ack.status !== 'S') reject(new Error(`play refused: ${ack.message}`));
            }, reject);
        }),
    ),
  );
  return { moves, errors };
}

async function main(): Promise<void> {
  const sockets = await connectAll();
  const latencies: number[] = [];
  const ended = new Map<string, string>();
  // When the last socket saw its first match view, and when the first match ended (ms).
  const phases = { paired: 0, firstEnd: 0 };
  const t0 = performance.now();
  let operations: number;
  let errors = 0;
  if (job.mode === 'echo') operations = await echo(sockets, latencies);
  else ({ moves: operations, errors } = await matches(sockets, latencies, ended, phases));
  const ms = performance.now() - t0;
  for (const s of sockets) s.disconnect();
  const results: Record<string, number> = {};
  for (const r of ended.values()) results[r] = (results[r] ?? 0) + 1;
  parentPort?.postMessage({
    latencies,
    operations,
    errors,
    ms,
    matches: ended.size,
    results,
    phases,
  });
}

main().catch((err: unknown) => {
  parentPort?.postMessage({ error: String(err instanceof Error ? err.stack : err) });
});
