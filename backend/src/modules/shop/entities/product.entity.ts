import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// Stored values (SPEC §3 currency_type).
export enum CurrencyType {
  Usd = 'USD',
  Inr = 'INR',
  Platform = 'PLATFORM',
}

/** A brand voucher redeemable for coins (SPEC §3 Product/voucher). */
@Entity('products')
export class Product {
  /** The spec's product_id. */
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120 })
  title!: string;

  @Column({ name: 'sub_title', type: 'varchar', length: 200 })
  subTitle!: string;

  @Column({ type: 'varchar', length: 60 })
  category!: string;

  /** Name of one of our own voucher illustrations (no hot-linked images). */
  @Column({ name: 'thumb_img', type: 'varchar', length: 60 })
  thumbImg!: string;

  /** Coins for the cheapest denomination, kept with the denominations (filters sort by it). */
  @Column({ type: 'int' })
  price!: number;

  @Column({ name: 'currency_type', type: 'varchar', length: 10 })
  currencyType!: CurrencyType;

  @Column({ name: 'btn_text', type: 'varchar', length: 40 })
  btnText!: string;

  /** Comma list of face values, as the spec stores it; kept with the denominations. */
  @Column({ type: 'varchar', length: 200 })
  denomination!: string;

  @Column({ name: 'expires_in', type: 'varchar', length: 60 })
  expiresIn!: string;

  @Column({ name: 'coupon_type', type: 'varchar', length: 30 })
  couponType!: string;

  @Column({ name: 'coupon_details', type: 'text' })
  couponDetails!: string;

  @Column({ name: 'how_to_redeem', type: 'text' })
  howToRedeem!: string;

  @Column({ name: 'terms_and_conditions', type: 'text' })
  termsAndConditions!: string;

  @Column({ name: 'redeem_link', type: 'varchar', length: 300 })
  redeemLink!: string;

  /** Orders so far, refreshed from orders off the purchase path (the "popular" sort). */
  @Column({ name: 'sold_count', type: 'int', default: 0 })
  soldCount!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
