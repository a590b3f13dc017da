import { openSuccessor, sealSuccessor } from './refresh-successor';
import { newSecret } from './secrets';

describe('a refresh token’s sealed successor', () => {
  const secret = Buffer.from('server-secret-server-secret-0123');
  const previous = newSecret();
  const successor = newSecret();

  it('opens with the previous token and the secret', () => {
    const sealed = sealSuccessor(previous, successor, secret);
    expect(openSuccessor(previous, sealed, secret)).toBe(successor);
  });

  it('does not hold the successor in clear, and seals it anew each time', () => {
    const sealed = sealSuccessor(previous, successor, secret);
    expect(sealed.toString('latin1')).not.toContain(successor);
    expect(sealed.toString('base64url')).not.toContain(successor);
    expect(sealSuccessor(previous, successor, secret).equals(sealed)).toBe(false);
  });

  it('opens with neither another token nor another secret, nor once altered', () => {
    const sealed = sealSuccessor(previous, successor, secret);
    expect(openSuccessor(newSecret(), sealed, secret)).toBeNull();
    expect(
      openSuccessor(previous, sealed, Buffer.from('another-secret-another-secret-01')),
    ).toBeNull();
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] ^= 1;
    expect(openSuccessor(previous, altered, secret)).toBeNull();
    expect(openSuccessor(previous, Buffer.alloc(3), secret)).toBeNull();
  });
});
