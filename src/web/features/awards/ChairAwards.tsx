import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { awardMessages } from '~/shared/paper-messages';
import type { AwardCategory, CommitteeAwards } from '~/shared/schemas/awards';
import type { SeatedDelegate } from '~/shared/schemas/chairs';
import { ErrorText, Loading } from '~/web/components/app/PageFrame';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import '~/web/features/papers/papers.css';
import { committeeAwardsQuery, proposeAward, withdrawAward } from './api';

const m = awardMessages;

/**
 * The chair's awards of a committee: per category, who is proposed or published, and a choice of a seated
 * delegate to propose while the committee has some of the category left (the server decides).
 */
export function ChairAwards({
  eventName,
  committee,
  delegates,
}: {
  eventName: string;
  committee: string;
  delegates: SeatedDelegate[];
}) {
  const query = useQuery(committeeAwardsQuery(eventName, committee));
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
      ) : query.data.categories.length === 0 ? (
        <p className="adm-empty">{m.noCategories}</p>
      ) : (
        query.data.categories.map((c) => (
          <CategoryAwards
            key={c.id}
            eventName={eventName}
            committee={committee}
            category={c}
            data={query.data}
            delegates={delegates}
          />
        ))
      )}
    </section>
  );
}

function CategoryAwards({
  eventName,
  committee,
  category,
  data,
  delegates,
}: {
  eventName: string;
  committee: string;
  category: AwardCategory;
  data: CommitteeAwards;
  delegates: SeatedDelegate[];
}) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const given = data.awards.filter((a) => a.categoryId === category.id);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: committeeAwardsQuery(eventName, committee).queryKey });
  const onError = (error: unknown) => {
    if (!unauthorized(error)) notify('error', errorMessage(error, m.error));
  };
  const propose = useMutation({
    mutationFn: () =>
      proposeAward({ eventName, committee }, { categoryId: category.id, registrationId: chosen }),
    onSuccess: (res) => {
      notify('success', res.message);
      setChosen('');
      void refresh();
    },
    onError,
  });
  const withdraw = useMutation({
    mutationFn: (awardId: string) => withdrawAward({ eventName, committee }, awardId),
    onSuccess: (res) => {
      notify('success', res.message);
      void refresh();
    },
    onError,
  });
  return (
    <div className="award-category">
      <h3 className="dash-attendance__title">
        {category.name} ({m.perCommitteeOf(category.perCommittee)})
      </h3>
      {given.length === 0 ? (
        <p className="adm-empty">{m.nobody}</p>
      ) : (
        <ul className="paper-list">
          {given.map((a) => (
            <li key={a.id} className="paper-item">
              <span className="paper-item__who">
                <span className="roll-item__portfolio">{a.portfolio}</span>
                <span>{a.name}</span>
                <span className="roll-item__meta">{a.published ? m.publishedState : m.proposedState}</span>
              </span>
              {a.published ? null : (
                <button
                  type="button"
                  className="button button--ghost-dark button--small"
                  aria-label={`${m.withdraw} ${a.name} (${category.name})`}
                  onClick={() => withdraw.mutate(a.id)}
                  disabled={withdraw.isPending}
                >
                  {m.withdraw}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {given.length < category.perCommittee ? (
        <form
          className="award-propose"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) propose.mutate();
          }}
        >
          <div className="form-field">
            <label htmlFor={selectId} className="form-label">
              {m.delegateField(category.name)}
            </label>
            <select
              id={selectId}
              className="form-input"
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
            >
              <option value="">{m.chooseDelegate}</option>
              {delegates
                .filter((d) => !given.some((a) => a.registrationId === d.registrationId))
                .map((d) => (
                  <option key={d.registrationId} value={d.registrationId}>
                    {d.portfolio}: {d.name}
                  </option>
                ))}
            </select>
          </div>
          <div>
            <button type="submit" className="button button--navy" disabled={!chosen || propose.isPending}>
              {m.propose}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
