import { Inject, Injectable, Logger } from '@nestjs/common';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { isUniqueViolation } from '../../common/postgres/unique-violation';
import { ReferralsService } from '../referrals';
import { ProviderSubjectField, User, UsersService } from '../users';
import { authErrors } from './auth.errors';
import { SignedIn } from './auth.service';
import { newReferralCode } from './secrets';
import { TokensService } from './tokens.service';

export type SocialProvider = 'google' | 'apple';

const PROVIDERS: Record<
  SocialProvider,
  { label: string; subField: ProviderSubjectField; noEmail: string }
> = {
  google: {
    label: 'Google',
    subField: 'googleSub',
    noEmail: 'Your Google account did not share an email address.',
  },
  apple: {
    label: 'Apple',
    subField: 'appleSub',
    noEmail: 'Your Apple ID did not share an email address.',
  },
};

const ALGORITHMS = ['RS256', 'ES256'];
// Phones and the providers' servers disagree on the time by a few seconds.
const CLOCK_TOLERANCE_SECONDS = 30;
const NAME_MAX = 60;
const EMAIL_MAX = 254;
const SUB_MAX = 255;

/** What a verified ID token tells us about the person. */
export interface SocialIdentity {
  sub: string;
  /** Lower-cased; null when the token has none. */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Reads the claims we use; null when the token names nobody we could store. */
export function identityFromClaims(payload: JWTPayload): SocialIdentity | null {
  const { sub } = payload;
  if (typeof sub !== 'string' || !sub || sub.length > SUB_MAX) return null;
  const rawEmail = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  const email = rawEmail && rawEmail.length <= EMAIL_MAX ? rawEmail : null;
  // Apple sends email_verified as the string "true"; Google as a boolean.
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  const name = typeof payload.name === 'string' ? payload.name.trim() : '';
  return { sub, email, emailVerified: email !== null && verified, name: name || null };
}

/** The display name of a new account: the token's name, else the email's local part. */
export function displayName(identity: SocialIdentity): string {
  const name = identity.name || identity.email?.split('@')[0] || 'Player';
  return Array.from(name).slice(0, NAME_MAX).join('');
}

/** Network trouble reaching the provider's keys, as opposed to a bad token. */
function isProviderUnreachable(err: unknown): boolean {
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid) return true;
  // jose raises the generic error only for a JWKS answer that is not 200 or not JSON.
  if (err instanceof errors.JOSEError) return err.code === 'ERR_JOSE_GENERIC';
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code); // ECONNREFUSED, ENOTFOUND, ...
}

/**
 * Sign-in with a Google or Apple ID token: verified against the provider's published keys, then
 * matched to an account by the provider's subject, else by a verified email, else a new account.
 */
@Injectable()
export class SocialLoginService {
  private readonly logger = new Logger(SocialLoginService.name);
  /** One key set per provider: jose caches the keys and refetches on an unknown kid. */
  private readonly keySets = new Map<SocialProvider, JWTVerifyGetKey>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly referrals: ReferralsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async signIn(provider: SocialProvider, idToken: string, inviteCode?: string): Promise<SignedIn> {
    const identity = await this.verify(provider, idToken);
    const invite = inviteCode?.trim() || null;
    try {
      return await this.signInVerified(provider, identity, invite);
    } catch (err) {
      // A concurrent first sign-in (same sub or email) committed first: it now exists, so the
      // second look-up finds it. UNIQUE constraints decide, never a check-then-act.
      if (!isUniqueViolation(err)) throw err;
      return this.signInVerified(provider, identity, invite);
    }
  }

  private async verify(provider: SocialProvider, idToken: string): Promise<SocialIdentity> {
    const config = this.config[provider];
    const { label } = PROVIDERS[provider];
    if (!config.clientId) {
      throw authErrors.providerDisabled(label);
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keySet(provider), {
        issuer: config.issuers,
        audience: config.clientId,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (err) {
      if (isProviderUnreachable(err)) {
        this.logger.warn(`${label} keys could not be fetched: ${(err as Error).message}`);
        throw authErrors.providerUnavailable(label);
      }
      throw authErrors.idTokenInvalid(label);
    }
    const identity = identityFromClaims(payload);
    if (!identity) throw authErrors.idTokenInvalid(label);
    return identity;
  }

  private keySet(provider: SocialProvider): JWTVerifyGetKey {
    let keys = this.keySets.get(provider);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(this.config[provider].jwksUrl));
      this.keySets.set(provider, keys);
    }
    return keys;
  }

  private signInVerified(
    provider: SocialProvider,
    identity: SocialIdentity,
    invite: string | null,
  ): Promise<SignedIn> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.findOrCreate(manager, provider, identity, invite);
      const session = await this.tokens.openSession(user.id, manager);
      return { ...session, user: this.users.toView(user) };
    });
  }

  private async findOrCreate(
    manager: EntityManager,
    provider: SocialProvider,
    identity: SocialIdentity,
    invite: string | null,
  ): Promise<User> {
    const { subField, noEmail } = PROVIDERS[provider];
    const bySub = await this.users.findBySubjectIn(manager, subField, identity.sub);
    if (bySub) return bySub;
    if (!identity.email) throw authErrors.emailRequired(noEmail);

    const byEmail = await this.users.findByEmailIn(manager, identity.email);
    if (byEmail) {
      // Only a provider-verified address proves the person owns the existing account.
      if (!identity.emailVerified) throw authErrors.emailInUse();
      const linked = await this.users.linkProvider(manager, byEmail.id, subField, identity.sub);
      // The account is already linked to another account of this provider.
      if (!linked) throw authErrors.emailInUse();
      // Linking verifies the address: a referral waiting for it reaches Signup. The invite is
      // not used: the account exists, and its referrer was decided when it was created.
      await this.referrals.reachSignup(manager, byEmail.id);
      return this.users.getIn(manager, byEmail.id);
    }

    const createdId = await this.users.createForProvider(manager, {
      name: displayName(identity),
      email: identity.email,
      emailVerified: identity.emailVerified,
      referralCode: newReferralCode(),
      invitedByCode: invite,
      subjectField: subField,
      subject: identity.sub,
    });
    await this.referrals.attribute(manager, createdId);
    return this.users.getIn(manager, createdId);
  }
}
