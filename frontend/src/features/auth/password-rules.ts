/** SPEC §5 live password checklist. Only the 8-character minimum is enforced on submit. */
export interface PasswordCheck {
  id: string;
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Sign-up lists @#$%^&*; the reset form also accepts ! (SPEC §5). */
export function passwordChecks(specials: string): PasswordCheck[] {
  return [
    {
      id: 'length',
      label: '8-16 characters',
      test: (value) => value.length >= PASSWORD_MIN && value.length <= 16,
    },
    { id: 'upper', label: 'One uppercase letter', test: (value) => /[A-Z]/.test(value) },
    { id: 'lower', label: 'One lowercase letter', test: (value) => /[a-z]/.test(value) },
    { id: 'digit', label: 'One number', test: (value) => /\d/.test(value) },
    {
      id: 'special',
      label: `One special character (${specials})`,
      test: (value) => [...specials].some((char) => value.includes(char)),
    },
  ];
}

export const SIGNUP_SPECIALS = '@#$%^&*';
export const RESET_SPECIALS = '!@#$%^&*';
