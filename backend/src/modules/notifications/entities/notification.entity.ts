import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { NotificationType } from '../notification-types';

/**
 * One notice in a player's notification centre. `key` names its cause (UNIQUE: a cause notifies
 * once whatever the retries). Owned by NotificationsService; kept 90 days.
 */
@Entity('notifications')
export class Notification {
  /** bigserial: read as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  type!: NotificationType;

  @Column({ type: 'text' })
  key!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  body!: string;

  /** A path inside the site (`/profile?tab=winnings`), or null. */
  @Column({ type: 'text', nullable: true })
  link!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;
}
