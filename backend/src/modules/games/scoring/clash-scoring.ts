/**
 * Clash tournament points (games 2 and 3, SPEC §9): each trophy is worth the points of the trophy
 * band it sits in, from the player's trophies at the start and at the end of the tournament.
 *
 * The rule, precisely:
 * - The trophy that takes a player from t to t + 1 belongs to the band that contains t. So 999 → 1000
 *   earns 1 point (band 0–999) and 1000 → 1001 earns 2 (band 1000–1999).
 * - A gain that crosses bands is split across them: 950 → 1050 is 50 × 1 + 50 × 2 = 150.
 * - A trophy lost subtracts the points of the same band it would have earned, so losing 1050 → 950
 *   is −150. Winning and then losing the same trophies nets exactly zero: only start and end are
 *   known, so the score cannot depend on the path between them.
 * - The total is never below 0: a tournament can earn nothing, but it never costs points.
 */

export interface ClashTrophyBand {
  /** Lowest trophy count in the band. */
  readonly from: number;
  /** Lowest trophy count of the next band; null for the open-ended top band. */
  readonly to: number | null;
  readonly pointsPerTrophy: number;
}

/** SPEC §9 band table, lowest band first; the rules tab prints from it. */
export const CLASH_TROPHY_BANDS: readonly ClashTrophyBand[] = [
  { from: 0, to: 1000, pointsPerTrophy: 1 },
  { from: 1000, to: 2000, pointsPerTrophy: 2 },
  { from: 2000, to: 3000, pointsPerTrophy: 3 },
  { from: 3000, to: 4000, pointsPerTrophy: 4 },
  { from: 4000, to: 5000, pointsPerTrophy: 5 },
  { from: 5000, to: 6000, pointsPerTrophy: 6 },
  { from: 6000, to: 6500, pointsPerTrophy: 7 },
  { from: 6500, to: 7000, pointsPerTrophy: 8 },
  { from: 7000, to: 8000, pointsPerTrophy: 9 },
  { from: 8000, to: null, pointsPerTrophy: 10 },
];

/** Points per trophy of the band a trophy count falls in. */
export function clashPointsPerTrophy(trophies: number): number {
  assertTrophies(trophies, 'trophies');
  for (const band of CLASH_TROPHY_BANDS) {
    if (band.to === null || trophies < band.to) return band.pointsPerTrophy;
  }
  // Unreachable: the top band is open-ended.
  throw new RangeError(`No trophy band for ${trophies}`);
}

/** Tournament points for a player who started with `startTrophies` and ended with `endTrophies`. */
export function clashPoints(startTrophies: number, endTrophies: number): number {
  assertTrophies(startTrophies, 'startTrophies');
  assertTrophies(endTrophies, 'endTrophies');
  return Math.max(0, pointsBelow(endTrophies) - pointsBelow(startTrophies));
}

// Points a player would earn climbing from 0 to `trophies`; the score is a difference of two of these.
function pointsBelow(trophies: number): number {
  let points = 0;
  for (const band of CLASH_TROPHY_BANDS) {
    if (trophies <= band.from) break;
    const top = band.to === null ? trophies : Math.min(trophies, band.to);
    points += (top - band.from) * band.pointsPerTrophy;
  }
  return points;
}

// Trophy counts come from the game's API or an operator; a negative or fractional count is bad input
// that would otherwise be scored silently.
function assertTrophies(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of trophies, 0 or more (got ${value})`);
  }
}
