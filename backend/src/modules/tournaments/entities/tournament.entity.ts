import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { GameId } from '../../games';

// Stored values: renaming them breaks existing rows and queued jobs.
export enum TournamentStatus {
  Upcoming = 'upcoming',
  Live = 'live',
  Completed = 'completed',
}

@Entity('tournaments')
export class Tournament {
  /** The spec's event_id. */
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'game_id', type: 'smallint' })
  gameId!: GameId;

  @Column({ type: 'varchar', length: 120 })
  title!: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt!: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt!: Date;

  @Column({ name: 'max_participants', type: 'int' })
  maxParticipants!: number;

  @Column({ name: 'registered_participants', type: 'int', default: 0 })
  registeredParticipants!: number;

  /** Coins for rank 1, 2, …; the prize pool is their sum. */
  @Column({ name: 'prize_table', type: 'int', array: true, default: () => "'{}'" })
  prizeTable!: number[];

  /**
   * The prize rules it was announced with (settlement/prize-pool.ts): only players with a
   * counted result are ranked; the table is guaranteed from `guaranteedPlayers` of them and
   * scales down below; at most `paidSharePercent` of them are paid. Tournaments announced
   * before these rules rank every registrant with the full table (false, 0, 100).
   */
  @Column({ name: 'requires_play', type: 'boolean', default: true })
  requiresPlay!: boolean;

  @Column({ name: 'guaranteed_players', type: 'int' })
  guaranteedPlayers!: number;

  @Column({ name: 'paid_share_percent', type: 'smallint' })
  paidSharePercent!: number;

  @Column({ type: 'varchar', length: 16, default: TournamentStatus.Upcoming })
  status!: TournamentStatus;

  /** The schedule that created it (recurring tournaments), and the start it planned. */
  @Column({ name: 'schedule_id', type: 'int', nullable: true })
  scheduleId!: number | null;

  @Column({ name: 'scheduled_for', type: 'timestamptz', nullable: true })
  scheduledFor!: Date | null;

  /** Set once every prize is paid. */
  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
