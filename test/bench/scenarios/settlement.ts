import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { ConfigModule } from '../../../backend/src/config/config.module';
import { DatabaseModule } from '../../../backend/src/database/database.module';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { QUEUES, idempotencyKey } from '../../../backend/src/events/queues';
import { SettlementService } from '../../../backend/src/modules/tournaments/settlement/settlement.service';
import { TournamentsModule } from '../../../backend/src/modules/tournaments/tournaments.module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WorkerModule } from '../../../worker/src/worker.module';
import { machine, insertPlayers } from '../bench-kit';

@Module({ imports: [ConfigModule, DatabaseModule, TournamentsModule] })
class BenchModule {}

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const PAID_RANKS = Number(process.env.BENCH_PAID_RANKS ?? 50_000);

/**
 * Settles a tournament of PLAYERS with many ties (points 0–999, so ~100 players per score) and a
 * prize table over PAID_RANKS positions: seconds from the settle call to everyone paid, then a
 * second run that must pay nothing; then the same size through the worker from the end time.
 */
export async function settlement(): Promise<string> {
  const app = await NestFactory.createApplicationContext(BenchModule, { logger: ['error'] });
  const dataSource = app.get(DataSource);
  const tLoad = performance.now();
  await insertPlayers(dataSource, PLAYERS);
  const [{ id }] = await dataSource.query(
    `INSERT INTO tournaments (game_id, title, starts_at, ends_at, max_participants, registered_participants, prize_table, status,
                              guaranteed_players, paid_share_percent)
     VALUES (1, 'Bench Open', now() - interval '2 hours', now() - interval '1 second', $1, $1,
             (SELECT array_agg(GREATEST(1, 100000 / g)) FROM generate_series(1, $2) g), 'completed', 0, 100)
     RETURNING id`,
    [PLAYERS, PAID_RANKS],
  );
  await dataSource.query(
    `INSERT INTO tournament_entries (tournament_id, user_id, player_name, eligible, points)
     SELECT $1, id, name, true, abs(hashtext(id::text)) % 1000 FROM users`,
    [id],
  );
  await dataSource.query('ANALYZE tournament_entries; ANALYZE users');
  const loadSeconds = (performance.now() - tLoad) / 1000;

  const settlement = app.get(SettlementService);
  const t0 = performance.now();
  const first = await settlement.settle(id);
  const firstSeconds = (performance.now() - t0) / 1000;
  // A duplicate event after a crash before settled_at was written: clear it and settle again.
  await dataSource.query(`UPDATE tournaments SET settled_at = NULL WHERE id = $1`, [id]);
  const t1 = performance.now();
  const second = await settlement.settle(id);
  const secondSeconds = (performance.now() - t1) / 1000;
  const [{ pool, paid, winners }] = await dataSource.query(
    `SELECT (SELECT sum(p) FROM unnest(prize_table) p) AS pool,
            (SELECT sum(reward) FROM tournament_entries WHERE tournament_id = $1) AS paid,
            (SELECT count(*) FROM tournament_entries WHERE tournament_id = $1 AND reward > 0) AS winners
       FROM tournaments WHERE id = $1`,
    [id],
  );
  const worker = await throughTheWorker(dataSource);
  const [{ mismatched }] = await dataSource.query(`
    SELECT count(*)::int AS mismatched FROM users u
      LEFT JOIN (SELECT user_id, sum(amount) AS total FROM wallet_entries GROUP BY user_id) e ON e.user_id = u.id
     WHERE u.coin_balance <> COALESCE(e.total, 0)`);
  await app.close();
  return [
    '# Benchmark: tournament settlement',
    '',
    `${machine()} ${PLAYERS.toLocaleString('en')} participants, scores 0–999 (about ${Math.round(PLAYERS / 1000)} players tied per score), prize table of ${PAID_RANKS.toLocaleString('en')} ranks. Data loaded in ${loadSeconds.toFixed(1)} s.`,
    '',
    '| run | seconds | coins paid | winners |',
    '|---|---|---|---|',
    `| first settlement (freeze ranks, pay in chunks of 500 through the wallet, two chunks at a time) | ${firstSeconds.toFixed(1)} | ${first.paidNow.toLocaleString('en')} | ${first.players.toLocaleString('en')} |`,
    `| second settlement of the same tournament | ${secondSeconds.toFixed(1)} | ${second.paidNow.toLocaleString('en')} | ${second.players.toLocaleString('en')} |`,
    `| a second ${PLAYERS.toLocaleString('en')}-player tournament through the worker: from its end time to everyone paid | ${worker.seconds.toFixed(1)} | ${worker.paid.toLocaleString('en')} | ${worker.winners.toLocaleString('en')} |`,
    '',
    `The last row is the product's path: the delayed end job flips the tournament at its end time, the settle event goes through the outbox to the payouts queue, and the worker's settle job (no game API is configured, so its final poll is one read) freezes the ranks and pays, while its scheduling queue indexes the final ranks and its rewards queue mails the winners (to files here). Where its time goes, in seconds after the end time:`,
    '',
    '| step of the worker path | seconds after the end time |',
    '|---|---|',
    `| the end job commits the completion and its settle event | ${worker.steps.completed.toFixed(1)} |`,
    `| the settle job starts (outbox relay, payouts queue) | ${worker.steps.settleStarted.toFixed(1)} |`,
    `| ranks frozen: the first payout chunk starts | ${worker.steps.frozen.toFixed(1)} |`,
    `| everyone paid (the tournament marked settled) | ${worker.seconds.toFixed(1)} |`,
    `| the rank index holds the final ranks (rebuild job, beside the payouts) | ${worker.steps.indexed.toFixed(1)} |`,
    '',
    `Prize table total ${Number(pool).toLocaleString('en')} coins; paid ${Number(paid).toLocaleString('en')} to ${Number(winners).toLocaleString('en')} players (the rest is rounding left over from tie shares and positions past the last player). Balances that differ from their ledger entries: ${mismatched}.`,
  ].join('\n');
}

/**
 * A tournament ending in a few seconds, settled by the real worker: seconds from its end time
 * to settled_at (every payout committed), and to the steps on the way there. Steps are read from
 * what the path leaves behind: outbox rows (created when their transaction began) and BullMQ jobs.
 */
async function throughTheWorker(dataSource: DataSource) {
  const [{ id }] = await dataSource.query(
    `INSERT INTO tournaments (game_id, title, starts_at, ends_at, max_participants, registered_participants, prize_table, status,
                              guaranteed_players, paid_share_percent)
     VALUES (1, 'Bench Final', now() - interval '2 hours', now() + interval '5 seconds', $1, $1,
             (SELECT array_agg(GREATEST(1, 100000 / g)) FROM generate_series(1, $2) g), 'live', 0, 100)
     RETURNING id`,
    [PLAYERS, PAID_RANKS],
  );
  await dataSource.query(
    `INSERT INTO tournament_entries (tournament_id, user_id, player_name, eligible, points)
     SELECT $1, id, name, true, abs(hashtext(id::text || 'final')) % 1000 FROM users`,
    [id],
  );
  // The first tournament's prize events are not part of this measurement.
  await dataSource.query(
    `UPDATE outbox_events SET published_at = now() WHERE published_at IS NULL`,
  );
  const mailDir = mkdtempSync(join(tmpdir(), 'gamehub-bench-mail-'));
  process.env.MAIL_OUTBOX_DIR = mailDir;
  // The worker's start-up sweep schedules the end job of the open tournament.
  const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: ['error'] });
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const [row]: { seconds: number | null }[] = await dataSource.query(
        `SELECT extract(epoch FROM settled_at - ends_at)::float8 AS seconds FROM tournaments WHERE id = $1`,
        [id],
      );
      if (row.seconds !== null) {
        const [{ paid, winners }] = await dataSource.query(
          `SELECT COALESCE(sum(reward), 0)::bigint AS paid, count(*) FILTER (WHERE reward > 0)::int AS winners
             FROM tournament_entries WHERE tournament_id = $1`,
          [id],
        );
        return {
          seconds: row.seconds,
          paid: Number(paid),
          winners: Number(winners),
          steps: await workerSteps(dataSource, worker.get(QueueRegistry), id),
        };
      }
      if (Date.now() > deadline) throw new Error('The worker did not settle within 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await worker.close();
    rmSync(mailDir, { recursive: true, force: true });
  }
}

/** Seconds from the tournament's end time to each step of the worker path. */
async function workerSteps(dataSource: DataSource, queues: QueueRegistry, id: number) {
  const [row]: { ends_at: number; completed: number; frozen: number }[] = await dataSource.query(
    `SELECT extract(epoch FROM t.ends_at)::float8 AS ends_at,
            (SELECT extract(epoch FROM created_at - t.ends_at)::float8 FROM outbox_events
              WHERE idempotency_key = $2) AS completed,
            (SELECT extract(epoch FROM min(created_at) - t.ends_at)::float8 FROM outbox_events
              WHERE name = 'prize.paid' AND (payload->>'tournamentId')::int = t.id) AS frozen
       FROM tournaments t WHERE t.id = $1`,
    [id, idempotencyKey('tournament.settle', id)],
  );
  const settle = await queues.get(QUEUES.payouts).getJob(idempotencyKey('tournament.settle', id));
  // The final rebuild may still be running once everyone is paid: wait for it.
  const rebuildId = idempotencyKey('leaderboard.rebuild', id, 'final');
  const deadline = Date.now() + 120_000;
  let rebuilt = await queues.get(QUEUES.scheduling).getJob(rebuildId);
  while (!rebuilt?.finishedOn) {
    if (Date.now() > deadline) throw new Error('The final rank index was not built in 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
    rebuilt = await queues.get(QUEUES.scheduling).getJob(rebuildId);
  }
  const since = (ms: number | undefined) => (ms ?? NaN) / 1000 - row.ends_at;
  return {
    completed: row.completed,
    settleStarted: since(settle?.processedOn),
    frozen: row.frozen,
    indexed: since(rebuilt.finishedOn),
  };
}
