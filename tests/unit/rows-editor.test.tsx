// @vitest-environment jsdom
/**
 * The lists an admin saves whole (src/web/components/app/RowsEditor.tsx), through the three pages that use it:
 * the committee sessions (ChairsPage), the marking rubric (AdminRubric) and the award categories (AdminAwards).
 * Add puts a row at the end (a session on the last one's day); Remove drops one; an invalid list shows the
 * server schema's message under the field it concerns and sends nothing; a valid one is sent whole, kept rows
 * with their ids and numbers as numbers; Add stops at the list's maximum.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chairMessages } from '~/shared/desk-messages';
import { awardMessages, markMessages, paperMessages } from '~/shared/paper-messages';
import type { AdminChairsResponse } from '~/shared/schemas/chairs';
import { markRules } from '~/shared/schemas/marks';
import { AdminAwards } from '~/web/features/awards/AdminAwards';
import { AdminRubric } from '~/web/features/awards/AdminRubric';
import { eventAwardsQuery, rubricQuery } from '~/web/features/awards/api';
import { ChairsPage } from '~/web/features/chairs/ChairsPage';
import { adminChairsQuery } from '~/web/features/chairs/api';
import { renderInApp } from '../support/render';
import { type RequestWatch, answer, json, watchRequests } from '../support/requests';

const event = 'Winter Session 2031';
const admin = '/v1/api/admin/events/Winter%20Session%202031';
let requests: RequestWatch;
beforeEach(() => {
  requests = watchRequests();
});
afterEach(() => {
  cleanup();
});

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** The error shown under a field: the element its aria-describedby names. */
const errorOf = (field: HTMLInputElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
/** The requests sent, as 'METHOD url'. */
const sent = () => requests.sent.map((r) => `${r.method} ${r.url}`);

/**
 * A list saved whole: the server answers the save with the list as saved, and the page then reads its list
 * again (`read`, answered with `after`).
 */
function answerSave(save: string, saved: object, read: string, after: object) {
  answer(save, json(saved));
  answer(read, json(after));
}

describe('the committee sessions', () => {
  const c = chairMessages;
  const chairs: AdminChairsResponse = {
    message: 'ok',
    eventName: event,
    committees: [],
    chairs: [],
    sessions: [{ id: 's1', name: 'Opening', day: '2031-01-10', startTime: '09:30' }],
  };
  /** The chairs page, whose other sections (papers, awards, rubric) read an event without any yet. */
  const renderSessions = () => {
    answer(
      `GET ${admin}/papers`,
      json({ message: paperMessages.fetched, required: false, deadline: null, committees: [] }),
    );
    answer(`GET ${admin}/awards`, json({ message: awardMessages.fetched, categories: [], awards: [] }));
    answer(`GET ${admin}/rubric`, json({ message: markMessages.fetched, criteria: [] }));
    return renderInApp(<ChairsPage eventName={event} />, {
      path: '/registrations/x/chairs',
      cached: [[adminChairsQuery(event).queryKey, chairs]],
    });
  };

  it('adds a session on the last one’s day, refuses a blank and a repeated name, then saves the whole list', async () => {
    const saved = [...chairs.sessions, { id: 's2', name: 'Second', day: '2031-01-10', startTime: '14:00' }];
    answerSave(
      `PUT ${admin}/sessions`,
      { message: c.sessionsSaved, sessions: saved },
      `GET ${admin}/chairs`,
      { ...chairs, message: c.fetched, sessions: saved },
    );
    const { user } = renderSessions();
    await user.click(button(c.addSession));
    const days = screen.getAllByLabelText(c.sessionDay, { exact: true }) as HTMLInputElement[];
    expect(days.map((d) => d.value)).toEqual(['2031-01-10', '2031-01-10']);

    await user.click(button(c.saveSessions));
    const name = input(`${c.sessionName} (2)`);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)).toBe(c.sessionNameRequired);
    await user.type(name, 'opening');
    expect(name.getAttribute('aria-invalid')).toBe('false');
    (screen.getAllByLabelText(c.sessionStart, { exact: true })[1] as HTMLInputElement).focus();
    await user.keyboard('14:00');
    await user.click(button(c.saveSessions));
    expect(errorOf(input(`${c.sessionName} (2)`))).toBe(c.duplicateSession('opening'));
    expect(requests.writes()).toEqual([]);

    await user.clear(input(`${c.sessionName} (2)`));
    await user.type(input(`${c.sessionName} (2)`), 'Second');
    await user.click(button(c.saveSessions));
    expect(requests.writes()).toEqual([expect.stringMatching(/^PUT .*\/Winter%20Session%202031\/sessions$/)]);
    expect(requests.sent.find((r) => r.method === 'PUT')!.body).toEqual({
      sessions: [
        { id: 's1', name: 'Opening', day: '2031-01-10', startTime: '09:30' },
        { name: 'Second', day: '2031-01-10', startTime: '14:00' },
      ],
    });
    // Saved, the page reads the sessions again.
    await waitFor(() => expect(sent()).toContain(`GET ${admin}/chairs`));
  });

  it('removes a session by its named button', async () => {
    const { user } = renderSessions();
    await user.click(button(c.removeSession('Opening')));
    expect(screen.queryByLabelText(`${c.sessionName} (1)`)).toBeNull();
    expect(screen.getByText(c.noSessions)).toBeTruthy();
  });
});

describe('the marking rubric', () => {
  const m = markMessages;
  const renderRubric = (criteria: { id: string; name: string; maxMark: number }[]) =>
    renderInApp(<AdminRubric eventName={event} />, {
      cached: [[rubricQuery(event).queryKey, { message: 'ok', criteria }]],
    });

  it('refuses an empty maximum under its field, then sends the maximum as a number', async () => {
    const criteria = [{ id: 'speech', name: 'Speech', maxMark: 20 }];
    answerSave(`PUT ${admin}/rubric`, { message: m.rubricSaved, criteria }, `GET ${admin}/rubric`, {
      message: m.fetched,
      criteria,
    });
    const { user } = renderRubric([{ id: 'speech', name: 'Speech', maxMark: 10 }]);
    expect(screen.queryByText(m.noRubric)).toBeNull();
    await user.clear(input(`${m.criterionMax} (1)`));
    await user.click(button(m.saveRubric));
    expect(errorOf(input(`${m.criterionMax} (1)`))).toBe(m.invalidMax(markRules.maxMark));
    expect(requests.writes()).toEqual([]);
    await user.type(input(`${m.criterionMax} (1)`), '20');
    await user.click(button(m.saveRubric));
    expect(requests.sent.find((r) => r.method === 'PUT')!.body).toEqual({
      criteria: [{ id: 'speech', name: 'Speech', maxMark: 20 }],
    });
    await waitFor(() => expect(sent()).toContain(`GET ${admin}/rubric`));
  });

  it('says when there is no rubric, and stops adding at the most criteria a rubric may have', async () => {
    const { user } = renderRubric([]);
    expect(screen.getByText(m.noRubric)).toBeTruthy();
    for (let i = 0; i < markRules.maxCriteria; i += 1) await user.click(button(m.addCriterion));
    expect(input(`${m.criterionMax} (${markRules.maxCriteria})`).value).toBe('10');
    expect(button(m.addCriterion).disabled).toBe(true);
  });
});

describe('the award categories', () => {
  const a = awardMessages;
  it('adds a category counted once per committee and saves the list with numbers', async () => {
    const categories = [
      { id: 'best', name: 'Best Delegate', perCommittee: 1 },
      { id: 'special', name: 'Special Mention', perCommittee: 2 },
    ];
    answerSave(
      `PUT ${admin}/award-categories`,
      { message: a.categoriesSaved, categories },
      `GET ${admin}/awards`,
      { message: a.fetched, categories, awards: [] },
    );
    const { user } = renderInApp(<AdminAwards eventName={event} />, {
      cached: [
        [
          eventAwardsQuery(event).queryKey,
          {
            message: 'ok',
            categories: [{ id: 'best', name: 'Best Delegate', perCommittee: 1 }],
            awards: [],
          },
        ],
      ],
    });
    await user.click(button(a.addCategory));
    await user.type(input(`${a.categoryName} (2)`), 'Special Mention');
    await user.clear(input(`${a.categoryCount} (2)`));
    await user.type(input(`${a.categoryCount} (2)`), '2');
    await user.click(button(a.saveCategories));
    expect(requests.writes()).toEqual([expect.stringMatching(/\/award-categories$/)]);
    expect(requests.sent.find((r) => r.method === 'PUT')!.body).toEqual({
      categories: [
        { id: 'best', name: 'Best Delegate', perCommittee: 1 },
        { name: 'Special Mention', perCommittee: 2 },
      ],
    });
    await waitFor(() => expect(sent()).toContain(`GET ${admin}/awards`));
  });
});
