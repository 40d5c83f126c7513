import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messages } from '~/shared/messages';
import { markMessages } from '~/shared/paper-messages';
import { type RubricCriterion, markRules, rubricBodySchema } from '~/shared/schemas/marks';
import { Field } from '~/web/components/app/Field';
import { ErrorText, Loading } from '~/web/components/app/PageFrame';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import '~/web/features/papers/papers.css';
import { rubricQuery, saveRubric } from './api';

const m = markMessages;

/** The admin's chairs page: the event's marking rubric (criteria and what each is out of), saved whole. */
export function AdminRubric({ eventName }: { eventName: string }) {
  const query = useQuery(rubricQuery(eventName));
  const titleId = useId();
  return (
    <section className="panel adm-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-card__title">
        {m.rubricTitle}
      </h2>
      {query.isPending ? (
        <Loading text={m.loading} />
      ) : query.isError ? (
        <ErrorText text={errorMessage(query.error, m.error)} />
      ) : (
        <RubricEditor
          key={JSON.stringify(query.data.criteria)}
          eventName={eventName}
          criteria={query.data.criteria}
          titleId={titleId}
        />
      )}
    </section>
  );
}

interface Row {
  key: string;
  id?: string;
  name: string;
  maxMark: string;
}
let nextKey = 0;

function RubricEditor({
  eventName,
  criteria,
  titleId,
}: {
  eventName: string;
  criteria: RubricCriterion[];
  titleId: string;
}) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const [rows, setRows] = useState<Row[]>(() =>
    criteria.map((c) => ({ key: c.id, id: c.id, name: c.name, maxMark: String(c.maxMark) })),
  );
  const [error, setError] = useState('');
  const body = () =>
    rows.map(({ id, name, maxMark }) => ({
      ...(id ? { id } : {}),
      name,
      maxMark: maxMark.trim() === '' ? Number.NaN : Number(maxMark),
    }));
  const save = useMutation({ mutationFn: () => saveRubric(eventName, body()) });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    const parsed = rubricBodySchema.safeParse({ criteria: body() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.error);
      return;
    }
    save.mutate(undefined, {
      onSuccess: (res) => {
        notify('success', res.message);
        void queryClient.invalidateQueries({ queryKey: rubricQuery(eventName).queryKey });
      },
      onError: (failure) => {
        if (!unauthorized(failure)) setError(errorMessage(failure, messages.generic.somethingWentWrong));
      },
    });
  };
  const update = (key: string, change: Partial<Row>) =>
    setRows((r) => r.map((x) => (x.key === key ? { ...x, ...change } : x)));
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      {rows.length === 0 ? <p className="adm-empty">{m.noRubric}</p> : null}
      <ol className="sessions-list">
        {rows.map((row, i) => (
          <li key={row.key} className="sessions-row">
            <Field id={`${titleId}-${row.key}-name`} label={`${m.criterionName} (${i + 1})`}>
              {(a11y) => (
                <input
                  {...a11y}
                  className="form-input"
                  value={row.name}
                  maxLength={markRules.name}
                  onChange={(e) => update(row.key, { name: e.target.value })}
                />
              )}
            </Field>
            <Field id={`${titleId}-${row.key}-max`} label={`${m.criterionMax} (${i + 1})`}>
              {(a11y) => (
                <input
                  {...a11y}
                  className="form-input"
                  type="number"
                  min={1}
                  max={markRules.maxMark}
                  value={row.maxMark}
                  onChange={(e) => update(row.key, { maxMark: e.target.value })}
                />
              )}
            </Field>
            <button
              type="button"
              className="button button--ghost-dark button--small"
              aria-label={m.removeCriterion(row.name)}
              onClick={() => setRows((r) => r.filter((x) => x.key !== row.key))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="sessions-actions">
        <button
          type="button"
          className="button button--ghost-dark"
          disabled={rows.length >= markRules.maxCriteria}
          onClick={() => setRows((r) => [...r, { key: `new-${(nextKey += 1)}`, name: '', maxMark: '10' }])}
        >
          {m.addCriterion}
        </button>
        <button type="submit" className="button button--navy" disabled={save.isPending}>
          {save.isPending ? m.saving : m.saveRubric}
        </button>
      </div>
    </form>
  );
}
