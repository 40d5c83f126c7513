import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { messages } from '~/shared/messages';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { Field } from './Field';

/** A row as edited: its inputs' text by field, a stable key, and its id once saved. */
export type EditorRow<F extends string> = { key: string; id?: string } & Record<F, string>;

export interface RowColumn<F extends string> {
  field: F;
  /** The field's label in the row at this index. */
  label: (index: number) => string;
  /** The input's type and limits (type, min, max, maxLength). */
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;
}

interface RowsEditorProps<F extends string, I> {
  /** The heading that names the form (aria-labelledby); field ids start with it. */
  titleId: string;
  initial: EditorRow<F>[];
  columns: RowColumn<F>[];
  /** A new row's values, given the rows so far. */
  blank: (rows: EditorRow<F>[]) => Record<F, string>;
  /** The rows as the list the API takes, and the body's key for that list. */
  toItems: (rows: EditorRow<F>[]) => I[];
  listKey: string;
  /** The body's schema (the server's), so an invalid list is refused here with the server's own messages. */
  schema: z.ZodType;
  save: (items: I[]) => Promise<{ message: string }>;
  /** The query the saved list is read from, refreshed after a save. */
  invalidate: QueryKey;
  maxRows?: number;
  labels: {
    empty?: string;
    remove: (row: EditorRow<F>) => string;
    add: string;
    save: string;
    saving: string;
  };
  /** What comes before the list inside the form (a heading, a hint). */
  children?: ReactNode;
}

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

/** The item's input text as a number for the schema: an empty box is NaN, which the schema refuses by name. */
export const numberFromInput = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A list saved whole (sessions, award categories, rubric criteria): rows of inputs, Remove on each, Add, and
 * Save. The list is checked with the server's schema first: a field's error shows under that field, any other
 * above the buttons, and nothing is sent; the server's refusal shows above the buttons too.
 */
export function RowsEditor<F extends string, I>({
  titleId,
  initial,
  columns,
  blank,
  toItems,
  listKey,
  schema,
  save,
  invalidate,
  maxRows,
  labels,
  children,
}: RowsEditorProps<F, I>) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const [rows, setRows] = useState<EditorRow<F>[]>(initial);
  const [errors, setErrors] = useState<Record<string, Partial<Record<F, string>>>>({});
  const [formError, setFormError] = useState('');
  const mutation = useMutation({ mutationFn: save });
  const update = (key: string, field: F, value: string) => {
    setRows((r) => r.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
    setErrors((e) => ({ ...e, [key]: { ...e[key], [field]: undefined } }));
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError('');
    const items = toItems(rows);
    const parsed = schema.safeParse({ [listKey]: items });
    if (!parsed.success) {
      const next: Record<string, Partial<Record<F, string>>> = {};
      let other = '';
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path;
        const row = typeof index === 'number' ? rows[index] : undefined;
        const column = columns.find((c) => c.field === field);
        if (row && column) next[row.key] = { [column.field]: issue.message, ...next[row.key] };
        else other ||= issue.message;
      }
      setErrors(next);
      setFormError(other);
      return;
    }
    setErrors({});
    mutation.mutate(items, {
      onSuccess: (res) => {
        notify('success', res.message);
        void queryClient.invalidateQueries({ queryKey: invalidate });
      },
      onError: (error) => {
        if (!unauthorized(error)) setFormError(errorMessage(error, messages.generic.somethingWentWrong));
      },
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      {children}
      {rows.length === 0 && labels.empty ? <p className="adm-empty">{labels.empty}</p> : null}
      <ol className="sessions-list">
        {rows.map((row, i) => (
          <li key={row.key} className="sessions-row">
            {columns.map((column) => (
              <Field
                key={column.field}
                id={`${titleId}-${row.key}-${column.field}`}
                label={column.label(i)}
                error={errors[row.key]?.[column.field]}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    {...column.input}
                    className="form-input"
                    value={row[column.field]}
                    onChange={(e) => update(row.key, column.field, e.target.value)}
                  />
                )}
              </Field>
            ))}
            <button
              type="button"
              className="button button--ghost-dark button--small"
              aria-label={labels.remove(row)}
              onClick={() => setRows((r) => r.filter((x) => x.key !== row.key))}
            >
              {messages.generic.remove}
            </button>
          </li>
        ))}
      </ol>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="sessions-actions">
        <button
          type="button"
          className="button button--ghost-dark"
          disabled={maxRows !== undefined && rows.length >= maxRows}
          onClick={() => setRows((r) => [...r, { key: newKey(), ...blank(r) } as EditorRow<F>])}
        >
          {labels.add}
        </button>
        <button type="submit" className="button button--navy" disabled={mutation.isPending}>
          {mutation.isPending ? labels.saving : labels.save}
        </button>
      </div>
    </form>
  );
}
