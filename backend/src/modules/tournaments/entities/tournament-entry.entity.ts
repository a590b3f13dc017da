import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One registered player of a tournament: their standing while it is live, their frozen rank
 * and reward after. Read and written by the module's repositories (entries/, settlement/,
 * leaderboard/), its row shapes in entries/tournament-entry-rows.ts.
 */
@Entity('tournament_entries')
export class TournamentEntry {
  @PrimaryColumn({ name: 'tournament_id', type: 'int' })
  tournamentId!: number;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'player_name', type: 'varchar', length: 60 })
  playerName!: string;

  /** The handle results are read for (game 4: the user id). */
  @Column({ name: 'gamer_handle', type: 'varchar', length: 50, nullable: true })
  gamerHandle!: string | null;

  @Column({ name: 'profile_pic', type: 'smallint', default: 0 })
  profilePic!: number;

  @Column({ type: 'int', default: 0 })
  points!: number;

  /**
   * Ranked for prizes: a counted result in the window (a finished match against a person, a
   * verified run, a result recorded for them), or registered in a tournament announced before
   * play was required. Those not eligible are listed after the ranked, without rank or reward.
   */
  @Column({ type: 'boolean', default: false })
  eligible!: boolean;

  @Column({ type: 'int', default: 0 })
  wins!: number;

  @Column({ type: 'int', default: 0 })
  draws!: number;

  @Column({ type: 'int', default: 0 })
  losses!: number;

  /** Total match time (tic-tac-toe's last tiebreaker). */
  @Column({ name: 'completion_seconds', type: 'int', default: 0 })
  completionSeconds!: number;

  @Column({ name: 'start_trophy', type: 'int', nullable: true })
  startTrophy!: number | null;

  @Column({ name: 'end_trophy', type: 'int', nullable: true })
  endTrophy!: number | null;

  /** Set once, at the freeze before payment; the standings never change after it. */
  @Column({ name: 'final_rank', type: 'int', nullable: true })
  finalRank!: number | null;

  /** Coins won; a bigint, so PostgreSQL hands it over as text. */
  @Column({ type: 'bigint', default: 0 })
  reward!: string;

  /** Bumped with every standing change so the rank index applies changes newest-wins. */
  @Column({ name: 'standing_version', type: 'int', default: 0 })
  standingVersion!: number;

  @Column({ name: 'registered_at', type: 'timestamptz', default: () => 'now()' })
  registeredAt!: Date;
}

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Uppercase<Head> ? `_${Lowercase<Head>}` : Head}${SnakeCase<Tail>}`
  : S;

/** The entry as raw SQL returns it: the entity's fields under their column names. */
export type TournamentEntryRow = {
  [K in keyof TournamentEntry as SnakeCase<K & string>]: TournamentEntry[K];
};
