import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ArcadeGameId } from '../game-id';

/** A finished run of an arcade game: one per session, written by game_end. */
@Entity('game_runs')
export class GameRun {
  /** A bigserial, so PostgreSQL hands it over as text. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'session_id', type: 'bigint' })
  sessionId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'game_id', type: 'smallint' })
  gameId!: ArcadeGameId;

  @Column({ type: 'int' })
  score!: number;

  /** Server time from game_start to game_end. */
  @Column({ name: 'duration_ms', type: 'int' })
  durationMs!: number;

  /** The run's length in simulation ticks; null for runs recorded before verified runs. */
  @Column({ type: 'int', nullable: true })
  ticks!: number | null;

  /** The input log the score was replayed from: `tick, lane` pairs. */
  @Column({ type: 'int', array: true, nullable: true })
  inputs!: number[] | null;

  @Column({ name: 'ended_at', type: 'timestamptz', default: () => 'now()' })
  endedAt!: Date;
}
