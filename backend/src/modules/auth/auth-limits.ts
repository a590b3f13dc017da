import type { RateRule, RateRules, RateSubject } from '../../common/rate-limits/rate-limit';
import { normalizeEmail } from './dto/auth.dto';

/** Failed logins are counted over 15 minutes. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** Failed logins to one account from one address before that address waits out the window. */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failed logins from one address to accounts it is new to, before it waits out the window. */
export const FAILURES_PER_ADDRESS = 100;
/** Failed logins to one account from one of its known devices before that device waits. */
export const FAILURES_PER_KNOWN_DEVICE = 10;
/** Failed logins to an account from addresses new to it before those addresses are slowed. */
export const SLOWDOWN_AFTER_FAILURES = 10;
/** The slowest an address new to an account is made: one try per this many seconds. */
export const MAX_SLOWDOWN_SECONDS = 30;
/** A login that succeeded from an address makes it known to the account for this long. */
export const KNOWN_ADDRESS_SECONDS = 90 * 24 * 3600;

/**
 * Seconds an address new to the account waits between its tries, once the account has had
 * `failures` failed logins from such addresses in the window: 1 s at SLOWDOWN_AFTER_FAILURES,
 * doubling with each failure after, at most MAX_SLOWDOWN_SECONDS. Never a lock: the owner's
 * first try from a new address is let through at once, a second within the cap.
 */
export function slowdownSeconds(failures: number): number {
  if (failures < SLOWDOWN_AFTER_FAILURES) return 0;
  return Math.min(MAX_SLOWDOWN_SECONDS, 2 ** (failures - SLOWDOWN_AFTER_FAILURES));
}

/** One login attempt as its limits count it (the subject's body, built by LoginAttemptsService). */
export interface LoginSource {
  /** The account's email, normalised; any email, whether it has an account or not. */
  account: string;
  /**
   * Changes with the account's password: counters keyed with it start from nothing after a
   * password reset ('' for an email without a password).
   */
  epoch: string;
  address: string;
  /** The device id of a known-device token valid for this account; null without one. */
  device: string | null;
}

/**
 * How far the attempt's source is trusted: a device that signed in to the account before
 * (its signed token), an address that did, or neither.
 */
export type LoginTrust = 'device' | 'address' | 'unknown';

const sourceOf = ({ body }: RateSubject) => body as LoginSource;
const accountAndAddress = (subject: RateSubject) => {
  const { account, epoch, address } = sourceOf(subject);
  return `${account}|${epoch}|${address}`;
};
/** A counter read or counted, never a limit. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** Login's counters (strict: exact across instances), keyed by LoginSource. */
export const LOGIN_RULES = {
  /** Successful logins per account and address: one makes the address known to the account. */
  knownAddress: {
    name: 'login-known:account-address',
    limit: UNLIMITED,
    windowSeconds: KNOWN_ADDRESS_SECONDS,
    key: (subject) => `${sourceOf(subject).account}|${subject.address}`,
    strict: true,
  },
  /** Failed logins to the account from addresses new to it: how much those are slowed. */
  accountFailures: {
    name: 'login-failures:account-unknown',
    limit: UNLIMITED,
    windowSeconds: FAILURE_WINDOW_SECONDS,
    key: (subject) => `${sourceOf(subject).account}|${sourceOf(subject).epoch}`,
    strict: true,
  },
  accountAndAddressFailures: {
    name: 'login-failures:account-address',
    limit: FAILURES_PER_ACCOUNT_AND_ADDRESS,
    windowSeconds: FAILURE_WINDOW_SECONDS,
    key: accountAndAddress,
    strict: true,
  },
  addressFailures: {
    name: 'login-failures:address',
    limit: FAILURES_PER_ADDRESS,
    windowSeconds: FAILURE_WINDOW_SECONDS,
    key: ({ address }) => address,
    strict: true,
  },
  deviceFailures: {
    name: 'login-failures:account-device',
    limit: FAILURES_PER_KNOWN_DEVICE,
    windowSeconds: FAILURE_WINDOW_SECONDS,
    key: (subject) => {
      const { account, epoch, device } = sourceOf(subject);
      return device === null ? null : `${account}|${epoch}|${device}`;
    },
    strict: true,
  },
} satisfies Record<string, RateRule>;

/** One try per `seconds` from an address new to the account (its window starts at a try). */
function slowdown(seconds: number): RateRule {
  return {
    name: 'login-slowdown:account-address',
    limit: 1,
    windowSeconds: seconds,
    key: accountAndAddress,
    strict: true,
  };
}

/** What one login attempt is counted by, and what its right password undoes. */
export interface LoginLimits {
  /** Checked and counted as the attempt starts, so parallel guesses count too; a full one refuses. */
  counted: RateRule[];
  /** Forgotten after a right password: a success ends its source's run of failures. */
  clearedBySuccess: RateRule[];
  /** A right password takes back its own count only: it was not a failure. */
  takenBackBySuccess: RateRule[];
}

/**
 * The rules of an attempt from a source trusted this far, on an account that has had
 * `accountFailures` failures from unknown sources. A known device answers for itself; a known
 * address for its own failures on the account; an unknown one also for the address's failures
 * everywhere, and is slowed while the account is guessed at, so that nobody elsewhere can lock
 * the owner out.
 */
export function loginLimits(trust: LoginTrust, accountFailures: number): LoginLimits {
  const { accountAndAddressFailures, accountFailures: account, addressFailures } = LOGIN_RULES;
  if (trust === 'device') {
    return {
      counted: [LOGIN_RULES.deviceFailures],
      clearedBySuccess: [LOGIN_RULES.deviceFailures],
      takenBackBySuccess: [],
    };
  }
  if (trust === 'address') {
    return {
      counted: [accountAndAddressFailures],
      clearedBySuccess: [accountAndAddressFailures, slowdown(1)],
      takenBackBySuccess: [],
    };
  }
  const wait = slowdownSeconds(accountFailures);
  return {
    counted: [
      accountAndAddressFailures,
      addressFailures,
      account,
      ...(wait ? [slowdown(wait)] : []),
    ],
    clearedBySuccess: [accountAndAddressFailures, slowdown(1)],
    takenBackBySuccess: [addressFailures, account],
  };
}

/** The account a request names: its email, as the DTO normalises it; null when it has none. */
function accountOf({ body }: RateSubject): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() ? normalizeEmail(email) : null;
}

function accountAndAddressOf(subject: RateSubject): string | null {
  const account = accountOf(subject);
  return account === null ? null : `${account}|${subject.address}`;
}

/** Calls per minute from one address: a ceiling sized for a shared (carrier NAT) address. */
const perAddress = (name: string, limit: number): RateRule => ({
  name,
  limit,
  windowSeconds: 60,
  key: ({ address }) => address,
});

/**
 * Auth calls' limits in the rate-limit guard: a high ceiling per address
 * (LOGIN_LIMIT_PER_ADDRESS, SIGNUP_LIMIT_PER_ADDRESS) and tight ones per account, or per
 * account and address. Login's guessing limits need the account's state and the client's
 * known-device token: LoginAttemptsService applies them (LOGIN_RULES).
 */
export const authLimits = {
  login: ((config) => [perAddress('login', config.loginLimitPerAddress)]) satisfies RateRules,
  /** Social login, token refresh, email verification, password reset: nothing to guess. */
  signIn: ((config) => [perAddress('sign-in', config.loginLimitPerAddress)]) satisfies RateRules,
  signup: ((config) => [
    perAddress('signup', config.signupLimitPerAddress),
    {
      name: 'signup:account-address',
      limit: 5,
      windowSeconds: 10 * 60,
      key: accountAndAddressOf,
    },
  ]) satisfies RateRules,
  /** Calls that mail an address: few per address, whoever asks. */
  mail: ((config) => [
    perAddress('mail', config.signupLimitPerAddress),
    { name: 'mail:account', limit: 5, windowSeconds: FAILURE_WINDOW_SECONDS, key: accountOf },
  ]) satisfies RateRules,
};
