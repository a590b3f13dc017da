import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useUpdatePassword } from '../api/update-password';
import { RESET_SPECIALS } from '../password-rules';
import {
  resetPasswordMessages,
  resetPasswordRules,
  type ResetPasswordFormValues,
} from '../reset-password-schema';
import { PasswordChecklist, PasswordMatch } from './password-feedback';
import { PasswordInput } from './password-input';

export function ResetPasswordForm({ oobCode }: { oobCode: string }) {
  const update = useUpdatePassword();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({ defaultValues: { password: '', confirmPassword: '' } });
  const [password = '', confirmPassword = ''] = useWatch({
    control,
    name: ['password', 'confirmPassword'],
  });

  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ password: newPassword }) => {
    setRefusal(null);
    try {
      const answer = await update.mutateAsync({ oobCode, password: newPassword });
      toast.success(answer.message || resetPasswordMessages.success);
    } catch (error) {
      // SPEC §8: the server refusing the password says why, and the form stays to try again.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setRefusal(error.serverMessage || resetPasswordMessages.refused);
        return;
      }
      toast.error(resetPasswordMessages.failure);
    }
    // SPEC §8: success, and a reset that could not be done, continue to the login page.
    navigate('/login', { replace: true });
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <PasswordInput
        id="reset-password"
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={register('password', resetPasswordRules.password)}
      >
        <PasswordChecklist password={password} specials={RESET_SPECIALS} />
      </PasswordInput>
      <PasswordInput
        id="reset-confirm-password"
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={register('confirmPassword', resetPasswordRules.confirmPassword)}
      >
        <PasswordMatch
          password={password}
          confirm={confirmPassword}
          fieldError={errors.confirmPassword?.message}
        />
      </PasswordInput>
      {refusal ? (
        <p className="field__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary auth-form__submit"
        disabled={update.isPending}
      >
        {update.isPending ? 'Saving…' : 'Reset password'}
      </button>
    </form>
  );
}
