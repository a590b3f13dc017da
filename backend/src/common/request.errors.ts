import { DomainError } from './domain-error';

// Sent to clients as `code`: renaming a value breaks them. The errors of the guards every call
// passes (api key, rate limit, session, operator), before any module's own rules.
export enum RequestErrorCode {
  ApiKeyInvalid = 'API_KEY_INVALID',
  RateLimited = 'RATE_LIMITED',
  SessionInvalid = 'SESSION_INVALID',
  NotYourAccount = 'NOT_YOUR_ACCOUNT',
  OperatorRequired = 'OPERATOR_REQUIRED',
  LimiterUnavailable = 'LIMITER_UNAVAILABLE',
}

export class RequestError extends DomainError<RequestErrorCode> {}

/**
 * The caller's session is missing, expired, tampered with or revoked. Answers 401 with the
 * spec's `status: 'UA'`, which makes the client clear its stored user once.
 */
export class SessionError extends RequestError {
  constructor(message = 'Your session has ended. Please log in again.') {
    super('unauthenticated', RequestErrorCode.SessionInvalid, message);
  }
}

export const requestErrors = {
  apiKeyInvalid: () =>
    new RequestError(
      'unauthenticated',
      RequestErrorCode.ApiKeyInvalid,
      'Missing or invalid api-key header',
    ),
  rateLimited: (seconds: number) =>
    new RequestError(
      'rate_limited',
      RequestErrorCode.RateLimited,
      `Too many requests. Please try again in ${seconds} seconds.`,
    ),
  /** Sign-in's guessing limits live in Redis; without them it waits rather than runs open. */
  limiterDown: () =>
    new RequestError(
      'unavailable',
      RequestErrorCode.LimiterUnavailable,
      'Sign-in is busy right now. Please try again in a moment.',
    ),
  sessionEnded: () => new SessionError(),
  sessionExpired: () => new SessionError('Your session has expired. Please log in again.'),
  loginRequired: () => new SessionError('Please log in to continue.'),
  notYourAccount: () =>
    new RequestError(
      'forbidden',
      RequestErrorCode.NotYourAccount,
      'You can only act on your own account.',
    ),
  operatorRequired: () =>
    new RequestError(
      'unauthenticated',
      RequestErrorCode.OperatorRequired,
      'Operator credentials required',
    ),
};
