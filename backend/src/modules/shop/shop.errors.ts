import { DomainError } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them.
export enum ShopErrorCode {
  ProductNotFound = 'PRODUCT_NOT_FOUND',
  DenominationNotFound = 'DENOMINATION_NOT_FOUND',
  SoldOut = 'SOLD_OUT',
  IdempotencyKeyRequired = 'IDEMPOTENCY_KEY_REQUIRED',
  IdempotencyKeyReused = 'IDEMPOTENCY_KEY_REUSED',
  CodeImportInvalid = 'CODE_IMPORT_INVALID',
}

export class ShopError extends DomainError<ShopErrorCode> {}

/** A voucher's messages; a short balance is the wallet's (SPEC §8's redeem message). */
export const shopErrors = {
  productNotFound: (productId: number) =>
    new ShopError('not_found', ShopErrorCode.ProductNotFound, `Product ${productId} not found.`),
  denominationNotFound: (value: number) =>
    new ShopError(
      'invalid',
      ShopErrorCode.DenominationNotFound,
      `This voucher has no denomination of ${value}.`,
    ),
  soldOut: () =>
    new ShopError(
      'conflict',
      ShopErrorCode.SoldOut,
      'This voucher is sold out. Please choose another denomination or voucher.',
    ),
  idempotencyKeyRequired: () =>
    new ShopError(
      'invalid',
      ShopErrorCode.IdempotencyKeyRequired,
      'The Idempotency-Key header is required: one per purchase attempt.',
    ),
  /** A retry must send the first attempt's body: this key bought something else. */
  idempotencyKeyReused: (productId: number, faceValue: number) =>
    new ShopError(
      'unprocessable',
      ShopErrorCode.IdempotencyKeyReused,
      `This Idempotency-Key already bought product ${productId} at ${faceValue}: ` +
        'send a new key for a different purchase.',
    ),
  /** `row` counts from 1, as an operator's spreadsheet does. */
  codeImportInvalid: (row: number, problem: string) =>
    new ShopError('invalid', ShopErrorCode.CodeImportInvalid, `Row ${row}: ${problem}`),
};
