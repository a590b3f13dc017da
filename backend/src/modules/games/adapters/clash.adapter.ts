import { GameId } from '../game-id';
import { hostOf } from '../handle-rules';
import {
  Fetch,
  GameProviderAdapter,
  GameProviderError,
  getJson,
  isRecord,
  playerExists,
} from './game-provider.adapter';

/**
 * Supercell's official APIs (Clash of Clans, Clash Royale) share one shape:
 * GET {baseUrl}/players/%23{TAG} with the developer key as a bearer token.
 */
export class ClashAdapter implements GameProviderAdapter {
  readonly host: string;

  constructor(
    readonly game: GameId.ClashOfClans | GameId.ClashRoyale,
    private readonly baseUrl: string,
    private readonly token: string | null,
    private readonly fetchFn: Fetch = fetch,
  ) {
    this.host = hostOf(game);
  }

  url(tag: string): string {
    // The tag's '#' must travel encoded, or it would start the URL's fragment.
    const bare = tag.replace(/^#/, '').toUpperCase();
    return `${this.baseUrl}/players/%23${encodeURIComponent(bare)}`;
  }

  exists(tag: string): Promise<boolean> {
    return playerExists(this.fetchFn, this.host, this.url(tag), this.headers());
  }

  /**
   * The player's current trophy count (the `trophies` field of GET players/%23TAG). Throws
   * GameProviderError when it cannot be had, including for a tag the game does not know.
   */
  async trophies(tag: string): Promise<number> {
    const body = await getJson(this.fetchFn, this.host, this.url(tag), this.headers());
    if (body === null) throw new GameProviderError(this.host, 'has no such player', false);
    const trophies = isRecord(body) ? body.trophies : undefined;
    if (typeof trophies !== 'number' || !Number.isSafeInteger(trophies) || trophies < 0) {
      throw new GameProviderError(this.host, 'answered without a trophy count', false);
    }
    return trophies;
  }

  private headers(): Record<string, string> {
    return this.token ? { authorization: `Bearer ${this.token}` } : {};
  }
}
