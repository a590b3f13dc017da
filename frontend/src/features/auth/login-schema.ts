import type { RegisterOptions } from 'react-hook-form';

export interface LoginFormValues {
  email: string;
  password: string;
}

export const loginMessages = {
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter your password',
  /** SPEC §8: any failure that is not an answer with a message. */
  unreachable: 'Try after sometime!',
  resend: 'Resend verification link',
} as const;

export const loginRules: {
  [K in keyof LoginFormValues]: RegisterOptions<LoginFormValues, K>;
} = {
  email: {
    validate: (value) => value.trim().length > 0 || loginMessages.emailRequired,
  },
  password: { required: loginMessages.passwordRequired },
};
