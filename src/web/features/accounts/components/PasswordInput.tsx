import { useState, type ComponentPropsWithRef } from 'react';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/** A password input with a Show password toggle (a pressed/unpressed button). */
export function PasswordInput({ className = 'form-input', ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="acc-password">
      <input {...props} className={className} type={visible ? 'text' : 'password'} spellCheck={false} />
      <button
        type="button"
        className="acc-password__toggle"
        aria-label="Show password"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>
  );
}
