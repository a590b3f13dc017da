/** The Redis keys of one tournament's rank index. */
export interface RankIndexKeys {
  /** The sorted set: members `key|user_id` in leaderboard order. */
  zset: string;
  /** Per player, `standing version|member`. */
  hash: string;
  /** Per player, the row the leaderboard shows (JSON). */
  rows: string;
  /** A rebuild's copies of the three above, swapped in when it finishes. */
  copy: string;
  copyHash: string;
  copyRows: string;
  /** The mode of the index readers may use; absent until the first build finishes. */
  ready: string;
  /** The mode a running rebuild builds. */
  building: string;
  builtAt: string;
  /** The rebuild lock. */
  lock: string;
  /** The count of live changes since the build. */
  version: string;
  /** The change log (see apply.lua). */
  changes: string;
  /** The KEYS of the apply and finish scripts, in their order. */
  scripted: string[];
}

/**
 * One hash tag per tournament (`{<id>}`) keeps its keys in one Redis Cluster slot, as the
 * scripts need.
 */
export function rankIndexKeys(redisPrefix: string, tournamentId: number): RankIndexKeys {
  const base = `${redisPrefix}:lb:{${tournamentId}}`;
  const k = {
    zset: base,
    hash: `${base}:players`,
    rows: `${base}:rows`,
    copy: `${base}:copy`,
    copyHash: `${base}:copy-players`,
    copyRows: `${base}:copy-rows`,
    ready: `${base}:ready`,
    building: `${base}:building`,
    builtAt: `${base}:built-at`,
    lock: `${base}:lock`,
    version: `${base}:version`,
    changes: `${base}:changes`,
  };
  const scripted = [
    k.zset,
    k.hash,
    k.rows,
    k.copy,
    k.copyHash,
    k.copyRows,
    k.ready,
    k.building,
    k.builtAt,
    k.version,
    k.changes,
  ];
  return { ...k, scripted };
}
