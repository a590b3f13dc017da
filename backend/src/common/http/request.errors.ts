import { DomainError } from '../domain-error';

// Sent to clients as `code`: renaming a value breaks them. The errors of the guards every call
// passes (api key, rate limit, session, operator), before any module's own rules.
export enum RequestErrorCode {
  ApiKeyInvalid = 'API_KEY_INVALID',
  RateLimited = 'RATE_LIMITED',
  SessionInvalid = 'SESSION_INVALID',
  NotYourAccount = 'NOT_YOUR_ACCOUNT',
  OperatorRequired = 'OPERATOR_REQUIRED',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
}

export class RequestError extends DomainError<RequestErrorCode> {}

/** Seconds a client is told to wait after an outage's 503 (about one circuit-breaker pause). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL or Redis is unreachable: 503 with Retry-After, in words a player understands (the
 * client shows the server's message). The filter turns every outage error into this one.
 */
export class OutageError extends RequestError {
  readonly retryAfterSeconds = OUTAGE_RETRY_AFTER_SECONDS;

  constructor() {
    super(
      'unavailable',
      RequestErrorCode.ServiceUnavailable,
      'GameHub is having a moment. Please try again shortly.',
    );
  }
}

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
  outage: () => new OutageError(),
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
