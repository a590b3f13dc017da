import * as argon2 from 'argon2';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  // A dummy check keeps the timing the same for unknown accounts and social-only accounts.
  if (!hash) {
    await argon2.hash(password, { type: argon2.argon2id }).catch(() => undefined);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
