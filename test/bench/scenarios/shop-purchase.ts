import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ConfigModule } from '../../../backend/src/config/config.module';
import { DatabaseModule } from '../../../backend/src/database/database.module';
import { DomainError } from '../../../backend/src/common/domain-error';
import { PurchaseService } from '../../../backend/src/modules/shop/purchase.service';
import { ShopModule } from '../../../backend/src/modules/shop/shop.module';
import { VoucherCodeVault } from '../../../backend/src/modules/shop/voucher-code-vault';
import { SYSTEM_ACCOUNTS, userAccount } from '../../../backend/src/modules/wallet/wallet-accounts';
import { WalletModule } from '../../../backend/src/modules/wallet/wallet.module';
import { WalletService } from '../../../backend/src/modules/wallet/wallet.service';
import { inParallel, insertPlayers, machine, pct } from '../bench-kit';

@Module({ imports: [ConfigModule, DatabaseModule, WalletModule, ShopModule] })
class BenchModule {}

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const CODES = Number(process.env.BENCH_CODES ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PRICE = 10;
/** Coins for 8 vouchers each: 200 buyers could buy 1,600 of the 1,000 codes, so it sells out. */
const COINS_PER_ROUND = 8 * PRICE;

interface Round {
  seconds: number;
  /** WAL written during the round, bytes. */
  wal: number;
  /**
   * Of the round's busy backends, as sampled: the share waiting to write or flush WAL, which is
   * the commit (a transfer's COMMIT; a purchase commits at the end of its one statement).
   */
  commitWaits: number;
  /** Latencies of the calls that moved coins (transfers; purchases that sold a code). */
  latencies: number[];
  done: number;
  refused: Record<string, number>;
}

/**
 * Purchases against plain wallet transfers, in-process at the service level (no HTTP): the same
 * pool (20 connections), the same 200 concurrent clients, alternating rounds in one run so a busy
 * neighbour on the machine weighs on both. A transfer round debits each buyer 1 coin to
 * shop:sales, as a purchase does; a purchase round stocks a fresh product with 1,000 codes and
 * lets every buyer buy until refused (sold out, or short of coins).
 */
export async function shopPurchase(): Promise<string> {
  const app = await NestFactory.createApplicationContext(BenchModule, { logger: ['error'] });
  const dataSource = app.get(DataSource);
  const wallet = app.get(WalletService);
  const purchases = app.get(PurchaseService);
  const vault = app.get(VoucherCodeVault);
  await insertPlayers(dataSource, BUYERS);
  const buyers: string[] = (await dataSource.query(`SELECT id FROM users ORDER BY email`)).map(
    (r: { id: string }) => r.id,
  );

  const fund = (round: number, coins: number) =>
    dataSource.transaction((m) =>
      wallet.creditMany(
        m,
        SYSTEM_ACCOUNTS.dailyRewards,
        buyers.map((userId) => ({
          userId,
          amount: coins,
          reason: 'Daily bonus',
          source: 'Bench coins',
          idempotencyKey: `bench-coins-${round}-${userId}`,
        })),
      ),
    );

  async function stock(round: number): Promise<number> {
    const [{ id: productId }]: { id: number }[] = await dataSource.query(
      `INSERT INTO products (title, sub_title, category, thumb_img, price, currency_type, btn_text,
                             denomination, expires_in, coupon_type, coupon_details, how_to_redeem,
                             terms_and_conditions, redeem_link)
       VALUES ($1, 'Bench', 'Shopping', 'shopping', $2, 'INR', 'Redeem', '500', '12 months',
               'Gift card', '-', '-', '-', '')
       RETURNING id`,
      [`Bench Voucher ${round}`, PRICE],
    );
    const [{ id: denominationId }]: { id: number }[] = await dataSource.query(
      `INSERT INTO product_denominations (product_id, face_value, price) VALUES ($1, 500, $2)
       RETURNING id`,
      [productId, PRICE],
    );
    const sealed = Array.from({ length: CODES }, () => vault.seal(`BENCH-${randomUUID()}`));
    await dataSource.query(
      `WITH stocked AS (
         INSERT INTO voucher_codes (denomination_id, code_hash, code_cipher, key_id)
         SELECT $1, hash, cipher, "keyId" FROM jsonb_to_recordset($2::jsonb)
           AS x(hash text, cipher text, "keyId" text)
         RETURNING id, denomination_id)
       INSERT INTO voucher_stock (code_id, denomination_id) SELECT id, denomination_id FROM stocked`,
      [denominationId, JSON.stringify(sealed)],
    );
    return productId;
  }

  async function transferRound(round: number): Promise<Omit<Round, 'wal' | 'commitWaits'>> {
    const total = CODES + BUYERS;
    const t0 = performance.now();
    const latencies = await inParallel(total, BUYERS, async (i) => {
      await dataSource.transaction((m) =>
        wallet.transfer(m, {
          from: userAccount(buyers[i % BUYERS]),
          to: SYSTEM_ACCOUNTS.shopSales,
          amount: 1,
          reason: 'Voucher purchase',
          source: 'Bench transfer',
          idempotencyKey: `bench-transfer-${round}-${i}`,
        }),
      );
    });
    return { seconds: (performance.now() - t0) / 1000, latencies, done: total, refused: {} };
  }

  // Where a round's time goes: its WAL volume, and what its backends wait on (sampled on a
  // connection of its own, outside the pool under test).
  const sampler = new Client({ connectionString: process.env.DATABASE_URL });
  await sampler.connect();
  async function measured(run: () => Promise<Omit<Round, 'wal' | 'commitWaits'>>): Promise<Round> {
    const [{ lsn }] = (await sampler.query(`SELECT pg_current_wal_insert_lsn() AS lsn`)).rows;
    let samples = 0;
    let commitWaits = 0;
    let sampling = true;
    const sampled = (async () => {
      while (sampling) {
        const { rows } = await sampler.query(
          `SELECT wait_event IN ('WALWrite', 'WALSync', 'WALInsert') AS wal
             FROM pg_stat_activity
            WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
        );
        samples += rows.length;
        commitWaits += rows.filter((r: { wal: boolean }) => r.wal).length;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const round = await run();
    sampling = false;
    await sampled;
    const { rows } = await sampler.query(
      `SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1)::bigint AS bytes`,
      [lsn],
    );
    return { ...round, wal: Number(rows[0].bytes), commitWaits: commitWaits / (samples || 1) };
  }

  const answeredCodes: string[] = [];
  async function purchaseRound(productId: number): Promise<Omit<Round, 'wal' | 'commitWaits'>> {
    const latencies: number[] = [];
    const refused: Record<string, number> = {};
    const t0 = performance.now();
    await Promise.all(
      buyers.map(async (userId) => {
        for (;;) {
          const t = performance.now();
          try {
            const bought = await purchases.purchase(userId, randomUUID(), productId, 500);
            latencies.push(performance.now() - t);
            answeredCodes.push(bought.voucherCode);
          } catch (err) {
            if (!(err instanceof DomainError)) throw err;
            refused[err.code] = (refused[err.code] ?? 0) + 1;
            return;
          }
        }
      }),
    );
    return {
      seconds: (performance.now() - t0) / 1000,
      latencies: latencies.sort((a, b) => a - b),
      done: latencies.length,
      refused,
    };
  }

  const transfers: Round[] = [];
  const buys: Round[] = [];
  const products: number[] = [];
  // Round 0 warms both paths up (JIT, caches, pool) and is not counted.
  for (let round = 0; round <= ROUNDS; round++) {
    await fund(round, Math.ceil((CODES + BUYERS) / BUYERS) + COINS_PER_ROUND);
    const transferred = await measured(() => transferRound(round));
    const productId = await stock(round);
    products.push(productId);
    await dataSource.query('ANALYZE voucher_codes, voucher_stock');
    const bought = await measured(() => purchaseRound(productId));
    if (round === 0) continue;
    transfers.push(transferred);
    buys.push(bought);
  }

  const [checks] = await dataSource.query(
    `SELECT
       (SELECT count(*) FROM (
          SELECT d.id FROM product_denominations d JOIN orders o ON o.denomination_id = d.id
           GROUP BY d.id HAVING count(*) > $1) x)::int AS oversold,
       (SELECT count(*) - count(DISTINCT code_id) FROM orders)::int AS duplicate_codes,
       (SELECT count(*) FROM voucher_codes c
          WHERE EXISTS (SELECT 1 FROM voucher_stock s WHERE s.code_id = c.id)
                = EXISTS (SELECT 1 FROM orders o WHERE o.code_id = c.id))::int
         AS codes_without_order,
       (SELECT count(*) FROM users u
          LEFT JOIN (SELECT user_id, sum(amount) AS total FROM wallet_entries GROUP BY user_id) e
            ON e.user_id = u.id
         WHERE u.coin_balance <> COALESCE(e.total, 0))::int AS mismatched,
       (SELECT count(*) FROM users WHERE coin_balance < 0)::int AS negative,
       (SELECT count(*) FROM orders)::int AS orders`,
    [CODES],
  );
  // As the purchase statement takes a code: its denomination's id is known (VoucherPrices).
  const [{ id: denominationId }]: { id: number }[] = await dataSource.query(
    `SELECT id FROM product_denominations WHERE product_id = $1`,
    [products[0]],
  );
  const plan: { 'QUERY PLAN': string }[] = await dataSource.query(
    `EXPLAIN DELETE FROM voucher_stock
      WHERE code_id = (SELECT code_id FROM voucher_stock WHERE denomination_id = $1
                        ORDER BY code_id LIMIT 1 FOR UPDATE SKIP LOCKED)`,
    [denominationId],
  );
  await sampler.end();
  await app.close();

  const all = (rounds: Round[]) => {
    const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const seconds = rounds.reduce((s, r) => s + r.seconds, 0);
    const done = rounds.reduce((s, r) => s + r.done, 0);
    const wal = rounds.reduce((s, r) => s + r.wal, 0);
    const commitWaits = rounds.reduce((s, r) => s + r.commitWaits, 0) / rounds.length;
    return {
      latencies,
      seconds,
      done,
      perSecond: done / seconds,
      walEach: wal / done / 1024,
      commitWaits,
    };
  };
  const t = all(transfers);
  const p = all(buys);
  const ratio = t.perSecond / p.perSecond;
  const refusals = buys.map((r) =>
    Object.entries(r.refused)
      .map(([code, n]) => `${n} ${code}`)
      .join(', '),
  );
  const percent = (x: number) => `${(x * 100).toFixed(0)} %`;
  const row = (name: string, rounds: Round[]) =>
    rounds
      .map(
        (r, i) =>
          `| ${name} round ${i + 1} | ${r.done} | ${(r.done / r.seconds).toFixed(0)} | ${pct(r.latencies, 0.5).toFixed(1)} | ${pct(r.latencies, 0.99).toFixed(1)} | ${(r.wal / r.done / 1024).toFixed(1)} | ${percent(r.commitWaits)} |`,
      )
      .join('\n');

  return [
    '# Benchmark: shop purchase',
    '',
    `${machine()} In-process at the service level (\`PurchaseService.purchase\` and ` +
      `\`WalletService.transfer\`, no HTTP), pool of 20 connections, ${BUYERS} concurrent buyers. ` +
      `${ROUNDS} rounds of each after a warm-up round, alternating: a transfer round is ${CODES + BUYERS} debits of 1 coin to shop:sales; ` +
      `a purchase round is one product with ${CODES.toLocaleString('en')} codes, each buyer buying until refused ` +
      `(coins for ${COINS_PER_ROUND / PRICE} vouchers each, so the codes sell out first).`,
    '',
    '| workload | done | per second | p50 ms | p99 ms | WAL KiB each | busy backends flushing WAL (committing) |',
    '|---|---|---|---|---|---|---|',
    row('wallet transfer', transfers),
    row('purchase (codes sold)', buys),
    `| **wallet transfer, all rounds** | ${t.done} | ${t.perSecond.toFixed(0)} | ${pct(t.latencies, 0.5).toFixed(1)} | ${pct(t.latencies, 0.99).toFixed(1)} | ${t.walEach.toFixed(1)} | ${percent(t.commitWaits)} |`,
    `| **purchase, all rounds** | ${p.done} | ${p.perSecond.toFixed(0)} | ${pct(p.latencies, 0.5).toFixed(1)} | ${pct(p.latencies, 0.99).toFixed(1)} | ${p.walEach.toFixed(1)} | ${percent(p.commitWaits)} |`,
    '',
    `A purchase costs **${ratio.toFixed(2)}×** a transfer (transfers per second / codes sold per second; ` +
      `a purchase round's time includes its refused attempts). Refused per round: ${refusals.join('; ')}.`,
    '',
    `Checks after ${checks.orders} orders (warm-up included): oversold denominations ${checks.oversold}, duplicate codes ` +
      `${checks.duplicate_codes} (answers: ${answeredCodes.length - new Set(answeredCodes).size}), ` +
      `codes sold without an order or the reverse ${checks.codes_without_order}, balances differing from ` +
      `the ledger ${checks.mismatched}, negative balances ${checks.negative}.`,
    '',
    "## Where a purchase's time goes",
    '',
    `Both workloads are bound by committing: ${percent(t.commitWaits)} (transfers) and ${percent(p.commitWaits)} ` +
      '(purchases) of the busy backends sampled were waiting to write and flush WAL as they committed. A purchase ' +
      `writes ${(p.walEach / t.walEach).toFixed(1)}× the WAL of a transfer (${p.walEach.toFixed(1)} KiB against ` +
      `${t.walEach.toFixed(1)} KiB). Besides the transfer it takes a code off the stock (a DELETE of a ` +
      'narrow `voucher_stock` row, locked first by SKIP LOCKED; the code row itself, with its ciphertext, ' +
      'is never written on a sale), inserts the order (two indexes: the primary key and My Orders; one ' +
      "order per request key is held by the wallet's UNIQUE idempotency key, one order per code by the " +
      'stock row being deleted once) and the outbox event (three indexes plus the ON CONFLICT confirmation). ' +
      'The order has no foreign keys to the product and denomination rows every buyer shares (no ' +
      'buyer writes a lock on them) nor to the code (whose check locked its row). No index is ' +
      "redundant on this path: voucher_stock's two are written by imports only (a DELETE adds no index " +
      'entry). What is left above the transfer is the code, the order and the event. A purchase is one ' +
      "statement, atomic without BEGIN and COMMIT: the wallet's transfer as CTEs " +
      "(`WalletService.transferWith`, composing the transfer's SQL with the sale's steps), then the " +
      'code, the order and its event, ' +
      "each reading the debit's balance so that none runs before the debit and its CHECK: 1 round trip " +
      "to the transfer's 3 (BEGIN, the transfer, COMMIT) on a pool of 20 connections. The " +
      "denomination's id and price are remembered per process (they never change: a trigger refuses it), " +
      'so a purchase reads nothing before it. Sold out is found by a sale whose order gets no code (its ' +
      'NOT NULL fails the statement, undoing the debit), which leaves a sold-out hint ' +
      '(`SOLD_OUT_HINT_MS`): the buyers who come next are refused without a statement that debits (each ' +
      'round ends with 200 refusals, counted in its time). WAL is measured for the whole server: other ' +
      'work on the machine during a round adds to it.',
    '',
    'Taking a code walks the stock index of its denomination:',
    '',
    '```',
    ...plan.map((r) => r['QUERY PLAN']),
    '```',
  ].join('\n');
}
