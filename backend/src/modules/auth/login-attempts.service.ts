import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { createRedis } from '../../events/redis';
import { authErrors } from './auth.errors';

const MAX_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * Failed logins per account, counted in Redis (shared by every API instance): after five in
 * 15 minutes the account refuses logins until the window passes, whatever the IP.
 */
@Injectable()
export class LoginAttemptsService implements OnModuleDestroy {
  private readonly redis;
  private readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = createRedis(config, { maxRetriesPerRequest: 2 });
    this.prefix = `${config.redisPrefix}:login-failures:`;
  }

  async assertAllowed(email: string): Promise<void> {
    const key = this.prefix + email;
    const failures = Number(await this.redis.get(key));
    if (failures >= MAX_FAILURES) {
      const ttl = await this.redis.ttl(key);
      const minutes = Math.max(1, Math.ceil(ttl / 60));
      throw authErrors.tooManyLoginAttempts(minutes);
    }
  }

  async recordFailure(email: string): Promise<void> {
    const key = this.prefix + email;
    if ((await this.redis.incr(key)) === 1) await this.redis.expire(key, WINDOW_SECONDS);
  }

  async reset(email: string): Promise<void> {
    await this.redis.del(this.prefix + email);
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}
