import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One movement of coins between two accounts; its idempotency key (UNIQUE) makes a retry a
 * no-op. Append-only: a trigger refuses updates and deletes. Written only by WalletService.
 */
@Entity('wallet_transfers')
export class WalletTransfer {
  /** A bigserial: PostgreSQL hands it over as text. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 200 })
  idempotencyKey!: string;

  @Column({ name: 'debit_account', type: 'varchar', length: 80 })
  debitAccount!: string;

  @Column({ name: 'credit_account', type: 'varchar', length: 80 })
  creditAccount!: string;

  @Column({ type: 'bigint' })
  amount!: string;

  @Column({ type: 'varchar', length: 200 })
  reason!: string;

  @Column({ type: 'varchar', length: 200 })
  source!: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  reference!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
