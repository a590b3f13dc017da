import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { outboxCte } from '../../events/outbox.service';
import { UsersService } from '../users';
import { SYSTEM_ACCOUNTS, TransferWithResult, userAccount, WalletService } from '../wallet';
import { shopErrors } from './shop.errors';
import { SoldOutHints } from './sold-out-hints';
import { VoucherCodeVault } from './voucher-code-vault';
import { VoucherPrice, VoucherPrices } from './voucher-prices';

/** What the buyer is told: the same order and code for the first request and every replay. */
export interface Purchase {
  orderId: string;
  /** In clear, for the buyer's answer only: never log it. */
  voucherCode: string;
  /** Coins paid. */
  price: number;
  /** The buyer's balance now. */
  coinBalance: number;
  /** True when this request key had bought already: nothing moved now. */
  replayed: boolean;
}

/** wallet_transfers.reason and .source are varchar(40) and varchar(80). */
const REASON = 'Voucher purchase';
const SOURCE_MAX = 80;

/** What Transaction History shows as the source: the voucher and its face value, e.g. "Amazon 500". */
export function purchaseSource(title: string, faceValue: number): string {
  const suffix = ` ${faceValue}`;
  return `${title.slice(0, SOURCE_MAX - suffix.length).trimEnd()}${suffix}`;
}

/** The wallet key of a purchase: one debit per buyer and request key, whatever happens. */
export function purchaseWalletKey(userId: string, requestKey: string): string {
  return `purchase:${userId}:${requestKey}`;
}

/** The buyer's code by mail: `mail.order_confirmation` for the order the sale inserts. */
const CONFIRMATION_EVENT = outboxCte(
  'mail.order_confirmation',
  'sold',
  `jsonb_build_object('orderId', sold.id::text)`,
  'sold.id',
);

/** The `order.placed` event (the buyer's notification), in the same statement as the order. */
const PLACED_EVENT = outboxCte(
  'order.placed',
  'sold',
  `jsonb_build_object('orderId', sold.id::text, 'userId', sold.user_id)`,
  'sold.id',
);

interface SealedCode {
  code_cipher: string;
  key_id: string;
}

interface SoldCode extends SealedCode {
  id: string;
}

/** What the sale's steps answer: all null when the request key had bought already. */
interface Sale {
  order_id: string | null;
  code_cipher: string | null;
  key_id: string | null;
}

/** The order's NOT NULL code_id refusing an order without a code: the denomination sold out. */
function isSoldOut(err: unknown): boolean {
  const { code, table, column } = err as { code?: string; table?: string; column?: string };
  return code === '23502' && table === 'orders' && column === 'code_id';
}

/**
 * Buys a voucher exactly once per request key, in one statement (atomic on its own, so one
 * round trip and no BEGIN): it debits the price through the wallet, takes the oldest unsold code
 * off the stock without waiting on other buyers (SKIP LOCKED), records the order and commits the
 * confirmation mail's event, all of it or none of it. It writes no row shared by buyers (stock
 * is one row per unsold code, popularity is refreshed by a job), so buyers of one voucher never
 * queue behind each other.
 */
@Injectable()
export class PurchaseService {
  /** Request keys being bought in this process right now (buyer:key → requests). */
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly wallet: WalletService,
    private readonly users: UsersService,
    private readonly vault: VoucherCodeVault,
    private readonly prices: VoucherPrices,
    private readonly hints: SoldOutHints,
  ) {}

  async purchase(
    userId: string,
    requestKey: string,
    productId: number,
    faceValue: number,
  ): Promise<Purchase> {
    // Remembered per process (prices never change): unknown vouchers are refused here, before
    // any transaction.
    const voucher = await this.prices.get(productId, faceValue);
    const flight = `${userId}:${requestKey}`;
    // A denomination this process just found sold out is refused without a debit, unless the
    // key bought already (looked for first, as the debit's key would find it) or is being bought
    // here now (that request may hold the last code: this one waits for it on the debit's key).
    // A double submit sent to another instance while it holds a hint is answered SOLD_OUT even if
    // the first then buys; its order stands, and the key's next retry answers it.
    if (this.hints.isSoldOut(voucher.denominationId) && !this.inFlight.has(flight)) {
      const first = await this.firstAnswer(userId, requestKey, productId, faceValue);
      if (first) return first;
      throw shopErrors.soldOut();
    }
    this.inFlight.set(flight, (this.inFlight.get(flight) ?? 0) + 1);
    try {
      return await this.buy(userId, requestKey, productId, faceValue, voucher);
    } finally {
      const left = (this.inFlight.get(flight) as number) - 1;
      if (left) this.inFlight.set(flight, left);
      else this.inFlight.delete(flight);
    }
  }

  private async buy(
    userId: string,
    requestKey: string,
    productId: number,
    faceValue: number,
    voucher: VoucherPrice,
  ): Promise<Purchase> {
    // The debit runs first: its UNIQUE key is the purchase's lock. A second request with the
    // same key waits on it until the first commits, then moves nothing and takes no code (every
    // step below holds `paid`), and is answered with the first order: a double submit never
    // takes a second code nor gets a false SOLD_OUT. A short balance fails on the CHECK before
    // any code is touched.
    const debit = {
      from: userAccount(userId),
      to: SYSTEM_ACCOUNTS.shopSales,
      amount: voucher.price,
      reason: REASON,
      source: purchaseSource(voucher.title, faceValue),
      reference: `product:${productId}:${faceValue}`,
      idempotencyKey: purchaseWalletKey(userId, requestKey),
    };
    let sale: TransferWithResult<Sale>;
    try {
      // Taking the code deletes its stock row: a code is sold once because only one DELETE of
      // that row finds it; voucher_codes itself is not written. With no code left (or every one
      // left being sold right now) the order's code_id is NULL, which fails the statement and
      // so undoes the debit.
      sale = (await this.wallet.transferWith(debit, {
        params: {
          denominationId: voucher.denominationId,
          userId,
          requestKey,
          productId,
          faceValue,
          price: voucher.price,
        },
        steps: (p, paid) => `
         taken AS (
           DELETE FROM voucher_stock
            WHERE code_id = (SELECT code_id FROM voucher_stock
                              WHERE denomination_id = ${p.denominationId} AND ${paid}
                              ORDER BY code_id LIMIT 1 FOR UPDATE SKIP LOCKED)
           RETURNING code_id),
         code AS (
           SELECT c.id, c.code_cipher, c.key_id FROM voucher_codes c JOIN taken ON c.id = taken.code_id),
         sold AS (
           INSERT INTO orders (user_id, request_key, product_id, denomination_id, face_value, price, code_id)
           SELECT ${p.userId}, ${p.requestKey}, ${p.productId}, ${p.denominationId}, ${p.faceValue},
                  ${p.price}, code.id
             FROM (SELECT 1) AS one LEFT JOIN code ON true WHERE ${paid}
           RETURNING id, user_id),
         event AS (${CONFIRMATION_EVENT}),
         placed AS (${PLACED_EVENT})`,
        select: {
          order_id: '(SELECT id FROM sold)',
          code_cipher: '(SELECT code_cipher FROM code)',
          key_id: '(SELECT key_id FROM code)',
        },
      })) as TransferWithResult<Sale>;
    } catch (err) {
      if (!isSoldOut(err)) throw err;
      this.hints.soldOut(voucher.denominationId);
      throw shopErrors.soldOut();
    }
    if (!sale.moved) {
      const first = await this.firstAnswer(userId, requestKey, productId, faceValue);
      // The debit and its order commit together: one without the other is a broken invariant.
      if (!first) throw new Error(`Purchase key ${requestKey} was charged without an order`);
      return first;
    }
    return {
      orderId: sale.result.order_id as string,
      voucherCode: this.open(sale.result as SealedCode),
      price: voucher.price,
      coinBalance: sale.balance as number,
      replayed: false,
    };
  }

  /**
   * The order a request key bought, answered again; null when it bought nothing. A key that
   * bought another voucher or value is refused (422): answering that order would tell the
   * client its new purchase went through.
   */
  private async firstAnswer(
    userId: string,
    requestKey: string,
    productId: number,
    faceValue: number,
  ): Promise<Purchase | null> {
    const [order]: (SoldCode & { price: number; product_id: number; face_value: number })[] =
      await this.dataSource.query(
        `SELECT o.id, o.price, o.product_id, o.face_value, c.code_cipher, c.key_id
           FROM orders o JOIN voucher_codes c ON c.id = o.code_id
          WHERE o.user_id = $1 AND o.request_key = $2`,
        [userId, requestKey],
      );
    if (!order) return null;
    if (order.product_id !== productId || order.face_value !== faceValue) {
      throw shopErrors.idempotencyKeyReused(order.product_id, order.face_value);
    }
    const buyer = await this.users.get(userId);
    return {
      orderId: order.id,
      voucherCode: this.open(order),
      price: order.price,
      coinBalance: buyer.coinBalance,
      replayed: true,
    };
  }

  private open(code: SealedCode): string {
    return this.vault.open({ cipher: code.code_cipher, keyId: code.key_id });
  }
}
