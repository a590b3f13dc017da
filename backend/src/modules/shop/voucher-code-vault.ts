import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig, VoucherCodeKeys } from '../../config/env';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SealedCode {
  /** base64 of iv | auth tag | ciphertext. */
  cipher: string;
  keyId: string;
  /** HMAC-SHA256 of the code, hex: equal codes hash equal, so UNIQUE refuses a second one. */
  hash: string;
}

/**
 * Seals voucher codes for storage and opens them for their buyer. The only place a code exists
 * in clear besides the buyer's answer and mail: never log what passes through here.
 */
@Injectable()
export class VoucherCodeVault {
  private readonly keys: VoucherCodeKeys;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.keys = config.voucherCodes;
  }

  /** Codes are stored as given, minus surrounding spaces (brands print them either way). */
  static normalise(code: string): string {
    return code.trim();
  }

  hash(code: string): string {
    return createHmac('sha256', this.keys.hashKey)
      .update(VoucherCodeVault.normalise(code))
      .digest('hex');
  }

  seal(code: string): SealedCode {
    const plain = VoucherCodeVault.normalise(code);
    const keyId = this.keys.currentKeyId;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.keys[keyId], iv);
    // The key id is authenticated too: a row cannot be made to open under another key.
    cipher.setAAD(Buffer.from(keyId));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return {
      cipher: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64'),
      keyId,
      hash: this.hash(plain),
    };
  }

  /** Throws when the key is unknown or the ciphertext was altered. */
  open(sealed: Pick<SealedCode, 'cipher' | 'keyId'>): string {
    const key = this.keys.keys[sealed.keyId];
    if (!key) throw new Error(`Voucher code key ${sealed.keyId} is not configured`);
    const raw = Buffer.from(sealed.cipher, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(sealed.keyId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}
