import { GameId, HandleGameId } from './game-id';
import { gameErrors } from './games.errors';
import { GAMES } from './games';

// chess.com also allows _ and -, but the spec (and the client) accept letters and digits only.
const CHESS = /^[a-z0-9]{1,50}$/;
// Supercell tags use this alphabet only (no O, no 1, ...).
const CLASH_TAG = /^[0289PYLQGRJCUV]{3,15}$/;
const BGMI = /^[0-9]{10}$/;

export const CHESS_INVALID = 'Please Enter Valid Chess Id !';
export const BGMI_INVALID = 'Please enter a valid BGMI Id';
export const clashInvalid = (host: string) => `Please enter a valid ${host} tag`;

/** Where a game's handles live, as the messages name them ('Chess.com', 'Clash of Clans'). */
export function hostOf(game: HandleGameId): string {
  return GAMES[game].host as string;
}

/** Lower-cased letters and digits, at most 50. */
export function normaliseChess(value: string): string {
  const handle = value.trim().toLowerCase();
  if (!CHESS.test(handle)) throw gameErrors.handleInvalid(CHESS_INVALID);
  return handle;
}

/** Upper-cased tag stored without its '#'. */
export function normaliseClashTag(value: string, host: string): string {
  const tag = value.trim().toUpperCase().replace(/^#/, '');
  if (!CLASH_TAG.test(tag)) throw gameErrors.handleInvalid(clashInvalid(host));
  return tag;
}

/** Exactly ten digits (BGMI has no tournaments yet, only a saved handle). */
export function normaliseBgmi(value: string): string {
  const id = value.trim();
  if (!BGMI.test(id)) throw gameErrors.handleInvalid(BGMI_INVALID);
  return id;
}

export function normaliseForGame(game: HandleGameId, value: string): string {
  return game === GameId.Chess ? normaliseChess(value) : normaliseClashTag(value, hostOf(game));
}
