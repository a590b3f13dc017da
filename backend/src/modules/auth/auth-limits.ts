import type { RateRule, RateRules, RateSubject } from '../../common/rate-limit';
import { authErrors } from './auth.errors';
import { normalizeEmail } from './dto/auth.dto';

/** Failed logins are counted over 15 minutes. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** Failed logins to one account from one address before that address waits for the window. */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/**
 * Failed logins to one account from anywhere before the account refuses logins (the lockout).
 * Above the per-address count, so nobody on one address can lock another player out alone.
 */
export const FAILURES_PER_ACCOUNT = 10;

/** The account a request names: its email, as the DTO normalises it; null when it has none. */
function accountOf({ body }: RateSubject): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() ? normalizeEmail(email) : null;
}

function accountAndAddress(subject: RateSubject): string | null {
  const account = accountOf(subject);
  return account === null ? null : `${account}|${subject.address}`;
}

const lockedOut = (seconds: number) => authErrors.tooManyLoginAttempts(Math.ceil(seconds / 60));

/** Calls per minute from one address: a ceiling sized for a shared (carrier NAT) address. */
const perAddress = (name: string, limit: number): RateRule => ({
  name,
  limit,
  windowSeconds: 60,
  key: ({ address }) => address,
});

/**
 * Login attempts per account and address, and per account: each attempt counts when it starts
 * (so parallel guesses are counted too) and LoginAttemptsService clears them when the password
 * is right, so what is left counts failures only.
 */
export const LOGIN_FAILURE_RULES: RateRule[] = [
  {
    name: 'login-failures:account-address',
    limit: FAILURES_PER_ACCOUNT_AND_ADDRESS,
    windowSeconds: FAILURE_WINDOW_SECONDS,
    key: accountAndAddress,
    error: lockedOut,
    strict: true,
  },
  {
    name: 'login-failures:account',
    limit: FAILURES_PER_ACCOUNT,
    windowSeconds: FAILURE_WINDOW_SECONDS,
    key: accountOf,
    error: lockedOut,
    strict: true,
  },
];

/**
 * Auth calls' limits: a high ceiling per address (LOGIN_LIMIT_PER_ADDRESS,
 * SIGNUP_LIMIT_PER_ADDRESS) and tight ones per account, or per account and address.
 */
export const authLimits = {
  login: ((config) => [
    perAddress('login', config.loginLimitPerAddress),
    ...LOGIN_FAILURE_RULES,
  ]) satisfies RateRules,
  /** Social login, token refresh, email verification, password reset: nothing to guess. */
  signIn: ((config) => [perAddress('sign-in', config.loginLimitPerAddress)]) satisfies RateRules,
  signup: ((config) => [
    perAddress('signup', config.signupLimitPerAddress),
    { name: 'signup:account-address', limit: 5, windowSeconds: 10 * 60, key: accountAndAddress },
  ]) satisfies RateRules,
  /** Calls that mail an address: few per address, whoever asks. */
  mail: ((config) => [
    perAddress('mail', config.signupLimitPerAddress),
    { name: 'mail:account', limit: 5, windowSeconds: FAILURE_WINDOW_SECONDS, key: accountOf },
  ]) satisfies RateRules,
};
