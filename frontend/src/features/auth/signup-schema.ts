import type { RegisterOptions } from 'react-hook-form';
import { EMAIL_PATTERN } from '../newsletter';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-rules';

export type Gender = 'men' | 'women';

export interface SignupFormValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  country: string;
  gender: Gender | '';
}

/** SPEC §5 and §8, verbatim (only the 'Cofirm' typo fixed). */
export const signupMessages = {
  nameRequired: 'Please enter your name',
  emailInvalid: 'please enter valid email',
  passwordRequired: 'Please enter your password',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  confirmRequired: 'Please re-enter your password',
  confirmMismatch: 'Confirm Password not matched with your password!',
  countryRequired: 'Please select a country',
  genderRequired: 'Please select a gender',
  passwordsMatch: 'Password Match..!',
  passwordsDiffer: "Passwords doesn't match!",
  emailInUse: 'This email is already in use. Please try another one.',
  failure: 'Failed to sign up. Please try again later.',
} as const;

export const signupRules: {
  [K in keyof SignupFormValues]: RegisterOptions<SignupFormValues, K>;
} = {
  name: { validate: (value) => value.trim().length > 0 || signupMessages.nameRequired },
  email: { validate: (value) => EMAIL_PATTERN.test(value.trim()) || signupMessages.emailInvalid },
  password: {
    required: signupMessages.passwordRequired,
    minLength: { value: PASSWORD_MIN, message: signupMessages.passwordMin },
    maxLength: { value: PASSWORD_MAX, message: signupMessages.passwordMax },
  },
  confirmPassword: {
    required: signupMessages.confirmRequired,
    validate: (value, values) => value === values.password || signupMessages.confirmMismatch,
  },
  country: { required: signupMessages.countryRequired },
  gender: { required: signupMessages.genderRequired },
};
