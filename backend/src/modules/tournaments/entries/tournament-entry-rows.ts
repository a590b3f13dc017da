import { TournamentEntryRow } from '../entities/tournament-entry.entity';

// The shapes tournament_entries is read and written in: what its repositories select, answer
// and take, so a column added to a row is added once.

/** What a leaderboard row shows of an entry (wins, losses and time: the tiebreakers' values). */
export const SHOWN_COLUMNS = [
  'user_id',
  'player_name',
  'eligible',
  'points',
  'reward',
  'start_trophy',
  'end_trophy',
  'wins',
  'losses',
  'completion_seconds',
] as const satisfies readonly (keyof TournamentEntryRow)[];

/** What the rank index needs of an entry: the row it shows, its order, and its version. */
export const INDEXED_COLUMNS = [
  ...SHOWN_COLUMNS,
  'final_rank',
  'standing_version',
] as const satisfies readonly (keyof TournamentEntryRow)[];

export type IndexedEntry = Pick<TournamentEntryRow, (typeof INDEXED_COLUMNS)[number]>;
export type ShownEntry = Pick<TournamentEntryRow, (typeof SHOWN_COLUMNS)[number]>;
/** A standing with its rank and how many players share that rank (1: nobody else). */
export type RankedEntry = ShownEntry & { rank: number; tie_size: number };

/** A player's standing as a result source reports it; fields left out keep their stored value. */
export interface PlayerStanding {
  user_id: string;
  /** Whether it shows a game played: it makes the entry eligible for prizes (never the reverse). */
  played?: boolean;
  points: number;
  wins?: number;
  draws?: number;
  losses?: number;
  completion_seconds?: number;
  start_trophy?: number;
  end_trophy?: number;
}

/** One match's result for one player, added to their standing (tic-tac-toe). */
export interface MatchStanding {
  user_id: string;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  completion_seconds: number;
}

export type PolledEntry = Pick<
  TournamentEntryRow,
  'user_id' | 'points' | 'wins' | 'draws' | 'losses' | 'start_trophy' | 'end_trophy'
> & { gamer_handle: string };

export interface NewEntry {
  tournamentId: number;
  userId: string;
  playerName: string;
  gamerHandle: string;
  profilePic: number;
  /** Ranked from the start: only in tournaments announced before play was required. */
  eligible: boolean;
}
