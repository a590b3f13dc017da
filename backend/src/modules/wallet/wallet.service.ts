import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { userErrors } from '../users';
import { SystemAccount, WalletAccount, WINNING_SOURCES, accountUserId } from './wallet-accounts';
import type { HistoryRowDto, WinningRowDto } from './dto/wallet-view.dto';
import { walletErrors } from './wallet.errors';

export interface Transfer {
  from: WalletAccount;
  to: WalletAccount;
  /** Whole coins, positive. */
  amount: number;
  /** What the player reads in Transaction History, e.g. 'Daily bonus'. */
  reason: string;
  /** What paid it, e.g. 'Daily bonus day 3' or a tournament title (My Winnings' source). */
  source: string;
  /** What caused it, e.g. `tournament:12`. */
  reference?: string;
  /** Unique per movement; a replay returns the first result and moves nothing. */
  idempotencyKey: string;
}

export interface TransferResult {
  transferId: string;
  /** True when this key had already moved coins: nothing moved now. */
  replayed: boolean;
  /** The player's balance after this transfer; only when it moved a player's coins now. */
  balance?: number;
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw walletErrors.amountInvalid();
}

/** One player's credit in creditMany. */
export interface CreditLine {
  userId: string;
  amount: number;
  reason: string;
  source: string;
  reference?: string;
  idempotencyKey: string;
}

/** What creditMany did. */
export interface CreditManyResult<L extends CreditLine = CreditLine> {
  /** Coins moved by this call. */
  moved: number;
  /** Lines paid by this call, in input order; keys that had moved coins before are left out. */
  paid: L[];
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** What transferWith answers: whether this key moved coins now, the balance, the caller's columns. */
export interface TransferWithResult<R> {
  moved: boolean;
  /** The player's balance after the transfer; null when nothing moved now. */
  balance: number | null;
  /** The caller's columns, named as its `select` names them. */
  result: R;
}

/** A transfer's failure as the caller should see it (transfer() and transferWith()). */
export function transferError(err: unknown): unknown {
  const { code, constraint } = err as { code?: string; constraint?: string };
  // The CHECK (coin_balance >= 0) constraint, not code, is what forbids an overdraft.
  if (code === '23514' && constraint === 'users_coin_balance_check') {
    return walletErrors.insufficientBalance();
  }
  if (code === '23503' && constraint?.startsWith('wallet_entries_')) return userErrors.notFound();
  return err;
}

/**
 * The only code that moves coins, for the API and the worker alike. Always inside the caller's
 * transaction, so coins move together with the change that causes them.
 *
 * users.coin_balance is the ledger's running balance, so this service, not the users module,
 * writes it: in the same statement as the ledger entries, with the CHECK (coin_balance >= 0)
 * refusing an overdraft. It is the one users column written outside the users module.
 */
@Injectable()
export class WalletService {
  constructor(private readonly dataSource: DataSource) {}

  async transfer(manager: EntityManager, t: Transfer): Promise<TransferResult> {
    // One round trip: the transfer, its two entries and the player's balance move together.
    const moves = this.transferCte(t);
    let rows: { id: string | null; balance: string | null }[];
    try {
      rows = await manager.query(
        `WITH ${moves.sql}
         SELECT (SELECT id FROM transfer) AS id, (SELECT coin_balance FROM balance) AS balance`,
        moves.params,
      );
    } catch (err) {
      throw transferError(err);
    }
    const transferId = rows[0].id;
    if (transferId === null) {
      const [first]: { id: string }[] = await manager.query(
        `SELECT id FROM wallet_transfers WHERE idempotency_key = $1`,
        [t.idempotencyKey],
      );
      return { transferId: first.id, replayed: true };
    }
    const playerId = accountUserId(t.from) ?? accountUserId(t.to);
    if (!playerId) return { transferId, replayed: false };
    if (rows[0].balance === null) throw userErrors.notFound();
    return { transferId, replayed: false, balance: Number(rows[0].balance) };
  }

  /**
   * A player's transfer and the caller's own change as one statement: one round trip, atomic
   * even outside a transaction (a purchase: the debit, the code taken, the order). The caller
   * writes its steps as CTEs through `change.steps(p, moved)`: `p.<name>` is the placeholder of
   * `change.params.<name>`, and `moved` a condition true only when this key moved coins now,
   * after the balance's CHECK. Every step must hold it, so a replayed key or a refused transfer
   * changes nothing; it also orders each step after the transfer. `change.select` names the
   * caller's answer columns, each a scalar SQL expression over its CTEs. Errors of the transfer come as transfer() throws
   * them; the caller's own constraint errors come as PostgreSQL raised them.
   */
  async transferWith<P extends Record<string, unknown>, S extends Record<string, string>>(
    t: Transfer,
    change: {
      params: P;
      steps: (p: { readonly [K in keyof P]: string }, moved: string) => string;
      select: S;
    },
  ): Promise<TransferWithResult<{ [K in keyof S]: unknown }>> {
    const moves = this.transferCte(t);
    const names = Object.keys(change.params) as (keyof P)[];
    const p = Object.fromEntries(
      names.map((name, i) => [name, `$${moves.params.length + i + 1}`]),
    ) as { [K in keyof P]: string };
    let row: Record<string, unknown> & { transfer_id: string | null; balance: string | null };
    try {
      [row] = await this.dataSource.query(
        `WITH ${moves.sql},
         ${change.steps(p, 'EXISTS (SELECT 1 FROM balance)')}
         SELECT (SELECT id FROM transfer) AS transfer_id,
                (SELECT coin_balance FROM balance) AS balance,
                ${Object.entries(change.select)
                  .map(([name, sql]) => `${sql} AS "${name}"`)
                  .join(', ')}`,
        [...moves.params, ...names.map((name) => change.params[name])],
      );
    } catch (err) {
      throw transferError(err);
    }
    const { transfer_id, balance, ...result } = row;
    return {
      moved: transfer_id !== null,
      balance: balance === null ? null : Number(balance),
      result: result as { [K in keyof S]: unknown },
    };
  }

  /**
   * transfer() as data-modifying CTEs: `transfer` (the transfer's id, when this key moved coins
   * now) and `balance` (the player's balance after it). Private to the wallet: callers compose
   * through transferWith, which knows these names.
   */
  private transferCte(t: Transfer): { sql: string; params: unknown[] } {
    assertAmount(t.amount);
    if (t.from === t.to) throw walletErrors.sameAccount();
    if (accountUserId(t.from) && accountUserId(t.to)) throw walletErrors.notTransferable();
    const playerId = accountUserId(t.from) ?? accountUserId(t.to);
    const playerDelta = accountUserId(t.from) ? -t.amount : t.amount;
    const $ = (n: number) => `$${n}`;
    return {
      sql: `transfer AS (
           INSERT INTO wallet_transfers (idempotency_key, debit_account, credit_account, amount, reason, source, reference)
           VALUES (${$(1)}, ${$(2)}, ${$(3)}, ${$(4)}, ${$(5)}, ${$(6)}, ${$(7)})
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING id),
         entries AS (
           INSERT INTO wallet_entries (transfer_id, account, user_id, amount)
           SELECT id, ${$(2)}, ${$(8)}::uuid, -${$(4)}::bigint FROM transfer
           UNION ALL SELECT id, ${$(3)}, ${$(9)}::uuid, ${$(4)}::bigint FROM transfer),
         balance AS (
           UPDATE users SET coin_balance = coin_balance + ${$(10)}::bigint
            WHERE id = ${$(11)}::uuid AND EXISTS (SELECT 1 FROM transfer) RETURNING coin_balance)`,
      params: [
        t.idempotencyKey,
        t.from,
        t.to,
        t.amount,
        t.reason,
        t.source,
        t.reference ?? null,
        accountUserId(t.from),
        accountUserId(t.to),
        playerDelta,
        playerId,
      ],
    };
  }

  /**
   * Many transfers from one system account to players in one statement (prize payouts):
   * the same rules as transfer(), set-based. Replayed keys move nothing; returns the coins moved
   * and the lines paid now, so the caller can record what follows each payment in its transaction.
   */
  async creditMany<L extends CreditLine>(
    manager: EntityManager,
    from: SystemAccount,
    credits: L[],
  ): Promise<CreditManyResult<L>> {
    if (!credits.length) return { moved: 0, paid: [] };
    for (const c of credits) assertAmount(c.amount);
    const rows: { moved: string | null; keys: string[] | null }[] = await manager.query(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($2::jsonb)
           AS x(user_id uuid, amount bigint, reason text, source text, reference text, key text)),
       transfer AS (
         INSERT INTO wallet_transfers (idempotency_key, debit_account, credit_account, amount, reason, source, reference)
         SELECT key, $1, 'user:' || user_id, amount, reason, source, reference FROM input
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id, credit_account, amount, idempotency_key),
       entries AS (
         INSERT INTO wallet_entries (transfer_id, account, user_id, amount)
         SELECT id, $1, NULL, -amount FROM transfer
         UNION ALL SELECT id, credit_account, substr(credit_account, 6)::uuid, amount FROM transfer),
       balance AS (
         UPDATE users u SET coin_balance = u.coin_balance + d.amount
           FROM (SELECT substr(credit_account, 6)::uuid AS user_id, sum(amount) AS amount
                   FROM transfer GROUP BY 1) d
          WHERE u.id = d.user_id RETURNING u.id)
       SELECT (SELECT sum(amount) FROM transfer)::text AS moved,
              (SELECT array_agg(idempotency_key) FROM transfer) AS keys`,
      [
        from,
        JSON.stringify(
          credits.map((c) => ({
            user_id: c.userId,
            amount: c.amount,
            reason: c.reason,
            source: c.source,
            reference: c.reference ?? null,
            key: c.idempotencyKey,
          })),
        ),
      ],
    );
    const paidKeys = new Set(rows[0]?.keys ?? []);
    return {
      moved: Number(rows[0]?.moved ?? 0),
      paid: credits.filter((c) => paidKeys.has(c.idempotencyKey)),
    };
  }

  /** The transfer committed under an idempotency key (a prize paid), or null when none was. */
  async transferByKey(
    manager: EntityManager,
    idempotencyKey: string,
  ): Promise<{ amount: number; createdAt: Date } | null> {
    const [row]: { amount: string; created_at: Date }[] = await manager.query(
      `SELECT amount, created_at FROM wallet_transfers WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    return row ? { amount: Number(row.amount), createdAt: row.created_at } : null;
  }

  /** Credits from reward accounts, newest first (My Winnings). */
  async winnings(userId: string, page: number, limit: number): Promise<Page<WinningRowDto>> {
    return this.page(userId, page, limit, true) as Promise<Page<WinningRowDto>>;
  }

  /** Every movement of the player's coins, newest first (Transaction History). */
  async history(userId: string, page: number, limit: number): Promise<Page<HistoryRowDto>> {
    return this.page(userId, page, limit, false) as Promise<Page<HistoryRowDto>>;
  }

  private async page(
    userId: string,
    page: number,
    limit: number,
    winningsOnly: boolean,
  ): Promise<Page<WinningRowDto | HistoryRowDto>> {
    const where = winningsOnly
      ? `e.user_id = $1 AND e.amount > 0 AND t.debit_account = ANY($2::text[])`
      : `e.user_id = $1`;
    const params: unknown[] = winningsOnly ? [userId, WINNING_SOURCES] : [userId];
    const from = `FROM wallet_entries e JOIN wallet_transfers t ON t.id = e.transfer_id WHERE ${where}`;
    // History counts straight off the player index; winnings need the transfer's source.
    const countSql = winningsOnly
      ? `SELECT count(*)::int AS total ${from}`
      : `SELECT count(*)::int AS total FROM wallet_entries e WHERE ${where}`;
    const n = params.length;
    const [[{ total }], rows] = await Promise.all([
      this.dataSource.query(countSql, params) as Promise<{ total: number }[]>,
      this.dataSource.query(
        `SELECT e.created_at, t.reason, t.source, e.amount ${from}
          ORDER BY e.created_at DESC, e.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, (page - 1) * limit],
      ) as Promise<{ created_at: Date; reason: string; source: string; amount: string }[]>,
    ]);
    return {
      total,
      rows: rows.map((r) =>
        winningsOnly
          ? { crd_on: r.created_at.toISOString(), source: r.source, reward: Number(r.amount) }
          : { crd_on: r.created_at.toISOString(), reason: r.reason, value: Number(r.amount) },
      ),
    };
  }
}
