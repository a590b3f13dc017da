import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { OrderViewDto } from './dto/orders.dto';
import { faceValueText } from './shop.mails';
import { VoucherCodeVault } from './voucher-code-vault';

/** SPEC §9: My Orders shows 5 orders a page. */
export const ORDERS_PAGE_SIZE = 5;

/** What the order confirmation mail says. */
export interface OrderConfirmation {
  orderId: string;
  userId: string;
  title: string;
  faceValue: number;
  currencyType: string;
  price: number;
  /** In clear, for the buyer's mail only: never log it. */
  voucherCode: string;
  expiresIn: string;
  howToRedeem: string;
  redeemLink: string;
}

/** What the buyer's notification says of an order: never its code. */
export interface OrderSummary {
  orderId: string;
  userId: string;
  title: string;
  /** As the brand prints it, e.g. ₹500. */
  faceValue: string;
}

interface OrderRow {
  id: string;
  user_id: string;
  face_value: number;
  price: number;
  status: string;
  created_at: Date;
  title: string;
  thumb_img: string;
  currency_type: string;
  expires_in: string;
  how_to_redeem: string;
  redeem_link: string;
  code_cipher: string;
  key_id: string;
}

const ORDER_COLUMNS = `o.id, o.user_id, o.face_value, o.price, o.status, o.created_at,
  p.title, p.thumb_img, p.currency_type, p.expires_in, p.how_to_redeem, p.redeem_link,
  c.code_cipher, c.key_id`;
const ORDER_FROM = `orders o
  JOIN products p ON p.id = o.product_id
  JOIN voucher_codes c ON c.id = o.code_id`;

/** A buyer's orders, each with its code opened for that buyer alone. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly vault: VoucherCodeVault,
  ) {}

  /** The caller's orders, newest first (orders_user_idx), and how many there are. */
  async page(userId: string, page: number): Promise<{ rows: OrderViewDto[]; total: number }> {
    const [[{ total }], rows] = await Promise.all([
      this.dataSource.query(`SELECT count(*)::int AS total FROM orders WHERE user_id = $1`, [
        userId,
      ]) as Promise<{ total: number }[]>,
      this.dataSource.query(
        `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
          WHERE o.user_id = $1
          ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
        [userId, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE],
      ) as Promise<OrderRow[]>,
    ]);
    return {
      total,
      rows: rows.map((r) => ({
        order_id: r.id,
        name: r.title,
        face_value: r.face_value,
        thumb_img: r.thumb_img,
        crt_on: r.created_at.toISOString(),
        expiryAndValidity: r.expires_in,
        price: r.price,
        purchase_stat: r.status,
        voucher_code: this.open(r),
        redeem_link: r.redeem_link,
      })),
    };
  }

  /** One order for its confirmation mail, read in the caller's transaction; null if unknown. */
  async confirmation(manager: EntityManager, orderId: string): Promise<OrderConfirmation | null> {
    const [r]: OrderRow[] = await manager.query(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1`,
      [orderId],
    );
    if (!r) return null;
    return {
      orderId: r.id,
      userId: r.user_id,
      title: r.title,
      faceValue: r.face_value,
      currencyType: r.currency_type,
      price: r.price,
      voucherCode: this.open(r),
      expiresIn: r.expires_in,
      howToRedeem: r.how_to_redeem,
      redeemLink: r.redeem_link,
    };
  }

  /** An order without its code (nothing is decrypted); null if unknown. */
  async summary(orderId: string): Promise<OrderSummary | null> {
    const [r]: {
      id: string;
      user_id: string;
      title: string;
      face_value: number;
      currency_type: string;
    }[] = await this.dataSource.query(
      `SELECT o.id, o.user_id, p.title, o.face_value, p.currency_type
           FROM orders o JOIN products p ON p.id = o.product_id WHERE o.id = $1`,
      [orderId],
    );
    if (!r) return null;
    return {
      orderId: r.id,
      userId: r.user_id,
      title: r.title,
      faceValue: faceValueText(r.face_value, r.currency_type),
    };
  }

  private open(row: OrderRow): string {
    return this.vault.open({ cipher: row.code_cipher, keyId: row.key_id });
  }
}
