import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { OutboxService } from '../../events/outbox.service';
import { idempotencyKey } from '../../events/queues';
import { ReferralsService } from '../referrals';
import { UsersService, UserViewDto } from '../users';
import { AuthCodesService } from './auth-codes.service';
import { authErrors } from './auth.errors';
import { SignupDto } from './dto/auth.dto';
import { LoginAttemptsService } from './login-attempts.service';
import { hashPassword, verifyPassword } from './passwords';
import { newReferralCode } from './secrets';
import { TokenPair, TokensService } from './tokens.service';

export interface SignedIn extends TokenPair {
  user: UserViewDto;
}

/** A password login also answers the device's known-device token (known-devices.ts). */
export interface LoggedIn extends SignedIn {
  device_token: string;
}

/** How long after its mail a verification link also signs the player in (a reset link's life). */
export const VERIFY_SIGN_IN_MS = 3_600_000;

/** We are the identity provider: accounts, email verification, passwords and sessions. */
@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly codes: AuthCodesService,
    private readonly tokens: TokensService,
    private readonly attempts: LoginAttemptsService,
    private readonly outbox: OutboxService,
    private readonly referrals: ReferralsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Creates the account and, in the same transaction, the verification mail's event. An address
   * that has an account is answered the same (nobody learns from the form which addresses do):
   * nothing changes, and its owner is mailed that someone tried.
   */
  async signup(input: SignupDto): Promise<void> {
    const passwordHash = await hashPassword(input.password, this.config.passwordHashCost);
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.users.createWithPassword(manager, {
        name: input.name,
        email: input.email,
        passwordHash,
        country: input.country,
        gender: input.gender,
        referralCode: newReferralCode(),
        invitedByCode: input.invite || null,
      });
      if (!userId) return this.mailSignupAttempt(manager, input.email);
      await this.referrals.attribute(manager, userId);
      await this.mailVerification(manager, userId);
    });
  }

  async verifyEmail(code: string): Promise<SignedIn | null> {
    return this.dataSource.transaction(async (manager) => {
      const used = await this.codes.consume(manager, code, 'verify_email');
      if (!used) {
        // A link used again (a second click, a mail client's preview) once the address is
        // verified: say so, rather than that something went wrong.
        const owner = await this.codes.usedBy(manager, code, 'verify_email');
        if (owner && (await this.users.isEmailVerified(owner))) {
          throw authErrors.emailAlreadyVerified();
        }
        throw authErrors.verificationLinkInvalid();
      }
      await this.users.markEmailVerified(manager, used.userId);
      await this.referrals.reachSignup(manager, used.userId);
      // A link opened soon after it was mailed signs that device in, as a login would (the link
      // proves the mailbox as a reset link does); an older one may have been forwarded or lain
      // in a shared inbox, so it only verifies.
      if (Date.now() - used.issuedAt.getTime() > VERIFY_SIGN_IN_MS) return null;
      const user = await this.users.getIn(manager, used.userId);
      return {
        ...(await this.tokens.openSession(used.userId, manager)),
        user: this.users.toView(user),
      };
    });
  }

  /** Sends a new link to an unverified account; answers the same whatever the email. */
  async resendVerification(email: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.users.unverifiedIdByEmail(manager, email);
      if (userId) await this.mailVerification(manager, userId);
    });
  }

  /**
   * Checks the password once the attempt is counted (LoginAttemptsService): only a wrong one
   * stays counted. An unknown email goes the same way, to the same answer.
   */
  async login(
    email: string,
    password: string,
    address: string,
    deviceToken?: string,
  ): Promise<LoggedIn> {
    // Read first: an outage answers 503 before anything is counted against the player.
    const user = await this.users.findForLogin(email);
    const passwordHash = user?.passwordHash ?? null;
    const attempt = await this.attempts.begin({ email, address, passwordHash, deviceToken });
    if (!(await verifyPassword(passwordHash, password, this.config.passwordHashCost)) || !user)
      throw authErrors.loginFailed();
    const device_token = await this.attempts.succeeded(attempt);
    if (!user.emailVerifiedAt) throw authErrors.emailNotVerified();
    return {
      ...(await this.tokens.openSession(user.id)),
      user: this.users.toView(user),
      device_token,
    };
  }

  /** Mails a reset link to a real account; answers the same whatever the email. */
  async forgotPassword(email: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.users.idByEmail(manager, email);
      if (!userId) return;
      await this.outbox.add(manager, {
        name: 'mail.reset_password',
        payload: { userId },
        idempotencyKey: idempotencyKey('mail.reset_password', userId, randomUUID()),
      });
    });
  }

  /** Refuses a reset link that would not work, before the player types a new password. */
  async checkResetCode(code: string): Promise<void> {
    if (!(await this.codes.isUsable(this.dataSource.manager, code, 'reset_password'))) {
      throw authErrors.resetLinkInvalid();
    }
  }

  /** Sets a new password from a reset code, and ends every session of the account. */
  async resetPassword(code: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password, this.config.passwordHashCost);
    const userId = await this.dataSource.transaction(async (manager) => {
      const owner = (await this.codes.consume(manager, code, 'reset_password'))?.userId;
      if (!owner) throw authErrors.resetLinkInvalid();
      await this.users.resetPassword(manager, owner, passwordHash);
      // A mailed reset link proves the address too.
      await this.referrals.reachSignup(manager, owner);
      await this.tokens.revokeAllSessions(manager, owner);
      return owner;
    });
    await this.tokens.allSessionsRevoked(userId);
  }

  /** At most one "someone tried to sign up" mail per account an hour, however often they try. */
  private async mailSignupAttempt(manager: EntityManager, email: string): Promise<void> {
    const userId = await this.users.idByEmail(manager, email);
    if (!userId) return;
    const hour = new Date().toISOString().slice(0, 13);
    await this.outbox.add(manager, {
      name: 'mail.signup_attempt',
      payload: { userId },
      idempotencyKey: idempotencyKey('mail.signup_attempt', userId, hour),
    });
  }

  private async mailVerification(manager: EntityManager, userId: string): Promise<void> {
    await this.outbox.add(manager, {
      name: 'mail.verify_email',
      payload: { userId },
      idempotencyKey: idempotencyKey('mail.verify_email', userId, randomUUID()),
    });
  }
}
