// @vitest-environment jsdom
/**
 * The chair's marks of a committee (src/web/features/awards/ChairMarks.tsx), on data already in the query
 * cache: choosing a delegate fills the marks saved for the session; Save sends the session, the delegate and
 * one mark per criterion given; a mark above its criterion's maximum is refused in the form with the server's
 * message and nothing is sent; the totals list each delegate, highest first; no rubric says so.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markMessages } from '~/shared/paper-messages';
import type { SeatedDelegate } from '~/shared/schemas/chairs';
import type { CommitteeMarks } from '~/shared/schemas/marks';
import { committeeMarksQuery } from '~/web/features/awards/api';
import { ChairMarks } from '~/web/features/awards/ChairMarks';
import { type RequestWatch, answer, json, watchRequests } from '../support/requests';

const m = markMessages;
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
];

const data: CommitteeMarks = {
  message: 'ok',
  criteria: [
    { id: 'speech', name: 'Speech', maxMark: 10 },
    { id: 'diplomacy', name: 'Diplomacy', maxMark: 5 },
  ],
  marks: [
    { sessionId: 's1', registrationId: 'r2', criterionId: 'speech', mark: 8 },
    { sessionId: 's2', registrationId: 'r2', criterionId: 'diplomacy', mark: 4 },
  ],
  totals: [
    { registrationId: 'r2', name: 'Bikram Roy', portfolio: 'Beta', total: 12 },
    { registrationId: 'r1', name: 'Asha Das', portfolio: 'Alpha', total: 0 },
  ],
};

function renderMarks(cached: CommitteeMarks, sessionId: string | null = 's1') {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData(committeeMarksQuery('Winter Session 2031', 'CA').queryKey, cached);
  render(
    <QueryClientProvider client={client}>
      <ChairMarks
        eventName="Winter Session 2031"
        committee="CA"
        sessionId={sessionId}
        delegates={delegates}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
const markField = (name: string, max: number) =>
  screen.getByLabelText(m.markField(name, max)) as HTMLInputElement;

describe('the chair’s marks', () => {
  it('fills a delegate’s saved marks of the session and saves one mark per criterion given', async () => {
    const marks = '/v1/api/chair/events/Winter%20Session%202031/committees/CA/marks';
    const totals = [
      { registrationId: 'r2', name: 'Bikram Roy', portfolio: 'Beta', total: 16 },
      { registrationId: 'r1', name: 'Asha Das', portfolio: 'Alpha', total: 0 },
    ];
    answer(`PUT ${marks}`, json({ message: m.saved('Bikram Roy'), totals }));
    // The marks read again after the save (the page refreshes them).
    answer(
      `GET ${marks}`,
      json({
        ...data,
        marks: [
          { sessionId: 's1', registrationId: 'r2', criterionId: 'speech', mark: 9 },
          { sessionId: 's1', registrationId: 'r2', criterionId: 'diplomacy', mark: 3 },
          { sessionId: 's2', registrationId: 'r2', criterionId: 'diplomacy', mark: 4 },
        ],
        totals,
      }),
    );
    const user = renderMarks(data);
    await user.selectOptions(screen.getByLabelText(m.delegateField), 'r2');
    expect(markField('Speech', 10).value).toBe('8');
    // The other session's mark is not this session's.
    expect(markField('Diplomacy', 5).value).toBe('');
    await user.clear(markField('Speech', 10));
    await user.type(markField('Speech', 10), '9');
    await user.type(markField('Diplomacy', 5), '3');
    await user.click(screen.getByRole('button', { name: m.save }));
    expect(requests.writes()).toEqual([
      expect.stringMatching(/^PUT .*\/chair\/events\/Winter%20Session%202031\/committees\/CA\/marks$/),
    ]);
    expect(requests.sent.find((s) => s.method === 'PUT')!.body).toEqual({
      sessionId: 's1',
      registrationId: 'r2',
      marks: [
        { criterionId: 'speech', mark: 9 },
        { criterionId: 'diplomacy', mark: 3 },
      ],
    });
    // The totals read again count the marks saved.
    expect(await within(screen.getByRole('table')).findByText('16')).toBeTruthy();
  });

  it('refuses a mark above its criterion’s maximum, and a fraction, without sending anything', async () => {
    const user = renderMarks(data);
    await user.selectOptions(screen.getByLabelText(m.delegateField), 'r1');
    await user.type(markField('Diplomacy', 5), '6');
    await user.click(screen.getByRole('button', { name: m.save }));
    expect(screen.getByRole('alert').textContent).toBe(m.outOfRange('Diplomacy', 5));
    await user.clear(markField('Diplomacy', 5));
    await user.type(markField('Diplomacy', 5), '2.5');
    await user.click(screen.getByRole('button', { name: m.save }));
    expect(screen.getByRole('alert').textContent).toBe(m.invalidMark);
    expect(requests.writes()).toEqual([]);
  });

  it('lists the totals highest first; without a rubric or a session it says so', () => {
    renderMarks(data);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['BetaBikram Roy12', 'AlphaAsha Das0']);
    cleanup();
    renderMarks(data, null);
    expect(screen.getByText(m.noSessions)).toBeTruthy();
    cleanup();
    renderMarks({ ...data, criteria: [] });
    expect(screen.getByText(m.noRubric)).toBeTruthy();
  });
});
