import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: mailed codes and refresh tokens. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes are stored, so a leaked table cannot be replayed. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters from an alphabet without look-alikes (0/O, 1/I). */
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');
}
