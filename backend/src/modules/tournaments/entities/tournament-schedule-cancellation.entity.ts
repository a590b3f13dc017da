import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A schedule's slot an operator cancelled: the sweep does not create it again. */
@Entity('tournament_schedule_cancellations')
export class TournamentScheduleCancellation {
  @PrimaryColumn({ name: 'schedule_id', type: 'int' })
  scheduleId!: number;

  @PrimaryColumn({ name: 'scheduled_for', type: 'timestamptz' })
  scheduledFor!: Date;

  @Column({ type: 'varchar', length: 120 })
  title!: string;

  @Column({ name: 'cancelled_at', type: 'timestamptz', default: () => 'now()' })
  cancelledAt!: Date;
}
