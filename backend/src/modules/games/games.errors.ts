import { DomainError } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them.
export enum GameErrorCode {
  HandleInvalid = 'HANDLE_INVALID',
  ProviderUnavailable = 'PROVIDER_UNAVAILABLE',
}

export class GameError extends DomainError<GameErrorCode> {}

export const gameErrors = {
  /** A handle that breaks its game's rules, with the spec's message for that game. */
  handleInvalid: (message: string) =>
    new GameError('invalid', GameErrorCode.HandleInvalid, message),
  providerUnavailable: (host: string) =>
    new GameError(
      'unavailable',
      GameErrorCode.ProviderUnavailable,
      `Could not check your ${host} username right now. Please try again.`,
    ),
};
