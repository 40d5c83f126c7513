import { useEffect, useRef, useState } from 'react';
import { messages } from '~/shared/messages';

const m = messages.ui.copy;

/** How long the button reads "Copied" before it offers Copy again. */
const COPIED_MS = 2_000;

interface CopyButtonProps {
  /** What is copied, exactly. */
  text: string;
  /** What it is, in words, for the button's name and the status line: "payment reference". */
  what: string;
}

/**
 * One tap puts `text` on the clipboard. The button says Copied for a moment and the status line tells a
 * screen reader; where the browser refuses (no clipboard on an insecure page, permission denied) the line
 * says to copy by hand, and the text beside the button stays selectable.
 */
export function CopyButton({ text, what }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('failed');
    }
  }

  const status =
    state === 'copied'
      ? m.copiedStatus(what.charAt(0).toUpperCase() + what.slice(1))
      : state === 'failed'
        ? m.failed(what)
        : '';
  return (
    <span className="copy-button">
      <button
        type="button"
        className="button button--small button--ghost-dark"
        aria-label={m.label(what)}
        onClick={() => void copy()}
      >
        {state === 'copied' ? m.copied : m.button}
      </button>
      {/* The button's own "Copied" shows it; the line is heard, and seen only when copying failed. */}
      <span className={state === 'failed' ? 'copy-button__error' : 'visually-hidden'} role="status">
        {status}
      </span>
    </span>
  );
}
