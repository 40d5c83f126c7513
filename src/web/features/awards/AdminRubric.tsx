import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { markMessages } from '~/shared/paper-messages';
import { type RubricCriterion, markRules, rubricBodySchema } from '~/shared/schemas/marks';
import { ErrorText, Loading } from '~/web/components/app/PageFrame';
import { RowsEditor, numberFromInput } from '~/web/components/app/RowsEditor';
import { errorMessage } from '~/web/lib/api';
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

function RubricEditor({
  eventName,
  criteria,
  titleId,
}: {
  eventName: string;
  criteria: RubricCriterion[];
  titleId: string;
}) {
  return (
    <RowsEditor
      titleId={titleId}
      initial={criteria.map((c) => ({ key: c.id, id: c.id, name: c.name, maxMark: String(c.maxMark) }))}
      columns={[
        {
          field: 'name',
          label: (i) => `${m.criterionName} (${i + 1})`,
          input: { maxLength: markRules.name },
        },
        {
          field: 'maxMark',
          label: (i) => `${m.criterionMax} (${i + 1})`,
          input: { type: 'number', min: 1, max: markRules.maxMark },
        },
      ]}
      blank={() => ({ name: '', maxMark: '10' })}
      toItems={(rows) =>
        rows.map(({ id, name, maxMark }) => ({
          ...(id ? { id } : {}),
          name,
          maxMark: numberFromInput(maxMark),
        }))
      }
      listKey="criteria"
      schema={rubricBodySchema}
      save={(items) => saveRubric(eventName, items)}
      invalidate={rubricQuery(eventName).queryKey}
      maxRows={markRules.maxCriteria}
      labels={{
        empty: m.noRubric,
        remove: (row) => m.removeCriterion(row.name),
        add: m.addCriterion,
        save: m.saveRubric,
        saving: m.saving,
      }}
    />
  );
}
