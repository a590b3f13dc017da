/**
 * What went wrong, in product terms. Services (shared by API and worker) throw these;
 * only the HTTP filter turns them into status codes.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * The caller's session is missing, expired, tampered with or revoked. Answers 401 with the
 * spec's `status: 'UA'`, which makes the client clear its stored user once.
 */
export class SessionError extends DomainError {
  constructor(message = 'Your session has ended. Please log in again.') {
    super('unauthenticated', 'SESSION_INVALID', message);
  }
}
