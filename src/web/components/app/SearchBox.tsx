import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { adminRules } from '~/shared/schemas/admin';
import { SEARCH_DELAY_MS, nextSearch, syncedText } from './search';

/**
 * The text of a search box that searches by itself once typing pauses (and at once on Enter). `current` is
 * the search in effect (e.g. the address's `q`); `apply` makes a term the search in effect ('' for none).
 */
export function useDebouncedSearch(current: string, apply: (term: string) => void) {
  const [text, setText] = useState(current);
  // The newest `apply`, so that a new function on each render does not restart the wait.
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  useEffect(() => setText((typed) => syncedText(typed, current)), [current]);
  useEffect(() => {
    const term = nextSearch(text, current);
    if (term === null) return;
    const timer = setTimeout(() => latest.current(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, current]);
  /** The search form's submit (Enter): searches at once. */
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = nextSearch(text, current);
    if (term !== null) apply(term);
  };
  return { text, setText, submit };
}

/** The search field of an admin toolbar: 'Search by name or email'. */
export function SearchBox({
  text,
  setText,
  label = 'Search by name or email',
}: {
  text: string;
  setText: (text: string) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="form-field adm-toolbar__search">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-input"
        value={text}
        maxLength={adminRules.search}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}
