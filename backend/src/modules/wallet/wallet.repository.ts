import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { SystemAccount, WINNING_SOURCES, accountUserId } from './wallet-accounts';
import type { CreditLine, Transfer } from './wallet.service';

/** What transferWith's caller adds to the transfer's statement (see WalletService.transferWith). */
export interface TransferChange<
  P extends Record<string, unknown>,
  S extends Record<string, string>,
> {
  params: P;
  steps: (p: { readonly [K in keyof P]: string }, moved: string) => string;
  select: S;
}

/** A ledger line as Transaction History and My Winnings read it. */
export interface EntryRow {
  created_at: Date;
  reason: string;
  source: string;
  amount: string;
}

/**
 * The ledger's SQL: wallet_transfers, wallet_entries and the running balance in
 * users.coin_balance, written together by one statement per transfer. The wallet service checks
 * a transfer before it gets here; the database's constraints hold the rest (the UNIQUE
 * idempotency key, the CHECK (coin_balance >= 0)).
 */
@Injectable()
export class WalletRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The transfer, its two entries and the player's balance in one round trip. */
  async insertTransfer(
    manager: EntityManager,
    t: Transfer,
  ): Promise<{ id: string | null; balance: string | null }> {
    const moves = this.transferCte(t);
    const rows: { id: string | null; balance: string | null }[] = await manager.query(
      `WITH ${moves.sql}
         SELECT (SELECT id FROM transfer) AS id, (SELECT coin_balance FROM balance) AS balance`,
      moves.params,
    );
    return rows[0];
  }

  /** The id of the transfer committed under this key. */
  async transferIdByKey(manager: EntityManager, idempotencyKey: string): Promise<string> {
    const [first]: { id: string }[] = await manager.query(
      `SELECT id FROM wallet_transfers WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    return first.id;
  }

  /**
   * The transfer and the caller's steps as one statement: `p.<name>` is the placeholder of
   * `change.params.<name>`, bound after the transfer's own; the caller's steps hold `moved`, true
   * only when this key moved coins now, after the balance's CHECK.
   */
  async insertTransferWith<P extends Record<string, unknown>, S extends Record<string, string>>(
    t: Transfer,
    change: TransferChange<P, S>,
  ): Promise<Record<string, unknown> & { transfer_id: string | null; balance: string | null }> {
    const moves = this.transferCte(t);
    const names = Object.keys(change.params) as (keyof P)[];
    const p = Object.fromEntries(
      names.map((name, i) => [name, `$${moves.params.length + i + 1}`]),
    ) as { [K in keyof P]: string };
    const [row] = await this.dataSource.query(
      `WITH ${moves.sql},
         ${change.steps(p, 'EXISTS (SELECT 1 FROM balance)')}
         SELECT (SELECT id FROM transfer) AS transfer_id,
                (SELECT coin_balance FROM balance) AS balance,
                ${Object.entries(change.select)
                  .map(([name, sql]) => `${sql} AS "${name}"`)
                  .join(', ')}`,
      [...moves.params, ...names.map((name) => change.params[name])],
    );
    return row;
  }

  /**
   * The transfer as data-modifying CTEs: `transfer` (the transfer's id, when this key moved coins
   * now) and `balance` (the player's balance after it). Callers outside the wallet compose
   * through insertTransferWith, which knows these names.
   */
  private transferCte(t: Transfer): { sql: string; params: unknown[] } {
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
   * Many transfers from one system account to players in one statement, set-based: replayed
   * keys move nothing. Answers the coins moved and the keys that moved them now.
   */
  async insertCredits(
    manager: EntityManager,
    from: SystemAccount,
    credits: CreditLine[],
  ): Promise<{ moved: string | null; keys: string[] | null } | undefined> {
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
    return rows[0];
  }

  /** The transfer committed under an idempotency key, or undefined when none was. */
  async transferByKey(
    manager: EntityManager,
    idempotencyKey: string,
  ): Promise<{ amount: string; created_at: Date } | undefined> {
    const [row]: { amount: string; created_at: Date }[] = await manager.query(
      `SELECT amount, created_at FROM wallet_transfers WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    return row;
  }

  /**
   * One page of the player's entries, newest first, and how many there are: every entry
   * (Transaction History) or only credits from reward accounts (My Winnings).
   */
  async entries(
    userId: string,
    page: number,
    limit: number,
    winningsOnly: boolean,
  ): Promise<{ total: number; rows: EntryRow[] }> {
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
      ) as Promise<EntryRow[]>,
    ]);
    return { total, rows };
  }
}
