// @vitest-environment jsdom
/**
 * The compose form's "payment not received after some days" audience
 * (src/web/features/admin/announcements/ComposeForm.tsx): it asks for a number of days (7 to start with),
 * refuses one outside 1-60 with its message before asking the server, and counts the audience it names.
 * What the server counts is the API suite's (tests/api/announcements.test.ts).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announcementMessages } from '~/shared/desk-messages';
import { announcementRules } from '~/shared/schemas/announcements';
import { ComposeForm } from '~/web/features/admin/announcements/ComposeForm';
import { installDialogMethods } from '../support/dialog';
import { renderInApp } from '../support/render';
import { type RequestWatch, answer, json, watchRequests } from '../support/requests';

const { min, max } = announcementRules.unpaidDays;
let requests: RequestWatch;
beforeAll(installDialogMethods);
beforeEach(() => {
  requests = watchRequests();
});
afterEach(() => {
  cleanup();
});

function renderForm() {
  return renderInApp(<ComposeForm eventName="Winter Session 2031" committees={[]} />).user;
}

const days = () => screen.getByLabelText('Days since registering', { selector: 'input' }) as HTMLInputElement;
const previews = () => requests.sent.filter((r) => r.method === 'POST' && r.url.endsWith('/preview'));

describe('the audience of payments not received after some days', () => {
  it('asks for the number of days, 7 to start with', async () => {
    const user = renderForm();
    await user.selectOptions(screen.getByLabelText('Who receives it'), 'unpaid');
    expect(days().value).toBe(String(announcementRules.unpaidDays.default));
    expect(days().min).toBe(String(min));
    expect(days().max).toBe(String(max));
  });

  it.each(['0', String(max + 1), '2.5', ''])(
    'refuses %j with its message and asks the server nothing',
    async (value) => {
      const user = renderForm();
      await user.selectOptions(screen.getByLabelText('Who receives it'), 'unpaid');
      await user.clear(days());
      if (value) await user.type(days(), value);
      await user.click(screen.getByRole('button', { name: 'Preview recipients' }));
      await waitFor(() =>
        expect(document.getElementById(`${days().id}-error`)?.textContent).toBe(
          announcementMessages.invalidDays(min, max),
        ),
      );
      expect(days().getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(days());
      expect(previews()).toEqual([]);
    },
  );

  it('counts the audience it names', async () => {
    answer(
      'POST /v1/api/admin/events/Winter%20Session%202031/announcements/preview',
      json({
        message: announcementMessages.previewed,
        count: 2,
        sample: [
          { name: 'Asha Rao', email: 'asha@example.com' },
          { name: 'Rohan Das', email: 'rohan@example.com' },
        ],
      }),
    );
    const user = renderForm();
    await user.selectOptions(screen.getByLabelText('Who receives it'), 'unpaid');
    await user.clear(days());
    await user.type(days(), '10');
    await user.click(screen.getByRole('button', { name: 'Preview recipients' }));
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(previews()[0]!.body).toEqual({ audience: { type: 'unpaid', days: 10 } });
  });
});
