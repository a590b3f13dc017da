import { HandleGame, HOSTS } from '../handle-rules';
import { Fetch, GameProviderAdapter, playerExists } from './game-provider.adapter';

/**
 * Supercell's official APIs (Clash of Clans, Clash Royale) share one shape:
 * GET {baseUrl}/players/%23{TAG} with the developer key as a bearer token.
 */
export class ClashAdapter implements GameProviderAdapter {
  readonly host: string;

  constructor(
    readonly game: HandleGame.ClashOfClans | HandleGame.ClashRoyale,
    private readonly baseUrl: string,
    private readonly token: string | null,
    private readonly fetchFn: Fetch = fetch,
  ) {
    this.host = HOSTS[game];
  }

  url(tag: string): string {
    // The tag's '#' must travel encoded, or it would start the URL's fragment.
    const bare = tag.replace(/^#/, '').toUpperCase();
    return `${this.baseUrl}/players/%23${encodeURIComponent(bare)}`;
  }

  exists(tag: string): Promise<boolean> {
    const headers: Record<string, string> = this.token
      ? { authorization: `Bearer ${this.token}` }
      : {};
    return playerExists(this.fetchFn, this.host, this.url(tag), headers);
  }
}
