import { gamerHandleErrors } from './gamer-handles.errors';

// Sent by the client as check_gamer_handle's `game` (SPEC §3 game ids): never renumber.
export enum HandleGame {
  Chess = 1,
  ClashOfClans = 2,
  ClashRoyale = 3,
}

/** Where each game's handles live, as the messages name them. */
export const HOSTS: Record<HandleGame, string> = {
  [HandleGame.Chess]: 'Chess.com',
  [HandleGame.ClashOfClans]: 'Clash of Clans',
  [HandleGame.ClashRoyale]: 'Clash Royale',
};

/** The User's gamer_handle keys (SPEC §3). */
export const HANDLE_FIELDS = ['chess', 'clash_clan', 'clash_royal', 'bgmi'] as const;
export type HandleField = (typeof HANDLE_FIELDS)[number];
export type Handles = Record<HandleField, string | null>;

/** The game whose provider can confirm a field's handle; BGMI has no public API. */
export const FIELD_GAME: Record<HandleField, HandleGame | null> = {
  chess: HandleGame.Chess,
  clash_clan: HandleGame.ClashOfClans,
  clash_royal: HandleGame.ClashRoyale,
  bgmi: null,
};

// chess.com also allows _ and -, but the spec (and the client) accept letters and digits only.
const CHESS = /^[a-z0-9]{1,50}$/;
// Supercell tags use this alphabet only (no O, no 1, ...).
const CLASH_TAG = /^[0289PYLQGRJCUV]{3,15}$/;
const BGMI = /^[0-9]{10}$/;

export const CHESS_INVALID = 'Please Enter Valid Chess Id !';
export const BGMI_INVALID = 'Please enter a valid BGMI Id';
export const clashInvalid = (host: string) => `Please enter a valid ${host} tag`;

/** Lower-cased letters and digits, at most 50. */
export function normaliseChess(value: string): string {
  const handle = value.trim().toLowerCase();
  if (!CHESS.test(handle)) throw gamerHandleErrors.invalid(CHESS_INVALID);
  return handle;
}

/** Upper-cased tag stored without its '#'. */
export function normaliseClashTag(value: string, host: string): string {
  const tag = value.trim().toUpperCase().replace(/^#/, '');
  if (!CLASH_TAG.test(tag)) throw gamerHandleErrors.invalid(clashInvalid(host));
  return tag;
}

/** Exactly ten digits. */
export function normaliseBgmi(value: string): string {
  const id = value.trim();
  if (!BGMI.test(id)) throw gamerHandleErrors.invalid(BGMI_INVALID);
  return id;
}

export function normaliseForGame(game: HandleGame, value: string): string {
  return game === HandleGame.Chess ? normaliseChess(value) : normaliseClashTag(value, HOSTS[game]);
}

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
