import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { Broadcast } from '../../events/broadcast';
import { Revoked, SessionCache } from './session-cache';
import { SessionsRepository } from './sessions.repository';

/** Sessions remembered per process at most; past it the oldest go (a few MB). */
const MAX_CACHED_SESSIONS = 50_000;

/**
 * Is this session still live? Every bearer call, socket handshake and socket message asks.
 * PostgreSQL is the truth; each API process remembers sessions it saw live for SESSION_CACHE_MS,
 * and forgets them when any process revokes them: the revoker publishes the ids on a Redis
 * channel after its transaction commits, and every process (itself too) drops them at once and
 * tells its listeners (the socket gateways close those sessions' sockets). A process caches only
 * while it is subscribed, so a revocation it could not hear never leaves a stale entry behind;
 * one whose publish fails (the revoker lost Redis) is bounded by SESSION_CACHE_MS.
 */
@Injectable()
export class ActiveSessions implements OnModuleDestroy {
  private readonly cache: SessionCache;
  private readonly revocations: Broadcast;
  private readonly listeners = new Set<(revoked: Revoked) => void>();
  private readonly logger = new Logger('ActiveSessions');

  constructor(
    private readonly store: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cache = new SessionCache(config.sessionCacheMs, MAX_CACHED_SESSIONS);
    this.revocations = new Broadcast(config, {
      channel: 'sessions:revoked',
      heard: (message) => this.heard(parseRevoked(message)),
      // What we knew may have been revoked while we could not hear it.
      missed: () => this.cache.clear(),
      logger: this.logger,
      ifLost:
        `other instances may accept its sessions for up to ${config.sessionCacheMs} ms, ` +
        'their open sockets until they next send',
    });
  }

  /** True when the session exists, belongs to the user and is not revoked. */
  async isActive(sessionId: string, userId: string): Promise<boolean> {
    const { revocations } = this;
    if (revocations.listening && this.cache.isActive(sessionId, userId)) return true;
    // Subscribed on first use: the worker imports this module but never checks a session.
    if (this.config.sessionCacheMs > 0) void revocations.listen();
    const epoch = revocations.listening ? revocations.epoch : -1;
    if (!(await this.store.isActive(sessionId, userId))) return false;
    if (revocations.listening && epoch === revocations.epoch)
      this.cache.remember(sessionId, userId);
    return true;
  }

  /** Whether a check of this session would be answered from memory (for tests and diagnostics). */
  isRemembered(sessionId: string, userId: string): boolean {
    return this.revocations.listening && this.cache.isActive(sessionId, userId);
  }

  /**
   * Call after the revoking transaction commits (before, another process could read the
   * session still live and remember it, and a closed socket could reconnect on it). Never
   * fails: the revocation itself is committed. Published even without a cache: sockets hear it.
   */
  async revoked(revoked: Revoked): Promise<void> {
    await this.revocations.publish(JSON.stringify(revoked), 'revocation');
  }

  /** Tells `listener` of every revocation from now on, this process's and the others'. */
  onRevoked(listener: (revoked: Revoked) => void): () => void {
    this.listeners.add(listener);
    void this.revocations.listen();
    return () => this.listeners.delete(listener);
  }

  private heard(revoked: Revoked): void {
    this.cache.revoke(revoked);
    for (const listener of this.listeners) {
      try {
        listener(revoked);
      } catch (err) {
        this.logger.warn(`A revocation's listener failed: ${(err as Error).message}`);
      }
    }
  }

  onModuleDestroy(): void {
    this.revocations.close();
  }
}

function parseRevoked(message: string): Revoked {
  try {
    const parsed = JSON.parse(message) as Revoked;
    const ids = (list: unknown) =>
      Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
    return { sessions: ids(parsed.sessions), users: ids(parsed.users) };
  } catch {
    return {};
  }
}
