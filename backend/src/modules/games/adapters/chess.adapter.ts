import type { ChessResult } from '../scoring/chess-scoring';
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

/** A finished chess.com game, seen from the player's side. */
export interface PlayedChessGame {
  url: string;
  result: ChessResult;
  /** chess.com's time_control: '180+2' for live games, '1/86400' for daily ones. */
  timeControl: string;
  endedAt: Date;
}

// chess.com's result codes that end a game level for both sides; 'win' is the winner's code and
// every other code ('checkmated', 'timeout', 'resigned', 'abandoned', 'lose', …) a loss.
const DRAW_CODES = new Set([
  'agreed',
  'repetition',
  'stalemate',
  'insufficient',
  '50move',
  'timevsinsufficient',
]);

export function chessResultOf(code: string): ChessResult {
  if (code === 'win') return 'win';
  return DRAW_CODES.has(code) ? 'draw' : 'loss';
}

/** Every UTC month [year, month 1–12] that the window [from, to] touches, oldest first. */
export function monthsBetween(from: Date, to: Date): [number, number][] {
  const months: [number, number][] = [];
  if (from > to) return months;
  let year = from.getUTCFullYear();
  let month = from.getUTCMonth() + 1;
  const last = to.getUTCFullYear() * 12 + to.getUTCMonth() + 1;
  while (year * 12 + month <= last) {
    months.push([year, month]);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

interface Side {
  username: string;
  result: string;
}

const isSide = (v: unknown): v is Side =>
  isRecord(v) && typeof v.username === 'string' && typeof v.result === 'string';

/** chess.com's public API: GET {baseUrl}/player/{username}, no key needed. */
export class ChessAdapter implements GameProviderAdapter {
  readonly game = GameId.Chess;
  readonly host = hostOf(GameId.Chess);

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

  /**
   * The player's standard-chess games that ended inside [from, to], from the monthly archives
   * (GET {base}/player/{username}/games/{YYYY}/{MM}). A month chess.com has no archive for (404)
   * has no games. Throws GameProviderError when an archive cannot be had or read.
   */
  async gamesBetween(username: string, from: Date, to: Date): Promise<PlayedChessGame[]> {
    const name = username.toLowerCase();
    const games: PlayedChessGame[] = [];
    // One month after the other: chess.com asks clients not to call it in parallel.
    for (const [year, month] of monthsBetween(from, to)) {
      const url = `${this.url(name)}/games/${year}/${String(month).padStart(2, '0')}`;
      const body = await getJson(this.fetchFn, this.host, url, {});
      if (body === null) continue;
      for (const game of this.standardGames(body)) {
        const endedAt = new Date(game.end_time * 1000);
        if (endedAt < from || endedAt > to) continue;
        const side = [game.white, game.black].find((s) => s.username.toLowerCase() === name);
        if (!side) continue;
        games.push({
          url: game.url,
          result: chessResultOf(side.result),
          timeControl: game.time_control,
          endedAt,
        });
      }
    }
    return games;
  }

  // An archive's standard-chess games (variants such as chess960 are not tournament games), each
  // with the fields scoring needs. Anything else is a bad answer: a changed API stops scoring
  // instead of scoring wrongly.
  private standardGames(body: unknown) {
    const games = isRecord(body) ? body.games : undefined;
    if (!Array.isArray(games)) {
      throw new GameProviderError(this.host, 'answered without a games list', false);
    }
    const unreadable = () =>
      new GameProviderError(this.host, 'answered with an unreadable game', false);
    return games.flatMap((g: unknown) => {
      if (!isRecord(g) || typeof g.rules !== 'string') throw unreadable();
      if (g.rules !== 'chess') return [];
      const { url, end_time, time_control, white, black } = g;
      if (
        typeof end_time !== 'number' ||
        !Number.isFinite(end_time) ||
        typeof time_control !== 'string' ||
        !isSide(white) ||
        !isSide(black)
      ) {
        throw unreadable();
      }
      return [{ url: typeof url === 'string' ? url : '', end_time, time_control, white, black }];
    });
  }
}
