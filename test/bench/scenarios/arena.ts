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
  /** First message sent to every socket done, ms. */
  ms: number;
  /** The window the operations ran in (matches: from every socket paired to the last answer). */
  window: number;
  matches: number;
  results: Record<string, number>;
  match?: {
    pairing: number[];
    pairedAt: number;
    firstEnd: number;
    endedAt: number;
    doneAt: number;
  };
  error?: string;
}

function runClients(job: object): Promise<ClientRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'arena-clients.js'), { workerData: job });
    worker.once('message', (run: ClientRun) => {
      void worker.terminate();
      if (run.error) reject(new Error(run.error));
      else {
        run.match?.pairing.sort((a, b) => a - b);
        resolve({ ...run, latencies: run.latencies.sort((a, b) => a - b) });
      }
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
  // Like a move: one message in, broadcast to both sockets of the pair (through the adapter's
  // stream, as a match view is), then acknowledged.
  const echoes = io.of('/bench-echo');
  echoes.on('connection', (socket) => {
    const room = `pair:${Number(socket.handshake.auth.pair)}`;
    void socket.join(room);
    socket.on('echo', (data: unknown, ack: (d: unknown) => void) => {
      echoes.to(room).emit('echoed', data);
      ack(data);
    });
  });
  const dataSource = app.get(DataSource);
  const players = MATCHES * 2;
  await insertPlayers(dataSource, players);
  const [{ id }] = await dataSource.query(
    `INSERT INTO tournaments (game_id, title, starts_at, ends_at, max_participants, registered_participants, prize_table, status,
                              guaranteed_players, paid_share_percent)
     VALUES (4, 'Bench Arena', now() - interval '1 hour', now() + interval '1 day', $1, $1, '{100}', 'live', 0, 100)
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

  const perSecond = (operations: number, ms: number) => operations / (ms / 1000);
  const row = (name: string, r: ClientRun) =>
    `| ${name} | ${r.operations.toLocaleString('en')} | ${(r.window / 1000).toFixed(1)} | ${perSecond(r.operations, r.window).toFixed(0)} | ${pct(r.latencies, 0.5).toFixed(1)} | ${pct(r.latencies, 0.99).toFixed(1)} |`;
  const consistent =
    saved === play.matches &&
    standings.wins === standings.losses &&
    standings.points === 2 * standings.wins + standings.draws;
  const pairing = play.match!;
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  return [
    '# Benchmark: real-time tic-tac-toe matches',
    '',
    `${machine()} Load average before the run: ${load}; after: ${loadAfter} (the machine is shared).`,
    '',
    `${MATCHES.toLocaleString('en')} matches at once: ${players.toLocaleString('en')} sockets authenticated with access tokens join one live tic-tac-toe tournament's queue together and are paired (each \`play\` checks the tournament's game and window, cached per instance, and the player's entry in PostgreSQL); once every socket has its match, every match is played to its end (each player moves on its turn, as the match broadcast tells it, to a random free cell). The clients run in one worker thread of the same process as one API instance (socket.io with the Redis Streams adapter, so every broadcast also goes through a Redis stream). A move's round trip is from emitting \`move\` to its acknowledgement: the Lua script's check and write in Redis, the new board broadcast to both players, and for a match's last move its save (its row, both standings and the players' firsts in one transaction, then the rank index). Beside it, the same number of sockets on a bare namespace of the same socket.io server, in pairs taking turns like a match's two players: one sends \`echo\`, the server broadcasts it to the pair's room (through the same adapter) and acknowledges it, and the broadcast tells the other socket to send the next (${ECHO_ROUNDS} per pair, about as many as a match's moves). So both sides send the same messages in the same order; what differs is the match's work.`,
    '',
    '| | operations | window s | per second | p50 ms | p99 ms |',
    '|---|---|---|---|---|---|',
    row(`bare echo (${players.toLocaleString('en')} sockets)`, echo),
    row(
      `moves while the ${play.matches.toLocaleString('en')} matches are played (${players.toLocaleString('en')} sockets)`,
      play,
    ),
    '',
    `Move / echo: throughput **${ratio(perSecond(play.operations, play.window), perSecond(echo.operations, echo.window))}×**, p50 round trip **${ratio(pct(play.latencies, 0.5), pct(echo.latencies, 0.5))}×**, p99 **${ratio(pct(play.latencies, 0.99), pct(echo.latencies, 0.99))}×**.`,
    '',
    `Pairing: ${players.toLocaleString('en')} plays sent at once were all paired in ${(pairing.pairedAt / 1000).toFixed(2)} s (${perSecond(players, pairing.pairedAt).toFixed(0)} plays/s); play → matched p50 ${pct(pairing.pairing, 0.5).toFixed(0)} ms, p99 ${pct(pairing.pairing, 0.99).toFixed(0)} ms.`,
    '',
    `Whole run (pairing, then the matches): ${play.operations.toLocaleString('en')} moves in ${(play.ms / 1000).toFixed(1)} s, ${perSecond(play.operations, play.ms).toFixed(0)} moves/s (${ratio(perSecond(play.operations, play.ms), perSecond(echo.operations, echo.window))}× the echo); after the moves began, the first match ended at ${((pairing.firstEnd - pairing.pairedAt) / 1000).toFixed(1)} s, the last at ${((pairing.endedAt - pairing.pairedAt) / 1000).toFixed(1)} s, and the last match was saved (its last move answered) at ${((pairing.doneAt - pairing.pairedAt) / 1000).toFixed(1)} s.`,
    '',
    `Whole matches: ${play.matches.toLocaleString('en')} finished (${JSON.stringify(play.results)}), ${play.errors} moves refused; ${saved.toLocaleString('en')} rows in \`matches\`; standings add up (${standings.wins} wins = ${standings.losses} losses, ${standings.draws} draws, points = 2 × wins + draws): ${consistent ? 'yes' : '**no**'}.`,
  ].join('\n');
}
