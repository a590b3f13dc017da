import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { userErrors } from '../users';
import { SystemAccount, WalletAccount, accountUserId } from './wallet-accounts';
import type { HistoryRowDto, WinningRowDto } from './dto/wallet-view.dto';
import { walletErrors } from './wallet.errors';
import { WalletRepository } from './wallet.repository';

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

/** What the ledger refuses before any statement: a bad amount, one account, two players. */
function checkTransfer(t: Transfer): void {
  assertAmount(t.amount);
  if (t.from === t.to) throw walletErrors.sameAccount();
  if (accountUserId(t.from) && accountUserId(t.to)) throw walletErrors.notTransferable();
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
 * users.coin_balance is the ledger's running balance, so the wallet (its repository), not the
 * users module, writes it: in the same statement as the ledger entries, with the CHECK
 * (coin_balance >= 0) refusing an overdraft. It is the one users column written outside the users module.
 */
@Injectable()
export class WalletService {
  constructor(private readonly ledger: WalletRepository) {}

  async transfer(manager: EntityManager, t: Transfer): Promise<TransferResult> {
    checkTransfer(t);
    // One round trip: the transfer, its two entries and the player's balance move together.
    let row: { id: string | null; balance: string | null };
    try {
      row = await this.ledger.insertTransfer(manager, t);
    } catch (err) {
      throw transferError(err);
    }
    const transferId = row.id;
    if (transferId === null) {
      return {
        transferId: await this.ledger.transferIdByKey(manager, t.idempotencyKey),
        replayed: true,
      };
    }
    const playerId = accountUserId(t.from) ?? accountUserId(t.to);
    if (!playerId) return { transferId, replayed: false };
    if (row.balance === null) throw userErrors.notFound();
    return { transferId, replayed: false, balance: Number(row.balance) };
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
    checkTransfer(t);
    let row: Record<string, unknown> & { transfer_id: string | null; balance: string | null };
    try {
      row = await this.ledger.insertTransferWith(t, change);
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
    const row = await this.ledger.insertCredits(manager, from, credits);
    const paidKeys = new Set(row?.keys ?? []);
    return {
      moved: Number(row?.moved ?? 0),
      paid: credits.filter((c) => paidKeys.has(c.idempotencyKey)),
    };
  }

  /** The transfer committed under an idempotency key (a prize paid), or null when none was. */
  async transferByKey(
    manager: EntityManager,
    idempotencyKey: string,
  ): Promise<{ amount: number; createdAt: Date } | null> {
    const row = await this.ledger.transferByKey(manager, idempotencyKey);
    return row ? { amount: Number(row.amount), createdAt: row.created_at } : null;
  }

  /** Credits from reward accounts, newest first (My Winnings). */
  async winnings(userId: string, page: number, limit: number): Promise<Page<WinningRowDto>> {
    const { total, rows } = await this.ledger.entries(userId, page, limit, true);
    return {
      total,
      rows: rows.map((r) => ({
        crd_on: r.created_at.toISOString(),
        source: r.source,
        reward: Number(r.amount),
      })),
    };
  }

  /** Every movement of the player's coins, newest first (Transaction History). */
  async history(userId: string, page: number, limit: number): Promise<Page<HistoryRowDto>> {
    const { total, rows } = await this.ledger.entries(userId, page, limit, false);
    return {
      total,
      rows: rows.map((r) => ({
        crd_on: r.created_at.toISOString(),
        reason: r.reason,
        value: Number(r.amount),
      })),
    };
  }
}
