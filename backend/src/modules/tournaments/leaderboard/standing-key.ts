import { GameId } from '../../games/game-id';

/**
 * A standing as a fixed-width string that sorts byte-wise in leaderboard order (best first), so a
 * Redis sorted set of `key|user_id` members (all scores 0) is the ranking: equal keys are ties.
 * Each mode orders exactly as `standingOrder` does in SQL.
 */
export type StandingMode =
  /** Games 1–3: points, more first. */
  | 'points'
  /** Tic-tac-toe: points, then win/loss ratio, then total match time (less first). */
  | 'ratio-time'
  /** After the freeze: the stored final rank, so ranks and rewards can never drift from it. */
  | 'final';

export interface Standing {
  points: number;
  wins: number;
  losses: number;
  completion_seconds: number;
  final_rank: number | null;
}

export function liveMode(gameId: GameId): StandingMode {
  return gameId === GameId.TicTacToe ? 'ratio-time' : 'points';
}

const INT_OFFSET = 2 ** 31;
const UINT_MAX = 2 ** 32 - 1;

// An int4 as 8 hex digits in ascending order.
function ascInt(n: number): string {
  return (n + INT_OFFSET).toString(16).padStart(8, '0');
}

function descInt(n: number): string {
  return (UINT_MAX - (n + INT_OFFSET)).toString(16).padStart(8, '0');
}

// IEEE-754 bits flipped so byte order is numeric order, then inverted for descending.
function descFloat(x: number): string {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, x);
  const negative = bytes[0] & 0x80;
  for (let i = 0; i < 8; i++) {
    const ascending = negative ? ~bytes[i] : i === 0 ? bytes[i] ^ 0x80 : bytes[i];
    bytes[i] = ~ascending & 0xff;
  }
  return Buffer.from(bytes).toString('hex');
}

/** Mirrors SQL: no losses counts as infinite when there are wins, and as 0 when there are none. */
export function winLossRatio(wins: number, losses: number): number {
  if (losses === 0) return wins > 0 ? Infinity : 0;
  return wins / losses;
}

export function standingKey(mode: StandingMode, s: Standing): string {
  switch (mode) {
    case 'points':
      return descInt(s.points);
    case 'ratio-time':
      return (
        descInt(s.points) + descFloat(winLossRatio(s.wins, s.losses)) + ascInt(s.completion_seconds)
      );
    case 'final':
      // Every entry gets a rank at the freeze; one without sorts last.
      return ascInt(s.final_rank ?? INT_OFFSET - 1);
  }
}
