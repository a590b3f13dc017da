import { passwordChecks } from '../password-rules';
import { signupMessages } from '../signup-schema';
import { CheckIcon, CrossIcon } from './auth-icons';

/** SPEC §5 live checklist; each line says whether it is met (not only by colour). */
export function PasswordChecklist({ password, specials }: { password: string; specials: string }) {
  return (
    <ul className="password-checklist" aria-label="Password requirements">
      {passwordChecks(specials).map((check) => {
        const met = check.test(password);
        return (
          <li
            key={check.id}
            className={`password-checklist__item${met ? ' password-checklist__item--met' : ''}`}
          >
            {met ? <CheckIcon /> : <CrossIcon />}
            <span>{check.label}</span>
            <span className="visually-hidden">{met ? '(met)' : '(not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Password Match..!' / "Passwords doesn't match!" once the confirmation has a value. While the
 * field shows its own error (the submit's mismatch message), a second mismatch line only repeats it.
 */
export function PasswordMatch({
  password,
  confirm,
  fieldError,
}: {
  password: string;
  confirm: string;
  fieldError?: string;
}) {
  if (!confirm) return null;
  const matches = password === confirm;
  if (!matches && fieldError) return null;
  return (
    <p
      className={`password-match ${matches ? 'password-match--ok' : 'password-match--bad'}`}
      aria-live="polite"
    >
      {matches ? <CheckIcon /> : <CrossIcon />}
      {matches ? signupMessages.passwordsMatch : signupMessages.passwordsDiffer}
    </p>
  );
}
