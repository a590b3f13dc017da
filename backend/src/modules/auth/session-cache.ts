import { dropOldest } from '../../common/drop-oldest';

/** What was revoked: sessions by id, and every session of some users. */
export interface Revoked {
  sessions?: string[];
  users?: string[];
}

interface Known {
  userId: string;
  until: number;
}

/**
 * Sessions this process saw active in PostgreSQL within the last `ttlMs`, so a bearer call need
 * not ask again. A revocation drops them and leaves a tombstone for `ttlMs`: a read that
 * started before the revoking commit may answer "active" after it, and must not be remembered.
 *
 * Bounded: past `maxEntries` the oldest entry goes first. Entries are never extended, so the
 * oldest is also the nearest to expiring, and a Map's insertion order is the eviction order.
 */
export class SessionCache {
  private readonly known = new Map<string, Known>();
  // Both in expiry order too: every tombstone lives ttlMs from when it was laid.
  private readonly endedSessions = new Map<string, number>();
  private readonly endedUsers = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the session was seen active for this user less than ttlMs ago and not revoked since. */
  isActive(sessionId: string, userId: string): boolean {
    const hit = this.known.get(sessionId);
    if (!hit) return false;
    if (hit.until <= this.now()) {
      this.known.delete(sessionId);
      return false;
    }
    return hit.userId === userId;
  }

  /** Remembers a session PostgreSQL answered active for, unless it was revoked meanwhile. */
  remember(sessionId: string, userId: string): void {
    if (this.ttlMs === 0) return;
    const now = this.now();
    if (
      tombstoned(this.endedSessions, sessionId, now) ||
      tombstoned(this.endedUsers, userId, now)
    ) {
      return;
    }
    this.known.delete(sessionId);
    this.known.set(sessionId, { userId, until: now + this.ttlMs });
    dropOldest(this.known, this.maxEntries);
  }

  /** Forgets the sessions and users, and caches none of them for ttlMs. */
  revoke({ sessions = [], users = [] }: Revoked): void {
    if (this.ttlMs === 0) return;
    const now = this.now();
    const until = now + this.ttlMs;
    for (const id of sessions) {
      this.known.delete(id);
      lay(this.endedSessions, id, until, now, this.maxEntries);
    }
    if (!users.length) return;
    const ended = new Set(users);
    for (const id of users) lay(this.endedUsers, id, until, now, this.maxEntries);
    for (const [sessionId, entry] of this.known) {
      if (ended.has(entry.userId)) this.known.delete(sessionId);
    }
  }

  /** Forgets everything (revocations may have been missed); tombstones stay. */
  clear(): void {
    this.known.clear();
  }

  get size(): number {
    return this.known.size;
  }
}

function tombstoned(stones: Map<string, number>, id: string, now: number): boolean {
  const until = stones.get(id);
  return until !== undefined && until > now;
}

function lay(stones: Map<string, number>, id: string, until: number, now: number, max: number) {
  stones.delete(id);
  stones.set(id, until);
  // Expired ones are at the front; a full map loses its oldest, which expires first anyway.
  for (const [key, at] of stones) {
    if (at > now && stones.size <= max) break;
    stones.delete(key);
  }
}
