/**
 * SPEC §9 points tables, the one place the client keeps them: the rules and scoring tabs read
 * these numbers, so the text always says what the server scores.
 */

export interface ChessTimeControl {
  mode: 'Bullet' | 'Blitz' | 'Rapid';
  minutes: number;
  win: number;
  draw: number;
  loss: number;
}

export const chessPoints: readonly ChessTimeControl[] = [
  { mode: 'Bullet', minutes: 1, win: 3, draw: 1, loss: 0 },
  { mode: 'Blitz', minutes: 5, win: 9, draw: 3, loss: 0 },
  { mode: 'Rapid', minutes: 10, win: 15, draw: 5, loss: 0 },
];

export interface TrophyBand {
  from: number;
  /** Inclusive upper bound; null for the open top band. */
  to: number | null;
  pointsPerTrophy: number;
}

/** Clash of Clans and Clash Royale: points per trophy gained, by trophy band. */
export const clashTrophyBands: readonly TrophyBand[] = [
  { from: 0, to: 999, pointsPerTrophy: 1 },
  { from: 1000, to: 1999, pointsPerTrophy: 2 },
  { from: 2000, to: 2999, pointsPerTrophy: 3 },
  { from: 3000, to: 3999, pointsPerTrophy: 4 },
  { from: 4000, to: 4999, pointsPerTrophy: 5 },
  { from: 5000, to: 5999, pointsPerTrophy: 6 },
  { from: 6000, to: 6499, pointsPerTrophy: 7 },
  { from: 6500, to: 6999, pointsPerTrophy: 8 },
  { from: 7000, to: 7999, pointsPerTrophy: 9 },
  { from: 8000, to: null, pointsPerTrophy: 10 },
];

export const ticTacToePoints = { win: 2, draw: 1, loss: 0 } as const;

/** Order in which tied tic-tac-toe players are separated. */
export const ticTacToeTiebreakers: readonly string[] = [
  'Higher win/loss ratio',
  'Lower total match completion time',
];

const numberFormat = new Intl.NumberFormat('en-IN');

export function trophyBandLabel(band: TrophyBand): string {
  return band.to === null
    ? `${numberFormat.format(band.from)}+`
    : `${numberFormat.format(band.from)}–${numberFormat.format(band.to)}`;
}
