import { displayName, identityFromClaims } from './social-login.service';

describe('identityFromClaims', () => {
  it('reads Google’s claims, lower-casing the email', () => {
    expect(
      identityFromClaims({
        sub: '1234567890',
        email: 'Asha.Rao@Gmail.com',
        email_verified: true,
        name: ' Asha Rao ',
      }),
    ).toEqual({
      sub: '1234567890',
      email: 'asha.rao@gmail.com',
      emailVerified: true,
      name: 'Asha Rao',
    });
  });

  it.each([
    [true, true],
    ['true', true], // Apple sends a string
    [false, false],
    ['false', false],
    [undefined, false],
  ])('email_verified %p counts as %p', (claim, verified) => {
    const identity = identityFromClaims({ sub: 's', email: 'a@b.co', email_verified: claim });
    expect(identity?.emailVerified).toBe(verified);
  });

  it('has no email (and so no verified email) when the token has none', () => {
    expect(identityFromClaims({ sub: 's', email_verified: true })).toEqual({
      sub: 's',
      email: null,
      emailVerified: false,
      name: null,
    });
  });

  it.each([[{}], [{ sub: '' }], [{ sub: 42 }], [{ sub: 'x'.repeat(256) }]])(
    'refuses a token that names nobody: %j',
    (claims) => {
      expect(identityFromClaims(claims as never)).toBeNull();
    },
  );
});

describe('displayName', () => {
  const identity = { sub: 's', email: 'gamer.one@example.com', emailVerified: true };

  it('prefers the name claim, then the email’s local part', () => {
    expect(displayName({ ...identity, name: 'Asha Rao' })).toBe('Asha Rao');
    expect(displayName({ ...identity, name: null })).toBe('gamer.one');
  });

  it('caps the name at 60 characters', () => {
    expect(displayName({ ...identity, name: 'é'.repeat(80) })).toBe('é'.repeat(60));
  });
});
