import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = 'gamehub refresh-token successor';

/**
 * The refresh token that replaced `previous`, sealed so that only `previous` opens it (with the
 * server's secret): within the reuse window the previous token gets its successor back, while a
 * copy of the table alone, or of the secret alone, opens nothing. The key is derived from the
 * previous token (256 random bits) and the secret, never stored.
 */
export function sealSuccessor(previous: string, successor: string, secret: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(previous, secret), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The successor sealed for `previous`, or null when it does not open (another key, altered). */
export function openSuccessor(previous: string, sealed: Buffer, secret: Buffer): string | null {
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(previous, secret),
      sealed.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

function keyOf(previous: string, secret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', previous, secret, KEY_INFO, 32));
}
