// @vitest-environment jsdom
/**
 * The dashboard's Upcoming Events pop-up (src/web/features/accounts/components/DashboardMenu.tsx) is filled
 * from the events the site has: the featured event with Know more and Register Now; 'To be announced..stay
 * tuned' only when no event is featured.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '~/shared/constants';
import { messages } from '~/shared/messages';
import type { ConferenceEvent } from '~/shared/schemas/events';
import { DashboardMenu } from '~/web/features/accounts/components/DashboardMenu';
import { eventsQuery } from '~/web/features/registration/api';
import { SessionProvider, profileQuery } from '~/web/lib/session';

const event: ConferenceEvent = {
  _id: 'e1',
  name: 'Winter Session 2031',
  theme: 'Cold diplomacy',
  about: '',
  startsOn: '2031-01-10',
  endsOn: '2031-01-12',
  venue: 'Main hall',
  hero: null,
  archiveUrl: null,
  featured: true,
  page: null,
  takesRegistration: true,
  instituteOnly: false,
  registrationOpen: true,
  window: { switchOpen: true, opensAt: null, closesAt: null },
  fees: { individual: 100, groupPerMember: 90, hospitality: 500, groupMinPeople: 3 },
  payment: { accountHolder: '', bankName: '', accountNumber: '', ifsc: '', upiIds: [], contacts: [] },
  committees: [],
  board: [],
  coSponsors: [],
};

beforeEach(() => {
  document.cookie = `${AUTH_COOKIE}=token; path=/`;
});
afterEach(() => {
  cleanup();
  document.cookie = `${AUTH_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

function renderMenu(events: ConferenceEvent[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(eventsQuery.queryKey, events);
  client.setQueryData(profileQuery.queryKey, { name: 'Asha', role: 'client', isVerified: true } as never);
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <DashboardMenu events={[]} onLogOut={() => {}} loggingOut={false} />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
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
