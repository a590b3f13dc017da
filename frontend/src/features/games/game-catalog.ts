import chessArt from '../../assets/games/chess.svg';
import clanBattleArt from '../../assets/games/clan-battle.svg';
import cardBattleArt from '../../assets/games/card-battle.svg';
import ticTacToeArt from '../../assets/games/tic-tac-toe.svg';
import racingArt from '../../assets/games/racing.svg';
import defaultArt from '../../assets/games/default.svg';

export interface GameInfo {
  name: string;
  genre: string;
  image: string;
}

/** Tournament games by game_id (SPEC §1: 1 chess, 2 clan battle, 3 card battle, 4 tic-tac-toe). */
const tournamentGames: Record<number, GameInfo> = {
  1: { name: 'Chess', genre: 'Strategy', image: chessArt },
  2: { name: 'Clan Battle', genre: 'Strategy', image: clanBattleArt },
  3: { name: 'Card Battle', genre: 'Cards', image: cardBattleArt },
  4: { name: 'Tic-Tac-Toe', genre: 'Puzzle', image: ticTacToeArt },
};

export const defaultGame: GameInfo = { name: 'Game', genre: 'Arcade', image: defaultArt };

/** Art of the arcade games by slug (the list itself comes from GET /api/games). */
const arcadeArt: Record<string, string> = { mr_racer: racingArt };

export function arcadeArtBySlug(slug: string): string {
  return arcadeArt[slug] ?? defaultArt;
}

export const racingGame: GameInfo & { slug: string } = {
  name: 'MR RACER',
  genre: 'Racing',
  image: arcadeArtBySlug('mr_racer'),
  slug: 'mr_racer',
};

export function gameById(gameId: number): GameInfo {
  return tournamentGames[gameId] ?? defaultGame;
}

export const allGames: (GameInfo & { id: number | null; to: string })[] = [
  // A tournament game's card opens that game's tournaments.
  ...[1, 2, 3, 4].map((id) => ({ ...tournamentGames[id], id, to: `/tournaments?game=${id}` })),
  { ...racingGame, id: null, to: `/games/${racingGame.slug}` },
];
