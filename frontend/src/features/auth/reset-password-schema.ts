import type { RegisterOptions } from 'react-hook-form';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules';
import { signupMessages } from './signup-schema';

export interface ResetPasswordFormValues {
  password: string;
  confirmPassword: string;
}

export const resetPasswordMessages = {
  passwordRequired: 'Please enter a new password.',
  passwordMin: signupMessages.passwordMin,
  passwordMax: signupMessages.passwordMax,
  mismatch: 'Passwords does not match.',
  success: 'Password updated successfully! Please log in.',
  failure: 'Failed to reset password. Please try again.',
  /** The server answered and refused the new password (its own message wins when it sent one). */
  refused: 'Failed to update password in backend.',
} as const;

export const resetPasswordRules: {
  [K in keyof ResetPasswordFormValues]: RegisterOptions<ResetPasswordFormValues, K>;
} = {
  password: {
    required: resetPasswordMessages.passwordRequired,
    minLength: { value: PASSWORD_MIN, message: resetPasswordMessages.passwordMin },
    maxLength: { value: PASSWORD_MAX, message: resetPasswordMessages.passwordMax },
  },
  confirmPassword: {
    validate: (value, values) => value === values.password || resetPasswordMessages.mismatch,
  },
};
