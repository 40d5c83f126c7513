import type { ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Spans both columns of a two-column form grid. */
  full?: boolean;
  children: (a11y: FieldA11y) => ReactNode;
}

/** A labelled control with an optional hint and its error message (aria-invalid + aria-describedby). */
export function Field({ id, label, error, hint, full = false, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={full ? 'form-field acc-field--full' : 'form-field'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={hintId} className="acc-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
