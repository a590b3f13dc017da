import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A claimed milestone (1 = at 5 referrals, 2 = at 10, ...) and what it paid. */
@Entity('referral_milestones')
export class ReferralMilestone {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ type: 'int' })
  milestone!: number;

  @Column({ type: 'int' })
  reward!: number;

  @Column({ name: 'mystery_reward', type: 'int' })
  mysteryReward!: number;

  @Column({ name: 'claimed_at', type: 'timestamptz', default: () => 'now()' })
  claimedAt!: Date;
}
