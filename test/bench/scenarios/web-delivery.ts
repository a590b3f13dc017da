import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webRoot } from '../../../backend/src/web/web-client';
import { machine } from '../bench-kit';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

type Mode = 'pre-compressed' | 'on the fly';

/** The two ways to deliver the built client compressed, with nothing else on the request path. */
async function server(mode: Mode): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // The API's settings for on-the-fly compression (brotli quality 4, gzip level 6).
  if (mode === 'on the fly') await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyStatic, {
    root: webRoot(),
    wildcard: false,
    preCompressed: mode === 'pre-compressed',
  });
  await app.ready();
  return app;
}

interface Tally {
  cpuMicros: number;
  wallMs: number;
  bytes: number;
  requests: number;
}

async function round(
  app: FastifyInstance,
  url: string,
  encoding: string,
  tally: Tally,
): Promise<void> {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    if (i === 0) tally.bytes = res.rawPayload.length;
  }
  tally.wallMs += performance.now() - t0;
  const used = process.cpuUsage(cpu);
  tally.cpuMicros += used.user + used.system;
  tally.requests += REQUESTS;
}

/**
 * CPU per response of the client's largest files delivered from `.br`/`.gz` copies written at
 * build time against @fastify/compress compressing them on each request, side by side in
 * alternating rounds of one process.
 */
export async function webDelivery(): Promise<string> {
  const root = webRoot();
  if (!existsSync(join(root, 'index.html'))) throw new Error('Run npm run build:web first');
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const entry = html.match(/\('(\/assets\/[^']+\.js)',\[/)?.[1];
  const css = html.match(/href="(\/assets\/index-[^"]+\.css)"/)?.[1];
  if (!entry || !css) throw new Error('index.html names no entry script or stylesheet');
  const files = [
    { url: entry, what: 'entry script' },
    { url: css, what: 'stylesheet' },
    { url: '/index.html', what: 'index.html' },
  ];
  const modes: Mode[] = ['pre-compressed', 'on the fly'];
  const servers = await Promise.all(modes.map(server));
  const rows: string[] = [];
  try {
    for (const file of files) {
      for (const encoding of ['br', 'gzip']) {
        const tallies = modes.map(() => ({ cpuMicros: 0, wallMs: 0, bytes: 0, requests: 0 }));
        // Warm-up, then alternate so load on the shared machine hits both alike.
        for (const [i, app] of servers.entries()) await round(app, file.url, encoding, tallies[i]);
        tallies.forEach((t) => Object.assign(t, { cpuMicros: 0, wallMs: 0, requests: 0 }));
        for (let r = 0; r < ROUNDS; r++) {
          for (const [i, app] of servers.entries())
            await round(app, file.url, encoding, tallies[i]);
        }
        const perRequest = tallies.map((t) => t.cpuMicros / t.requests);
        rows.push(
          `| ${file.what} (${(readFileSync(join(root, file.url)).length / 1024).toFixed(0)} kB) | ${encoding} | ` +
            tallies
              .map(
                (t, i) =>
                  `${(perRequest[i] / 1000).toFixed(3)} ms, ${(t.bytes / 1024).toFixed(1)} kB`,
              )
              .join(' | ') +
            ` | ${(perRequest[1] / perRequest[0]).toFixed(1)}× |`,
        );
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
  return [
    '# Benchmark: web delivery (pre-compressed at build vs compressed per request)',
    '',
    machine(),
    '',
    `The built client served by @fastify/static, ${ROUNDS} alternating rounds of ${REQUESTS} ` +
      'sequential requests per mode after a warm-up round, in one process (`inject`, so the ' +
      'figure is the server’s own work). Pre-compressed: the `.br`/`.gz` copies `npm run build` ' +
      'writes (brotli quality 11, gzip 9), picked by Accept-Encoding. On the fly: ' +
      '@fastify/compress with its defaults (brotli quality 4, gzip level 6).',
    '',
    '| file | encoding | pre-compressed: CPU per response, sent | on the fly: CPU per response, sent | on the fly / pre-compressed |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    'Kept: pre-compressed for the client’s files (smaller and far cheaper per response); ' +
      '@fastify/compress for what is made per request (API answers above 1 kB).',
  ].join('\n');
}
