// @vitest-environment jsdom
/**
 * The group leader's invite form says the event's own rule before anything is sent: for an event that takes
 * students of the institute only, the member's email field tells the leader to invite students of the
 * institute (the server refuses any other invite with its own message). An event open to everyone says
 * nothing of it.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '~/shared/constants';
import { computeAmountDue } from '~/shared/fees';
import { messages } from '~/shared/messages';
import type { Profile } from '~/shared/schemas/accounts';
import type { ConferenceEvent } from '~/shared/schemas/events';
import { paymentReferenceQuery } from '~/web/features/registration/api';
import { RegistrationForm } from '~/web/features/registration/components/RegistrationForm';
import { profileQuery } from '~/web/lib/session';
import { conferenceEvent } from '../support/conference-event';
import { installMatchMedia } from '../support/match-media';
import { renderInApp } from '../support/render';
import { type RequestWatch, answer, json, watchRequests } from '../support/requests';

const m = messages.registration;

const profile = {
  name: 'Lata Leader',
  email: 'lata@example.org',
  role: 'client',
  isVerified: true,
  isStudentOfNITS: true,
  sendInviteToWhom: [],
  registrationInvite: [],
} as unknown as Profile;

let requests: RequestWatch;
beforeAll(installMatchMedia);
beforeEach(() => {
  document.cookie = `${AUTH_COOKIE}=token; path=/`;
  requests = watchRequests();
});
afterEach(() => {
  cleanup();
  document.cookie = `${AUTH_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

/** Renders the leader's form, whose amount is the server's bill of the group: no group yet, no members. */
function renderLeaderForm(event: ConferenceEvent) {
  answer(
    `GET /v1/api/reg/group/${encodeURIComponent(event.name)}`,
    json({
      message: m.groupFetched,
      grpName: null,
      registeredMembers: 0,
      membersWithHospitality: 0,
      leaderRegistered: false,
      amountDue: computeAmountDue(
        { kind: 'leader', isStudentOfNITS: true, accommodation: false, registeredMembers: 0 },
        event.fees,
      ),
      amountDueWithAccommodation: null,
    }),
  );
  renderInApp(<RegistrationForm kind="leader" event={event} profile={profile} onRegistered={() => {}} />, {
    path: '/registration?as=leader',
    session: true,
    cached: [
      [profileQuery.queryKey, profile],
      [paymentReferenceQuery(event.name).queryKey, 'WS31-7Q3K'],
    ],
  });
}

const memberEmail = () => screen.getByRole('textbox', { name: "Member's email" });

describe("the leader's invite form", () => {
  it('says, before anything is sent, that an institute-only event takes students of the institute', async () => {
    renderLeaderForm(conferenceEvent({ name: 'Mock Session 2031', featured: false, instituteOnly: true }));
    await screen.findByRole('form', { name: 'Invite a member' });
    const description = document.getElementById(memberEmail().getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe(m.inviteInstituteOnlyHint);
    expect(description?.textContent).toContain('Only students of the institute can register for this event');
    expect(requests.writes()).toEqual([]);
  });

  it('says nothing of the institute for an event open to everyone', async () => {
    renderLeaderForm(conferenceEvent({ instituteOnly: false }));
    await screen.findByRole('form', { name: 'Invite a member' });
    const description = document.getElementById(memberEmail().getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe(m.inviteEmailHint);
    expect(screen.queryByText(/Only students of the institute/)).toBeNull();
  });
});
