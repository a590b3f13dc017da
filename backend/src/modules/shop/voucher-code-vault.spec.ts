import { parseEnv } from '../../config/env';
import { VoucherCodeVault } from './voucher-code-vault';

const key = (byte: number) => Buffer.alloc(32, byte).toString('base64');
const vault = (keys: string, current?: string) =>
  new VoucherCodeVault(
    parseEnv({
      VOUCHER_CODE_KEYS: keys,
      VOUCHER_CODE_KEY_ID: current,
      VOUCHER_CODE_HASH_KEY: key(9),
    }),
  );

describe('VoucherCodeVault', () => {
  it('seals a code so the stored text never contains it, and opens it again', () => {
    const v = vault(`k1:${key(1)}`);
    const sealed = v.seal('  AMZN-1234-ABCD ');
    expect(sealed.keyId).toBe('k1');
    expect(sealed.cipher).not.toContain('AMZN');
    expect(Buffer.from(sealed.cipher, 'base64').toString('latin1')).not.toContain('AMZN-1234');
    expect(v.open(sealed)).toBe('AMZN-1234-ABCD');
  });

  it('uses a fresh iv per seal, while the hash of a code stays the same', () => {
    const v = vault(`k1:${key(1)}`);
    const a = v.seal('GIFT-0001');
    const b = v.seal(' GIFT-0001');
    expect(a.cipher).not.toBe(b.cipher);
    expect(a.hash).toBe(b.hash);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(v.hash('GIFT-0002')).not.toBe(a.hash);
  });

  it('keeps opening codes sealed under an older key after rotation', () => {
    const before = vault(`old:${key(1)}`);
    const sealed = before.seal('CODE-OLD');
    const after = vault(`new:${key(2)},old:${key(1)}`, 'new');
    expect(after.open(sealed)).toBe('CODE-OLD');
    expect(after.seal('CODE-NEW').keyId).toBe('new');
  });

  it('refuses altered ciphertext and a swapped key id', () => {
    const v = vault(`a:${key(1)},b:${key(1)}`);
    const sealed = v.seal('CODE-1');
    const raw = Buffer.from(sealed.cipher, 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => v.open({ ...sealed, cipher: raw.toString('base64') })).toThrow();
    // Same key bytes under another id: the id is authenticated, so this fails too.
    expect(() => v.open({ ...sealed, keyId: 'b' })).toThrow();
    expect(() => v.open({ ...sealed, keyId: 'missing' })).toThrow(/not configured/);
  });
});
