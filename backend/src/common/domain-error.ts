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
  /** Well formed, but at odds with what the same request said before (a reused key). */
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable';

/**
 * Abstract so every error has a home: each module declares its code enum, its class
 * (`class WalletError extends DomainError<WalletErrorCode> {}`) and its named errors in its
 * `<name>.errors.ts`; the guards' errors live in common/http/request.errors.ts.
 */
export abstract class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: Code,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
