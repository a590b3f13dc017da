import { Inject, Injectable } from '@nestjs/common';
import { jwtVerify, SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { isMailType, MailType } from './notification-types';
import { notificationErrors } from './notifications.errors';

const ISSUER = 'gamehub';
/** Not the access tokens' audience: an unsubscribe token is never a bearer token, nor back. */
const AUDIENCE = 'gamehub-mail-unsubscribe';

/**
 * The token of a mail's unsubscribe link: a JWT (HS256) naming the player and the mail type,
 * signed with a key derived from JWT_SECRET for this use alone. It does not expire: a link in an
 * old mail must still work, and all it can do is turn one kind of mail off.
 */
@Injectable()
export class UnsubscribeTokens {
  private readonly key: Uint8Array;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'jwtSecret'>) {
    this.key = createHmac('sha256', config.jwtSecret).update('gamehub mail unsubscribe').digest();
  }

  sign(userId: string, type: MailType): Promise<string> {
    return new SignJWT({ mt: type })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .sign(this.key);
  }

  /** The player and mail type a token names; a tampered or foreign token is refused (400). */
  async verify(token: string): Promise<{ userId: string; type: MailType }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      if (typeof payload.sub !== 'string' || !isMailType(payload.mt)) throw new Error('claims');
      return { userId: payload.sub, type: payload.mt };
    } catch {
      throw notificationErrors.unsubscribeTokenInvalid();
    }
  }
}
