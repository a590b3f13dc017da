import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Server } from 'socket.io';
import { DataSource } from 'typeorm';
import { createApp } from '../../../backend/src/app.factory';
import { ArenaGateway } from '../../../backend/src/modules/arena/arena.gateway';
import { TokensService } from '../../../backend/src/modules/auth/tokens.service';
import { insertPlayers, machine, pct } from '../bench-kit';

const MATCHES = Number(process.env.BENCH_MATCHES ?? 1_000);
// About as many turns as a match of random moves takes.
const ECHO_ROUNDS = Number(process.env.BENCH_ECHO_ROUNDS ?? 7);

interface ClientRun {
  latencies: number[];
  operations: number;
  errors: number;
  ms: number;
  matches: number;
  results: Record<string, number>;
  phases?: { paired: number; firstEnd: number };
  error?: string;
}

function runClients(job: object): Promise<ClientRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'arena-clients.js'), { workerData: job });
    worker.once('message', (run: ClientRun) => {
      void worker.terminate();
      if (run.error) reject(new Error(run.error));
      else resolve({ ...run, latencies: run.latencies.sort((a, b) => a - b) });
    });
    worker.once('error', reject);
  });
}

/**
 * MATCHES concurrent tic-tac-toe matches (2 × MATCHES authenticated sockets) played to the end
 * through the real gateway, Redis match store and PostgreSQL writes, beside a bare socket.io
 * echo on the same server (same engine and adapter) from as many sockets in the same run.
 */
export async function arena(): Promise<string> {
  process.env.SERVE_WEB = 'false';
  // Generous clocks: the bench measures moves, not timeouts.
  process.env.MATCH_MOVE_SECONDS = '120';
  process.env.MATCH_RECONNECT_SECONDS = '60';
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const app = await createApp();
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const io: Server = app.get(ArenaGateway).server;
  io.of('/bench-echo').on('connection', (socket) => {
    socket.on('echo', (data: unknown, ack: (d: unknown) => void) => ack(data));
  });
  const dataSource = app.get(DataSource);
  const players = MATCHES * 2;
  await insertPlayers(dataSource, players);
  const [{ id }] = await dataSource.query(
    `INSERT INTO tournaments (game_id, title, starts_at, ends_at, max_participants, registered_participants, prize_table, status)
     VALUES (4, 'Bench Arena', now() - interval '1 hour', now() + interval '1 day', $1, $1, '{100}', 'live')
     RETURNING id`,
    [players],
  );
  await dataSource.query(
    `INSERT INTO tournament_entries (tournament_id, user_id, player_name, gamer_handle)
     SELECT $1, id, name, id::text FROM users`,
    [id],
  );
  const users: { id: string }[] = await dataSource.query(`SELECT id FROM users ORDER BY id`);
  const tokens: string[] = [];
  for (const u of users) tokens.push((await app.get(TokensService).openSession(u.id)).token);

  // Warm-up, then each side measured once.
  await runClients({ url, mode: 'echo', sockets: 200, tokens: [], eventId: id, rounds: 3 });
  const echo = await runClients({
    url,
    mode: 'echo',
    sockets: players,
    tokens: [],
    eventId: id,
    rounds: ECHO_ROUNDS,
  });
  const play = await runClients({
    url,
    mode: 'matches',
    sockets: players,
    tokens,
    eventId: id,
    rounds: 0,
  });
  // Every match written once, both players' standings added up.
  const deadline = Date.now() + 60_000;
  let saved = 0;
  while (Date.now() < deadline) {
    [{ saved }] = await dataSource.query(
      `SELECT count(*)::int AS saved FROM matches WHERE tournament_id = $1`,
      [id],
    );
    if (saved >= play.matches) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const [standings] = await dataSource.query(
    `SELECT sum(wins)::int AS wins, sum(losses)::int AS losses, sum(draws)::int AS draws,
            sum(points)::int AS points FROM tournament_entries WHERE tournament_id = $1`,
    [id],
  );
  const loadAfter = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  await app.close();

  const perSecond = (r: ClientRun) => (r.operations / (r.ms / 1000)).toFixed(0);
  const row = (name: string, r: ClientRun) =>
    `| ${name} | ${r.operations.toLocaleString('en')} | ${perSecond(r)} | ${pct(r.latencies, 0.5).toFixed(1)} | ${pct(r.latencies, 0.99).toFixed(1)} |`;
  const consistent =
    saved === play.matches &&
    standings.wins === standings.losses &&
    standings.points === 2 * standings.wins + standings.draws;
  return [
    '# Benchmark: real-time tic-tac-toe matches',
    '',
    `${machine()} Load average before the run: ${load}; after: ${loadAfter} (the machine is shared).`,
    '',
    `${MATCHES.toLocaleString('en')} matches at once: ${players.toLocaleString('en')} sockets authenticated with access tokens join one live tic-tac-toe tournament's queue together, are paired, and play every match to its end (each player moves on its turn to a random free cell). The clients run in one worker thread of the same process as one API instance (socket.io with the Redis Streams adapter, so every broadcast also goes through a Redis stream). A move's round trip is from emitting \`move\` to its acknowledgement: the Lua script's check and write in Redis, and the new board broadcast to both players. Beside it, the same number of sockets on a bare namespace of the same socket.io server, in pairs taking turns like a match's two players (one echo in flight per pair, ${ECHO_ROUNDS} per pair), so both sides have the same number of messages in flight. Pairing (one \`play\` per socket, each checking the tournament and the player's entry in PostgreSQL) and saving each finished match (its row, both standings and the players' firsts in one transaction, then the rank index) are inside the match figures.`,
    '',
    '| | operations | per second | p50 ms | p99 ms |',
    '|---|---|---|---|---|',
    row(`bare echo (${players.toLocaleString('en')} sockets)`, echo),
    row(
      `moves (${play.matches.toLocaleString('en')} matches, ${players.toLocaleString('en')} sockets)`,
      play,
    ),
    '',
    `Move / echo: throughput **${(Number(perSecond(play)) / Number(perSecond(echo))).toFixed(2)}×**, p50 round trip **${(pct(play.latencies, 0.5) / pct(echo.latencies, 0.5)).toFixed(2)}×**, p99 **${(pct(play.latencies, 0.99) / pct(echo.latencies, 0.99)).toFixed(2)}×**.`,
    '',
    `Whole matches: ${play.matches.toLocaleString('en')} finished in ${(play.ms / 1000).toFixed(1)} s (every socket had its match ${((play.phases?.paired ?? 0) / 1000).toFixed(1)} s after the searches began; the first match ended at ${((play.phases?.firstEnd ?? 0) / 1000).toFixed(1)} s) (${JSON.stringify(play.results)}), ${play.errors} moves refused; ${saved.toLocaleString('en')} rows in \`matches\`; standings add up (${standings.wins} wins = ${standings.losses} losses, ${standings.draws} draws, points = 2 × wins + draws): ${consistent ? 'yes' : '**no**'}.`,
  ].join('\n');
}
