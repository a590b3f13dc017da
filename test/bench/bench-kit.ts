import { cpus, totalmem } from 'node:os';
import type { DataSource } from 'typeorm';

/** Runs `total` tasks with `concurrency` in flight; returns sorted latencies in ms. */
export async function inParallel(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<number[]> {
  let next = 0;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await task(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export function machine(): string {
  return (
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.version}; PostgreSQL and Redis on localhost.`
  );
}

/** `count` players in one statement (no passwords: benchmarks never log in through the form). */
export async function insertPlayers(dataSource: DataSource, count: number): Promise<void> {
  await dataSource.query(
    `INSERT INTO users (name, email, referral_code)
     SELECT 'Player ' || g, 'p' || g || '@bench.local', upper(substr(md5('p' || g), 1, 12))
       FROM generate_series(1, $1) g`,
    [count],
  );
}

/**
 * A live chess tournament of `count` new players with scores 0–9,999 (about `count` / 10,000
 * tied on each); answers its id. ANALYZEd, so plans are those of a loaded database.
 */
export async function liveTournamentOf(
  dataSource: DataSource,
  count: number,
  title = 'Bench Live',
): Promise<number> {
  await insertPlayers(dataSource, count);
  const [{ id }]: { id: number }[] = await dataSource.query(
    `INSERT INTO tournaments (game_id, title, starts_at, ends_at, max_participants, registered_participants, prize_table, status,
                              guaranteed_players, paid_share_percent)
     VALUES (1, $2, now() - interval '1 hour', now() + interval '1 day', $1, $1, '{1000,500,250}', 'live', 0, 100)
     RETURNING id`,
    [count, title],
  );
  await dataSource.query(
    `INSERT INTO tournament_entries (tournament_id, user_id, player_name, eligible, points)
     SELECT $1, id, name, true, abs(hashtext(id::text)) % 10000 FROM users`,
    [id],
  );
  await dataSource.query('ANALYZE tournament_entries; ANALYZE users');
  return id;
}
