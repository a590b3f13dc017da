import { DomainError } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them. A transfer to a player who does not
// exist is the users module's USER_NOT_FOUND.
export enum WalletErrorCode {
  AmountInvalid = 'AMOUNT_INVALID',
  SameAccount = 'SAME_ACCOUNT',
  NotTransferable = 'NOT_TRANSFERABLE',
  InsufficientBalance = 'INSUFFICIENT_BALANCE',
  AlreadyClaimed = 'ALREADY_CLAIMED',
}

export class WalletError extends DomainError<WalletErrorCode> {}

/** The spec's words where it has them (SPEC §5, §8): the client shows them as they are. */
export const walletErrors = {
  amountInvalid: () =>
    new WalletError(
      'invalid',
      WalletErrorCode.AmountInvalid,
      'Amount must be a positive whole number of coins.',
    ),
  sameAccount: () =>
    new WalletError(
      'invalid',
      WalletErrorCode.SameAccount,
      'Cannot move coins to the same account.',
    ),
  // Coins are non-transferable between players (SPEC §1).
  notTransferable: () =>
    new WalletError(
      'forbidden',
      WalletErrorCode.NotTransferable,
      'Coins cannot be moved between players.',
    ),
  insufficientBalance: () =>
    new WalletError(
      'conflict',
      WalletErrorCode.InsufficientBalance,
      'Enough balance is needed to redeem the voucher.',
    ),
  bonusAlreadyClaimed: () =>
    new WalletError(
      'conflict',
      WalletErrorCode.AlreadyClaimed,
      'You have already claimed today’s bonus. Come back tomorrow!',
    ),
};
