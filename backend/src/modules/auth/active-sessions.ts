import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { queryRows } from '../../database/query-rows';
import { createRedis } from '../../events/redis';
import { Revoked, SessionCache } from './session-cache';

/** Sessions remembered per process at most; past it the oldest go (a few MB). */
const MAX_CACHED_SESSIONS = 50_000;

/**
 * Is this session still live? Every bearer call and socket handshake asks. PostgreSQL is the
 * truth; each API process remembers sessions it saw live for SESSION_CACHE_MS, and forgets them
 * when any process revokes them: the revoker publishes the ids on a Redis channel after its
 * transaction commits, and every process (itself too) drops them at once. A process caches only
 * while it is subscribed, so a revocation it could not hear never leaves a stale entry behind;
 * one whose publish fails (the revoker lost Redis) is bounded by SESSION_CACHE_MS.
 */
@Injectable()
export class ActiveSessions implements OnModuleDestroy {
  private readonly logger = new Logger('ActiveSessions');
  private readonly cache: SessionCache;
  private readonly channel: string;
  // Opened on first use: the worker imports this module but never checks a session.
  private subscriber?: Redis;
  private publisher?: Redis;
  private listening = false;
  private stopped = false;
  // Bumped whenever listening starts or stops: a read that began under another epoch may have
  // missed a revocation, so its answer is not remembered.
  private epoch = 0;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cache = new SessionCache(config.sessionCacheMs, MAX_CACHED_SESSIONS);
    this.channel = `${config.redisPrefix}:sessions:revoked`;
  }

  /** True when the session exists, belongs to the user and is not revoked. */
  async isActive(sessionId: string, userId: string): Promise<boolean> {
    if (this.listening && this.cache.isActive(sessionId, userId)) return true;
    if (!this.subscriber && !this.stopped && this.config.sessionCacheMs > 0) this.listen();
    const epoch = this.listening ? this.epoch : -1;
    const rows = queryRows<unknown>(
      await this.dataSource.query(
        `SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
        [sessionId, userId],
      ),
    );
    if (rows.length === 0) return false;
    if (this.listening && epoch === this.epoch) this.cache.remember(sessionId, userId);
    return true;
  }

  /** Whether a check of this session would be answered from memory (for tests and diagnostics). */
  isRemembered(sessionId: string, userId: string): boolean {
    return this.listening && this.cache.isActive(sessionId, userId);
  }

  /**
   * Call after the revoking transaction commits (before, another process could read the
   * session still live and remember it). Never fails: the revocation itself is committed.
   */
  async revoked(revoked: Revoked): Promise<void> {
    if (this.config.sessionCacheMs === 0) return;
    this.cache.revoke(revoked);
    try {
      this.publisher ??= createRedis(this.config, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        commandTimeout: 1000,
      });
      await this.publisher.publish(this.channel, JSON.stringify(revoked));
    } catch (err) {
      this.logger.warn(
        `revocation not published; other instances may accept the session for up to ` +
          `${this.config.sessionCacheMs} ms: ${(err as Error).message}`,
      );
    }
  }

  private listen(): void {
    // Subscribed by hand on every (re)connection, so caching resumes only once it is confirmed.
    const subscriber = createRedis(this.config, {
      autoResubscribe: false,
      maxRetriesPerRequest: null,
    });
    this.subscriber = subscriber;
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).then(
        () => this.setListening(true),
        (err: Error) => this.logger.warn(`session revocations not heard: ${err.message}`),
      );
    });
    subscriber.on('close', () => this.setListening(false));
    // ioredis reconnects by itself; until then every check reads PostgreSQL.
    subscriber.on('error', () => undefined);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.cache.revoke(parseRevoked(message));
    });
  }

  private setListening(listening: boolean): void {
    if (this.listening === listening) return;
    this.listening = listening;
    this.epoch++;
    if (listening) return;
    // What we knew may have been revoked while we could not hear it.
    this.cache.clear();
    if (!this.stopped) {
      this.logger.warn(
        'session revocations not heard: every check reads PostgreSQL until Redis is back',
      );
    }
  }

  onModuleDestroy(): void {
    this.stopped = true;
    this.setListening(false);
    this.subscriber?.disconnect();
    this.publisher?.disconnect();
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
