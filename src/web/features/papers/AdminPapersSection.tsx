import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { messages } from '~/shared/messages';
import { paperMessages } from '~/shared/paper-messages';
import { type AdminPapers, paperRulesBodySchema } from '~/shared/schemas/papers';
import { Field } from '~/web/components/app/Field';
import { formatDateTime } from '~/web/components/app/format';
import { ErrorText, Loading } from '~/web/components/app/PageFrame';
import { fromLocalInput, toLocalInput } from '~/web/lib/local-time';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { adminPapersQuery, savePaperRules } from './api';
import './papers.css';

const m = paperMessages;

/** The admin's chairs page: the event's paper rules (required, deadlines) and each committee's progress. */
export function AdminPapersSection({ eventName }: { eventName: string }) {
  const query = useQuery(adminPapersQuery(eventName));
  const titleId = useId();
  return (
    <section className="panel adm-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-card__title">
        {m.adminSection}
      </h2>
      {query.isPending ? (
        <Loading text={m.loading} />
      ) : query.isError ? (
        <ErrorText text={errorMessage(query.error, m.error)} />
      ) : (
        <>
          <Progress data={query.data} />
          <RulesForm key={JSON.stringify(query.data)} eventName={eventName} data={query.data} />
        </>
      )}
    </section>
  );
}

function Progress({ data }: { data: AdminPapers }) {
  const titleId = useId();
  return (
    <div className="paper-progress">
      <h3 id={titleId} className="dash-attendance__title">
        {m.progressTitle}
      </h3>
      <ul className="paper-list" aria-labelledby={titleId}>
        {data.committees.map((c) => (
          <li key={c.committee} className="paper-item">
            <div className="paper-item__who">
              <strong>{c.committeeName}</strong>
              <span>{m.counts(c.submitted, c.accepted, c.missing)}</span>
              <span className="roll-item__meta">
                {m.progressOf(c.seated)}; {c.closed ? m.closedState : m.openState}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function RulesForm({ eventName, data }: { eventName: string; data: AdminPapers }) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const ids = { required: useId(), deadline: useId(), prefix: useId() };
  const [required, setRequired] = useState(data.required);
  const [deadline, setDeadline] = useState(toLocalInput(data.deadline));
  const [own, setOwn] = useState<Record<string, string>>(() =>
    Object.fromEntries(data.committees.map((c) => [c.committee, toLocalInput(c.deadline)])),
  );
  const [error, setError] = useState('');
  const save = useMutation({
    mutationFn: (body: Parameters<typeof savePaperRules>[1]) => savePaperRules(eventName, body),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    const parsed = paperRulesBodySchema.safeParse({
      required,
      deadline: fromLocalInput(deadline),
      committees: Object.entries(own)
        .filter(([, v]) => v.trim() !== '')
        .map(([committee, v]) => ({ committee, deadline: fromLocalInput(v) })),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.invalidDeadline);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (res) => {
        notify('success', res.message);
        queryClient.setQueryData(adminPapersQuery(eventName).queryKey, res);
      },
      onError: (failure) => {
        if (!unauthorized(failure)) setError(errorMessage(failure, messages.generic.somethingWentWrong));
      },
    });
  };
  return (
    <form className="chairs-form" noValidate onSubmit={submit}>
      <label className="paper-required" htmlFor={ids.required}>
        <input
          id={ids.required}
          type="checkbox"
          checked={required}
          onChange={(e) => setRequired(e.target.checked)}
        />{' '}
        {m.requiredField}
      </label>
      <Field
        id={ids.deadline}
        label={m.deadlineAll}
        hint={data.deadline ? formatDateTime(data.deadline) : m.noDeadline}
      >
        {(a11y) => (
          <input
            {...a11y}
            className="form-input"
            type="datetime-local"
            value={deadline}
            onChange={(e) => setDeadline(e.target.value)}
          />
        )}
      </Field>
      {data.committees.map((c) => (
        <Field
          key={c.committee}
          id={`${ids.prefix}-${c.committee}`}
          label={m.deadlineOf(c.committeeName)}
          hint={m.deadlineOwnHint}
        >
          {(a11y) => (
            <input
              {...a11y}
              className="form-input"
              type="datetime-local"
              value={own[c.committee] ?? ''}
              onChange={(e) => setOwn((o) => ({ ...o, [c.committee]: e.target.value }))}
            />
          )}
        </Field>
      ))}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button button--navy" disabled={save.isPending}>
          {save.isPending ? m.saving : m.saveRules}
        </button>
      </div>
    </form>
  );
}
