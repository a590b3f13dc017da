import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldAria } from '../../../components/form-field';
import { EyeIcon, EyeOffIcon } from './auth-icons';

interface PasswordInputProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  /** Live feedback under the input (checklist, match indicator). */
  children?: ReactNode;
}

/** Password field with a show/hide toggle (a pressed-state button, so its name stays put). */
export function PasswordInput({
  id,
  label,
  registration,
  error,
  autoComplete,
  children,
}: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <FormField id={id} label={label} error={error}>
      <div className="password-input">
        <input
          type={shown ? 'text' : 'password'}
          className="field__input password-input__control"
          autoComplete={autoComplete}
          {...fieldAria(id, error)}
          {...registration}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {children}
    </FormField>
  );
}
