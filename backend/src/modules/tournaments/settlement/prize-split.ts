/**
 * Turns final standings and a tournament's prize table into ranks and rewards (issue 5, Settlement).
 *
 * Rules:
 * - Ranks are competition ranks: players tied after the game's tiebreakers share the best rank of
 *   their group and the next group skips the places they filled (1, 2, 2, 4).
 * - A tied group occupies as many positions as it has players, starting at its rank. It shares the
 *   sum of the prizes of those positions equally; positions past the end of the prize table are worth 0.
 * - Each share is rounded down to whole coins. The remainder of that division (fewer coins than
 *   there are players in the group) is NOT paid to anyone: it stays in the rewards account and is
 *   reported as `leftover`. Paying it to, say, the first player of the group would make the
 *   arbitrary order inside a tie decide who earns more, which is exactly what a tie rules out.
 * - Prizes of positions nobody occupies (fewer players than prizes) are not paid either; they are
 *   reported as `unawarded`.
 * So, always: paid + leftover = prizes of the occupied positions, and
 * paid + leftover + unawarded = the whole prize table.
 *
 * Example: prizes [100, 50, 30] and four players tied for 3rd: they occupy positions 3–6 worth
 * 30 + 0 + 0 + 0 = 30, each gets floor(30 / 4) = 7, and 2 coins are left over.
 */

export interface Placement<T> {
  player: T;
  /** Competition rank, 1-based. */
  rank: number;
  /** Whole coins this player is paid; 0 when out of the prizes. */
  reward: number;
}

export interface PrizeSplit<T> {
  /** One per player, in the order the standings were given. */
  placements: Placement<T>[];
  /** Coins paid to players in total. */
  paid: number;
  /** Rounding remainders of tied groups: occupied prizes that nobody is paid. */
  leftover: number;
  /** Prizes of positions no player occupies. */
  unawarded: number;
}

/**
 * Ranks players and splits the prize table among them.
 *
 * @param standings players best first, already sorted by the game's order.
 * @param prizeTable coins for position 1, 2, …; whole coins, 0 or more.
 * @param tiedWith whether two neighbours in `standings` are tied after every tiebreaker (for
 *   the game's `compareStandings(a, b) === 0`; for points-only games: equal points).
 *   Only neighbours are compared, so the work is O(players + prizes) after sorting.
 */
export function splitPrizes<T>(
  standings: readonly T[],
  prizeTable: readonly number[],
  tiedWith: (a: T, b: T) => boolean,
): PrizeSplit<T> {
  const prizeTotal = sumPrizeTable(prizeTable);
  const placements: Placement<T>[] = [];
  let paid = 0;
  let leftover = 0;
  let occupiedTotal = 0;

  let groupStart = 0;
  while (groupStart < standings.length) {
    let groupEnd = groupStart + 1;
    while (groupEnd < standings.length && tiedWith(standings[groupEnd - 1], standings[groupEnd])) {
      groupEnd++;
    }
    const size = groupEnd - groupStart;
    const rank = groupStart + 1;
    const { groupPrize, share } = tiedGroupPrize(prizeTable, rank, size);
    paid += share * size;
    leftover += groupPrize - share * size;
    occupiedTotal += groupPrize;

    for (let i = groupStart; i < groupEnd; i++) {
      placements.push({ player: standings[i], rank, reward: share });
    }
    groupStart = groupEnd;
  }

  return { placements, paid, leftover, unawarded: prizeTotal - occupiedTotal };
}

/**
 * What a group of `size` players tied at competition rank `rank` shares: the prizes of the
 * positions it occupies (rank … rank + size − 1; past the table's end worth 0), and each one's
 * whole-coin share. The one rule for settlement and for the projected prize of a live standing.
 */
export function tiedGroupPrize(
  prizeTable: readonly number[],
  rank: number,
  size: number,
): { groupPrize: number; share: number } {
  let groupPrize = 0;
  for (
    let position = rank - 1;
    position < Math.min(rank - 1 + size, prizeTable.length);
    position++
  ) {
    groupPrize += prizeTable[position];
  }
  return { groupPrize, share: size > 0 ? Math.floor(groupPrize / size) : 0 };
}

// Prize tables are operator input and this result moves coins: refuse anything that is not a whole,
// non-negative amount, and totals beyond exact integer arithmetic.
function sumPrizeTable(prizeTable: readonly number[]): number {
  let total = 0;
  prizeTable.forEach((prize, index) => {
    if (!Number.isSafeInteger(prize) || prize < 0) {
      throw new RangeError(
        `Prize for position ${index + 1} must be whole coins, 0 or more (got ${prize})`,
      );
    }
    total += prize;
  });
  if (!Number.isSafeInteger(total)) throw new RangeError('Prize table total is too large');
  return total;
}
