import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConfigModule } from '../../../backend/src/config/config.module';
import { DatabaseModule } from '../../../backend/src/database/database.module';
import { WalletModule } from '../../../backend/src/modules/wallet/wallet.module';
import { SYSTEM_ACCOUNTS, userAccount } from '../../../backend/src/modules/wallet/wallet-accounts';
import { WalletService } from '../../../backend/src/modules/wallet/wallet.service';
import { User } from '../../../backend/src/modules/users/entities/user.entity';
import { inParallel, machine, pct, insertPlayers } from '../bench-kit';

@Module({ imports: [ConfigModule, DatabaseModule, TypeOrmModule.forFeature([User]), WalletModule] })
class BenchModule {}

const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 20_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const PLAYERS = 1_000;
const HISTORY_ENTRIES = Number(process.env.BENCH_HISTORY_ENTRIES ?? 1_000_000);

/**
 * Ledger credits (two entries, a balance update, an idempotency key, one transaction each)
 * against plain single-row INSERTs on the same database, pool and concurrency in the same run;
 * then a history page at a million entries.
 */
export async function ledger(): Promise<string> {
  const app = await NestFactory.createApplicationContext(BenchModule, { logger: ['error'] });
  const dataSource = app.get(DataSource);
  const wallet = app.get(WalletService);
  await insertPlayers(dataSource, PLAYERS);
  const ids: string[] = (await dataSource.query(`SELECT id FROM users ORDER BY email`)).map(
    (r: { id: string }) => r.id,
  );
  await dataSource.query(
    `CREATE TABLE bench_plain (id bigserial PRIMARY KEY, user_id uuid, amount bigint)`,
  );

  const t0 = performance.now();
  const ledgerLatencies = await inParallel(TRANSFERS, CLIENTS, async (i) => {
    await dataSource.transaction((m) =>
      wallet.transfer(m, {
        from: SYSTEM_ACCOUNTS.tournamentRewards,
        to: userAccount(ids[i % ids.length]),
        amount: 1 + (i % 100),
        reason: 'Tournament prize',
        source: 'Bench Cup',
        idempotencyKey: `bench-${i}`,
      }),
    );
  });
  const ledgerSeconds = (performance.now() - t0) / 1000;

  const t1 = performance.now();
  const plainLatencies = await inParallel(TRANSFERS, CLIENTS, async (i) => {
    await dataSource.query(`INSERT INTO bench_plain (user_id, amount) VALUES ($1, $2)`, [
      ids[i % ids.length],
      1 + (i % 100),
    ]);
  });
  const plainSeconds = (performance.now() - t1) / 1000;

  const [{ mismatched }] = await dataSource.query(`
    SELECT count(*)::int AS mismatched FROM users u
      LEFT JOIN (SELECT user_id, sum(amount) AS total FROM wallet_entries GROUP BY user_id) e ON e.user_id = u.id
     WHERE u.coin_balance <> COALESCE(e.total, 0)`);

  // A million entries: bulk-load transfers spread over the players, then page one player's history.
  const fill = Math.max(0, HISTORY_ENTRIES / 2 - TRANSFERS);
  const tFill = performance.now();
  await dataSource.query(
    `WITH t AS (
       INSERT INTO wallet_transfers (idempotency_key, debit_account, credit_account, amount, reason, source, created_at)
       SELECT 'fill-' || g, 'rewards:tournament', 'user:' || (ARRAY(SELECT id FROM users ORDER BY email))[1 + g % $2],
              1, 'Tournament prize', 'Fill', now() - g * interval '1 second'
         FROM generate_series(1, $1) g
       RETURNING id, credit_account, amount, created_at)
     INSERT INTO wallet_entries (transfer_id, account, user_id, amount, created_at)
     SELECT id, 'rewards:tournament', NULL, -amount, created_at FROM t
     UNION ALL
     SELECT id, credit_account, substr(credit_account, 6)::uuid, amount, created_at FROM t`,
    [fill, PLAYERS],
  );
  await dataSource.query('ANALYZE wallet_entries; ANALYZE wallet_transfers');
  const fillSeconds = (performance.now() - tFill) / 1000;
  const [{ entries }] = await dataSource.query(
    `SELECT count(*)::int AS entries FROM wallet_entries`,
  );
  const player = ids[7];
  const historyLatencies = await inParallel(2_000, CLIENTS, async (i) => {
    await wallet.history(player, 1 + (i % 5), 10);
  });
  const plan: { 'QUERY PLAN': string }[] = await dataSource.query(
    `EXPLAIN ANALYZE SELECT e.created_at, t.reason, e.amount
       FROM wallet_entries e JOIN wallet_transfers t ON t.id = e.transfer_id
      WHERE e.user_id = $1 ORDER BY e.created_at DESC, e.id DESC LIMIT 10`,
    [player],
  );
  await app.close();

  return [
    '# Benchmark: wallet ledger',
    '',
    `${machine()} ${TRANSFERS} credits to ${PLAYERS} players from ${CLIENTS} concurrent clients; pool of 20 connections.`,
    '',
    '| workload | per second | p50 ms | p99 ms |',
    '|---|---|---|---|',
    `| ledger transfer (transaction: transfer row, 2 entries, balance update) | ${(TRANSFERS / ledgerSeconds).toFixed(0)} | ${pct(ledgerLatencies, 0.5).toFixed(1)} | ${pct(ledgerLatencies, 0.99).toFixed(1)} |`,
    `| plain single-row INSERT (autocommit) | ${(TRANSFERS / plainSeconds).toFixed(0)} | ${pct(plainLatencies, 0.5).toFixed(1)} | ${pct(plainLatencies, 0.99).toFixed(1)} |`,
    '',
    `Ledger time / plain time: **${(ledgerSeconds / plainSeconds).toFixed(2)}×**. Balances that differ from their entries afterwards: ${mismatched}.`,
    '',
    `## History page at ${entries.toLocaleString('en')} entries`,
    '',
    `Loaded in ${fillSeconds.toFixed(1)} s. Transaction History page (10 rows + total) for one player, 2,000 calls, ${CLIENTS} concurrent: ` +
      `p50 ${pct(historyLatencies, 0.5).toFixed(1)} ms, p99 ${pct(historyLatencies, 0.99).toFixed(1)} ms.`,
    '',
    '```',
    ...plan.map((r) => r['QUERY PLAN']),
    '```',
  ].join('\n');
}
