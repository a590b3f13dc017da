import * as argon2 from 'argon2';
import type { PasswordHashCost } from '../../config/env';

function hashOptions(cost: PasswordHashCost) {
  return {
    type: argon2.argon2id as typeof argon2.argon2id,
    memoryCost: cost.memoryKib,
    timeCost: cost.timeCost,
  };
}

export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return argon2.hash(password, hashOptions(cost));
}

/** A stored hash is checked at the cost it names; `cost` times the dummy check. */
export async function verifyPassword(
  hash: string | null,
  password: string,
  cost: PasswordHashCost,
): Promise<boolean> {
  // A dummy check keeps the timing the same for unknown accounts and social-only accounts.
  if (!hash) {
    await argon2.hash(password, hashOptions(cost)).catch(() => undefined);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
