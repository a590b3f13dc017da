/**
 * Ledger account names. Stored in every entry: never rename one. A player's wallet is
 * `user:<user_id>`; the others are the system accounts coins come from or go to.
 */
export const SYSTEM_ACCOUNTS = {
  dailyRewards: 'rewards:daily',
  tournamentRewards: 'rewards:tournament',
  referralRewards: 'rewards:referral',
  shopSales: 'shop:sales',
} as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[keyof typeof SYSTEM_ACCOUNTS];

export type WalletAccount = SystemAccount | `user:${string}`;

export function userAccount(userId: string): `user:${string}` {
  return `user:${userId}`;
}

/** The player behind an account, or null for a system account. */
export function accountUserId(account: WalletAccount): string | null {
  return account.startsWith('user:') ? account.slice('user:'.length) : null;
}

/** Credits from these count as winnings (My Winnings); the rest is plain history. */
export const WINNING_SOURCES: readonly SystemAccount[] = [
  SYSTEM_ACCOUNTS.dailyRewards,
  SYSTEM_ACCOUNTS.tournamentRewards,
  SYSTEM_ACCOUNTS.referralRewards,
];
