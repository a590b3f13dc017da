import { dropOldest } from '../../../common/drop-oldest';

/**
 * How long a tournament's count of eligible players (the field its pool follows) is kept: until
 * a change of its standings is heard (every change that can make a player eligible, a result or
 * a registration, is published on the feed), at most KEEP_MS; UNHEARD_MS while changes cannot be
 * heard.
 */
const KEEP_MS = 30_000;
const UNHEARD_MS = 2_000;
const MAX_KEPT = 2_000;

/** What the counts listen to: the standings feed (StandingsFeed). */
export interface ChangesHeard {
  listen(listener: (change: { id: number }) => void): () => void;
  readonly listening: boolean;
  readonly epoch: number;
}

interface Count {
  /** The last change heard when the count began: changes numbered up to it are in it. */
  seq: number;
  epoch: number;
}

/**
 * Players ranked for prizes so far, per tournament and per process: counted again once a change
 * of the tournament is heard after the last count began (a change heard while counting may not
 * be in it), so a push or a read that follows a result shows the pool with that result. Callers
 * that arrive while a count they can trust is running share it: a count scans the tournament's
 * entries, and 200 readers of a million-entry board each starting their own held every database
 * connection for seconds (the leaderboard bench fell from ~2,200 to ~100 pages a second).
 */
export class EligibleFields {
  private readonly kept = new Map<number, Count & { count: number; at: number }>();
  private readonly running = new Map<number, Count & { promise: Promise<number> }>();
  /** The feed's changes heard, numbered: the last one of each tournament. */
  private heardSeq = 0;
  private readonly lastHeard = new Map<number, number>();
  private forgottenBefore = 0;
  private stopListening?: () => void;

  constructor(
    private readonly countOf: (eventId: number) => Promise<number>,
    private readonly changes: ChangesHeard,
    private readonly now: () => number = Date.now,
  ) {}

  async of(eventId: number): Promise<number> {
    this.stopListening ??= this.changes.listen(({ id }) => {
      if (this.lastHeard.size >= MAX_KEPT) {
        this.lastHeard.clear();
        this.forgottenBefore = this.heardSeq + 1;
      }
      this.lastHeard.set(id, ++this.heardSeq);
    });
    const lastChange = this.lastHeard.get(eventId) ?? this.forgottenBefore;
    const epoch = this.changes.epoch;
    const kept = this.kept.get(eventId);
    // A count from before the feed last (re)subscribed may have missed changes.
    const keepMs = this.changes.listening && kept?.epoch === epoch ? KEEP_MS : UNHEARD_MS;
    if (kept && kept.seq >= lastChange && this.now() - kept.at < keepMs) return kept.count;
    // One that began after the last change is as fresh as a new one would be.
    const running = this.running.get(eventId);
    if (running && running.seq >= lastChange && running.epoch === epoch) return running.promise;
    return this.count(eventId);
  }

  close(): void {
    this.stopListening?.();
  }

  private count(eventId: number): Promise<number> {
    const at = this.now();
    const started: Count = { seq: this.heardSeq, epoch: this.changes.epoch };
    const promise = this.countOf(eventId).then((count) => {
      // A slower, older count never replaces a newer one.
      const kept = this.kept.get(eventId);
      if (!kept || kept.seq <= started.seq) {
        this.kept.delete(eventId);
        this.kept.set(eventId, { ...started, count, at });
        dropOldest(this.kept, MAX_KEPT);
      }
      return count;
    });
    const settled = () => {
      if (this.running.get(eventId)?.promise === promise) this.running.delete(eventId);
    };
    promise.then(settled, settled);
    this.running.set(eventId, { ...started, promise });
    return promise;
  }
}
