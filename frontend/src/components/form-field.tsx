import type { ReactNode } from 'react';
import './form-field.css';

/** ids for an input's hint and error, so aria-describedby and the rendered text agree. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** aria props for an input with an optional inline error and hint. */
export function fieldAria(id: string, error?: string, hasHint = false) {
  const ids = fieldIds(id);
  const describedBy = [error ? ids.error : null, hasHint ? ids.hint : null].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
  } as const;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Extra content beside the label (an info button). */
  labelAside?: ReactNode;
  children: ReactNode;
}

/** Label + control + hint + inline error (the spec's words). Pair the control with fieldAria. */
export function FormField({ id, label, error, hint, labelAside, children }: FormFieldProps) {
  const ids = fieldIds(id);
  return (
    <div className="field">
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {hint ? (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Inline form-level error or notice. */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'info';
}) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
