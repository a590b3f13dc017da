import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A month whose referral leaderboard was paid: the row commits with the payments, once. */
@Entity('referral_leaderboard_payouts')
export class ReferralLeaderboardPayout {
  /** YYYY-MM, an IST month. */
  @PrimaryColumn({ type: 'char', length: 7 })
  month!: string;

  @Column({ name: 'paid_at', type: 'timestamptz', default: () => 'now()' })
  paidAt!: Date;

  @Column({ type: 'int' })
  winners!: number;

  @Column({
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  total!: number;
}
