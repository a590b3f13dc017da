import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';

/**
 * Known-device tokens: a random device id signed for one account (its normalised email), given
 * to the client at each successful login and sent back with the next ones. A device that signed
 * in before gets past the limits strangers' guesses fill (auth-limits.ts). Nothing is stored:
 * only a login with the right password hands one out, and the signature ties it to its account.
 */
@Injectable()
export class KnownDevices {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // A key of its own, derived from the server's secret.
    this.key = createHmac('sha256', config.jwtSecret).update('gamehub known devices').digest();
  }

  /** A token for a device new to the account. */
  issue(account: string): string {
    const device = randomBytes(16).toString('base64url');
    return `${device}.${this.sign(account, device)}`;
  }

  /** The device id of a token issued for this account; null for any other token or none. */
  deviceOf(token: string | undefined, account: string): string | null {
    const [device, signature, ...rest] = token?.split('.') ?? [];
    if (!device || !signature || rest.length) return null;
    const expected = Buffer.from(this.sign(account, device));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? device : null;
  }

  private sign(account: string, device: string): string {
    return createHmac('sha256', this.key).update(`${account}\n${device}`).digest('base64url');
  }
}
