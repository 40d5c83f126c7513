/**
 * The event of the Mock MUN page (the one whose page is 'mockmun') for the loaders that show it: the public
 * page and its preview in the page editor. Server only (`.server`): client-side navigations get the loaders'
 * answers as React Router data.
 */
import { type AppLoadContext, data } from 'react-router';
import { messages } from '~/shared/messages';
import { registrationFor } from '~/shared/paths';
import { isFreeEvent } from '~/shared/schemas/events';
import { formatDay } from '~/web/components/app/format';
import { registrationStateOf } from '~/web/features/conference/registration-state';
import { paragraphsOf } from '~/shared/paragraphs';
import type { MockMunEdition } from '~/web/features/pages/mockmun-edition';
import { formatEventDates, formatMoment } from '~/web/features/registration/when';
import { loadEvents } from './featured-event.server';

/** The Mock MUN event worded for its page, or null when no event is on it; a failed read is a 503. */
export async function loadMockMunEdition(
  context: AppLoadContext | undefined,
): Promise<MockMunEdition | null> {
  let events;
  try {
    events = await loadEvents(context);
  } catch {
    throw data(messages.generic.serviceUnavailable, { status: 503 });
  }
  const event = events.find((e) => e.page === 'mockmun');
  if (!event) return null;
  return {
    event: {
      name: event.name,
      theme: event.theme,
      about: paragraphsOf(event.about),
      venue: event.venue,
      instituteOnly: event.instituteOnly,
      takesRegistration: event.takesRegistration,
      committees: event.committees.map((c) => ({
        code: c.code,
        displayName: c.displayName,
        fullName: c.fullName,
        agenda: c.agenda,
        description: c.description,
      })),
    },
    dates: formatEventDates(event.startsOn, event.endsOn),
    firstDay: event.startsOn ? formatDay(event.startsOn) : null,
    fee: isFreeEvent(event.fees) ? null : event.fees.individual,
    registration: registrationStateOf(event),
    closes: event.window.closesAt ? formatMoment(event.window.closesAt) : null,
    registerTo: registrationFor(event.name),
  };
}
