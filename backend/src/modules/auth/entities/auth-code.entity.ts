import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { CodePurpose } from '../auth-codes.service';

/** A one-time code mailed as a link (email verification, password reset); only its hash is kept. */
@Entity('auth_codes')
export class AuthCode {
  @PrimaryColumn({ name: 'code_hash', type: 'char', length: 64 })
  codeHash!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 20 })
  purpose!: CodePurpose;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
