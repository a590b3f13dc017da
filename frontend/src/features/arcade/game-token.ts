import { storageKeys } from '../../lib/storage-keys';

/**
 * SPEC §3/§4: the secret token game_start hands out is kept per game in session storage until
 * game_end sends it, then removed. Session storage: a closed tab forgets it.
 */
function keyOf(gameId: number): string {
  return `${storageKeys.gameToken}:${gameId}`;
}

export function saveGameToken(gameId: number, token: string): void {
  sessionStorage.setItem(keyOf(gameId), token);
}

export function readGameToken(gameId: number): string | null {
  return sessionStorage.getItem(keyOf(gameId));
}

export function removeGameToken(gameId: number): void {
  sessionStorage.removeItem(keyOf(gameId));
}
