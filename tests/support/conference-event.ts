import type { ConferenceEvent } from '~/shared/schemas/events';

/** An event in the public shape the site reads (GET /events), open and featured, for component tests. */
export function conferenceEvent(changes: Partial<ConferenceEvent> = {}): ConferenceEvent {
  return {
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
    ...changes,
  };
}
