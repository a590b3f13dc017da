import { Logger } from '@nestjs/common';
import { gameErrors } from '../games.errors';
import { HandleGameId } from '../game-id';

/** A game's public API, asked whether a (normalised) handle belongs to a real player. */
export interface GameProviderAdapter {
  readonly game: HandleGameId;
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

/** Result polling waits longer: nobody is waiting, and a month of games is a big answer. */
export const POLL_TIMEOUT_MS = 15_000;

/**
 * A provider call that gave no usable answer. Result polling logs it and skips the player; the
 * message names the host and what went wrong, never the request's token.
 */
export class GameProviderError extends Error {
  constructor(
    readonly host: string,
    problem: string,
    /** True when the provider is down or refuses us (5xx, 429, 401/403, network, timeout). */
    readonly outage: boolean,
  ) {
    super(`${host} ${problem}`);
    this.name = 'GameProviderError';
  }
}

const logger = new Logger('GameProviderAdapter');

interface GetOptions {
  headers: Record<string, string>;
  timeoutMs: number;
  /** Why we ask, in the user-agent, so the provider's operators can tell our calls apart. */
  purpose: string;
}

async function get(fetchFn: Fetch, host: string, url: string, opts: GetOptions) {
  try {
    return await fetchFn(url, {
      method: 'GET',
      headers: {
        accept: 'application/json',
        'user-agent': `GameHub ${opts.purpose}`,
        ...opts.headers,
      },
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (err) {
    throw new GameProviderError(host, `unreachable: ${(err as Error).message}`, true);
  }
}

/** GET `url`: 200 means the player exists, 404 that it does not; anything else is an outage. */
export async function playerExists(
  fetchFn: Fetch,
  host: string,
  url: string,
  headers: Record<string, string>,
): Promise<boolean> {
  let res: Response;
  try {
    res = await get(fetchFn, host, url, {
      headers,
      timeoutMs: PROVIDER_TIMEOUT_MS,
      purpose: 'handle check',
    });
  } catch (err) {
    logger.warn((err as Error).message);
    throw gameErrors.providerUnavailable(host);
  }
  // Only the status matters; release the connection.
  await res.body?.cancel().catch(() => undefined);
  if (res.status === 200) return true;
  if (res.status === 404) return false;
  // 403 from Supercell means a bad token or an IP not on the key's allow-list: ours to fix.
  logger.warn(`${host} answered ${res.status} for a handle check`);
  throw gameErrors.providerUnavailable(host);
}

/**
 * GET `url` for result polling: the parsed JSON of a 200, null for a 404. Any other status, a
 * network error, a time-out or a body that is not JSON throws GameProviderError.
 */
export async function getJson(
  fetchFn: Fetch,
  host: string,
  url: string,
  headers: Record<string, string>,
): Promise<unknown> {
  const res = await get(fetchFn, host, url, {
    headers,
    timeoutMs: POLL_TIMEOUT_MS,
    purpose: 'results',
  });
  if (res.status !== 200) {
    await res.body?.cancel().catch(() => undefined);
    if (res.status === 404) return null;
    throw new GameProviderError(host, `answered ${res.status}`, true);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    // The time-out also covers reading the body.
    throw new GameProviderError(host, `unreachable: ${(err as Error).message}`, true);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GameProviderError(host, 'answered with something that is not JSON', false);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
