import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormAlert, FormField, fieldAria, fieldIds } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { useSignup } from '../api/signup';
import { countries } from '../data/countries';
import { SIGNUP_SPECIALS } from '../password-rules';
import { signupMessages, signupRules, type Gender, type SignupFormValues } from '../signup-schema';
import { PasswordChecklist, PasswordMatch } from './password-feedback';
import { PasswordInput } from './password-input';

/** SPEC §8: email in use, a validation message from the server, or the generic failure. */
export function signupFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return signupMessages.emailInUse;
    if (error.status === 400 && error.serverMessage) return error.serverMessage;
  }
  return signupMessages.failure;
}

const genders: { value: Gender; label: string }[] = [
  { value: 'men', label: 'Men' },
  { value: 'women', label: 'Women' },
];

export function SignupForm({ invite, onShowLogin }: { invite?: string; onShowLogin: () => void }) {
  const signup = useSignup();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SignupFormValues>({
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      country: '',
      gender: '',
    },
  });
  const [password = '', confirmPassword = ''] = useWatch({
    control,
    name: ['password', 'confirmPassword'],
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signup.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        country: values.country,
        gender: values.gender as Gender,
        ...(invite ? { invite } : {}),
      });
      navigate('/message', { state: { message_id: 1 } });
    } catch (error) {
      setFailure(signupFailureMessage(error));
    }
  });

  const genderError = errors.gender?.message;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormField id="signup-name" label="Name" error={errors.name?.message}>
        <input
          type="text"
          className="field__input"
          autoComplete="name"
          {...fieldAria('signup-name', errors.name?.message)}
          {...register('name', signupRules.name)}
        />
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        <input
          type="email"
          className="field__input"
          autoComplete="email"
          inputMode="email"
          {...fieldAria('signup-email', errors.email?.message)}
          {...register('email', signupRules.email)}
        />
      </FormField>
      <PasswordInput
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={register('password', signupRules.password)}
      >
        <PasswordChecklist password={password} specials={SIGNUP_SPECIALS} />
      </PasswordInput>
      <PasswordInput
        id="signup-confirm-password"
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={register('confirmPassword', signupRules.confirmPassword)}
      >
        <PasswordMatch
          password={password}
          confirm={confirmPassword}
          fieldError={errors.confirmPassword?.message}
        />
      </PasswordInput>
      <FormField id="signup-country" label="Country" error={errors.country?.message}>
        <select
          className="field__input"
          autoComplete="country-name"
          {...fieldAria('signup-country', errors.country?.message)}
          {...register('country', signupRules.country)}
        >
          <option value="">Select your country</option>
          {countries.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset
        className="auth-form__radios"
        aria-describedby={genderError ? fieldIds('signup-gender').error : undefined}
      >
        <legend className="field__label">Gender</legend>
        <div className="auth-form__radio-row">
          {genders.map((gender) => (
            <label key={gender.value} className="auth-radio">
              <input
                type="radio"
                value={gender.value}
                aria-invalid={genderError ? true : undefined}
                {...register('gender', signupRules.gender)}
              />
              <span>{gender.label}</span>
            </label>
          ))}
        </div>
        {genderError ? (
          <p id={fieldIds('signup-gender').error} className="field__error" role="alert">
            {genderError}
          </p>
        ) : null}
      </fieldset>
      {failure ? (
        <FormAlert>
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary auth-form__submit"
        disabled={signup.isPending}
      >
        {signup.isPending ? 'Signing up…' : 'Sign up'}
      </button>
      <p className="auth-form__switch">
        Already have an account?{' '}
        <button type="button" className="auth-link" onClick={onShowLogin}>
          Log in
        </button>
      </p>
    </form>
  );
}
