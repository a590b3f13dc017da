import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { FormField, fieldAria } from '../../../components/form-field';
import { useForgotPassword } from '../api/forgot-password';
import {
  forgotPasswordMessages,
  forgotPasswordRules,
  type ForgotPasswordFormValues,
} from '../forgot-password-schema';

export function ForgotPasswordForm({ onShowLogin }: { onShowLogin: () => void }) {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const answer = await forgot.mutateAsync({ email: email.trim() });
      toast.success(answer.message || forgotPasswordMessages.sent);
      onShowLogin();
    } catch {
      toast.error(forgotPasswordMessages.failure);
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <input
          type="email"
          className="field__input"
          autoComplete="email"
          inputMode="email"
          {...fieldAria('forgot-email', errors.email?.message)}
          {...register('email', forgotPasswordRules.email)}
        />
      </FormField>
      <button
        type="submit"
        className="btn btn--primary auth-form__submit"
        disabled={forgot.isPending}
      >
        {forgot.isPending ? 'Sending…' : 'Send reset link'}
      </button>
      <p className="auth-form__switch">
        Remembered it?{' '}
        <button type="button" className="auth-link" onClick={onShowLogin}>
          Log in
        </button>
      </p>
    </form>
  );
}
