// @vitest-environment jsdom
/**
 * The dashboard's parts (src/web/features/accounts/components) from the events the site has and the visitor's
 * profile: the menu's pop-ups (one at a time, by mouse and keyboard), filled with the featured event (Know
 * more and Register Now) or 'To be announced..stay tuned' when no event is featured; the Upcoming Events
 * card; the profile card (scholar ID and branch for students of the institute only); the unverified notice.
 */
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '~/shared/constants';
import { messages } from '~/shared/messages';
import type { Profile } from '~/shared/schemas/accounts';
import { DashboardMenu } from '~/web/features/accounts/components/DashboardMenu';
import { RegisteredEventsList, UpcomingEventsList } from '~/web/features/accounts/components/EventLists';
import { ProfileCard } from '~/web/features/accounts/components/ProfileCard';
import { UnverifiedNotice } from '~/web/features/accounts/components/UnverifiedNotice';
import { eventsQuery } from '~/web/features/registration/api';
import { forgetAfterVerification, rememberAfterVerification } from '~/web/lib/after-verification';
import { registrationFor } from '~/shared/paths';
import { profileQuery } from '~/web/lib/session';
import type { ConferenceEvent } from '~/shared/schemas/events';
import { conferenceEvent } from '../support/conference-event';
import { renderInApp } from '../support/render';

const event = conferenceEvent();

beforeEach(() => {
  document.cookie = `${AUTH_COOKIE}=token; path=/`;
});
afterEach(() => {
  cleanup();
  document.cookie = `${AUTH_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

function renderWith(events: ConferenceEvent[], children: ReactNode) {
  renderInApp(children, {
    path: '/dashboard',
    session: true,
    cached: [
      [eventsQuery.queryKey, events],
      [profileQuery.queryKey, { name: 'Asha', role: 'client', isVerified: true }],
    ],
  });
}

function renderMenu(events: ConferenceEvent[]) {
  renderWith(events, <DashboardMenu events={[]} onLogOut={() => {}} loggingOut={false} />);
}

describe('the Upcoming Events pop-up', () => {
  it('lists the featured event with its dates, Know more and Register Now', async () => {
    const user = userEvent.setup();
    renderMenu([{ ...event, featured: false, name: 'Another Event' }, event]);
    const toggle = screen.getByRole('button', { name: 'Upcoming Events' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const popup = screen.getByRole('region', { name: 'Coming up' });
    expect(popup.textContent).toContain('Winter Session 2031');
    expect(popup.textContent).toContain('Main hall');
    expect(popup.textContent).not.toContain(messages.dashboard.toBeAnnounced);
    expect(popup.textContent).not.toContain('Another Event');
    const more = within(popup).getByRole('link', { name: 'Know more about Winter Session 2031' });
    expect(more.getAttribute('href')).toBe('/annualconf');
    expect(within(popup).getByRole('link', { name: 'Register Now' }).getAttribute('href')).toBe(
      '/registration',
    );
  });

  it("says 'To be announced..stay tuned' when no event is featured", async () => {
    const user = userEvent.setup();
    renderMenu([{ ...event, featured: false }]);
    await user.click(screen.getByRole('button', { name: 'Upcoming Events' }));
    const popup = screen.getByRole('region', { name: 'Coming up' });
    expect(popup.textContent).toContain(messages.dashboard.toBeAnnounced);
    expect(within(popup).queryAllByRole('link')).toEqual([]);
  });
});

describe('the menu', () => {
  it('opens one pop-up at a time; a second click, Escape or the keyboard close it, and focus returns', async () => {
    const user = userEvent.setup();
    renderMenu([event]);
    const eventsButton = screen.getByRole('button', { name: 'Events Registered' });
    const upcomingButton = screen.getByRole('button', { name: 'Upcoming Events' });
    // Hidden while closed, so found by the ids their buttons control.
    const events = document.getElementById(eventsButton.getAttribute('aria-controls')!)!;
    const upcoming = document.getElementById(upcomingButton.getAttribute('aria-controls')!)!;

    await user.click(eventsButton);
    expect(events.hidden).toBe(false);
    expect(screen.getByRole('region', { name: 'Your registrations' })).toBe(events);
    expect(events.textContent).toContain(messages.dashboard.noEventsRegisteredPopup);
    await user.click(upcomingButton);
    expect(upcoming.hidden).toBe(false);
    expect(events.hidden).toBe(true);
    expect(eventsButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(upcomingButton);
    expect(upcoming.hidden).toBe(true);

    eventsButton.focus();
    await user.keyboard('{Enter}');
    expect(events.hidden).toBe(false);
    await user.keyboard('{Escape}');
    expect(events.hidden).toBe(true);
    expect(document.activeElement).toBe(eventsButton);
  });

  it('links to Edit Profile and to the phone for queries', () => {
    renderMenu([event]);
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/dashboard/edit');
    expect(screen.getByRole('link', { name: '+91 87610 43592' }).getAttribute('href')).toBe(
      'tel:+918761043592',
    );
  });
});

describe('the Upcoming Events card', () => {
  it('shows the featured event with its dates, venue and registration state, Know more and Register Now', () => {
    renderWith(
      [{ ...event, registrationOpen: false, window: { switchOpen: false, opensAt: null, closesAt: null } }],
      <UpcomingEventsList />,
    );
    const card = screen.getByRole('region', { name: 'Upcoming Events' });
    const item = within(card).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe('Winter Session 2031');
    expect(item.textContent).toContain('10–12 January 2031 · Main hall');
    expect(item.textContent).toContain(messages.registration.closedButton);
    expect(
      within(item)
        .getByRole('link', { name: /^Know more/ })
        .getAttribute('href'),
    ).toBe('/annualconf');
    expect(within(item).getByRole('link', { name: 'Register Now' }).getAttribute('href')).toBe(
      '/registration',
    );
  });

  it("says 'To be announced..stay tuned', with no link, when no event is featured", () => {
    renderWith([{ ...event, featured: false }], <UpcomingEventsList />);
    const card = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(card.textContent).toContain(messages.dashboard.toBeAnnounced);
    expect(within(card).queryAllByRole('link')).toEqual([]);
  });
});

describe('the profile and the registrations', () => {
  const profile = {
    name: 'Rohan Das',
    email: 'rohan@example.com',
    phone: '9876543210',
    photo: null,
    role: 'client',
    isVerified: true,
    isStudentOfNITS: false,
    scholarID: null,
    branch: null,
  } as unknown as Profile;
  const detail = (label: string) =>
    screen.queryAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling?.textContent;

  it('the profile card of a visitor from outside the institute: name, phone and email only', () => {
    renderWith([event], <ProfileCard profile={profile} />);
    const card = screen.getByRole('region', { name: 'Rohan Das' });
    expect(card.textContent).toContain('Email verified');
    expect(detail('Name')).toBe('Rohan Das');
    expect(detail('Phone Number')).toBe('9876543210');
    expect(detail('Email')).toBe('rohan@example.com');
    expect(detail('Scholar ID')).toBeUndefined();
    expect(detail('Branch')).toBeUndefined();
  });

  it('the profile card of a student of the institute adds the scholar ID and branch', () => {
    const student = { ...profile, isStudentOfNITS: true, scholarID: '2112345', branch: 'Civil Engineering' };
    renderWith([event], <ProfileCard profile={student as Profile} />);
    expect(detail('Scholar ID')).toBe('2112345');
    expect(detail('Branch')).toBe('Civil Engineering');
  });

  it('says no event is registered yet', () => {
    renderWith([event], <RegisteredEventsList events={[]} />);
    expect(screen.getByRole('region', { name: 'Registered Events' }).textContent).toContain(
      messages.dashboard.noEventsRegisteredYet,
    );
  });

  it('the unverified notice names the featured event, or a conference when none is featured', () => {
    renderWith([event], <UnverifiedNotice email="rohan@example.com" />);
    expect(document.body.textContent).toContain(messages.ui.registration.verifyToRegister(event.name));
    cleanup();
    renderWith([{ ...event, featured: false }], <UnverifiedNotice email="rohan@example.com" />);
    expect(document.body.textContent).toContain(messages.ui.registration.verifyToRegister(null));
    expect(screen.queryByText('Scholar ID')).toBeNull();
  });

  it('names the event the sign-up started from (the Mock MUN), not the featured one', async () => {
    rememberAfterVerification(registrationFor('Mock MUN 2026'));
    try {
      renderWith([event], <UnverifiedNotice email="rohan@example.com" />);
      expect(
        await screen.findByText(messages.ui.registration.verifyToRegister('Mock MUN 2026')),
      ).toBeTruthy();
      expect(document.body.textContent).not.toContain(event.name);
    } finally {
      forgetAfterVerification();
    }
  });
});
