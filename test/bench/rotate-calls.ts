import { readFileSync } from 'node:fs';

/**
 * autocannon's `setupRequest` for a closed loop over many distinct calls (loaded in its worker
 * thread by path). Given the calls as `requests`, every connection builds a buffer for every
 * call before its first request, counted in the run's duration: 200 connections × 1,000
 * leaderboard calls spent 4 s of a 3 s run building and halved the measured rate. Here each
 * request takes the next call, built when it is sent.
 */
interface Call {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const calls = JSON.parse(readFileSync(process.env.BENCH_CALLS_FILE as string, 'utf8')) as Call[];
let next = 0;

export = function setupRequest<T extends object>(request: T): T & Call {
  const call = calls[next++ % calls.length];
  return { ...request, ...call };
};
