import { Logger } from '@nestjs/common';
import { gamerHandleErrors } from '../gamer-handles.errors';
import { HandleGame } from '../handle-rules';

/** A game's public API, asked whether a (normalised) handle belongs to a real player. */
export interface GameProviderAdapter {
  readonly game: HandleGame;
  /** Named in messages: 'Chess.com', 'Clash of Clans', 'Clash Royale'. */
  readonly host: string;
  /** True for 200, false for 404; throws PROVIDER_UNAVAILABLE for anything else. */
  exists(handle: string): Promise<boolean>;
}

/** The configured adapters (an unconfigured provider has none: its handles are not checked). */
export const GAME_PROVIDER_ADAPTERS = Symbol('GAME_PROVIDER_ADAPTERS');

export type Fetch = typeof fetch;

/** A provider slower than this counts as down: the player is waiting on the form. */
export const PROVIDER_TIMEOUT_MS = 5_000;

const logger = new Logger('GameProviderAdapter');

/** GET `url`: 200 means the player exists, 404 that it does not; anything else is an outage. */
export async function playerExists(
  fetchFn: Fetch,
  host: string,
  url: string,
  headers: Record<string, string>,
): Promise<boolean> {
  let res: Response;
  try {
    res = await fetchFn(url, {
      method: 'GET',
      headers: { accept: 'application/json', 'user-agent': 'GameHub handle check', ...headers },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (err) {
    logger.warn(`${host} unreachable: ${(err as Error).message}`);
    throw gamerHandleErrors.providerUnavailable(host);
  }
  // Only the status matters; release the connection.
  await res.body?.cancel().catch(() => undefined);
  if (res.status === 200) return true;
  if (res.status === 404) return false;
  // 403 from Supercell means a bad token or an IP not on the key's allow-list: ours to fix.
  logger.warn(`${host} answered ${res.status} for a handle check`);
  throw gamerHandleErrors.providerUnavailable(host);
}
