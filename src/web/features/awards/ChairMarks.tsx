import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { markMessages } from '~/shared/paper-messages';
import { type CommitteeMarks, markRangeError, markRules, saveMarksBodySchema } from '~/shared/schemas/marks';
import type { SeatedDelegate } from '~/shared/schemas/chairs';
import { Field } from '~/web/components/app/Field';
import { ErrorText, Loading } from '~/web/components/app/PageFrame';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import '~/web/features/papers/papers.css';
import { committeeMarksQuery, saveMarks } from './api';

const m = markMessages;

/**
 * The chair's marks of a committee in the chosen session: a delegate, a mark per criterion of the event's
 * rubric (filled with what is saved), Save; then every seated delegate's total, highest first. Only chairs
 * and admins reach it (the server's chair guard).
 */
export function ChairMarks({
  eventName,
  committee,
  sessionId,
  delegates,
}: {
  eventName: string;
  committee: string;
  sessionId: string | null;
  delegates: SeatedDelegate[];
}) {
  const query = useQuery(committeeMarksQuery(eventName, committee));
  const titleId = useId();
  return (
    <section className="panel adm-card paper-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-card__title">
        {m.sectionTitle}
      </h2>
      {query.isPending ? (
        <Loading text={m.loading} />
      ) : query.isError ? (
        <ErrorText text={errorMessage(query.error, m.error)} />
      ) : query.data.criteria.length === 0 ? (
        <p className="adm-empty">{m.noRubric}</p>
      ) : (
        <>
          {sessionId === null ? (
            <p className="adm-empty">{m.noSessions}</p>
          ) : (
            <MarksForm
              key={sessionId}
              eventName={eventName}
              committee={committee}
              sessionId={sessionId}
              delegates={delegates}
              data={query.data}
            />
          )}
          <Totals data={query.data} />
        </>
      )}
    </section>
  );
}

function MarksForm({
  eventName,
  committee,
  sessionId,
  delegates,
  data,
}: {
  eventName: string;
  committee: string;
  sessionId: string;
  delegates: SeatedDelegate[];
  data: CommitteeMarks;
}) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const id = useId();
  const [registrationId, setRegistrationId] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const savedOf = (who: string) =>
    Object.fromEntries(
      data.marks
        .filter((x) => x.sessionId === sessionId && x.registrationId === who)
        .map((x) => [x.criterionId, String(x.mark)]),
    );
  const choose = (who: string) => {
    setRegistrationId(who);
    setValues(savedOf(who));
    setError('');
  };
  const given = () =>
    data.criteria
      .filter((c) => (values[c.id] ?? '').trim() !== '')
      .map((c) => ({ criterionId: c.id, mark: Number(values[c.id]) }));
  const save = useMutation({
    mutationFn: () => saveMarks({ eventName, committee }, { sessionId, registrationId, marks: given() }),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    const body = { sessionId, registrationId, marks: given() };
    const parsed = saveMarksBodySchema.safeParse(body);
    const refused = parsed.success ? markRangeError(data.criteria, body.marks) : null;
    if (!parsed.success || refused) {
      setError(refused?.message ?? parsed.error?.issues[0]?.message ?? m.error);
      return;
    }
    save.mutate(undefined, {
      onSuccess: (res) => {
        notify('success', res.message);
        void queryClient.invalidateQueries({ queryKey: committeeMarksQuery(eventName, committee).queryKey });
      },
      onError: (failure) => {
        if (!unauthorized(failure)) setError(errorMessage(failure, m.error));
      },
    });
  };
  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={submit} className="marks-form" aria-describedby={error ? errorId : undefined}>
      <div className="form-field">
        <label htmlFor={`${id}-delegate`} className="form-label">
          {m.delegateField}
        </label>
        <select
          id={`${id}-delegate`}
          className="form-input"
          value={registrationId}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="">{m.chooseDelegate}</option>
          {delegates.map((d) => (
            <option key={d.registrationId} value={d.registrationId}>
              {d.portfolio}: {d.name}
            </option>
          ))}
        </select>
      </div>
      {registrationId ? (
        <>
          <div className="marks-form__grid">
            {data.criteria.map((c) => (
              <Field key={c.id} id={`${id}-${c.id}`} label={m.markField(c.name, c.maxMark)}>
                {(a11y) => (
                  <input
                    {...a11y}
                    className="form-input"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={Math.min(c.maxMark, markRules.maxMark)}
                    step={1}
                    value={values[c.id] ?? ''}
                    onChange={(e) => setValues((v) => ({ ...v, [c.id]: e.target.value }))}
                  />
                )}
              </Field>
            ))}
          </div>
          {error ? (
            <p id={errorId} className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div>
            <button type="submit" className="button button--navy" disabled={save.isPending}>
              {save.isPending ? m.saving : m.save}
            </button>
          </div>
        </>
      ) : null}
    </form>
  );
}

function Totals({ data }: { data: CommitteeMarks }) {
  if (data.totals.length === 0) return null;
  return (
    <div className="marks-totals">
      <table className="marks-table">
        <caption className="dash-attendance__title">
          {m.totalsTitle}
          <span className="visually-hidden">: {m.totalsCaption}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{m.portfolio}</th>
            <th scope="col">{m.delegate}</th>
            <th scope="col">{m.total}</th>
          </tr>
        </thead>
        <tbody>
          {data.totals.map((t) => (
            <tr key={t.registrationId}>
              <th scope="row">{t.portfolio}</th>
              <td>{t.name}</td>
              <td>{t.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
