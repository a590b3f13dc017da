import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { OutboxService } from '../../events/outbox.service';
import { idempotencyKey } from '../../events/queues';
import { SYSTEM_ACCOUNTS, userAccount } from '../wallet/wallet-accounts';
import { WalletService } from '../wallet/wallet.service';
import { shopErrors } from './shop.errors';
import { VoucherCodeVault } from './voucher-code-vault';

/** What the buyer is told: the same for the first request and every replay of its key. */
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

interface OrderRow {
  id: string;
  price: number;
  code_cipher: string;
  key_id: string;
  coin_balance: string;
}

interface StockRow {
  title: string;
  denomination_id: number | null;
  price: number | null;
  code_id: string | null;
  code_cipher: string | null;
  key_id: string | null;
}

/**
 * Buys a voucher exactly once per request key. One transaction takes an unsold code without
 * waiting on other buyers (SKIP LOCKED), debits the price through the wallet, marks the code sold,
 * records the order and commits the confirmation mail's event: all of it or none of it. It writes
 * no row shared by buyers (stock is counted from codes, popularity refreshed by a job), so buyers
 * of the same voucher never queue behind each other.
 */
@Injectable()
export class PurchaseService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly wallet: WalletService,
    private readonly outbox: OutboxService,
    private readonly vault: VoucherCodeVault,
  ) {}

  async purchase(
    userId: string,
    requestKey: string,
    productId: number,
    faceValue: number,
  ): Promise<Purchase> {
    const walletKey = purchaseWalletKey(userId, requestKey);
    return this.dataSource.transaction(async (manager) => {
      // Requests with the same key wait here for the first one to finish, so a double submit
      // answers with its order rather than taking a second code or a false SOLD_OUT. The read
      // below is a new statement, so it sees what the first one committed.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [walletKey]);
      const replay = await this.findOrder(manager, userId, requestKey);
      if (replay) return replay;

      const stock = await this.takeCode(manager, productId, faceValue);
      const { denomination_id: denominationId, price, code_id: codeId } = stock;
      if (denominationId === null || price === null) {
        throw shopErrors.denominationNotFound(faceValue);
      }
      if (codeId === null || stock.code_cipher === null || stock.key_id === null) {
        throw shopErrors.soldOut();
      }

      // A short balance fails here (the CHECK on coin_balance) and rolls the code back.
      const transfer = await this.wallet.transfer(manager, {
        from: userAccount(userId),
        to: SYSTEM_ACCOUNTS.shopSales,
        amount: price,
        reason: REASON,
        source: purchaseSource(stock.title, faceValue),
        reference: `product:${productId}:${faceValue}`,
        idempotencyKey: walletKey,
      });
      // The key's order would have been found above: a debit without one is a broken invariant.
      if (transfer.replayed)
        throw new Error(`Purchase key ${requestKey} was charged without an order`);

      const [order]: { id: string; coin_balance: string }[] = await manager.query(
        `WITH sold AS (
           UPDATE voucher_codes SET status = 'sold', sold_at = now()
            WHERE id = $1 AND status = 'available' RETURNING id)
         INSERT INTO orders (user_id, request_key, product_id, denomination_id, face_value, price, code_id)
         SELECT $2, $3, $4, $5, $6, $7, id FROM sold
         RETURNING id, (SELECT coin_balance FROM users WHERE id = $2) AS coin_balance`,
        [codeId, userId, requestKey, productId, denominationId, faceValue, price],
      );
      // We hold the code's row lock, so it cannot have been sold meanwhile.
      if (!order) throw new Error(`Voucher code row ${codeId} was not available to sell`);
      await this.outbox.add(manager, {
        name: 'mail.order_confirmation',
        payload: { orderId: order.id },
        idempotencyKey: idempotencyKey('mail.order_confirmation', order.id),
      });
      return {
        orderId: order.id,
        voucherCode: this.vault.open({ cipher: stock.code_cipher, keyId: stock.key_id }),
        price,
        coinBalance: Number(order.coin_balance),
        replayed: false,
      };
    });
  }

  /** The order this request key already made, answered as it was (the balance is today's). */
  private async findOrder(
    manager: EntityManager,
    userId: string,
    requestKey: string,
  ): Promise<Purchase | null> {
    const [row]: OrderRow[] = await manager.query(
      `SELECT o.id, o.price, c.code_cipher, c.key_id, u.coin_balance
         FROM orders o
         JOIN voucher_codes c ON c.id = o.code_id
         JOIN users u ON u.id = o.user_id
        WHERE o.user_id = $1 AND o.request_key = $2`,
      [userId, requestKey],
    );
    if (!row) return null;
    return {
      orderId: row.id,
      voucherCode: this.vault.open({ cipher: row.code_cipher, keyId: row.key_id }),
      price: row.price,
      coinBalance: Number(row.coin_balance),
      replayed: true,
    };
  }

  /**
   * The product, its denomination and the oldest unsold code of it, locked. SKIP LOCKED: a code
   * another buyer holds is passed over, never waited for.
   */
  private async takeCode(
    manager: EntityManager,
    productId: number,
    faceValue: number,
  ): Promise<StockRow> {
    const [row]: StockRow[] = await manager.query(
      `SELECT p.title, d.id AS denomination_id, d.price, c.id AS code_id, c.code_cipher, c.key_id
         FROM products p
         LEFT JOIN product_denominations d ON d.product_id = p.id AND d.face_value = $2
         LEFT JOIN LATERAL (
           SELECT id, code_cipher, key_id FROM voucher_codes
            WHERE denomination_id = d.id AND status = 'available'
            ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED) c ON true
        WHERE p.id = $1`,
      [productId, faceValue],
    );
    if (!row) throw shopErrors.productNotFound(productId);
    return row;
  }
}
