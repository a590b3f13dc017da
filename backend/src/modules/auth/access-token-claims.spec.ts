import { accessTokenClaims } from './access-token-claims';

const complete = { sub: 'user-1', sid: 'session-1', iat: 1_700_000_000, exp: 1_700_000_900 };

describe('accessTokenClaims', () => {
  it('answers the claims of a token that carries them all', () => {
    expect(accessTokenClaims({ ...complete, iss: 'gamehub', aud: 'gamehub-web' })).toEqual(
      complete,
    );
  });

  it.each([
    ['without exp', { ...complete, exp: undefined }],
    ['without iat', { ...complete, iat: undefined }],
    ['without sub', { ...complete, sub: undefined }],
    ['without sid', { ...complete, sid: undefined }],
    ['with an empty sub', { ...complete, sub: '' }],
    ['with an empty sid', { ...complete, sid: '' }],
    ['with exp as text', { ...complete, exp: '1700000900' }],
    ['with iat as text', { ...complete, iat: '1700000000' }],
    ['with a numeric sub', { ...complete, sub: 42 }],
    ['with an object sid', { ...complete, sid: { id: 'session-1' } }],
    ['that is a string', 'user-1'],
    ['that is null', null],
  ])('refuses a payload %s', (_case, payload) => {
    expect(accessTokenClaims(payload)).toBeNull();
  });
});
