import chessArt from '../../assets/games/chess.svg';
import clanBattleArt from '../../assets/games/clan-battle.svg';
import cardBattleArt from '../../assets/games/card-battle.svg';
import ticTacToeArt from '../../assets/games/tic-tac-toe.svg';
import racingArt from '../../assets/games/racing.svg';
import defaultArt from '../../assets/games/default.svg';

// Only the pictures live here: names, genres and every other fact of a game come from
// GET /api/games (features/games/api/get-games.ts).

/**
 * SPEC §2: game image by game_id (1 chess, 2 clan game, 3 card game, 4 tic-tac-toe, else default);
 * MR RACER's tournaments (5) show its own picture.
 */
const tournamentArt: Record<number, string> = {
  1: chessArt,
  2: clanBattleArt,
  3: cardBattleArt,
  4: ticTacToeArt,
  5: racingArt,
};

/** Arcade games' art by slug. */
const arcadeArt: Record<string, string> = { mr_racer: racingArt };

export function tournamentGameArt(gameId: number): string {
  return tournamentArt[gameId] ?? defaultArt;
}

export function arcadeGameArt(slug: string): string {
  return arcadeArt[slug] ?? defaultArt;
}
