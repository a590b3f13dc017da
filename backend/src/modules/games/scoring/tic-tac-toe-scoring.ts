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

/** A player's match record: what their tournament points are counted from. */
export interface TicTacToeRecord {
  wins: number;
  draws: number;
  losses: number;
}

/**
 * Tournament points of a match record (one match or a whole tournament). Through
 * `pointsFor(GameId.TicTacToe, …)` (points.ts), which is how callers score any game.
 */
export function ticTacToePoints({ wins, draws, losses }: TicTacToeRecord): number {
  return (
    wins * TIC_TAC_TOE_POINTS.win +
    draws * TIC_TAC_TOE_POINTS.draw +
    losses * TIC_TAC_TOE_POINTS.loss
  );
}

export interface TicTacToeMatch {
  result: TicTacToeResult;
  /** How long the match took from start to end, in milliseconds. */
  durationMs: number;
}

export interface TicTacToeStanding extends TicTacToeRecord {
  points: number;
  /** Sum of the player's match durations: the last tiebreaker, lower is better. */
  totalDurationMs: number;
}

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
    standing.totalDurationMs += match.durationMs;
  }
  standing.points = ticTacToePoints(standing);
  return standing;
}

/**
 * Wins ÷ losses, the first tiebreaker (tournaments order by it in standing-order.ts). With no
 * losses the ratio is Infinity if the player has won anything (unbeaten ranks above any finite
 * ratio), and 0 with no wins either (0 ÷ 0: nothing won, so nothing to reward).
 */
export function winLossRatio({ wins, losses }: Pick<TicTacToeStanding, 'wins' | 'losses'>): number {
  if (losses === 0) return wins > 0 ? Infinity : 0;
  return wins / losses;
}
