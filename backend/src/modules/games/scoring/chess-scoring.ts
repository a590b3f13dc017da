/**
 * Chess tournament points (SPEC §9, read as issue 5 reads it): the mode is named by its base time,
 * Bullet 1 minute, Blitz 5 minutes, Rapid 10 minutes. SPEC §9 notes the old rules text swapped the
 * names (5 minute Bullet, 1 minute Blitz); the rules tab must print from `CHESS_POINTS` so the text
 * and the scoring can never disagree again.
 */

export type ChessResult = 'win' | 'draw' | 'loss';

export type ChessTimeControl = 'bullet' | 'blitz' | 'rapid';

export interface ChessModePoints {
  /** Mode name as the rules text shows it. */
  readonly label: string;
  /** The base time the rules text quotes for the mode. */
  readonly minutes: number;
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

/** Points per game result, in the order the rules text lists the modes (shortest first). */
export const CHESS_POINTS: Readonly<Record<ChessTimeControl, ChessModePoints>> = {
  bullet: { label: 'Bullet', minutes: 1, win: 3, draw: 1, loss: 0 },
  blitz: { label: 'Blitz', minutes: 5, win: 9, draw: 3, loss: 0 },
  rapid: { label: 'Rapid', minutes: 10, win: 15, draw: 5, loss: 0 },
};

/** Lowest base time (seconds) of blitz and of rapid; anything shorter than blitz is bullet. */
export const BLITZ_FROM_SECONDS = 180;
export const RAPID_FROM_SECONDS = 600;

// chess.com writes live time controls as '<base seconds>' or '<base>+<increment>'; daily games
// are '1/<seconds per move>' and match nothing here.
const LIVE_TIME_CONTROL = /^(\d+)(?:\+(\d+))?$/;

/**
 * The mode of a chess.com time control ('60', '180+2', '600+5') or of a base time in seconds.
 * Only the base time counts: the SPEC names modes by their minutes, so 60+1 stays bullet even though
 * chess.com's own estimate (base + 40 × increment) would differ.
 * Returns null for what no mode covers (daily correspondence games, a zero base, unreadable text),
 * so ingest can reject it and polling can skip it.
 */
export function timeControlOf(timeControl: string | number): ChessTimeControl | null {
  let baseSeconds: number;
  if (typeof timeControl === 'number') {
    baseSeconds = timeControl;
  } else {
    const match = LIVE_TIME_CONTROL.exec(timeControl.trim());
    if (!match) return null;
    baseSeconds = Number(match[1]);
  }
  if (!Number.isSafeInteger(baseSeconds) || baseSeconds <= 0) return null;
  if (baseSeconds < BLITZ_FROM_SECONDS) return 'bullet';
  if (baseSeconds < RAPID_FROM_SECONDS) return 'blitz';
  return 'rapid';
}

export interface ChessGame {
  result: ChessResult;
  /** chess.com `time_control`, e.g. '300+5'. */
  timeControl: string;
}

/** A player's record in the tournament window; points come from `chessPoints`. */
export interface ChessRecord {
  wins: number;
  draws: number;
  losses: number;
  /** Games in no tournament mode (daily, unreadable): not scored and not counted above. */
  ignored: number;
}

const RECORD_FIELD: Readonly<Record<ChessResult, 'wins' | 'draws' | 'losses'>> = {
  win: 'wins',
  draw: 'draws',
  loss: 'losses',
};

// Results arrive from a provider's JSON; an unmapped one must fail loudly, not score NaN.
function knownResult(result: ChessResult): ChessResult {
  if (!Object.hasOwn(RECORD_FIELD, result)) {
    throw new RangeError(`Unknown chess result: ${String(result)}`);
  }
  return result;
}

/**
 * A player's tournament points from their games in the tournament window. Through
 * `pointsFor(GameId.Chess, …)` (points.ts), which is how callers score any game.
 */
export function chessPoints(games: readonly ChessGame[]): number {
  let points = 0;
  for (const game of games) {
    const mode = timeControlOf(game.timeControl);
    if (mode !== null) points += CHESS_POINTS[mode][knownResult(game.result)];
  }
  return points;
}

/** The wins, draws and losses that `chessPoints` scores, and the games it skips. */
export function chessRecord(games: readonly ChessGame[]): ChessRecord {
  const record: ChessRecord = { wins: 0, draws: 0, losses: 0, ignored: 0 };
  for (const game of games) {
    if (timeControlOf(game.timeControl) === null) record.ignored += 1;
    else record[RECORD_FIELD[knownResult(game.result)]] += 1;
  }
  return record;
}
