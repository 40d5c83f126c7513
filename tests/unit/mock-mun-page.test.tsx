// @vitest-environment jsdom
/**
 * The Mock MUN page (src/web/routes/mockmun24.tsx, src/web/features/pages/MockMunView.tsx) from its loader's
 * data: Register leads a signed-in visitor to the event's own registration (a signed-out one to sign-up, which
 * goes on there) (never the Annual Conference's Apply page); a closed event shows its state instead, an event
 * without registration says none is needed, and no event says none is announced; the steps are the
 * document's, worded with the closing time, venue and first day when the event has them.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { paths, redirectTargetOf, registrationFor, withRedirect } from '~/shared/paths';
import { SessionProvider, profileQuery } from '~/web/lib/session';
import type { MockMunEdition } from '~/web/features/pages/mockmun-edition';
import MockMunPage from '~/web/routes/mockmun24';
import seed from '../fixtures/site-pages-seed.json';

const mockMunPage = seed.mockmun;

type LoaderData = ComponentProps<typeof MockMunPage>['loaderData'];

const edition = (
  changes: { state?: 'open' | 'closed'; takesRegistration?: boolean } = {},
): MockMunEdition => ({
  event: {
    name: 'Mock Session 2031',
    theme: 'A first committee',
    about: ['Both days from 9:30 AM.'],
    venue: 'Main hall',
    instituteOnly: true,
    takesRegistration: changes.takesRegistration ?? true,
    committees: [
      {
        code: 'GA',
        displayName: 'General Assembly',
        fullName: '',
        agenda: 'Peace',
        description: 'Big room.',
      },
    ],
  },
  dates: '10–11 January 2031',
  firstDay: '10 January 2031',
  fee: null,
  registration: { state: changes.state ?? 'open', when: null },
  closes: null,
  registerTo: registrationFor('Mock Session 2031'),
});
const loaded = (
  changes: Parameters<typeof edition>[0] = {},
  shown: MockMunEdition | null = edition(changes),
) => ({ page: mockMunPage, edition: shown }) as LoaderData;

beforeEach(() => {
  document.cookie = `${AUTH_COOKIE}=token; path=/`;
});
afterEach(() => {
  cleanup();
  document.cookie = `${AUTH_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

function renderPage(data: LoaderData) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(profileQuery.queryKey, { name: 'Asha', role: 'client', isVerified: true } as never);
  const props = { loaderData: data } as ComponentProps<typeof MockMunPage>;
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/mockmun24']}>
          <MockMunPage {...props} />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('the Mock MUN page', () => {
  it("leads a signed-in visitor's Register to the event's own registration, and shows its facts", async () => {
    renderPage(loaded());
    const links = await screen.findAllByRole('link', { name: 'Register for Mock Session 2031' });
    expect(links.length).toBe(2);
    for (const link of links)
      expect(link.getAttribute('href')).toBe('/registration?event=Mock%20Session%202031');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mock Session 2031');
    expect(document.body.textContent).toContain('10–11 January 2031');
    expect(document.body.textContent).toContain(mockMunPage.whenWhere.instituteOnly);
    expect(document.body.textContent).toContain(mockMunPage.whenWhere.free);
    expect(screen.queryByRole('link', { name: /apply/i })).toBeNull();
  });

  it("keeps a signed-out visitor's Register on this event through sign-up (not the featured event)", async () => {
    document.cookie = `${AUTH_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    renderPage(loaded());
    const links = await screen.findAllByRole('link', { name: 'Register for Mock Session 2031' });
    const target = registrationFor('Mock Session 2031');
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(withRedirect(paths.signup, target));
      expect(redirectTargetOf(new URL(link.getAttribute('href')!, 'http://site.test').search)).toBe(target);
    }
  });

  it('shows the closed state instead of Register while registration is closed', () => {
    renderPage(loaded({ state: 'closed' }));
    expect(screen.queryAllByRole('link', { name: /Register/ })).toEqual([]);
    expect(document.body.textContent).toContain(
      messages.events.registrationClosedNotice('Mock Session 2031'),
    );
  });

  it('says no registration is needed for an event that takes none', () => {
    renderPage(loaded({ takesRegistration: false }));
    expect(screen.queryAllByRole('link', { name: /Register/ })).toEqual([]);
    expect(document.body.textContent).toContain(mockMunPage.noRegistration);
  });

  it("words its steps from the page's templates with the closing time, venue and first day", () => {
    renderPage(loaded({}, { ...edition(), closes: '1 January 2031 at 11:59 pm IST' }));
    const steps = [...document.querySelectorAll('.mock-steps li')].map((li) => li.textContent);
    expect(steps).toEqual([
      mockMunPage.steps.account,
      mockMunPage.steps.verify,
      'Register on this page and tell us which committee you would like, before 1 January 2031 at 11:59 pm IST.',
      mockMunPage.steps.allotment,
      'Come to Main hall on 10 January 2031 for the delegate briefing.',
    ]);
  });

  it('words its steps without a closing time, venue or first day, and without registration', () => {
    const shown = edition();
    renderPage(loaded({}, { ...shown, event: { ...shown.event, venue: '' }, firstDay: null }));
    const steps = () => [...document.querySelectorAll('.mock-steps li')].map((li) => li.textContent);
    expect(steps().slice(2)).toEqual([
      mockMunPage.steps.register,
      mockMunPage.steps.allotment,
      'Come to the venue for the delegate briefing.',
    ]);
    cleanup();
    renderPage(loaded({ takesRegistration: false }));
    expect(steps().slice(2)).toEqual(['Come to Main hall on 10 January 2031 for the delegate briefing.']);
  });

  it('says no Mock MUN is announced when no event is on the page', () => {
    renderPage(loaded({}, null));
    expect(document.body.textContent).toContain(mockMunPage.noneLead);
  });
});
