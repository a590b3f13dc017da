import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A refresh token of a session, by hash; used once, then replaced. Presented again within the
 * reuse window it answers its successor again; after it, the session is revoked.
 */
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'session_id', type: 'uuid' })
  sessionId!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** The token that replaced this one, sealed with a key only this one opens. */
  @Column({ name: 'successor', type: 'bytea', nullable: true })
  successor!: Buffer | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
