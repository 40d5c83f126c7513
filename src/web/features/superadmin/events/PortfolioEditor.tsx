import { type FormEvent, useId, useRef, useState } from 'react';
import { messages } from '~/shared/messages';
import { type EditableCommittee, eventRules, portfolioListSchema } from '~/shared/schemas/events';
import { eventCalls, useEventMutation } from './api';
import { portfolioLinesFromText, portfoliosFromCsv } from './portfolio-import';

const m = messages.events;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Renames one portfolio in place; registrations that use it follow the new name. */
function PortfolioRow({
  eventName,
  portfolio,
}: {
  eventName: string;
  portfolio: EditableCommittee['portfolios'][number];
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(portfolio.name);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const rename = useEventMutation(
    (newName: string) => eventCalls.renamePortfolio(eventName, portfolio._id, newName),
    {
      onSaved: () => setEditing(false),
      onFailure: (message) => {
        setError(message);
        return true;
      },
    },
  );
  if (!editing)
    return (
      <li className="ev-portfolio">
        <span className="ev-portfolio__name">{portfolio.name}</span>
        {portfolio.used ? <span className="adm-pill ev-used">Used</span> : null}
        <button
          type="button"
          className="acc-file__clear ev-portfolio__action"
          aria-label={`Rename ${portfolio.name}`}
          onClick={() => {
            setName(portfolio.name);
            setError(null);
            setEditing(true);
          }}
        >
          Rename
        </button>
      </li>
    );
  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === '') setError(m.fieldRequired);
    else if (trimmed === portfolio.name) setEditing(false);
    else rename.mutate(trimmed);
  };
  return (
    <li className="ev-portfolio ev-portfolio--editing">
      <label htmlFor={inputId} className="visually-hidden">
        New name of {portfolio.name}
      </label>
      <input
        id={inputId}
        className="form-input ev-portfolio__input"
        value={name}
        maxLength={eventRules.portfolioName}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${inputId}-error` : undefined}
        autoFocus
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          } else if (event.key === 'Escape') setEditing(false);
        }}
      />
      <button
        type="button"
        className="adm-btn adm-btn--confirm ev-small"
        disabled={rename.isPending}
        aria-busy={rename.isPending}
        onClick={submit}
      >
        {rename.isPending ? 'Saving…' : 'Save'}
      </button>
      <button type="button" className="acc-file__clear" onClick={() => setEditing(false)}>
        Cancel
      </button>
      {error ? (
        <p id={`${inputId}-error`} className="form-error ev-portfolio__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * A committee's portfolio list: the whole list as text (one per line; paste it, or import the first column of
 * a CSV file), its count, and Save list; portfolios that registrations use cannot be removed. Below, each
 * portfolio can be renamed.
 */
export function PortfolioEditor({
  eventName,
  committee,
}: {
  eventName: string;
  committee: EditableCommittee;
}) {
  const id = `ev-portfolios-${committee._id}`;
  const current = committee.portfolios.map((p) => p.name);
  const saved = current.join('\n');
  const [text, setText] = useState(saved);
  // A rename (or another tab's save) changes the saved list: the text follows it unless it has edits.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    if (portfolioLinesFromText(text).join('\n') === shown) setText(saved);
  }
  const [error, setError] = useState<string | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const list = portfolioLinesFromText(text);
  const removedUsed = committee.portfolios.filter((p) => p.used && !list.includes(p.name)).map((p) => p.name);
  const dirty = list.join('\n') !== saved;
  const used = committee.portfolios.filter((p) => p.used).length;

  const save = useEventMutation(
    (portfolios: string[]) => eventCalls.savePortfolios(eventName, committee._id, portfolios),
    {
      onSaved: (event) => {
        const names = event.committees.find((c) => c._id === committee._id)?.portfolios.map((p) => p.name);
        setText((names ?? []).join('\n'));
        setImported(null);
      },
      onFailure: (message) => {
        setError(message);
        return true;
      },
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (removedUsed.length > 0) {
      setError(`${m.portfoliosInUse}: ${removedUsed.join(', ')}`);
      return;
    }
    const parsed = portfolioListSchema.safeParse({ portfolios: list });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.tooManyPortfolios);
      return;
    }
    setError(null);
    save.mutate(parsed.data.portfolios);
  };

  const importCsv = async (chosen: File | undefined) => {
    if (!chosen) return;
    const names = portfoliosFromCsv(await chosen.text());
    if (file.current) file.current.value = '';
    setText(names.join('\n'));
    setError(null);
    setImported(
      `${plural(names.length, 'portfolio', 'portfolios')} imported from ${chosen.name}. Check them, then save the list.`,
    );
  };

  const countText =
    list.length === current.length && !dirty
      ? plural(list.length, 'portfolio', 'portfolios')
      : `${plural(list.length, 'portfolio', 'portfolios')} (now ${current.length})`;

  return (
    <div className="ev-portfolios">
      <form
        className="acc-form"
        noValidate
        aria-label={`Portfolios of ${committee.displayName}`}
        onSubmit={submit}
      >
        <div className="form-field">
          <label htmlFor={`${id}-text`} className="form-label">
            Portfolios, one per line
          </label>
          <textarea
            id={`${id}-text`}
            className="form-input ev-textarea ev-textarea--list"
            rows={8}
            value={text}
            spellCheck={false}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
          />
          <p id={`${id}-count`} className="acc-field__hint" aria-live="polite">
            {countText}. Blank lines and repeated names are dropped.
            {used > 0
              ? ` ${plural(used, 'portfolio is', 'portfolios are')} used by registrations and must stay.`
              : ''}
          </p>
          {imported ? (
            <p className="ev-imported" role="status">
              {imported}
            </p>
          ) : null}
          {error ? (
            <p id={`${id}-error`} className="form-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="ev-actions">
          <button
            type="submit"
            className="adm-btn adm-btn--confirm"
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            {save.isPending ? 'Saving…' : 'Save list'}
          </button>
          <input
            ref={file}
            id={`${id}-csv`}
            className="visually-hidden acc-file__input"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-describedby={`${id}-csv-hint`}
            onChange={(event) => void importCsv(event.currentTarget.files?.[0])}
          />
          <label htmlFor={`${id}-csv`} className="button button--ghost-dark acc-file__choose">
            Import CSV
          </label>
          {dirty ? <span className="ev-save__note">Unsaved changes</span> : null}
        </div>
        <p id={`${id}-csv-hint`} className="acc-field__hint">
          The first column of each row; a header row named Portfolio or Name is skipped. Replaces the text
          above.
        </p>
      </form>

      {committee.portfolios.length > 0 ? (
        <details className="ev-disclosure">
          <summary className="ev-disclosure__summary">
            Rename a portfolio ({plural(committee.portfolios.length, 'saved portfolio', 'saved portfolios')}
            {used > 0 ? `, ${used} used` : ''})
          </summary>
          <ul className="ev-portfolio-list">
            {committee.portfolios.map((portfolio) => (
              <PortfolioRow key={portfolio._id} eventName={eventName} portfolio={portfolio} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
