import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One referee and the referrer recorded at their sign-up (at most one), how far the referral got
 * (`stage`) and which stages' bonuses are paid (`paid_stage`). Written only by the referrals module.
 */
@Entity('referrals')
export class Referral {
  @PrimaryColumn({ name: 'referee_id', type: 'uuid' })
  refereeId!: string;

  @Column({ name: 'referrer_id', type: 'uuid' })
  referrerId!: string;

  /** When the referral was recorded: the referee's sign-up. */
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  /** When the referee verified their email: from then on the referral counts. */
  @Column({ name: 'signup_at', type: 'timestamptz', nullable: true })
  signupAt!: Date | null;

  @Column({ type: 'smallint', default: 0 })
  stage!: number;

  @Column({ name: 'paid_stage', type: 'smallint', default: 0 })
  paidStage!: number;

  /** The IST day its signup bonus was paid (what the daily cap counts). */
  @Column({ name: 'signup_paid_on', type: 'date', nullable: true })
  signupPaidOn!: string | null;
}
