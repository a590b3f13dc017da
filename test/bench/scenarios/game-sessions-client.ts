import autocannon from 'autocannon';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The bench's clients: autocannon in a worker thread of our own (so the clients never share the
 * server's event loop, and may keep per-connection state in callbacks, which autocannon's own
 * workers cannot), keep-alive connections, each sending its next request on the last answer.
 */
export interface ClientJob {
  base: string;
  apiKey: string;
  /** Bearer tokens, handed to the connections in turn. */
  tokens: string[];
  connections: number;
  seconds: number;
  /** health: GET /api/health; pairs: game_start, then game_end with the token it answered. */
  mode: 'health' | 'pairs';
  gameId: number;
}

export interface ClientResult {
  seconds: number;
  /** Health calls, or whole pairs. */
  done: number;
  /** Sorted, ms: a health call or a whole pair. */
  latencies: number[];
  /** Per request, from autocannon (game_start and game_end together for pairs). */
  requestP50: number;
  requestP99: number;
  failures: number;
  firstFailure: string | null;
}

type AggregateResult = (results: unknown[], options: autocannon.Options) => autocannon.Result;

interface PairContext {
  bearer?: string;
  startedAt?: number;
  secret?: string;
}

async function run(job: ClientJob): Promise<ClientResult> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  const check = (what: string, status: number, body: string): boolean => {
    if (status === 200) return true;
    failures++;
    firstFailure ??= `${what} ${status} ${body.slice(0, 200)}`;
    return false;
  };
  let nextToken = 0;
  const headers = { 'content-type': 'application/json', 'api-key': job.apiKey };

  const healthRequests: autocannon.Request[] = [
    {
      method: 'GET',
      path: '/api/health',
      onResponse: (status, body) => {
        check('health', status, body);
      },
    },
  ];
  const pairRequests: autocannon.Request[] = [
    {
      method: 'POST',
      path: '/api/game_start',
      setupRequest: (request, context: PairContext) => {
        context.bearer ??= job.tokens[nextToken++ % job.tokens.length];
        context.startedAt = performance.now();
        return {
          ...request,
          headers: { ...headers, authorization: `Bearer ${context.bearer}` },
          body: JSON.stringify({ game_id: job.gameId }),
        };
      },
      onResponse: (status, body, context: PairContext) => {
        context.secret = check('game_start', status, body)
          ? (JSON.parse(body) as { secret_token: string }).secret_token
          : undefined;
      },
    },
    {
      method: 'POST',
      path: '/api/game_end',
      setupRequest: (request, context: PairContext) => ({
        ...request,
        headers: { ...headers, authorization: `Bearer ${context.bearer}` },
        // Score 0: always plausible, however quick the round trip.
        body: JSON.stringify({
          game_id: job.gameId,
          score: 0,
          secret_token: context.secret,
          // A run ended at once: the replay is as short as a run gets.
          ticks: 0,
          inputs: [],
        }),
      }),
      onResponse: (status, body, context: PairContext) => {
        if (check('game_end', status, body) && context.startedAt !== undefined) {
          latencies.push(performance.now() - context.startedAt);
        }
      },
    },
  ];

  const options = {
    url: job.base,
    connections: job.connections,
    duration: job.seconds,
    requests: job.mode === 'health' ? healthRequests : pairRequests,
  };
  const t0 = performance.now();
  const raw = await autocannon(options);
  // Off the main thread autocannon answers its raw histograms, for its own workers to merge.
  const aggregate = (autocannon as unknown as { aggregateResult: AggregateResult }).aggregateResult;
  const result = aggregate([raw], options);
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    seconds,
    done: job.mode === 'health' ? result.requests.total : latencies.length,
    latencies: job.mode === 'health' ? [] : latencies,
    requestP50: result.latency.p50,
    requestP99: result.latency.p99,
    failures: failures + result.errors + result.timeouts,
    firstFailure: firstFailure ?? (result.timeouts ? `${result.timeouts} time-outs` : null),
  };
}

if (parentPort) {
  const port = parentPort;
  void run(workerData as ClientJob).then((result) => port.postMessage(result));
}
