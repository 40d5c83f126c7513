// @vitest-environment jsdom
/**
 * A member with a pending group invite is warned before registering individually: on the choice screen by
 * a confirmation, and on the individual form when its address opens it directly (`?as=individual`), where
 * no choice was made. Both say the invite lapses and the leader can invite someone else.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { registrationFor } from '~/shared/paths';
import type { Profile } from '~/shared/schemas/accounts';
import type { PendingInvite } from '~/shared/schemas/registration';
import { registeredEventsQuery } from '~/web/features/accounts/api';
import { eventsQuery, paymentReferenceQuery, pendingInvitesQuery } from '~/web/features/registration/api';
import { RegistrationScreen } from '~/web/features/registration/components/RegistrationScreen';
import { profileQuery } from '~/web/lib/session';
import { installDialogMethods } from '../support/dialog';
import { renderInApp } from '../support/render';
import { conferenceEvent } from '../support/conference-event';
import { answer, json } from '../support/requests';

const event = conferenceEvent();

const invite: PendingInvite = {
  _id: 'i1',
  eventName: event.name,
  grpName: 'Delegation of Silchar',
  leaderName: 'Ravi Leader',
  leaderEmail: 'ravi@example.org',
  sentAt: '2030-12-01T10:00:00.000Z',
  registrationOpen: true,
};

const profile = {
  name: 'Asha Member',
  email: 'asha@example.org',
  role: 'client',
  isVerified: true,
  isStudentOfNITS: true,
} as Profile;

beforeAll(installDialogMethods);
beforeEach(() => {
  document.cookie = `${AUTH_COOKIE}=token; path=/`;
});
afterEach(() => {
  cleanup();
  document.cookie = `${AUTH_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

/** Renders the registration screen at `path`; it reads the events again as it opens (the same event). */
function renderAt(path: string, pending: PendingInvite[]) {
  answer('GET /v1/api/events', json({ message: messages.registration.eventsFetched, events: [event] }));
  renderInApp(<RegistrationScreen params={{}} />, {
    path,
    session: true,
    cached: [
      [eventsQuery.queryKey, [event]],
      [registeredEventsQuery.queryKey, []],
      [pendingInvitesQuery.queryKey, pending],
      [profileQuery.queryKey, profile],
      // The individual form shows the payment reference: known, so nothing is asked whenever it opens.
      [paymentReferenceQuery(event.name).queryKey, 'WS31-7Q3K'],
    ],
  });
}

describe('registering individually with a pending group invite', () => {
  it('the individual form opened by its address says the invite lapses, and links back to it', async () => {
    renderAt('/registration?as=individual', [invite]);
    const note = await screen.findByRole('note', { name: 'You have a group invite' });
    expect(note.textContent).toContain('Ravi Leader invited you to their group.');
    expect(note.textContent).toContain('the invite lapses');
    expect(note.textContent).toContain('can invite someone else');
    expect(within(note).getByRole('link', { name: 'See your invites' }).getAttribute('href')).toBe(
      registrationFor(event.name),
    );
  });

  it('says nothing on the individual form of a member without invites', async () => {
    renderAt('/registration?as=individual', []);
    await screen.findByText('← Change the registration type');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('the choice screen asks before the individual form opens', async () => {
    const user = userEvent.setup();
    renderAt('/registration', [invite]);
    await screen.findByRole('heading', { name: 'You have a group invite' });
    await user.click(screen.getByRole('radio', { name: /individual/i }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = screen.getByRole('dialog', { name: 'Register individually instead?' });
    expect(dialog.textContent).toContain('Ravi Leader invited you to their group.');
  });
});
