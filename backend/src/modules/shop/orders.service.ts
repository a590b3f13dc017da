import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { OrderViewDto } from './dto/orders.dto';
import { OrderRow, OrdersRepository } from './orders.repository';
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

/** A buyer's orders, each with its code opened for that buyer alone. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly vault: VoucherCodeVault,
  ) {}

  /** The caller's orders, newest first (orders_user_idx), and how many there are. */
  async page(userId: string, page: number): Promise<{ rows: OrderViewDto[]; total: number }> {
    const { rows, total } = await this.orders.page(userId, page, ORDERS_PAGE_SIZE);
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
    const r = await this.orders.byId(manager, orderId);
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
    const r = await this.orders.summary(orderId);
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
