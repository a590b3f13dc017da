import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One voucher code of a denomination. Never in clear: AES-256-GCM ciphertext under `keyId`, and
 * an HMAC (`codeHash`, UNIQUE) so the same code can never be stocked twice. A code never changes
 * when sold: unsold codes are the rows of voucher_stock, a sold one is held by its order.
 */
@Entity('voucher_codes')
export class VoucherCode {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'denomination_id', type: 'int' })
  denominationId!: number;

  @Column({ name: 'code_hash', type: 'char', length: 64 })
  codeHash!: string;

  /** base64 of iv (12 bytes) | auth tag (16 bytes) | ciphertext. */
  @Column({ name: 'code_cipher', type: 'text' })
  codeCipher!: string;

  @Column({ name: 'key_id', type: 'varchar', length: 20 })
  keyId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Set when an operator retires the code unsold. */
  @Column({ name: 'retired_at', type: 'timestamptz', nullable: true })
  retiredAt!: Date | null;
}
