import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';

/** The client's pages that mails link to (SPEC §2): every address a mail carries is made here. */
@Injectable()
export class MailLinks {
  private readonly appUrl: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.appUrl = config.appUrl;
  }

  verifyEmail(code: string): string {
    return this.authAction('verifyEmail', code);
  }

  resetPassword(code: string): string {
    return this.authAction('resetPassword', code);
  }

  login(): string {
    return `${this.appUrl}/login`;
  }

  /** My Winnings is a tab of the profile. */
  winnings(): string {
    return `${this.appUrl}/profile`;
  }

  myOrders(): string {
    return `${this.appUrl}/my-orders`;
  }

  referEarn(): string {
    return `${this.appUrl}/refer-earn`;
  }

  /** The page that turns off the kind of mail its signed token names. */
  unsubscribe(token: string): string {
    return `${this.appUrl}/unsubscribe?${new URLSearchParams({ token }).toString()}`;
  }

  /** The newsletter's confirm and unsubscribe page, with its signed query. */
  newsletter(query: URLSearchParams): string {
    return `${this.appUrl}/newsletter?${query.toString()}`;
  }

  private authAction(mode: 'verifyEmail' | 'resetPassword', code: string): string {
    return `${this.appUrl}/auth/action?${new URLSearchParams({ mode, oobCode: code }).toString()}`;
  }
}
