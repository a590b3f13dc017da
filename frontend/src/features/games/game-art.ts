import chessArt from '../../assets/games/chess.svg';
import clanBattleArt from '../../assets/games/clan-battle.svg';
import cardBattleArt from '../../assets/games/card-battle.svg';
import ticTacToeArt from '../../assets/games/tic-tac-toe.svg';
import racingArt from '../../assets/games/racing.svg';
import defaultArt from '../../assets/games/default.svg';

// Only the pictures live here: every fact of a game (its id, name, genre, rules) comes from
// GET /api/games (api/get-games.ts). This table is the one place the client keys anything by a
// game id (client-boundaries.spec.ts allows it here only): the art is drawn by us, not served,
// and a page shows its game's picture from the address before the catalogue answers (a first
// screen's banner).

/** Pictures by the catalogue's game_id (SPEC §2: 1 chess, 2 clan game, 3 card game, 4 tic-tac-toe; 5 MR RACER). */
const artByGameId: ReadonlyMap<number, string> = new Map([
  [1, chessArt],
  [2, clanBattleArt],
  [3, cardBattleArt],
  [4, ticTacToeArt],
  [5, racingArt],
]);

/** A game's picture, tournament or arcade alike; the default one for a game we have none for. */
export function gameArt(gameId: number): string {
  return artByGameId.get(gameId) ?? defaultArt;
}
