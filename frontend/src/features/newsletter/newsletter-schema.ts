import type { RegisterOptions } from 'react-hook-form';

export interface NewsletterFormValues {
  email: string;
}

/** SPEC §5: a simple address pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterMessages = {
  invalidEmail: 'Enter valid Email Id',
  success: 'Email Successfully Subscribed. Check your inbox to confirm.',
  failure: ' ERROR ',
} as const;

export const newsletterRules: { email: RegisterOptions<NewsletterFormValues, 'email'> } = {
  email: {
    validate: (value) => EMAIL_PATTERN.test(value.trim()) || newsletterMessages.invalidEmail,
  },
};
