import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One face value of a product, with its own coin price and its own stock of codes. */
@Entity('product_denominations')
export class ProductDenomination {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  /** What the voucher is worth at the brand (the spec's `value`). */
  @Column({ name: 'face_value', type: 'int' })
  faceValue!: number;

  /** Coins it costs. */
  @Column({ type: 'int' })
  price!: number;
}
