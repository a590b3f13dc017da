import type { RankedEntry, ShownEntry } from '../../entries/tournament-entries.repository';
import type { WindowReply } from './rank-scripts';

export const NO_ENTRIES: readonly RankedEntry[] = Object.freeze([]);

/** An index row as shown, with its rank and tie size: parsed once, then shared (frozen). */
export function rankedEntry(row: string, rank: number, tieSize: number): RankedEntry {
  const entry = JSON.parse(row) as RankedEntry;
  entry.rank = rank;
  entry.tie_size = tieSize;
  return Object.freeze(entry);
}

/** A window's entries (see read.lua) starting at position `offset`, ties sharing a rank. */
export function entriesOf(
  [keys, rows, firstRank, firstSize, lastSize]: WindowReply,
  offset: number,
): readonly RankedEntry[] {
  const tieSizes = tieSizesOf(keys, firstSize, lastSize);
  const entries: RankedEntry[] = [];
  let rank = firstRank;
  keys.forEach((key, i) => {
    if (i > 0 && key !== keys[i - 1]) rank = offset + i + 1;
    const row = rows[i];
    if (row) entries.push(rankedEntry(row, rank, tieSizes[i]));
  });
  return Object.freeze(entries);
}

/**
 * How many players share each page entry's rank: counted on the page, except for the groups of
 * the first and last keys, which may reach past it (their sizes come from the index).
 */
export function tieSizesOf(keys: readonly string[], firstSize: number, lastSize: number): number[] {
  const sizes = new Array<number>(keys.length);
  let start = 0;
  while (start < keys.length) {
    let end = start + 1;
    while (end < keys.length && keys[end] === keys[start]) end++;
    const size = start === 0 ? firstSize : end === keys.length ? lastSize : end - start;
    sizes.fill(size, start, end);
    start = end;
  }
  return sizes;
}

/** The own rows of own.lua's answer (id, rank, tie size, row per player found), by user id. */
export function ownRowsOf(reply: (string | number)[]): Map<string, RankedEntry> {
  const own = new Map<string, RankedEntry>();
  for (let i = 0; i < reply.length; i += 4) {
    const row = JSON.parse(String(reply[i + 3])) as ShownEntry;
    own.set(String(reply[i]), {
      ...row,
      rank: Number(reply[i + 1]),
      tie_size: Number(reply[i + 2]),
    });
  }
  return own;
}
