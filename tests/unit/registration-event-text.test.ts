/**
 * What the registration screen and the dashboard say about an event, from its data: the group rules in
 * words, the leader's hint, the dates, the registration window, the upcoming event and the unverified notice.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import type { ConferenceEvent, EventFees } from '~/shared/schemas/events';
import { upcomingEvent } from '~/web/features/accounts/upcoming';
import { featuredOf } from '~/web/features/registration/api';
import { membersNeeded, membersPhrase } from '~/web/features/registration/group';
import {
  formatEventDates,
  formatMoment,
  windowNoticeText,
  windowSentence,
  windowState,
} from '~/web/features/registration/when';
import { seededFees } from '../support/seeded-event';

const ui = messages.ui.registration;
const now = Date.parse('2026-11-24T06:00:00Z');
const hour = 3600 * 1000;

function event(overrides: Partial<ConferenceEvent> = {}): ConferenceEvent {
  return {
    _id: 'e1',
    name: 'Winter Session 2027',
    theme: 'Rebuilding trust',
    about: '',
    startsOn: '2027-01-15',
    endsOn: '2027-01-17',
    venue: 'NIT Silchar, Assam',
    hero: null,
    archiveUrl: null,
    featured: true,
    page: null,
    takesRegistration: true,
    instituteOnly: false,
    registrationOpen: false,
    window: { switchOpen: false, opensAt: null, closesAt: null },
    fees: { individual: 499, groupPerMember: 449, hospitality: 1800, groupMinPeople: 4 },
    payment: { accountHolder: '', bankName: '', accountNumber: '', ifsc: '', upiIds: [], contacts: [] },
    committees: [],
    board: [],
    coSponsors: [],
    ...overrides,
  };
}

describe('the group size in words', () => {
  const fees = (groupMinPeople: number): EventFees => ({ ...seededFees, groupMinPeople });

  it('keeps the wording of the seeded event (groups of 3: two registered members)', () => {
    expect(membersNeeded(seededFees)).toBe(2);
    expect(ui.needMoreMembers(seededFees.groupMinPeople)).toBe(
      'At least 2 invited members need to register before you can register the group',
    );
    expect(membersPhrase(2)).toBe('two members');
  });

  it('follows any other size', () => {
    expect(membersNeeded(fees(5))).toBe(4);
    expect(ui.needMoreMembers(5)).toBe(
      'At least 4 invited members need to register before you can register the group',
    );
    expect(ui.needMoreMembers(2)).toBe(
      'At least 1 invited member needs to register before you can register the group',
    );
    expect(membersPhrase(1)).toBe('one member');
    expect(membersPhrase(12)).toBe('12 members');
  });
});

describe('dates and times', () => {
  it('formats the conference dates as one range, a single day, or nothing while not announced', () => {
    expect(formatEventDates('2024-10-04', '2024-10-06')).toBe('4–6 October 2024');
    // Intl puts thin spaces around the dash of a range across months.
    expect(formatEventDates('2024-10-30', '2024-11-02')).toMatch(/^30 October\s–\s2 November 2024$/);
    expect(formatEventDates('2024-10-04', '2024-10-04')).toBe('4 October 2024');
    expect(formatEventDates('2024-10-04', null)).toBe('4 October 2024');
    expect(formatEventDates(null, null)).toBeNull();
  });

  it('shows a moment in India Standard Time, whatever the clock of the visitor', () => {
    expect(formatMoment('2026-12-01T04:30:00Z')).toMatch(/^1 December 2026.*10:00\sam IST$/);
  });
});

describe('the registration window', () => {
  const opensAt = new Date(now + 48 * hour).toISOString();
  const closesAt = new Date(now + 72 * hour).toISOString();

  it('closed: nothing to add', () => {
    const state = windowState(event(), now);
    expect(state).toEqual({ state: 'closed' });
    expect(windowSentence(state)).toBeNull();
  });

  it('scheduled: when it opens', () => {
    const state = windowState(event({ window: { switchOpen: true, opensAt, closesAt } }), now);
    expect(state).toEqual({ state: 'scheduled', opensAt });
    expect(windowSentence(state)).toBe(`${messages.events.opensOn} ${formatMoment(opensAt)}.`);
  });

  it('a window that has passed, or a switch that is off, is closed', () => {
    const past = { switchOpen: true, opensAt: new Date(now - 72 * hour).toISOString(), closesAt: null };
    expect(
      windowState(event({ window: { ...past, closesAt: new Date(now - hour).toISOString() } }), now),
    ).toEqual({
      state: 'closed',
    });
    expect(windowState(event({ window: { switchOpen: false, opensAt, closesAt } }), now)).toEqual({
      state: 'closed',
    });
  });

  it('open: when it closes, if it does', () => {
    const open = event({ registrationOpen: true, window: { switchOpen: true, opensAt: null, closesAt } });
    expect(windowSentence(windowState(open, now))).toBe(
      `${messages.events.closesOn} ${formatMoment(closesAt)}.`,
    );
    const endless = event({
      registrationOpen: true,
      window: { switchOpen: true, opensAt: null, closesAt: null },
    });
    expect(windowSentence(windowState(endless, now))).toBeNull();
  });
});

describe('the window notice and the choice screen the server renders', () => {
  const opensAt = new Date(now + 48 * hour).toISOString();
  const closesAt = new Date(now + 72 * hour).toISOString();

  it('says closed (and, on the form, that it can still be read), scheduled or open with its end', () => {
    expect(windowNoticeText(event(), false, now)).toEqual({
      closed: true,
      text: `${messages.registration.eventClosed}.`,
    });
    expect(windowNoticeText(event(), true, now)).toEqual({
      closed: true,
      text: `${messages.registration.eventClosed}. You can still look through the form.`,
    });
    const scheduled = event({ window: { switchOpen: true, opensAt, closesAt } });
    expect(windowNoticeText(scheduled, false, now)).toEqual({
      closed: true,
      text: `${messages.registration.eventClosed}. ${messages.events.opensOn} ${formatMoment(opensAt)}.`,
    });
    const open = event({ registrationOpen: true, window: { switchOpen: true, opensAt: null, closesAt } });
    expect(windowNoticeText(open, false, now)).toEqual({
      closed: false,
      text: `${messages.events.closesOn} ${formatMoment(closesAt)}.`,
    });
    const endless = event({
      registrationOpen: true,
      window: { switchOpen: true, opensAt: null, closesAt: null },
    });
    expect(windowNoticeText(endless, false, now)).toBeNull();
  });
});

describe('the featured event on the dashboard', () => {
  it('is the one featured event of the list, or none', () => {
    const past = event({ _id: 'p', name: 'Annual Conference 2025', featured: false });
    const next = event();
    expect(featuredOf([past, next])).toBe(next);
    expect(featuredOf([past])).toBeNull();
  });

  it('lists its name, dates and venue, theme and registration state, with Know more on /annualconf', () => {
    expect(upcomingEvent(event(), now)).toEqual({
      name: 'Winter Session 2027',
      when: '15–17 January 2027 · NIT Silchar, Assam',
      theme: 'Rebuilding trust',
      open: false,
      window: null,
      knowMore: '/annualconf',
    });
    expect(upcomingEvent(event({ startsOn: null, endsOn: null, venue: '' }), now)?.when).toBeNull();
    expect(upcomingEvent(null, now)).toBeNull();
  });

  it('names the featured event in the unverified notice, or none', () => {
    expect(ui.verifyToRegister('Winter Session 2027')).toBe(
      'You need to verify your email first to register for the Winter Session 2027.',
    );
    expect(ui.verifyToRegister(null)).toBe(
      'You need to verify your email first to register for a conference.',
    );
  });
});
