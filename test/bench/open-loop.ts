import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Pool } from 'undici';
import { pct } from './bench-kit';
import type { Call } from './load';

export interface OpenLoop {
  rate: number;
  sent: number;
  p50: number;
  p99: number;
  /**
   * How late the client itself started calls (p99, ms): above a few ms the client could not
   * keep the rate on this machine, and the latencies measure it rather than the server.
   */
  lagP99: number;
  wrong: number;
}

/**
 * Open loop (run in its own thread by `openLoop` in load.ts): calls start on a fixed schedule
 * (`rate` a second, evenly spaced) whatever the server does, and each latency counts from its
 * scheduled start, so a stall shows as the queue behind it (no coordinated omission).
 * Keep-alive connections, up to `connections` in use, through undici's pool: node:http's agent
 * cost the client more CPU per call than the server under test spent on a bare route, so high
 * rates measured the client.
 */
export async function runOpenLoop(
  base: string,
  calls: Call[],
  rate: number,
  seconds: number,
  warmSeconds = 1,
  connections = 400,
): Promise<OpenLoop> {
  // A closed loop that answered nothing leaves no rate to hold: say so rather than spin forever.
  if (!(rate > 0))
    throw new Error(`open loop at ${rate} calls/s: the closed loop completed no call`);
  const pool = new Pool(base, { connections, pipelining: 1 });
  // The first warmSeconds open the connections; their calls are not counted.
  const warm = Math.round(rate * warmSeconds);
  const total = warm + Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const lags: number[] = [];
  let wrong = 0;
  const send = async (call: Call, scheduled: number, counted: boolean) => {
    if (counted) lags.push(performance.now() - scheduled);
    try {
      const res = await pool.request({
        method: call.method,
        path: call.path,
        headers: call.headers,
        body: call.body,
      });
      await res.body.dump();
      if (res.statusCode >= 300) wrong++;
      if (counted) latencies.push(performance.now() - scheduled);
    } catch {
      wrong++;
    }
  };
  const inFlight: Promise<void>[] = [];
  const t0 = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Start every call whose time has come, then sleep until the next one is due.
    while (sent < total && t0 + sent * interval <= now) {
      inFlight.push(send(calls[sent % calls.length], t0 + sent * interval, sent >= warm));
      sent++;
    }
    const wait = t0 + sent * interval - performance.now();
    await new Promise((r) => setTimeout(r, Math.max(0, Math.min(wait, 50))));
  }
  await Promise.all(inFlight);
  await pool.destroy();
  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  return {
    rate,
    sent: total - warm,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    lagP99: pct(lags, 0.99),
    wrong,
  };
}

/** The arguments of runOpenLoop, as the worker gets them. */
export type OpenLoopArgs = Parameters<typeof runOpenLoop>;

if (!isMainThread && parentPort) {
  const port = parentPort;
  void runOpenLoop(...(workerData as OpenLoopArgs)).then((result) => port.postMessage(result));
}
