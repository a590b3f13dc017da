import { Injectable } from '@nestjs/common';
import { UsersService } from '../users';
import { SYSTEM_ACCOUNTS, TransferWithResult, userAccount, WalletService } from '../wallet';
import { KeyOrderRow, OrdersRepository, Sale } from './orders.repository';
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

interface SealedCode {
  code_cipher: string;
  key_id: string;
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
    private readonly orders: OrdersRepository,
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
    // step of the sale holds `paid`), and is answered with the first order: a double submit never
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
      // The code taken, the order and its events (OrdersRepository.saleSteps) ride on the debit's
      // statement; a sold-out denomination fails it on the order's NOT NULL code_id.
      sale = (await this.wallet.transferWith(
        debit,
        this.orders.saleSteps({
          denominationId: voucher.denominationId,
          userId,
          requestKey,
          productId,
          faceValue,
          price: voucher.price,
        }),
      )) as TransferWithResult<Sale>;
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
    const order: KeyOrderRow | undefined = await this.orders.byRequestKey(userId, requestKey);
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
