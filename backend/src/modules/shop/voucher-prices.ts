import { Injectable } from '@nestjs/common';
import { ProductsRepository } from './products.repository';
import { shopErrors } from './shop.errors';

export interface VoucherPrice {
  /** The product's title, for the buyer's ledger line. */
  title: string;
  denominationId: number;
  /** Coins for one code of this face value. */
  price: number;
}

/** How long a product's title is trusted; prices never change (a trigger refuses it). */
const TITLE_TTL_MS = 60_000;

/**
 * What a face value of a voucher costs, looked up once per process: a denomination's id and price
 * never change once created (migration 1763777640000 refuses the UPDATE) and denominations are
 * never deleted, so a purchase needs no query to learn them. Unknown products and face values
 * are not remembered: an operator may create them at any time.
 */
@Injectable()
export class VoucherPrices {
  private readonly known = new Map<string, VoucherPrice & { at: number }>();

  constructor(private readonly products: ProductsRepository) {}

  async get(productId: number, faceValue: number): Promise<VoucherPrice> {
    const key = `${productId}:${faceValue}`;
    const hit = this.known.get(key);
    if (hit && Date.now() - hit.at < TITLE_TTL_MS) return hit;
    const row = await this.products.voucherPrice(productId, faceValue);
    if (!row) throw shopErrors.productNotFound(productId);
    if (row.id === null || row.price === null) throw shopErrors.denominationNotFound(faceValue);
    const found = { title: row.title, denominationId: row.id, price: row.price, at: Date.now() };
    this.known.set(key, found);
    return found;
  }
}
