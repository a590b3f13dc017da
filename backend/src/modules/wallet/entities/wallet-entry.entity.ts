import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One side of a transfer: −amount on one account, +amount on the other. Append-only. */
@Entity('wallet_entries')
export class WalletEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'transfer_id', type: 'bigint' })
  transferId!: string;

  /** `user:<id>` or a system account such as `rewards:daily`. */
  @Column({ type: 'varchar', length: 80 })
  account!: string;

  /** Set for players' accounts, so their history pages by index. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'bigint' })
  amount!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
