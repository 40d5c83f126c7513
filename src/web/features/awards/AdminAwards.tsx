import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { messages } from '~/shared/messages';
import { awardMessages } from '~/shared/paper-messages';
import {
  type AwardCategory,
  type CommitteeAwards,
  awardCategoriesBodySchema,
  awardRules,
} from '~/shared/schemas/awards';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { Field } from '~/web/components/app/Field';
import { ErrorText, Loading } from '~/web/components/app/PageFrame';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import '~/web/features/papers/papers.css';
import { eventAwardsQuery, publishAwards, saveCategories } from './api';

const m = awardMessages;

/** The admin's chairs page: the event's award categories, every committee's awards, and publishing. */
export function AdminAwards({ eventName }: { eventName: string }) {
  const query = useQuery(eventAwardsQuery(eventName));
  const titleId = useId();
  return (
    <section className="panel adm-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="adm-card__title">
        {m.sectionTitle}
      </h2>
      {query.isPending ? (
        <Loading text={m.loading} />
      ) : query.isError ? (
        <ErrorText text={errorMessage(query.error, m.error)} />
      ) : (
        <>
          <Awarded eventName={eventName} data={query.data} />
          <CategoriesEditor
            key={JSON.stringify(query.data.categories)}
            eventName={eventName}
            categories={query.data.categories}
          />
        </>
      )}
    </section>
  );
}

function Awarded({ eventName, data }: { eventName: string; data: CommitteeAwards }) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const proposed = data.awards.filter((a) => !a.published).length;
  const publish = useMutation({ mutationFn: () => publishAwards(eventName) });
  const confirm = () =>
    publish.mutate(undefined, {
      onSuccess: (res) => {
        dialogRef.current?.close();
        notify('success', res.message);
        void queryClient.invalidateQueries({ queryKey: eventAwardsQuery(eventName).queryKey });
      },
      onError: (error) => {
        dialogRef.current?.close();
        if (!unauthorized(error)) notify('error', errorMessage(error, m.error));
      },
    });
  return (
    <div className="award-category">
      {data.awards.length === 0 ? (
        <p className="adm-empty">{m.nobody}</p>
      ) : (
        <ul className="paper-list">
          {data.awards.map((a) => (
            <li key={a.id} className="paper-item">
              <span className="paper-item__who">
                <strong>
                  {a.category}, {a.committee}
                </strong>
                <span>
                  {a.portfolio}: {a.name}
                </span>
                <span className="roll-item__meta">{a.published ? m.publishedState : m.proposedState}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div>
        <button
          type="button"
          className="button button--navy"
          disabled={proposed === 0}
          onClick={() => dialogRef.current?.showModal()}
        >
          {proposed === 0 ? m.nothingToPublish : m.publish}
        </button>
      </div>
      <ConfirmDialog
        ref={dialogRef}
        title={m.publishTitle}
        confirmLabel={m.publish}
        pending={publish.isPending}
        onConfirm={confirm}
      >
        <p>{m.publishText(proposed)}</p>
      </ConfirmDialog>
    </div>
  );
}

interface Row {
  key: string;
  id?: string;
  name: string;
  perCommittee: string;
}
let nextKey = 0;

function CategoriesEditor({ eventName, categories }: { eventName: string; categories: AwardCategory[] }) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const titleId = useId();
  const [rows, setRows] = useState<Row[]>(() =>
    categories.map((c) => ({ key: c.id, id: c.id, name: c.name, perCommittee: String(c.perCommittee) })),
  );
  const [error, setError] = useState('');
  const body = () =>
    rows.map(({ id, name, perCommittee }) => ({
      ...(id ? { id } : {}),
      name,
      perCommittee: perCommittee.trim() === '' ? Number.NaN : Number(perCommittee),
    }));
  const save = useMutation({ mutationFn: () => saveCategories(eventName, body()) });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError('');
    const parsed = awardCategoriesBodySchema.safeParse({ categories: body() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.error);
      return;
    }
    save.mutate(undefined, {
      onSuccess: (res) => {
        notify('success', res.message);
        void queryClient.invalidateQueries({ queryKey: eventAwardsQuery(eventName).queryKey });
      },
      onError: (failure) => {
        if (!unauthorized(failure)) setError(errorMessage(failure, messages.generic.somethingWentWrong));
      },
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h3 id={titleId} className="dash-attendance__title">
        {m.categoriesTitle}
      </h3>
      <ol className="sessions-list">
        {rows.map((row, i) => (
          <li key={row.key} className="sessions-row">
            <Field id={`${titleId}-${row.key}-name`} label={`${m.categoryName} (${i + 1})`}>
              {(a11y) => (
                <input
                  {...a11y}
                  className="form-input"
                  value={row.name}
                  maxLength={awardRules.name}
                  onChange={(e) =>
                    setRows((r) => r.map((x) => (x.key === row.key ? { ...x, name: e.target.value } : x)))
                  }
                />
              )}
            </Field>
            <Field id={`${titleId}-${row.key}-count`} label={m.categoryCount}>
              {(a11y) => (
                <input
                  {...a11y}
                  className="form-input"
                  type="number"
                  min={1}
                  max={awardRules.maxPerCommittee}
                  value={row.perCommittee}
                  onChange={(e) =>
                    setRows((r) =>
                      r.map((x) => (x.key === row.key ? { ...x, perCommittee: e.target.value } : x)),
                    )
                  }
                />
              )}
            </Field>
            <button
              type="button"
              className="button button--ghost-dark button--small"
              aria-label={m.removeCategory(row.name)}
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
          onClick={() =>
            setRows((r) => [...r, { key: `new-${(nextKey += 1)}`, name: '', perCommittee: '1' }])
          }
        >
          {m.addCategory}
        </button>
        <button type="submit" className="button button--navy" disabled={save.isPending}>
          {save.isPending ? m.saving : m.saveCategories}
        </button>
      </div>
    </form>
  );
}
