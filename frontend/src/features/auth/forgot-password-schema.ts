import type { RegisterOptions } from 'react-hook-form';

export interface ForgotPasswordFormValues {
  email: string;
}

export const forgotPasswordMessages = {
  emailRequired: 'Please enter your email.',
  sent: 'Password reset link sent! Check your email inbox.',
  failure: 'Failed to send password reset email.',
} as const;

export const forgotPasswordRules: {
  email: RegisterOptions<ForgotPasswordFormValues, 'email'>;
} = {
  email: {
    validate: (value) => value.trim().length > 0 || forgotPasswordMessages.emailRequired,
  },
};
