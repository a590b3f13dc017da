import { DomainError, ErrorKind } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them.
export enum GamerHandleErrorCode {
  Required = 'HANDLE_REQUIRED',
  Invalid = 'HANDLE_INVALID',
  Unchanged = 'HANDLE_UNCHANGED',
  Taken = 'HANDLE_TAKEN',
  NotFound = 'HANDLE_NOT_FOUND',
  ProviderUnavailable = 'PROVIDER_UNAVAILABLE',
}

export class GamerHandleError extends DomainError {
  constructor(kind: ErrorKind, code: GamerHandleErrorCode, message: string) {
    super(kind, code, message);
  }
}

/** The spec's messages (SPEC §5, §8), word for word: the client shows them as they are. */
export const gamerHandleErrors = {
  required: () =>
    new GamerHandleError(
      'invalid',
      GamerHandleErrorCode.Required,
      'Please fill at least one Gamer handle!',
    ),
  invalid: (message: string) =>
    new GamerHandleError('invalid', GamerHandleErrorCode.Invalid, message),
  unchanged: () =>
    new GamerHandleError(
      'invalid',
      GamerHandleErrorCode.Unchanged,
      'At least one field must be changed!',
    ),
  // The client recognises this exact text and asks for another name.
  taken: () => new GamerHandleError('conflict', GamerHandleErrorCode.Taken, 'User already there'),
  notFound: (host: string) =>
    new GamerHandleError('invalid', GamerHandleErrorCode.NotFound, `${host} username not found!`),
  providerUnavailable: (host: string) =>
    new GamerHandleError(
      'unavailable',
      GamerHandleErrorCode.ProviderUnavailable,
      `Could not check your ${host} username right now. Please try again.`,
    ),
};
