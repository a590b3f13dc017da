import { dropOldest } from '../../../../common/drop-oldest';
import type { RankedEntry } from '../../entries/tournament-entries.repository';
import type { StandingMode } from '../../standings/standing-order';
import { StandingsVersion, shownVersion } from '../standings-version';
import { FeedState, Kept, PageTrust, ReadMark } from './page-trust';
import type { IndexAnswer, IndexAsk } from './rank-index-store';
import { NO_ENTRIES, entriesOf, rankedEntry } from './ranked-entries';

/**
 * A read of the index. Entries and their arrays are frozen and shared by the callers that read
 * them at the same version (kept between calls): never changed.
 */
export interface RankedPage {
  mode: StandingMode;
  total: number;
  /** The page's entries in leaderboard order with their ranks (ties share one). */
  entries: readonly RankedEntry[];
  own: RankedEntry | null;
  /** The caller's place in the order, 0-based (ties in user id order); null without an entry. */
  ownPosition: number | null;
  /** The first `podium` entries, when asked and the caller has an entry; else empty. */
  podium: readonly RankedEntry[];
  /** The caller and up to `around` players either side, when asked; else empty. */
  around: readonly RankedEntry[];
  /** Changes with every write and rebuild: `<built at>:<writes since>`. */
  version: string;
}

/** What a read answers besides the page and the caller's own row (see read.lua). */
export interface ReadExtras {
  podium: number;
  around: number;
}

/** Pages this process keeps, with the index version they were read at (see read.lua). */
const MAX_CACHED_PAGES = 2_000;
/** Callers whose own row (and the players around them) this process keeps, the same way. */
const MAX_CACHED_CALLERS = 10_000;

interface CachedPage extends Kept {
  entries: readonly RankedEntry[];
}

interface CachedOwn extends Kept {
  own: RankedEntry;
  ownPosition: number;
  around: readonly RankedEntry[];
}

/** A read, with the parts this process holds of it (see `lookup`). */
export interface HeldRead extends IndexAsk {
  tournamentId: number;
  pageKey: string;
  podiumKey: string;
  ownKey: string;
  page?: CachedPage;
  podium?: CachedPage;
  own?: CachedOwn;
}

/**
 * What this process read of the rank index, kept with the index version it was read at, so a
 * read of parts still the index's (see PageTrust) is answered without Redis, or without Redis
 * sending them again.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly callers = new Map<string, CachedOwn>();
  private readonly trust: PageTrust;

  constructor(feed: FeedState, missesWrites: (tournamentId: number) => boolean) {
    this.trust = new PageTrust(feed, missesWrites);
  }

  close(): void {
    this.trust.close();
  }

  /** A read and the parts this process holds of it. */
  lookup(
    tournamentId: number,
    offset: number,
    limit: number,
    callerId: string | undefined,
    extras: ReadExtras,
  ): HeldRead {
    const pageKey = `${tournamentId}:${offset}:${limit}`;
    const podiumKey = `${tournamentId}:0:${extras.podium}`;
    const ownKey = callerId ? `${tournamentId}:${callerId}:${extras.around}` : '';
    return {
      tournamentId,
      offset,
      limit,
      callerId,
      extras,
      pageKey,
      podiumKey,
      ownKey,
      page: this.pages.get(pageKey),
      podium: extras.podium ? this.pages.get(podiumKey) : undefined,
      own: ownKey ? this.callers.get(ownKey) : undefined,
    };
  }

  /** The read answered from what this process holds, when it may be trusted; else null. */
  answerHeld(read: HeldRead, now: number): RankedPage | null {
    const { tournamentId, offset, limit, extras, ownKey, page, podium, own } = read;
    const known = this.trust.trusted(tournamentId, now);
    if (
      !known ||
      !this.trust.held(tournamentId, page, known.version, offset, offset + limit - 1) ||
      (ownKey &&
        !this.trust.held(
          tournamentId,
          own,
          known.version,
          (own?.ownPosition ?? 0) - extras.around,
          (own?.ownPosition ?? 0) + extras.around,
        )) ||
      (ownKey &&
        extras.podium &&
        !this.trust.held(tournamentId, podium, known.version, 0, extras.podium - 1))
    ) {
      return null;
    }
    restamp(this.pages, MAX_CACHED_PAGES, read.pageKey, page, known.version);
    if (ownKey) {
      restamp(this.callers, MAX_CACHED_CALLERS, ownKey, own, known.version);
      if (extras.podium) {
        restamp(this.pages, MAX_CACHED_PAGES, read.podiumKey, podium, known.version);
      }
    }
    return {
      mode: known.mode,
      total: known.total,
      entries: page.entries,
      own: own?.own ?? null,
      ownPosition: own?.ownPosition ?? null,
      podium: own ? (podium?.entries ?? NO_ENTRIES) : NO_ENTRIES,
      around: own?.around ?? NO_ENTRIES,
      version: shownVersion(known.version),
    };
  }

  /** Taken before a read asks Redis (see `keep`). */
  mark(): ReadMark {
    return this.trust.mark();
  }

  /**
   * Keeps Redis's answer to `read` and makes the page of it. A part not sent back is held at
   * this version (the script compared): it is kept as of it, the same object, so what was made
   * of it (shaped rows, their JSON) is used again. The answer's version is trusted for a while
   * when nothing was heard of the tournament while Redis answered, the feed listening all along.
   */
  keep(read: HeldRead, answer: IndexAnswer, mark: ReadMark, now: number): RankedPage {
    const { tournamentId, offset, extras, pageKey, podiumKey, ownKey } = read;
    const { mode, total, version } = answer;
    this.trust.confirm(tournamentId, answer, mark, now);
    let entries = read.page?.entries ?? NO_ENTRIES;
    if (answer.page) {
      entries = entriesOf(answer.page, offset);
      keep(this.pages, MAX_CACHED_PAGES, pageKey, { version, entries });
    } else {
      restamp(this.pages, MAX_CACHED_PAGES, pageKey, read.page, version);
    }
    let own: CachedOwn | undefined;
    if (answer.own === 1) {
      own = read.own;
      restamp(this.callers, MAX_CACHED_CALLERS, ownKey, read.own, version);
    } else if (answer.own) {
      const [row, rank, size, position] = answer.own;
      own = {
        version,
        own: rankedEntry(row, rank, size),
        ownPosition: position,
        around: answer.around
          ? entriesOf(answer.around, Math.max(0, position - extras.around))
          : NO_ENTRIES,
      };
      keep(this.callers, MAX_CACHED_CALLERS, ownKey, own);
    }
    let podium = own ? (read.podium?.entries ?? NO_ENTRIES) : NO_ENTRIES;
    if (answer.podium) {
      podium = entriesOf(answer.podium, 0);
      keep(this.pages, MAX_CACHED_PAGES, podiumKey, { version, entries: podium });
    } else if (own) {
      restamp(this.pages, MAX_CACHED_PAGES, podiumKey, read.podium, version);
    }
    return {
      mode,
      total,
      entries,
      own: own?.own ?? null,
      ownPosition: own?.ownPosition ?? null,
      podium,
      around: own?.around ?? NO_ENTRIES,
      version: shownVersion(version),
    };
  }
}

/** Keeps `value` as the newest read under `key`; past `max`, the oldest read goes first. */
function keep<T>(map: Map<string, T>, max: number, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  dropOldest(map, max);
}

/**
 * A part held at an earlier version that no change since touched is held at `version` now: the
 * same entries, so what was made of them (shaped rows, their JSON) is used again.
 */
function restamp<T extends Kept>(
  map: Map<string, T>,
  max: number,
  key: string,
  part: T | undefined,
  version: StandingsVersion,
): void {
  if (part && part.version.text !== version.text) keep(map, max, key, { ...part, version });
}
