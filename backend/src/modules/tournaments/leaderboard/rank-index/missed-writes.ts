import type { StandingsVersion } from '../standings-version';

/** How often a reader of an index that missed writes asks again for its rebuild. */
export const REBUILD_ASK_EVERY_MS = 5000;

/**
 * Tournaments whose index missed a write from this process (Redis was down): read from SQL
 * until a rebuild finishes after the miss, which is asked for until one does.
 */
export class MissedWrites {
  private readonly missed = new Map<number, { at: number; askedAt: number }>();

  constructor(private readonly requestRebuild: (tournamentId: number) => Promise<void>) {}

  /** A write of this process did not reach the index. */
  note(tournamentId: number): void {
    this.missed.set(tournamentId, { at: Date.now(), askedAt: 0 });
  }

  has(tournamentId: number): boolean {
    return this.missed.has(tournamentId);
  }

  /**
   * Whether the index, read at `version`, still lacks a write this process could not make; if so,
   * its rebuild is asked for again every REBUILD_ASK_EVERY_MS.
   */
  lacksWrites(tournamentId: number, version: StandingsVersion): boolean {
    const missed = this.missed.get(tournamentId);
    if (!missed) return false;
    // The version starts with the time the last rebuild finished.
    if (Number(version.built) > missed.at) {
      this.missed.delete(tournamentId);
      return false;
    }
    if (Date.now() - missed.askedAt >= REBUILD_ASK_EVERY_MS) void this.ask(tournamentId);
    return true;
  }

  /** Redis answers again: every index that missed a write is asked to be rebuilt. */
  askAll(): void {
    for (const id of this.missed.keys()) void this.ask(id);
  }

  private async ask(tournamentId: number): Promise<void> {
    const missed = this.missed.get(tournamentId);
    if (missed) missed.askedAt = Date.now();
    await this.requestRebuild(tournamentId);
  }
}
