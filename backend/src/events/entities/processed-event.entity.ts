import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The worker's inbox: one row per job whose effects were committed, so a re-delivery is a no-op. */
@Entity('processed_events')
export class ProcessedEvent {
  @PrimaryColumn({ name: 'idempotency_key', type: 'varchar', length: 200 })
  idempotencyKey!: string;

  @Column({ name: 'job_name', type: 'varchar', length: 64 })
  jobName!: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt!: Date;
}
