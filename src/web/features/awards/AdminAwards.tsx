import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { awardMessages } from '~/shared/paper-messages';
import {
  type AwardCategory,
  type CommitteeAwards,
  awardCategoriesBodySchema,
  awardRules,
} from '~/shared/schemas/awards';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { ErrorText, Loading } from '~/web/components/app/PageFrame';
import { RowsEditor, numberFromInput } from '~/web/components/app/RowsEditor';
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

function CategoriesEditor({ eventName, categories }: { eventName: string; categories: AwardCategory[] }) {
  const titleId = useId();
  return (
    <RowsEditor
      titleId={titleId}
      initial={categories.map((c) => ({
        key: c.id,
        id: c.id,
        name: c.name,
        perCommittee: String(c.perCommittee),
      }))}
      columns={[
        {
          field: 'name',
          label: (i) => `${m.categoryName} (${i + 1})`,
          input: { maxLength: awardRules.name },
        },
        {
          field: 'perCommittee',
          label: (i) => `${m.categoryCount} (${i + 1})`,
          input: { type: 'number', min: 1, max: awardRules.maxPerCommittee },
        },
      ]}
      blank={() => ({ name: '', perCommittee: '1' })}
      toItems={(rows) =>
        rows.map(({ id, name, perCommittee }) => ({
          ...(id ? { id } : {}),
          name,
          perCommittee: numberFromInput(perCommittee),
        }))
      }
      listKey="categories"
      schema={awardCategoriesBodySchema}
      save={(items) => saveCategories(eventName, items)}
      invalidate={eventAwardsQuery(eventName).queryKey}
      labels={{
        remove: (row) => m.removeCategory(row.name),
        add: m.addCategory,
        save: m.saveCategories,
        saving: m.saving,
      }}
    >
      <h3 id={titleId} className="dash-attendance__title">
        {m.categoriesTitle}
      </h3>
    </RowsEditor>
  );
}
