import {
  FAILURES_PER_ACCOUNT_AND_ADDRESS,
  FAILURES_PER_ADDRESS,
  FAILURES_PER_KNOWN_DEVICE,
  LOGIN_RULES,
  loginLimits,
  LoginTrust,
  MAX_SLOWDOWN_SECONDS,
  slowdownSeconds,
} from './auth-limits';

describe('slowdownSeconds', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 1],
    [11, 2],
    [12, 4],
    [14, 16],
    [15, MAX_SLOWDOWN_SECONDS],
    [10_000, MAX_SLOWDOWN_SECONDS],
  ])('after %i failures from unknown addresses, makes them wait %i s between tries', (n, s) => {
    expect(slowdownSeconds(n)).toBe(s);
  });

  it('stays well under a minute, so the owner gets in from a new address within one', () => {
    expect(MAX_SLOWDOWN_SECONDS).toBeLessThan(60);
  });
});

describe('loginLimits', () => {
  const names = (rules: { name: string; limit: number; windowSeconds: number }[]) =>
    rules.map((r) => `${r.name} ${r.limit}/${r.windowSeconds}s`);

  it.each<[LoginTrust, number, string[], string[], string[]]>([
    [
      'device',
      50,
      [`login-failures:account-device ${FAILURES_PER_KNOWN_DEVICE}/900s`],
      [`login-failures:account-device ${FAILURES_PER_KNOWN_DEVICE}/900s`],
      [],
    ],
    [
      'address',
      50,
      [`login-failures:account-address ${FAILURES_PER_ACCOUNT_AND_ADDRESS}/900s`],
      [
        `login-failures:account-address ${FAILURES_PER_ACCOUNT_AND_ADDRESS}/900s`,
        'login-slowdown:account-address 1/1s',
      ],
      [],
    ],
    [
      'unknown',
      3,
      [
        `login-failures:account-address ${FAILURES_PER_ACCOUNT_AND_ADDRESS}/900s`,
        `login-failures:address ${FAILURES_PER_ADDRESS}/900s`,
        `login-failures:account-unknown ${Number.MAX_SAFE_INTEGER}/900s`,
      ],
      [
        `login-failures:account-address ${FAILURES_PER_ACCOUNT_AND_ADDRESS}/900s`,
        'login-slowdown:account-address 1/1s',
      ],
      [
        `login-failures:address ${FAILURES_PER_ADDRESS}/900s`,
        `login-failures:account-unknown ${Number.MAX_SAFE_INTEGER}/900s`,
      ],
    ],
    [
      'unknown',
      12,
      [
        `login-failures:account-address ${FAILURES_PER_ACCOUNT_AND_ADDRESS}/900s`,
        `login-failures:address ${FAILURES_PER_ADDRESS}/900s`,
        `login-failures:account-unknown ${Number.MAX_SAFE_INTEGER}/900s`,
        'login-slowdown:account-address 1/4s',
      ],
      [
        `login-failures:account-address ${FAILURES_PER_ACCOUNT_AND_ADDRESS}/900s`,
        'login-slowdown:account-address 1/1s',
      ],
      [
        `login-failures:address ${FAILURES_PER_ADDRESS}/900s`,
        `login-failures:account-unknown ${Number.MAX_SAFE_INTEGER}/900s`,
      ],
    ],
  ])(
    'a %s source on an account with %i failures: counts %j, a success clears %j and takes back %j',
    (trust, failures, counted, cleared, takenBack) => {
      const limits = loginLimits(trust, failures);
      expect(names(limits.counted)).toEqual(counted);
      expect(names(limits.clearedBySuccess)).toEqual(cleared);
      expect(names(limits.takenBackBySuccess)).toEqual(takenBack);
    },
  );

  const subject = (password: string, device: string | null = null) => ({
    address: '203.0.113.7',
    body: { account: 'asha@example.com', epoch: password, address: '203.0.113.7', device },
  });

  it('starts the account’s counters again when its password changes, but keeps its known addresses', () => {
    const before = subject('first', 'd1');
    const after = subject('second', 'd1');
    for (const rule of [
      LOGIN_RULES.accountFailures,
      LOGIN_RULES.accountAndAddressFailures,
      LOGIN_RULES.deviceFailures,
      ...loginLimits('unknown', 20).counted.slice(3),
    ]) {
      expect(rule.key(before)).not.toEqual(rule.key(after));
    }
    expect(LOGIN_RULES.knownAddress.key(before)).toEqual(LOGIN_RULES.knownAddress.key(after));
    expect(LOGIN_RULES.addressFailures.key(before)).toEqual(LOGIN_RULES.addressFailures.key(after));
  });

  it('has no device counter without a known device', () => {
    expect(LOGIN_RULES.deviceFailures.key(subject('p'))).toBeNull();
  });
});
