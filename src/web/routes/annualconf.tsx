import { siteOf } from '~/web/lib/site';
import { messages } from '~/shared/messages';
import { ConferenceView } from '~/web/features/conference/ConferenceView';
import { conferencePageEvent } from '~/web/features/conference/event-data';
import { registrationStateOf } from '~/web/features/conference/registration-state';
import { formatEventDates } from '~/web/features/registration/when';
import { requireFeaturedEventRead } from '~/web/lib/featured-event.server';
import { requirePage } from '~/web/lib/pages.server';
import { pageMeta } from '~/web/features/pages/meta';
import type { Route } from './+types/annualconf';

/** The featured event, its dates and registration state worded on the server (the browser shows that text). */
export async function loader({ context }: Route.LoaderArgs) {
  const event = await requireFeaturedEventRead(context);
  const page = await requirePage(context, 'conference');
  if (!event) return { page, event: null, dates: null, registration: null };
  return {
    page,
    event: conferencePageEvent(event),
    dates: formatEventDates(event.startsOn, event.endsOn),
    registration: registrationStateOf(event),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const event = data?.event;
  if (!data?.page) return [];
  if (!event) return pageMeta(matches, data.page.noneTitle, messages.events.noneFeatured);
  const committees = event.committees.map((c) => c.displayName);
  return pageMeta(
    matches,
    event.name,
    `The ${event.name} of ${siteOf(matches)?.shortName ?? ''}${event.venue ? ` at ${event.venue}` : ''}: ${[
      event.theme && 'theme',
      committees.length > 0 && `committees (${committees.join(', ')})`,
      event.board.length > 0 && 'executive board',
      'registration',
    ]
      .filter(Boolean)
      .join(', ')}.`,
  );
}

export default function AnnualConference({ loaderData }: Route.ComponentProps) {
  const { page, event, dates, registration } = loaderData;
  return <ConferenceView page={page} event={event} dates={dates} registration={registration} />;
}
