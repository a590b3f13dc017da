import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { AuthCodesRepository } from './auth-codes.repository';
import { hashSecret } from './secrets';

// Stored values.
export type CodePurpose = 'verify_email' | 'reset_password';

const LIFETIME_MS: Record<CodePurpose, number> = {
  verify_email: 24 * 3_600_000,
  reset_password: 3_600_000,
};

/** A code just used: whose it was and when it was mailed. */
export interface UsedCode {
  userId: string;
  issuedAt: Date;
}

/** One-time codes sent as links by mail (the spec's oobCode). */
@Injectable()
export class AuthCodesService {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly codes: AuthCodesRepository,
  ) {
    // A key of its own, derived from the server's secret.
    this.key = createHmac('sha256', config.jwtSecret).update('gamehub auth codes').digest();
  }

  /**
   * Issues the code of one mail job and returns it; only its hash is stored. The code is the
   * job's (256 bits keyed by the server's secret over its idempotency key): a retry after a
   * send whose transaction then failed mails the same code, so the mail already delivered
   * still works. Issuing it again keeps the stored row (its lifetime and whether it was used).
   */
  async issue(
    manager: EntityManager,
    userId: string,
    purpose: CodePurpose,
    jobKey: string,
  ): Promise<string> {
    const code = createHmac('sha256', this.key).update(`${purpose}\n${jobKey}`).digest('base64url');
    await this.codes.insert(manager, hashSecret(code), userId, purpose, LIFETIME_MS[purpose]);
    return code;
  }

  /** Whether the code would be accepted now (unused, unexpired, of this kind), without using it. */
  async isUsable(manager: EntityManager, code: string, purpose: CodePurpose): Promise<boolean> {
    return this.codes.isUsable(manager, hashSecret(code), purpose);
  }

  /** The user of a code that was used already, or null. */
  async usedBy(manager: EntityManager, code: string, purpose: CodePurpose): Promise<string | null> {
    return this.codes.usedBy(manager, hashSecret(code), purpose);
  }

  /** Uses the code once: returns its user, or null when unknown, used, expired or of another kind. */
  async consume(
    manager: EntityManager,
    code: string,
    purpose: CodePurpose,
  ): Promise<UsedCode | null> {
    return this.codes.consume(manager, hashSecret(code), purpose);
  }
}
