import { useId, type ReactNode, type RefObject } from 'react';
import { messages } from '~/shared/messages';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  /** Open it with `ref.current?.showModal()`; Escape and Cancel close it. */
  ref: RefObject<HTMLDialogElement | null>;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** While true both buttons are disabled and the confirm button reads 'Sending...'. */
  pending: boolean;
  onConfirm: () => void;
}

/** A modal confirmation for a destructive action (native <dialog>: focus trapped, Escape closes). */
export function ConfirmDialog({
  ref,
  title,
  children,
  confirmLabel,
  pending,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={textId} className="confirm-dialog__text">
        {children}
      </div>
      <div className="confirm-dialog__actions">
        <button
          type="button"
          className="button button--ghost-dark"
          onClick={() => ref.current?.close()}
          disabled={pending}
          autoFocus
        >
          Cancel
        </button>
        <button
          type="button"
          className="confirm-dialog__confirm"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending}
        >
          {pending ? messages.generic.sending : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
