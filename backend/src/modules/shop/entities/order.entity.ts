import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A voucher bought with coins: one code, paid once (the request key makes a retry a replay). */
@Entity('orders')
export class Order {
  /** The spec's order_id; a bigserial, so PostgreSQL hands it over as text. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The client's Idempotency-Key, unique per buyer. */
  @Column({ name: 'request_key', type: 'varchar', length: 100 })
  requestKey!: string;

  @Column({ name: 'product_id', type: 'int' })
  productId!: number;

  @Column({ name: 'denomination_id', type: 'int' })
  denominationId!: number;

  @Column({ name: 'face_value', type: 'int' })
  faceValue!: number;

  /** Coins paid. */
  @Column({ type: 'int' })
  price!: number;

  @Column({ name: 'code_id', type: 'bigint' })
  codeId!: string;

  /** The spec's purchase_stat. */
  @Column({ type: 'varchar', length: 20, default: 'Completed' })
  status!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
