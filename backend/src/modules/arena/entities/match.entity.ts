import { Column, Entity, PrimaryColumn } from 'typeorm';

// Stored in matches.result and matches.reason: never rename a value.
/** Who won: a mark, a draw, or void (ran past the tournament's end and its grace). */
export type MatchResult = 'x' | 'o' | 'draw' | 'void';
/** How it ended: three in a line, a full board, a move not made in time, a player gone, too late. */
export type MatchEndReason = 'line' | 'full' | 'timeout' | 'forfeit' | 'late';

/** A finished tic-tac-toe match, written once by MatchResultsService. */
@Entity('matches')
export class Match {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'tournament_id', type: 'int' })
  tournamentId!: number;

  @Column({ name: 'player_x', type: 'uuid' })
  playerX!: string;

  @Column({ name: 'player_o', type: 'uuid' })
  playerO!: string;

  /** Cells 0–8 in the order played, X first. */
  @Column({ type: 'smallint', array: true })
  moves!: number[];

  @Column({ type: 'varchar', length: 8 })
  result!: MatchResult;

  @Column({ type: 'varchar', length: 12 })
  reason!: MatchEndReason;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'ended_at', type: 'timestamptz' })
  endedAt!: Date;

  @Column({ name: 'duration_ms', type: 'int' })
  durationMs!: number;
}
