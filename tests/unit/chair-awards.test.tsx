// @vitest-environment jsdom
/**
 * The chair's awards of a committee (src/web/features/awards/ChairAwards.tsx), on data already in the query
 * cache: each category with who holds it (proposed or published); the choice offers only seated delegates who
 * do not hold the category, and Propose sends the category and the delegate; a category at its count offers no
 * choice; only a proposal (not a published award) can be withdrawn; no categories says so.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { awardMessages } from '~/shared/paper-messages';
import type { CommitteeAwards } from '~/shared/schemas/awards';
import type { SeatedDelegate } from '~/shared/schemas/chairs';
import { committeeAwardsQuery } from '~/web/features/awards/api';
import { ChairAwards } from '~/web/features/awards/ChairAwards';
import { type RequestWatch, answer, json, watchRequests } from '../support/requests';

const m = awardMessages;
let requests: RequestWatch;
beforeEach(() => {
  requests = watchRequests();
});
afterEach(() => {
  cleanup();
});

const delegates: SeatedDelegate[] = [
  { registrationId: 'r1', name: 'Asha Das', photo: null, portfolio: 'Alpha', institution: null },
  { registrationId: 'r2', name: 'Bikram Roy', photo: null, portfolio: 'Beta', institution: null },
  { registrationId: 'r3', name: 'Chitra Sen', photo: null, portfolio: 'Gamma', institution: null },
];

const data: CommitteeAwards = {
  message: 'ok',
  categories: [
    { id: 'best', name: 'Best Delegate', perCommittee: 1 },
    { id: 'mention', name: 'Honourable Mention', perCommittee: 2 },
  ],
  awards: [
    {
      id: 'a1',
      categoryId: 'best',
      category: 'Best Delegate',
      committee: 'CA',
      registrationId: 'r1',
      name: 'Asha Das',
      portfolio: 'Alpha',
      published: true,
    },
    {
      id: 'a2',
      categoryId: 'mention',
      category: 'Honourable Mention',
      committee: 'CA',
      registrationId: 'r2',
      name: 'Bikram Roy',
      portfolio: 'Beta',
      published: false,
    },
  ],
};

const room = '/v1/api/chair/events/Winter%20Session%202031/committees/CA/awards';

/** The committee's awards as the server reads them again after a change (the page refreshes its list). */
function answerRefresh(after: CommitteeAwards) {
  answer(`GET ${room}`, json(after));
}

function renderAwards(cached: CommitteeAwards) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData(committeeAwardsQuery('Winter Session 2031', 'CA').queryKey, cached);
  render(
    <QueryClientProvider client={client}>
      <ChairAwards eventName="Winter Session 2031" committee="CA" delegates={delegates} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the chair’s awards', () => {
  it('shows who holds each category; a full category offers no choice, a published award no withdrawal', () => {
    renderAwards(data);
    expect(screen.getByText(`Best Delegate (${m.perCommitteeOf(1)})`)).toBeTruthy();
    expect(screen.queryByLabelText(m.delegateField('Best Delegate'))).toBeNull();
    expect(screen.getByText(m.publishedState)).toBeTruthy();
    expect(screen.queryByRole('button', { name: `${m.withdraw} Asha Das (Best Delegate)` })).toBeNull();
    expect(
      screen.getByRole('button', { name: `${m.withdraw} Bikram Roy (Honourable Mention)` }),
    ).toBeTruthy();
  });

  it('offers only the delegates who do not hold the category, and proposes the one chosen', async () => {
    const proposed: CommitteeAwards['awards'][number] = {
      id: 'a3',
      categoryId: 'mention',
      category: 'Honourable Mention',
      committee: 'CA',
      registrationId: 'r3',
      name: 'Chitra Sen',
      portfolio: 'Gamma',
      published: false,
    };
    answer(
      `POST ${room}`,
      json({ message: m.proposed('Honourable Mention', 'Chitra Sen'), award: proposed }),
    );
    answerRefresh({ ...data, awards: [...data.awards, proposed] });
    const user = renderAwards(data);
    const select = screen.getByLabelText(m.delegateField('Honourable Mention')) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([m.chooseDelegate, 'Alpha: Asha Das', 'Gamma: Chitra Sen']);
    const propose = screen.getByRole('button', { name: m.propose }) as HTMLButtonElement;
    expect(propose.disabled).toBe(true);
    await user.selectOptions(select, 'r3');
    await user.click(propose);
    expect(requests.writes()).toEqual([
      expect.stringMatching(/^POST .*\/chair\/events\/Winter%20Session%202031\/committees\/CA\/awards$/),
    ]);
    expect(requests.sent.find((s) => s.method === 'POST')!.body).toEqual({
      categoryId: 'mention',
      registrationId: 'r3',
    });
    // The list read again shows the proposal.
    expect(
      await screen.findByRole('button', { name: `${m.withdraw} Chitra Sen (Honourable Mention)` }),
    ).toBeTruthy();
  });

  it('withdraws a proposal', async () => {
    answer(`POST ${room}/a2/withdraw`, json({ message: m.withdrawn }));
    answerRefresh({ ...data, awards: data.awards.filter((a) => a.id !== 'a2') });
    const user = renderAwards(data);
    await user.click(screen.getByRole('button', { name: `${m.withdraw} Bikram Roy (Honourable Mention)` }));
    expect(requests.writes()).toEqual([expect.stringMatching(/\/awards\/a2\/withdraw$/)]);
    // The list read again no longer has it.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `${m.withdraw} Bikram Roy (Honourable Mention)` }),
      ).toBeNull(),
    );
  });

  it('says when the organisers have set no categories', () => {
    renderAwards({ message: 'ok', categories: [], awards: [] });
    expect(screen.getByText(m.noCategories)).toBeTruthy();
  });
});
