import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, FormField, fieldAria } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { useLogin, type SessionResponse } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { loginMessages, loginRules, type LoginFormValues } from '../login-schema';
import { PasswordInput } from './password-input';

interface LoginFormProps {
  onSignedIn: (session: SessionResponse) => void;
  onShowSignup: () => void;
  onShowForgot: () => void;
}

interface LoginFailure {
  message: string;
  /** Email to resend the verification link to, when the account is not verified yet. */
  unverifiedEmail?: string;
}

/** SPEC §8: an answer with a message shows it; anything else is 'Try after sometime!'. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage && error.status > 0 && error.status < 500) {
    return error.serverMessage;
  }
  return loginMessages.unreachable;
}

export function LoginForm({ onSignedIn, onShowSignup, onShowForgot }: LoginFormProps) {
  const login = useLogin();
  const resend = useResendVerification();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [resendNote, setResendNote] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    setResendNote(null);
    try {
      const session = await login.mutateAsync({ email: email.trim(), password });
      onSignedIn(session);
    } catch (error) {
      setFailure({
        message: loginFailureMessage(error),
        unverifiedEmail:
          error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED'
            ? email.trim()
            : undefined,
      });
    }
  });

  const resendLink = async (email: string) => {
    try {
      const answer = await resend.mutateAsync({ email });
      setResendNote(answer.message || 'Verification link sent! Check your email inbox.');
    } catch {
      setResendNote(loginMessages.unreachable);
    }
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <input
          type="email"
          className="field__input"
          autoComplete="email"
          inputMode="email"
          {...fieldAria('login-email', errors.email?.message)}
          {...register('email', loginRules.email)}
        />
      </FormField>
      <PasswordInput
        id="login-password"
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password', loginRules.password)}
      />
      <div className="auth-form__row">
        <button type="button" className="auth-link" onClick={onShowForgot}>
          Forgot password?
        </button>
      </div>
      {failure ? (
        <FormAlert>
          <p>{failure.message}</p>
          {failure.unverifiedEmail ? (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={resend.isPending}
              onClick={() => void resendLink(failure.unverifiedEmail ?? '')}
            >
              {loginMessages.resend}
            </button>
          ) : null}
        </FormAlert>
      ) : null}
      {resendNote ? <FormAlert tone="info">{resendNote}</FormAlert> : null}
      <button
        type="submit"
        className="btn btn--primary auth-form__submit"
        disabled={login.isPending}
      >
        {login.isPending ? 'Logging in…' : 'Log in'}
      </button>
      <p className="auth-form__switch">
        New to GameHub?{' '}
        <button type="button" className="auth-link" onClick={onShowSignup}>
          Sign up
        </button>
      </p>
    </form>
  );
}
