import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A refresh token of a session, by hash; used once, then replaced (a second use revokes). */
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
