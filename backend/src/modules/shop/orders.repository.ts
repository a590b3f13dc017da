import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { outboxCte } from '../../events/outbox.service';

/** An order with its product's facts and its sealed code. */
export interface OrderRow {
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

/** An order as a request key bought it, with its sealed code. */
export interface KeyOrderRow {
  id: string;
  price: number;
  product_id: number;
  face_value: number;
  code_cipher: string;
  key_id: string;
}

/** What a sale writes besides the buyer's debit. */
export interface SaleInput {
  denominationId: number;
  userId: string;
  requestKey: string;
  productId: number;
  faceValue: number;
  price: number;
}

/** What the sale's steps answer: all null when the request key had bought already. */
export interface Sale {
  order_id: string | null;
  code_cipher: string | null;
  key_id: string | null;
}

const ORDER_COLUMNS = `o.id, o.user_id, o.face_value, o.price, o.status, o.created_at,
  p.title, p.thumb_img, p.currency_type, p.expires_in, p.how_to_redeem, p.redeem_link,
  c.code_cipher, c.key_id`;
const ORDER_FROM = `orders o
  JOIN products p ON p.id = o.product_id
  JOIN voucher_codes c ON c.id = o.code_id`;

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

/** orders: the sale's steps, My Orders, and one order for its mail or notification. */
@Injectable()
export class OrdersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The sale as steps of the wallet's transfer statement (WalletService.transferWith): the code
   * taken off the stock, the order, and its confirmation mail's and notification's events, each
   * holding `paid`. Taking the code deletes its stock row: a code is sold once because only one
   * DELETE of that row finds it; voucher_codes itself is not written. With no code left (or every
   * one left being sold right now) the order's code_id is NULL, which fails the statement and so
   * undoes the debit.
   */
  saleSteps(sale: SaleInput) {
    return {
      // In this order: the statement's placeholders follow it.
      params: {
        denominationId: sale.denominationId,
        userId: sale.userId,
        requestKey: sale.requestKey,
        productId: sale.productId,
        faceValue: sale.faceValue,
        price: sale.price,
      },
      steps: (p: { readonly [K in keyof SaleInput]: string }, paid: string) => `
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
    };
  }

  /** The order a buyer's request key bought, if any. */
  async byRequestKey(userId: string, requestKey: string): Promise<KeyOrderRow | undefined> {
    const [order]: KeyOrderRow[] = await this.dataSource.query(
      `SELECT o.id, o.price, o.product_id, o.face_value, c.code_cipher, c.key_id
           FROM orders o JOIN voucher_codes c ON c.id = o.code_id
          WHERE o.user_id = $1 AND o.request_key = $2`,
      [userId, requestKey],
    );
    return order;
  }

  /** The buyer's orders, newest first (orders_user_idx), and how many there are. */
  async page(
    userId: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: OrderRow[]; total: number }> {
    const [[{ total }], rows] = await Promise.all([
      this.dataSource.query(`SELECT count(*)::int AS total FROM orders WHERE user_id = $1`, [
        userId,
      ]) as Promise<{ total: number }[]>,
      this.dataSource.query(
        `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM}
          WHERE o.user_id = $1
          ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
        [userId, pageSize, (page - 1) * pageSize],
      ) as Promise<OrderRow[]>,
    ]);
    return { rows, total };
  }

  /** One order, read in the caller's transaction. */
  async byId(manager: EntityManager, orderId: string): Promise<OrderRow | undefined> {
    const [r]: OrderRow[] = await manager.query(
      `SELECT ${ORDER_COLUMNS} FROM ${ORDER_FROM} WHERE o.id = $1`,
      [orderId],
    );
    return r;
  }

  /** An order without its code. */
  async summary(
    orderId: string,
  ): Promise<
    | { id: string; user_id: string; title: string; face_value: number; currency_type: string }
    | undefined
  > {
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
    return r;
  }
}
