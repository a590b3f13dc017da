/**
 * How much of a tournament's prize table a field earns (issue 48): pools follow the field.
 *
 * Rules, recorded on each tournament when it is created (one announced earlier keeps its own):
 * - Only eligible players (a counted result in the window, where the tournament requires play)
 *   are ranked and count towards the field.
 * - The full table is guaranteed from `guaranteedPlayers` eligible players. Below that every
 *   prize is scaled by eligible / guaranteed, rounded down: so a small field never earns more
 *   per player than a full one (the pool per eligible player is at most pool / guaranteed).
 * - At most `paidSharePercent` of the eligible field is paid: floor(eligible × share / 100)
 *   places, never more than the table has. A field of three at 50 % pays one place.
 */
export interface PoolRules {
  /** Coins for rank 1, 2, … at the guarantee. */
  prizeTable: readonly number[];
  /** Eligible players that guarantee the full table; 0: guaranteed from any field. */
  guaranteedPlayers: number;
  /** 1–100: the most of the eligible field that is paid. */
  paidSharePercent: number;
}

/** A tournament's rules as its row stores them (raw SQL's column names). */
export function poolRulesOfRow(row: {
  prize_table: number[];
  guaranteed_players: number;
  paid_share_percent: number;
}): PoolRules {
  return {
    prizeTable: row.prize_table,
    guaranteedPlayers: row.guaranteed_players,
    paidSharePercent: row.paid_share_percent,
  };
}

/** A new tournament's defaults: the table paid in full from twice its places, half the field paid. */
export const DEFAULT_PAID_SHARE_PERCENT = 50;
export function defaultGuaranteedPlayers(prizeTable: readonly number[]): number {
  return Math.ceil((prizeTable.length * 100) / DEFAULT_PAID_SHARE_PERCENT);
}

/** The prize rules a new tournament (or schedule) is created with: declared, else the defaults. */
export function newPoolRules(input: {
  prizeTable: readonly number[];
  guaranteedPlayers?: number;
  paidSharePercent?: number;
}): Pick<PoolRules, 'guaranteedPlayers' | 'paidSharePercent'> {
  return {
    guaranteedPlayers: input.guaranteedPlayers ?? defaultGuaranteedPlayers(input.prizeTable),
    paidSharePercent: input.paidSharePercent ?? DEFAULT_PAID_SHARE_PERCENT,
  };
}

/** Places paid for a field of `eligible` players. */
export function paidPlaces(rules: PoolRules, eligible: number): number {
  return Math.min(rules.prizeTable.length, Math.floor((eligible * rules.paidSharePercent) / 100));
}

/** The table this field earns: the paid places, each prize scaled down below the guarantee. */
export function earnedPrizeTable(rules: PoolRules, eligible: number): number[] {
  const places = paidPlaces(rules, eligible);
  const full = rules.guaranteedPlayers <= eligible;
  return rules.prizeTable
    .slice(0, places)
    .map((prize) => (full ? prize : Math.floor((prize * eligible) / rules.guaranteedPlayers)));
}

const sum = (table: readonly number[]) => table.reduce((total, coins) => total + coins, 0);

/** What the tournament page shows of the pool: now, and at the guarantee. */
export interface PoolNow {
  /** The full pool (the table's sum), paid from the guarantee. */
  full: number;
  /** What the field that played so far would share if it ended now. */
  now: number;
  eligiblePlayers: number;
  guaranteedPlayers: number;
  paidSharePercent: number;
  /** Places paid now. */
  paidPlaces: number;
}

export function poolNow(rules: PoolRules, eligible: number): PoolNow {
  return {
    full: sum(rules.prizeTable),
    now: sum(earnedPrizeTable(rules, eligible)),
    eligiblePlayers: eligible,
    guaranteedPlayers: rules.guaranteedPlayers,
    paidSharePercent: rules.paidSharePercent,
    paidPlaces: paidPlaces(rules, eligible),
  };
}
