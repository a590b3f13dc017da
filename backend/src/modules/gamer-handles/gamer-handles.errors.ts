import { DomainError } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them. A handle that breaks its game's rules
// and a game site that cannot be asked are the games module's errors (games.errors.ts).
export enum GamerHandleErrorCode {
  Required = 'HANDLE_REQUIRED',
  Unchanged = 'HANDLE_UNCHANGED',
  Taken = 'HANDLE_TAKEN',
  NotFound = 'HANDLE_NOT_FOUND',
}

export class GamerHandleError extends DomainError<GamerHandleErrorCode> {}

/** The spec's messages (SPEC §5, §8), word for word: the client shows them as they are. */
export const gamerHandleErrors = {
  required: () =>
    new GamerHandleError(
      'invalid',
      GamerHandleErrorCode.Required,
      'Please fill at least one Gamer handle!',
    ),
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
};
