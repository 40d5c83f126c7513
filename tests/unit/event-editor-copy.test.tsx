// @vitest-environment jsdom
/**
 * The event editor's copy (src/web/features/superadmin/events): the texts that still name another year than
 * the event's own are listed for review, and Open now, Close now and Feature ask for confirmation saying
 * what visitors will see, sending nothing until confirmed.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ownYear, textsNamingOtherYears } from '~/shared/event-review';
import { messages } from '~/shared/messages';
import type { EditableEvent, EventSummary } from '~/shared/schemas/events';
import { eventSummariesQuery } from '~/web/features/superadmin/events/api';
import { RegistrationSection } from '~/web/features/superadmin/events/RegistrationSection';
import { YearReview } from '~/web/features/superadmin/events/YearReview';
import { installDialogMethods } from '../support/dialog';
import { answer, json, watchRequests } from '../support/requests';

const m = messages.events;

beforeAll(installDialogMethods);
afterEach(cleanup);

function eventOf(changes: Partial<EditableEvent> = {}): EditableEvent {
  return {
    _id: 'e1',
    name: 'Winter Session 2026',
    theme: 'Diplomacy in 2024 and beyond',
    about: 'Three days of debate.',
    startsOn: null,
    endsOn: null,
    venue: 'Main hall',
    hero: { url: '/x.webp', width: 10, height: 10, alt: 'Winter Session 2024 poster' },
    archiveUrl: null,
    featured: false,
    registrationOpen: false,
    window: { switchOpen: false, opensAt: null, closesAt: null },
    fees: { individual: 100, groupPerMember: 90, hospitality: 500, groupMinPeople: 3 },
    payment: { accountHolder: '', bankName: '', accountNumber: '', ifsc: '', upiIds: [], contacts: [] },
    committees: [
      {
        _id: 'c1',
        code: 'GA',
        displayName: 'General Assembly',
        fullName: '',
        agenda: 'Reporting the Winter Session 2024',
        description: 'Since 1999 the oldest committee.',
        banner: null,
        guideUrl: null,
        registrations: 0,
        portfolios: [],
      },
    ],
    board: [{ name: 'Asha', role: 'Chair', committee: 'GA', bio: 'Chaired in 2026.', photo: null }],
    coSponsors: [],
    certificateSignatories: [],
    registrations: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  } as EditableEvent;
}

describe('the texts that name another year (textsNamingOtherYears)', () => {
  it("takes the event's year from its start date, else its name", () => {
    expect(ownYear({ name: 'Winter Session 2026', startsOn: null })).toBe('2026');
    expect(ownYear({ name: 'Winter Session 2026', startsOn: '2027-01-03' })).toBe('2027');
    expect(ownYear({ name: 'Winter Session', startsOn: null })).toBeNull();
  });

  it('lists every text naming another year, with where it lives, and not the ones naming its own', () => {
    const texts = textsNamingOtherYears(eventOf());
    expect(texts.map((t) => [t.section, t.label, t.years])).toEqual([
      ['details', 'Theme', ['2024']],
      ['details', 'Hero image: alt text', ['2024']],
      ['committees', 'General Assembly: agenda', ['2024']],
      ['committees', 'General Assembly: description', ['1999']],
    ]);
  });

  it('lists nothing once the texts are the edition’s own, and every year when the event has none', () => {
    const fixed = eventOf({
      theme: 'Diplomacy',
      hero: null,
      committees: [{ ...eventOf().committees[0]!, agenda: 'Reporting 2026', description: '' }],
    });
    expect(textsNamingOtherYears(fixed)).toEqual([]);
    expect(textsNamingOtherYears({ ...fixed, name: 'Winter Session' }).map((t) => t.years)).toEqual([
      ['2026'],
      ['2026'],
    ]);
    // A number that is not a year on its own is not one.
    expect(textsNamingOtherYears({ ...fixed, about: 'Room 120245, seats 2024a' })).toEqual([]);
  });
});

/**
 * In a query client that already has the event list (with the featured event given), which the section still
 * reads again when it mounts: the server answers the same list.
 */
function withQueries(children: ReactNode, featured: EventSummary | null = null) {
  const events = featured ? [featured] : [];
  answer('GET /v1/api/superadmin/events', json({ message: m.fetched, events }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(eventSummariesQuery.queryKey, events);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('YearReview (the editor after a copy)', () => {
  it('lists each text with a link to its section', () => {
    render(withQueries(<YearReview event={eventOf()} />));
    const region = screen.getByRole('region', { name: 'Texts to review' });
    expect(region.textContent).toContain('These texts name another year than 2026');
    const hero = within(region).getByRole('link', { name: 'Hero image: alt text' });
    expect(hero.getAttribute('href')).toBe('#details');
    expect(within(region).getByRole('link', { name: 'General Assembly: agenda' }).getAttribute('href')).toBe(
      '#committees',
    );
    expect(region.textContent).toContain('Winter Session 2024 poster');
  });

  it('shows nothing when no text names another year', () => {
    const { container } = render(
      withQueries(<YearReview event={eventOf({ theme: '', hero: null, committees: [] })} />),
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('RegistrationSection: Open now, Close now and Feature ask first', () => {
  const featured: EventSummary = {
    _id: 'e0',
    name: 'Summer Session 2025',
    featured: true,
    registrationOpen: false,
    window: { switchOpen: false, opensAt: null, closesAt: null },
    startsOn: null,
    committees: 0,
    registrations: 0,
  };

  it.each([
    ['Open now', m.confirmOpenTitle('Winter Session 2026'), m.confirmOpenText(false), m.confirmOpen],
    ['Close now', m.confirmCloseTitle('Winter Session 2026'), m.confirmCloseText(false), m.confirmClose],
    [
      'Feature this event',
      m.confirmFeatureTitle('Winter Session 2026'),
      m.confirmFeatureText('Winter Session 2026', 'Summer Session 2025'),
      m.confirmFeature,
    ],
  ])(
    '%s opens a dialog saying what visitors will see; Cancel sends nothing',
    async (button, title, text, confirm) => {
      const requests = watchRequests();
      const user = userEvent.setup();
      const event = eventOf();
      render(withQueries(<RegistrationSection event={event} latest={() => event} />, featured));
      await user.click(screen.getByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog', { name: title });
      expect((dialog as HTMLDialogElement).open).toBe(true);
      expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(text);
      expect((within(dialog).getByRole('button', { name: confirm }) as HTMLButtonElement).disabled).toBe(
        false,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect((dialog as HTMLDialogElement).open).toBe(false);
      expect(requests.writes()).toEqual([]);
    },
  );

  it('says what visitors of the featured event will see', async () => {
    const user = userEvent.setup();
    const event = eventOf({ featured: true });
    render(withQueries(<RegistrationSection event={event} latest={() => event} />));
    await user.click(screen.getByRole('button', { name: 'Close now' }));
    const dialog = screen.getByRole('dialog', { name: m.confirmCloseTitle(event.name) });
    expect(dialog.textContent).toContain("Visitors will see 'Registration closed' instead of Register Now");
  });
});
