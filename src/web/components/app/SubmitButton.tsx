import type { ReactNode } from 'react';
import { messages } from '~/shared/messages';

interface SubmitButtonProps {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** The form's submit button: disabled and reading 'Sending...' while the call is in flight. */
export function SubmitButton({ pending, disabled = false, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="form-submit" disabled={pending || disabled} aria-busy={pending}>
      {pending ? messages.generic.sending : children}
    </button>
  );
}
