/**
 * Tic-tac-toe tournament points and standings (game 4, SPEC §9): win 2, draw 1, loss 0; players
 * level on points are separated by win/loss ratio, then by total match completion time.
 */

export type TicTacToeResult = 'win' | 'draw' | 'loss';

/** Points per match result; the rules tab prints from it. */
export const TIC_TAC_TOE_POINTS: Readonly<Record<TicTacToeResult, number>> = {
  win: 2,
  draw: 1,
  loss: 0,
};

export interface TicTacToeMatch {
  result: TicTacToeResult;
  /** How long the match took from start to end, in milliseconds. */
  durationMs: number;
}

export interface TicTacToeStanding {
  points: number;
  wins: number;
  draws: number;
  losses: number;
  /** Sum of the player's match durations: the last tiebreaker, lower is better. */
  totalDurationMs: number;
}

/** What the comparator needs, so stored standings can be compared without their match list. */
export type TicTacToeRanking = Pick<
  TicTacToeStanding,
  'points' | 'wins' | 'losses' | 'totalDurationMs'
>;

/** A player's standing from all of their matches in the tournament. */
export function ticTacToeStanding(matches: readonly TicTacToeMatch[]): TicTacToeStanding {
  const standing: TicTacToeStanding = {
    points: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    totalDurationMs: 0,
  };
  for (const match of matches) {
    // Durations come from game start/end times; a negative one would reward a broken clock.
    if (!Number.isFinite(match.durationMs) || match.durationMs < 0) {
      throw new RangeError(`Match duration must be 0 ms or more (got ${match.durationMs})`);
    }
    if (match.result === 'win') standing.wins += 1;
    else if (match.result === 'draw') standing.draws += 1;
    else if (match.result === 'loss') standing.losses += 1;
    else throw new RangeError(`Unknown tic-tac-toe result: ${String(match.result)}`);
    standing.points += TIC_TAC_TOE_POINTS[match.result];
    standing.totalDurationMs += match.durationMs;
  }
  return standing;
}

/**
 * Wins ÷ losses. With no losses the ratio is Infinity if the player has won anything (unbeaten ranks
 * above any finite ratio), and 0 with no wins either (0 ÷ 0: nothing won, so nothing to reward).
 */
export function winLossRatio({ wins, losses }: Pick<TicTacToeStanding, 'wins' | 'losses'>): number {
  if (losses === 0) return wins > 0 ? Infinity : 0;
  return wins / losses;
}

/**
 * Orders standings best first, for `Array.prototype.sort`: points (more first), then win/loss
 * ratio (higher first), then total match completion time (faster first).
 * 0 means the players are tied after every tiebreaker: they share a rank and split its prizes, so
 * this must not fall back to anything arbitrary such as a user id.
 */
export function compareTicTacToe(a: TicTacToeRanking, b: TicTacToeRanking): number {
  if (a.points !== b.points) return b.points - a.points;
  const byRatio = compareRatioDescending(a, b);
  if (byRatio !== 0) return byRatio;
  if (a.totalDurationMs !== b.totalDurationMs) return a.totalDurationMs - b.totalDurationMs;
  return 0;
}

// Compares wins/losses as exact fractions (cross-multiplied) so 2/3 and 4/6 tie, with no float
// rounding and no Infinity − Infinity.
function compareRatioDescending(a: TicTacToeRanking, b: TicTacToeRanking): number {
  const [aWins, aLosses] = ratioAsFraction(a);
  const [bWins, bLosses] = ratioAsFraction(b);
  return Math.sign(bWins * aLosses - aWins * bLosses);
}

// [numerator, denominator] of winLossRatio: Infinity is 1/0, and 0/0 reads as 0/1.
function ratioAsFraction({ wins, losses }: TicTacToeRanking): [number, number] {
  if (losses === 0) return wins > 0 ? [1, 0] : [0, 1];
  return [wins, losses];
}
