import type { ComponentPropsWithRef } from 'react';

type EmailInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'inputMode' | 'spellCheck'>;

/**
 * An email address field: the phone's email keyboard, no spell check, required; the account's own address
 * unless told otherwise (`autoComplete="off"` for an address that is not the visitor's).
 */
export function EmailInput({ className = 'form-input', autoComplete = 'email', ...props }: EmailInputProps) {
  return (
    <input
      {...props}
      className={className}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      spellCheck={false}
      required
    />
  );
}
