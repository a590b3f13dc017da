import { GameId, HandleGameId, normaliseBgmi, normaliseForGame } from '../games';
import { gamerHandleErrors } from './gamer-handles.errors';

/** The User's gamer_handle keys (SPEC §3). */
export const HANDLE_FIELDS = ['chess', 'clash_clan', 'clash_royal', 'bgmi'] as const;
export type HandleField = (typeof HANDLE_FIELDS)[number];
export type Handles = Record<HandleField, string | null>;

/** The game whose provider can confirm a field's handle; BGMI has no public API. */
export const FIELD_GAME: Record<HandleField, HandleGameId | null> = {
  chess: GameId.Chess,
  clash_clan: GameId.ClashOfClans,
  clash_royal: GameId.ClashRoyale,
  bgmi: null,
};

/** The saved handle a game's tournaments register with. */
export const GAME_FIELD: Record<HandleGameId, HandleField> = {
  [GameId.Chess]: 'chess',
  [GameId.ClashOfClans]: 'clash_clan',
  [GameId.ClashRoyale]: 'clash_royal',
};

export function normaliseHandle(field: HandleField, value: string): string {
  const game = FIELD_GAME[field];
  return game === null ? normaliseBgmi(value) : normaliseForGame(game, value);
}

/**
 * The columns a gamerhandle_change writes, in the client's order of checks: at least one handle
 * filled, each filled one valid, at least one different from the saved one. An absent field
 * keeps its handle; an empty string clears it (a value of null means absent).
 */
export function planHandleChange(
  saved: Handles,
  input: Partial<Record<HandleField, string | null>>,
): Partial<Handles> {
  const given = HANDLE_FIELDS.filter((f) => typeof input[f] === 'string');
  if (!given.some((f) => (input[f] as string).trim() !== '')) throw gamerHandleErrors.required();
  const changes: Partial<Handles> = {};
  for (const field of given) {
    const raw = (input[field] as string).trim();
    const next = raw === '' ? null : normaliseHandle(field, raw);
    if (next !== saved[field]) changes[field] = next;
  }
  if (!Object.keys(changes).length) throw gamerHandleErrors.unchanged();
  return changes;
}
