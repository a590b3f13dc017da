import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A player's first play and first win, each written once (PlayerActivityService). */
@Entity('player_firsts')
export class PlayerFirsts {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'first_play_at', type: 'timestamptz' })
  firstPlayAt!: Date;

  @Column({ name: 'first_play_source', type: 'varchar', length: 80 })
  firstPlaySource!: string;

  @Column({ name: 'first_win_at', type: 'timestamptz', nullable: true })
  firstWinAt!: Date | null;

  @Column({ name: 'first_win_source', type: 'varchar', length: 80, nullable: true })
  firstWinSource!: string | null;
}
