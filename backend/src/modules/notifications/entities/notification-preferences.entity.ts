import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The mails a player wants; no row means all of them (the defaults). */
@Entity('notification_preferences')
export class NotificationPreferences {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'prize_mail', type: 'boolean', default: true })
  prizeMail!: boolean;

  @Column({ name: 'order_mail', type: 'boolean', default: true })
  orderMail!: boolean;

  @Column({ name: 'milestone_mail', type: 'boolean', default: true })
  milestoneMail!: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
