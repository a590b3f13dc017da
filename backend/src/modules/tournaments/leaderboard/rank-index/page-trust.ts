import { dropOldest } from '../../../../common/drop-oldest';
import type { StandingMode } from '../../standings/standing-order';
import type { StandingsChange, StandingsFeed } from '../standings-feed';
import type { StandingsVersion } from '../standings-version';
import { CHANGE_LOG } from './rank-scripts';

/** Tournaments whose changes heard (and whose confirmed versions) this process keeps. */
const MAX_TOURNAMENTS_HEARD = 2_000;
/**
 * How long a process answers from what it holds without asking Redis, once Redis said the
 * index is at that version and no change of the tournament has been heard since (see
 * `trusted`): bounds a change whose broadcast was lost (its writer lost Redis after writing).
 */
export const TRUSTED_MS = 2_000;

/** A part of the index this process holds. */
export interface Kept {
  /** The index's version it was read or last confirmed at. */
  version: StandingsVersion;
}

/** What Redis last said of a tournament's index, read at `at` under the feed's `epoch`. */
export interface Confirmed {
  mode: StandingMode;
  total: number;
  version: StandingsVersion;
  at: number;
  epoch: number;
}

/** What was heard before a read asked Redis: whether its answer may be trusted after. */
export interface ReadMark {
  heardBefore: number;
  epoch: number | null;
}

type Change = NonNullable<StandingsChange['moved']>;
export type FeedState = Pick<StandingsFeed, 'listening' | 'epoch' | 'listen'>;

/**
 * Whether what this process holds of a rank index is still the index's, from the changes it
 * heard on the feed: a part stays the index's while no change heard since touched its places
 * (see `held`), and what Redis last said of a tournament stands for TRUSTED_MS while no change
 * of it is heard (see `trusted`).
 */
export class PageTrust {
  /**
   * Per tournament, the version Redis last answered while no change was heard: reads whose
   * parts are all held at it are answered here, without a round trip (see `trusted`).
   */
  private readonly confirmed = new Map<string, Confirmed>();
  /** Changes heard so far (from any process, this one's own at once), and per tournament the
   * count at its last one; counts from before `forgotAt` were forgotten. */
  private heardCount = 0;
  private readonly lastHeard = new Map<number, number>();
  private forgotAt = 0;
  /** Per tournament, the live changes heard, by count (see `held`). */
  private readonly moves = new Map<number, { built: string; changes: Map<number, Change> }>();
  private stopListening?: () => void;

  constructor(
    private readonly feed: FeedState,
    /** Tournaments whose index lacks a write of this process: never trusted. */
    private readonly missesWrites: (tournamentId: number) => boolean,
  ) {}

  close(): void {
    this.stopListening?.();
  }

  /**
   * The version Redis answered for this tournament less than TRUSTED_MS ago, when no change of it
   * has been heard since and the feed has been heard all along; else undefined (ask Redis). Every
   * write and rebuild broadcasts its change after it (the writer's own process hears it at
   * once), so until one is heard what this process holds at that version is still the index. A
   * live change heard that follows it moves it on (see `heard`).
   */
  trusted(tournamentId: number, now: number): Confirmed | undefined {
    this.stopListening ??= this.feed.listen((change) => this.heard(change));
    const known = this.confirmed.get(String(tournamentId));
    if (
      !known ||
      now - known.at > TRUSTED_MS ||
      !this.feed.listening ||
      known.epoch !== this.feed.epoch ||
      this.missesWrites(tournamentId)
    ) {
      return undefined;
    }
    return known;
  }

  /** Taken before a read asks Redis (see `confirm`). */
  mark(): ReadMark {
    return { heardBefore: this.heardCount, epoch: this.feed.listening ? this.feed.epoch : null };
  }

  /**
   * Redis answered a read begun at `mark`: its version is trusted for a while when nothing was
   * heard of the tournament while it answered, the feed listening all along.
   */
  confirm(
    tournamentId: number,
    { mode, total, version }: Pick<Confirmed, 'mode' | 'total' | 'version'>,
    { heardBefore, epoch }: ReadMark,
    now: number,
  ): void {
    if (
      epoch !== null &&
      epoch === this.feed.epoch &&
      this.feed.listening &&
      (this.lastHeard.get(tournamentId) ?? this.forgotAt) <= heardBefore
    ) {
      const key = String(tournamentId);
      this.confirmed.delete(key);
      this.confirmed.set(key, { mode, total, version, at: now, epoch });
      dropOldest(this.confirmed, MAX_TOURNAMENTS_HEARD);
    }
  }

  /**
   * Whether a part held at `part.version` (places `from` … `to`) is the index's at `version`:
   * the same version, or an earlier one of the same build from which every change to `version`
   * was heard here, each following the one before, and none touched those places.
   */
  held<T extends Kept>(
    tournamentId: number,
    part: T | undefined,
    version: StandingsVersion,
    from: number,
    to: number,
  ): part is T {
    if (!part) return false;
    if (part.version.text === version.text) return true;
    const log = this.moves.get(tournamentId);
    // A part read at a later version than `version` (Redis answered after a change not yet
    // heard) waits until it is heard.
    if (
      !log ||
      version.built !== part.version.built ||
      log.built !== version.built ||
      part.version.count >= version.count ||
      version.count - part.version.count > CHANGE_LOG
    ) {
      return false;
    }
    // From `version` back to the part's, one heard change at a time.
    let at = version;
    for (let c = version.count; c > part.version.count; c--) {
      const change = log.changes.get(c);
      if (!change || change.version.text !== at.text || (change.from <= to && change.to >= from)) {
        return false;
      }
      at = change.after;
    }
    return at.text === part.version.text;
  }

  /**
   * A change heard: what Redis said of the tournament is forgotten, unless the change is the live
   * one right after it (its version's count the next); then what this process holds stays
   * trusted, at the new version, outside the places the change touched (see `held`).
   */
  private heard({ id: tournamentId, moved }: StandingsChange): void {
    this.heardCount++;
    const key = String(tournamentId);
    const known = this.confirmed.get(key);
    if (moved) this.logMove(tournamentId, moved);
    if (
      known &&
      moved &&
      known.epoch === this.feed.epoch &&
      moved.after.text === known.version.text
    ) {
      this.confirmed.set(key, { ...known, version: moved.version, total: moved.total });
    } else {
      this.confirmed.delete(key);
    }
    if (this.lastHeard.size >= MAX_TOURNAMENTS_HEARD) {
      this.lastHeard.clear();
      this.forgotAt = this.heardCount;
    }
    this.lastHeard.set(tournamentId, this.heardCount);
  }

  /** Keeps a live change heard, by its version's count (see `held`). */
  private logMove(tournamentId: number, moved: Change): void {
    const { built, count } = moved.version;
    let log = this.moves.get(tournamentId);
    if (!log || log.built !== built) {
      if (!log) dropOldest(this.moves, MAX_TOURNAMENTS_HEARD - 1);
      log = { built, changes: new Map() };
      this.moves.set(tournamentId, log);
    }
    // A count heard again (after a Redis failover that lost its change) replaces the first.
    log.changes.delete(count);
    log.changes.set(count, moved);
    // The first kept is the oldest heard.
    if (log.changes.size > CHANGE_LOG) log.changes.delete(log.changes.keys().next().value!);
  }
}
