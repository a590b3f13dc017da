import { GameId } from './game-id';
import { CHESS_POINTS, ChessModePoints } from './scoring/chess-scoring';
import { CLASH_TROPHY_BANDS, ClashTrophyBand } from './scoring/clash-scoring';
import { TIC_TAC_TOE_POINTS, TicTacToeResult } from './scoring/tic-tac-toe-scoring';

/**
 * What decides a standing, in order; players equal on every criterion share a rank and split its
 * prizes. Tournaments turn this list into its SQL order, rank-index key and comparator.
 */
export type StandingCriterion =
  /** Tournament points, more first. */
  | 'points'
  /** Wins ÷ losses, higher first (no losses with wins is infinite; nothing played is 0). */
  | 'win_loss_ratio'
  /** Total match completion time, faster first. */
  | 'completion_time';

/** Where PLAY NOW sends a player of a game played on another site (SPEC §4). */
export interface PlayLinks {
  desktop: string;
  deepLink: string;
  appStore: string;
  playStore: string;
}

/** How the game's results become points: the rules and scoring tabs print these tables. */
export type GameScoring =
  | { kind: 'chess'; modes: readonly ChessModePoints[] }
  | { kind: 'trophies'; bands: readonly ClashTrophyBand[] }
  | { kind: 'matches'; points: Readonly<Record<TicTacToeResult, number>> }
  /** Points are the player's best verified run inside the window (MR RACER: a point a metre). */
  | { kind: 'runs'; pointsPerMetre: number };

export interface Game {
  id: GameId;
  name: string;
  /** What kind of game it is, as the games carousel labels it. */
  genre: string;
  /** The site that knows the player's handle, as messages name it; null when played here. */
  host: string | null;
  /** How a handle is written: chess usernames lower-cased, Clash tags upper-cased (SPEC §5). */
  handleCase: 'lower' | 'upper' | null;
  /**
   * The saved gamer handle its tournaments register with (the User's gamer_handle key); null
   * when played here. The client prefills the registration popup from it.
   */
  handleField: 'chess' | 'clash_clan' | 'clash_royal' | null;
  /** Played inside our site (games 4 and 5): the player is the account, no handle. */
  playedOnSite: boolean;
  /** Leaderboards show start and end trophies (SPEC §2). */
  showsTrophies: boolean;
  scoring: GameScoring;
  standingOrder: readonly StandingCriterion[];
  /** What separates players level on points, as the rules tab words it. */
  tiebreakers: readonly string[];
  playLinks: PlayLinks | null;
}

const POINTS_ONLY: readonly StandingCriterion[] = ['points'];

/** Supercell's games share their scoring (trophies), handles (tags) and link shapes. */
function clashGame(
  id: GameId.ClashOfClans | GameId.ClashRoyale,
  handleField: 'clash_clan' | 'clash_royal',
  name: string,
  genre: string,
  slug: string,
  appStoreId: string,
): Game {
  return {
    id,
    name,
    genre,
    host: name,
    handleCase: 'upper',
    handleField,
    playedOnSite: false,
    showsTrophies: true,
    scoring: { kind: 'trophies', bands: CLASH_TROPHY_BANDS },
    standingOrder: POINTS_ONLY,
    tiebreakers: [],
    playLinks: {
      desktop: `https://supercell.com/en/games/${slug}/`,
      deepLink: `${slug}://`,
      appStore: `https://apps.apple.com/app/id${appStoreId}`,
      playStore: `https://play.google.com/store/apps/details?id=com.supercell.${slug}`,
    },
  };
}

/** Every game with a tournament, by id. */
export const GAMES: Readonly<Record<GameId, Game>> = {
  [GameId.Chess]: {
    id: GameId.Chess,
    name: 'Chess',
    genre: 'Strategy',
    host: 'Chess.com',
    handleCase: 'lower',
    handleField: 'chess',
    playedOnSite: false,
    showsTrophies: false,
    scoring: { kind: 'chess', modes: Object.values(CHESS_POINTS) },
    standingOrder: POINTS_ONLY,
    tiebreakers: [],
    playLinks: {
      desktop: 'https://www.chess.com/play/online',
      deepLink: 'chesscom://',
      appStore: 'https://apps.apple.com/app/id329218549',
      playStore: 'https://play.google.com/store/apps/details?id=com.chess',
    },
  },
  [GameId.ClashOfClans]: clashGame(
    GameId.ClashOfClans,
    'clash_clan',
    'Clash of Clans',
    'Strategy',
    'clashofclans',
    '529479190',
  ),
  [GameId.ClashRoyale]: clashGame(
    GameId.ClashRoyale,
    'clash_royal',
    'Clash Royale',
    'Cards',
    'clashroyale',
    '1053012308',
  ),
  [GameId.TicTacToe]: {
    id: GameId.TicTacToe,
    name: 'Tic-Tac-Toe',
    genre: 'Puzzle',
    host: null,
    handleCase: null,
    handleField: null,
    playedOnSite: true,
    showsTrophies: false,
    scoring: { kind: 'matches', points: TIC_TAC_TOE_POINTS },
    standingOrder: ['points', 'win_loss_ratio', 'completion_time'],
    tiebreakers: ['Higher win/loss ratio', 'Lower total match completion time'],
    playLinks: null,
  },
  [GameId.MrRacer]: {
    id: GameId.MrRacer,
    name: 'MR RACER',
    genre: 'Racing',
    host: null,
    handleCase: null,
    handleField: null,
    playedOnSite: true,
    showsTrophies: false,
    scoring: { kind: 'runs', pointsPerMetre: 1 },
    // Equal best runs share a rank and split its prizes.
    standingOrder: POINTS_ONLY,
    tiebreakers: [],
    playLinks: null,
  },
};

export const GAME_LIST: readonly Game[] = Object.values(GAMES);
