import { useState, type ComponentPropsWithRef } from 'react';
import { Icon } from './Icon';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

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
        <Icon name={visible ? 'eye-off' : 'eye'} size={22} strokeWidth={2} />
      </button>
    </div>
  );
}
