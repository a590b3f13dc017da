import { randomBytes } from 'node:crypto';
import type { IndexedEntry, ShownEntry } from '../../entries/tournament-entries.repository';
import { StandingMode, standingKey } from '../../standings/standing-order';
import type { StandingsChange } from '../standings-feed';
import { StandingsVersion, parseVersion, versionBefore } from '../standings-version';
import { RankIndexKeys, rankIndexKeys } from './rank-index-keys';
import type { OwnReply, RankRedis, WindowReply } from './rank-scripts';

/** A player who moved ahead of others in one write, and whom they passed. */
export interface Overtaking {
  userId: string;
  passedIds: string[];
}

/** What one write did (see apply.lua). */
export interface WriteResult {
  changed: number;
  /** A live change: the version it made, the one it followed, the entries, its places. */
  moved?: StandingsChange['moved'];
  overtaken: Overtaking[];
}

/** What a read asks of the index, with the parts the reader holds and their versions. */
export interface IndexAsk {
  offset: number;
  limit: number;
  callerId?: string;
  extras: { podium: number; around: number };
  page?: { version: StandingsVersion };
  podium?: { version: StandingsVersion };
  own?: { version: StandingsVersion; ownPosition: number };
}

/** The index's answer to a read (see read.lua): parts held at its version come back null (own: 1). */
export interface IndexAnswer {
  mode: StandingMode;
  total: number;
  version: StandingsVersion;
  page: WindowReply | null;
  own: OwnReply | 1 | null;
  podium: WindowReply | null;
  around: WindowReply | null;
}

/** Tournaments whose key names this process keeps made (every read names seven of them). */
const MAX_KEPT_KEYS = 2_000;

/**
 * The rank index's reads and writes in Redis: one call per operation, the scripts for anything
 * that must see the index at one version. Knows the key layout; decides nothing.
 */
export class RankIndexStore {
  private readonly keyNames = new Map<number, RankIndexKeys>();

  constructor(
    private readonly redis: RankRedis,
    private readonly redisPrefix: string,
  ) {}

  /** Writes rows to the index (`all`: the live index and a running rebuild's copy; `copy`). */
  async write(
    tournamentId: number,
    mode: StandingMode,
    target: 'all' | 'copy',
    rows: IndexedEntry[],
  ): Promise<WriteResult> {
    const k = this.keys(tournamentId);
    const args: (string | number)[] = [];
    for (const row of rows) {
      const shown: ShownEntry = {
        user_id: row.user_id,
        player_name: row.player_name,
        eligible: row.eligible,
        points: row.points,
        reward: row.reward,
        start_trophy: row.start_trophy,
        end_trophy: row.end_trophy,
        wins: row.wins,
        losses: row.losses,
        completion_seconds: row.completion_seconds,
      };
      args.push(row.user_id, row.standing_version, standingKey(mode, row), JSON.stringify(shown));
    }
    // The change's token (see apply.lua): 48 random bits.
    const token = randomBytes(6).toString('base64url');
    const [changed, versionText, total, from, to, afterToken, ...pairs] = await this.redis.lbApply(
      ...k.scripted,
      mode,
      target,
      token,
      ...args,
    );
    const passed = new Map<string, string[]>();
    for (let i = 0; i < pairs.length; i += 2) {
      passed.set(pairs[i], [...(passed.get(pairs[i]) ?? []), pairs[i + 1]]);
    }
    const version = versionText ? versionOf(versionText) : undefined;
    return {
      changed: Number(changed),
      moved: version
        ? { version, after: versionBefore(version, afterToken), total, from, to }
        : undefined,
      overtaken: [...passed].map(([userId, passedIds]) => ({ userId, passedIds })),
    };
  }

  /** One read of the index (see read.lua); null when it is not ready. */
  async read(tournamentId: number, ask: IndexAsk): Promise<IndexAnswer | null> {
    const k = this.keys(tournamentId);
    const reply = await this.redis.lbRead(
      k.zset,
      k.hash,
      k.rows,
      k.ready,
      k.builtAt,
      k.version,
      k.changes,
      ask.offset,
      ask.limit,
      ask.callerId ?? '',
      ask.page?.version.text ?? '',
      ask.extras.podium,
      ask.podium?.version.text ?? '',
      ask.extras.around,
      ask.own?.version.text ?? '',
      ask.own?.ownPosition ?? -1,
    );
    if (!reply) return null;
    const [mode, total, version, page, own, podium, around] = reply;
    return { mode, total, version: versionOf(version), page, own, podium, around };
  }

  /** Per player found: id, rank, tie size, row (see own.lua); null when the index is not ready. */
  readOwn(tournamentId: number, userIds: string[]): Promise<(string | number)[] | null> {
    const k = this.keys(tournamentId);
    return this.redis.lbOwn(k.zset, k.hash, k.rows, k.ready, ...userIds);
  }

  /** Takes the rebuild lock for `ms` under `token`; false when another holds it. */
  async lock(tournamentId: number, token: string, ms: number): Promise<boolean> {
    return (await this.redis.set(this.keys(tournamentId).lock, token, 'PX', ms, 'NX')) !== null;
  }

  /** Releases the rebuild lock, only if it is still ours. */
  async unlock(tournamentId: number, token: string): Promise<void> {
    const k = this.keys(tournamentId);
    if ((await this.redis.get(k.lock)) === token) await this.redis.del(k.lock);
  }

  /** Starts an empty copy for a rebuild in `mode`: writes reach it until the swap. */
  async startCopy(tournamentId: number, mode: StandingMode, ms: number): Promise<void> {
    const k = this.keys(tournamentId);
    await this.redis.unlink(k.copy, k.copyHash, k.copyRows);
    await this.redis.set(k.building, mode, 'PX', ms);
  }

  /** Swaps the copy in (see finish.lua); false when another rebuild took over meanwhile. */
  async finish(
    tournamentId: number,
    mode: StandingMode,
    builtAt: number,
    ttlMs: number,
  ): Promise<boolean> {
    const k = this.keys(tournamentId);
    return (await this.redis.lbFinish(...k.scripted, mode, builtAt, ttlMs)) === 1;
  }

  /** When the index was last built (ms, as stored), or null when there is none. */
  builtAt(tournamentId: number): Promise<string | null> {
    return this.redis.get(this.keys(tournamentId).builtAt);
  }

  async drop(tournamentId: number): Promise<void> {
    const k = this.keys(tournamentId);
    await this.redis.unlink(k.zset, k.hash, k.rows, k.ready, k.builtAt, k.version, k.changes);
  }

  private keys(tournamentId: number): RankIndexKeys {
    let keys = this.keyNames.get(tournamentId);
    if (!keys) {
      keys = rankIndexKeys(this.redisPrefix, tournamentId);
      if (this.keyNames.size >= MAX_KEPT_KEYS) this.keyNames.clear();
      this.keyNames.set(tournamentId, keys);
    }
    return keys;
  }
}

/** A version the scripts answered; they make nothing else. */
function versionOf(text: string): StandingsVersion {
  const version = parseVersion(text);
  if (!version) throw new Error(`Rank index answered an unreadable version: ${text}`);
  return version;
}
