import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { GameId } from '../../games';

/** A recurring tournament's rule; TournamentSchedulesRepository reads and writes it. */
@Entity('tournament_schedules')
export class TournamentScheduleRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'game_id', type: 'smallint' })
  gameId!: GameId;

  @Column({ name: 'title_pattern', type: 'varchar', length: 100 })
  titlePattern!: string;

  /** HH:MM, India time. */
  @Column({ name: 'start_time', type: 'char', length: 5 })
  startTime!: string;

  /** 0 Sunday … 6 Saturday. */
  @Column({ type: 'smallint', array: true })
  weekdays!: number[];

  @Column({ name: 'duration_minutes', type: 'int' })
  durationMinutes!: number;

  @Column({ name: 'max_participants', type: 'int' })
  maxParticipants!: number;

  @Column({ name: 'prize_table', type: 'int', array: true, default: () => "'{}'" })
  prizeTable!: number[];

  /** The prize rules its tournaments are created with (settlement/prize-pool.ts). */
  @Column({ name: 'guaranteed_players', type: 'int' })
  guaranteedPlayers!: number;

  @Column({ name: 'paid_share_percent', type: 'smallint' })
  paidSharePercent!: number;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
