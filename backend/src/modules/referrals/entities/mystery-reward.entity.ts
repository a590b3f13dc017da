import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row of the operators' mystery-reward table: an amount and its weight in the draw. */
@Entity('referral_mystery_rewards')
export class MysteryReward {
  @PrimaryColumn({ type: 'int' })
  amount!: number;

  @Column({ type: 'int' })
  weight!: number;
}
