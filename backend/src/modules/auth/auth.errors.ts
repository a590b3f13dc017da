import { DomainError } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them. A missing, expired or revoked session
// is common/http/request.errors.ts's SessionError, which every guarded call shares.
export enum AuthErrorCode {
  EmailInUse = 'EMAIL_IN_USE',
  CodeInvalid = 'CODE_INVALID',
  LoginFailed = 'LOGIN_FAILED',
  EmailNotVerified = 'EMAIL_NOT_VERIFIED',
  TooManyLoginAttempts = 'TOO_MANY_LOGIN_ATTEMPTS',
  ProviderDisabled = 'PROVIDER_DISABLED',
  ProviderUnavailable = 'PROVIDER_UNAVAILABLE',
  IdTokenInvalid = 'ID_TOKEN_INVALID',
  EmailRequired = 'EMAIL_REQUIRED',
  EmailAlreadyVerified = 'EMAIL_ALREADY_VERIFIED',
}

export class AuthError extends DomainError<AuthErrorCode> {}

/** A login refused for now: the answer's Retry-After says for how long. */
export class LoginThrottledError extends AuthError {
  constructor(readonly retryAfterSeconds: number) {
    const wait =
      retryAfterSeconds < 60
        ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
        : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
    super(
      'rate_limited',
      AuthErrorCode.TooManyLoginAttempts,
      `Too many login attempts. Please try again in ${wait}.`,
    );
  }
}

/** The spec's words where it has them (SPEC §8): the client shows them as they are. */
export const authErrors = {
  emailInUse: () =>
    new AuthError(
      'conflict',
      AuthErrorCode.EmailInUse,
      'This email is already in use. Please try another one.',
    ),
  verificationLinkInvalid: () =>
    new AuthError(
      'invalid',
      AuthErrorCode.CodeInvalid,
      'This verification link is invalid or has expired.',
    ),
  // A used verification link of an account verified since: not an error for the player.
  emailAlreadyVerified: () =>
    new AuthError(
      'conflict',
      AuthErrorCode.EmailAlreadyVerified,
      'Your email is already verified. Log in to continue.',
    ),
  resetLinkInvalid: () =>
    new AuthError(
      'invalid',
      AuthErrorCode.CodeInvalid,
      'This reset link is invalid or has expired.',
    ),
  // One message for an unknown email and a wrong password: the form never reveals who has an account.
  loginFailed: () =>
    new AuthError('unauthenticated', AuthErrorCode.LoginFailed, 'Invalid email or password.'),
  emailNotVerified: () =>
    new AuthError(
      'forbidden',
      AuthErrorCode.EmailNotVerified,
      'Please verify your email before logging in. Check your inbox for the link.',
    ),
  tooManyLoginAttempts: (retryAfterSeconds: number) => new LoginThrottledError(retryAfterSeconds),
  /** `provider` is the label the player knows: Google, Apple. */
  providerDisabled: (provider: string) =>
    new AuthError(
      'unavailable',
      AuthErrorCode.ProviderDisabled,
      `${provider} sign-in is not available.`,
    ),
  providerUnavailable: (provider: string) =>
    new AuthError(
      'unavailable',
      AuthErrorCode.ProviderUnavailable,
      `${provider} sign-in is not available right now. Please try again.`,
    ),
  idTokenInvalid: (provider: string) =>
    new AuthError(
      'unauthenticated',
      AuthErrorCode.IdTokenInvalid,
      `${provider} sign-in failed. Please try again.`,
    ),
  /** The provider's own wording: "Your Google account" / "Your Apple ID". */
  emailRequired: (message: string) =>
    new AuthError('invalid', AuthErrorCode.EmailRequired, message),
};
