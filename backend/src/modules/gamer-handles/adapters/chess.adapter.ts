import { HandleGame, HOSTS } from '../handle-rules';
import { Fetch, GameProviderAdapter, playerExists } from './game-provider.adapter';

/** chess.com's public API: GET {baseUrl}/player/{username}, no key needed. */
export class ChessAdapter implements GameProviderAdapter {
  readonly game = HandleGame.Chess;
  readonly host = HOSTS[HandleGame.Chess];

  constructor(
    private readonly baseUrl: string,
    private readonly fetchFn: Fetch = fetch,
  ) {}

  url(handle: string): string {
    return `${this.baseUrl}/player/${encodeURIComponent(handle.toLowerCase())}`;
  }

  exists(handle: string): Promise<boolean> {
    return playerExists(this.fetchFn, this.host, this.url(handle), {});
  }
}
