import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One row per address (stored lower-cased); confirmed by the double opt-in link. */
@Entity('newsletter_subscriptions')
export class NewsletterSubscription {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt!: Date | null;

  /** When the latest confirmation mail was asked for. */
  @Column({ name: 'confirmation_sent_at', type: 'timestamptz', nullable: true })
  confirmationSentAt!: Date | null;
}
