import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ArcadeGameId } from '../game-id';

/** A run handed out by game_start: its secret token is kept only as a SHA-256 hash. */
@Entity('game_sessions')
export class GameSession {
  /** A bigserial, so PostgreSQL hands it over as text. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'game_id', type: 'smallint' })
  gameId!: ArcadeGameId;

  @Column({ name: 'token_hash', type: 'bytea' })
  tokenHash!: Buffer;

  /** The run's seed (a uint32; bigint, so text from PostgreSQL); null before verified runs. */
  @Column({ type: 'bigint', nullable: true })
  seed!: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** Set by the game_end that recorded its run; a session ends once. */
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt!: Date | null;
}
