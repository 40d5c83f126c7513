import { conferenceCopy as copy } from '~/content/conference';
import { siteOf } from '~/web/lib/site';
import { messages } from '~/shared/messages';
import { CoSponsor } from '~/web/features/conference/CoSponsor';
import { CommitteesSection } from '~/web/features/conference/CommitteesSection';
import { ConferenceHero } from '~/web/features/conference/ConferenceHero';
import { ExecutiveBoard } from '~/web/features/conference/ExecutiveBoard';
import { NoConference } from '~/web/features/conference/NoConference';
import { Photos2023 } from '~/web/features/conference/Photos2023';
import { ThemeAbout } from '~/web/features/conference/ThemeAbout';
import { conferencePageEvent, displayNames } from '~/web/features/conference/event-data';
import { registrationStateOf } from '~/web/features/conference/registration-state';
import { formatEventDates } from '~/web/features/registration/when';
import { requireFeaturedEventRead } from '~/web/lib/featured-event.server';
import { pageMeta } from '~/web/features/pages/meta';
import type { Route } from './+types/annualconf';
import '~/web/features/conference/conference.css';

/** The featured event, its dates and registration state worded on the server (the browser shows that text). */
export async function loader({ context }: Route.LoaderArgs) {
  const event = await requireFeaturedEventRead(context);
  if (!event) return { event: null, dates: null, registration: null };
  return {
    event: conferencePageEvent(event),
    dates: formatEventDates(event.startsOn, event.endsOn),
    registration: registrationStateOf(event),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const event = data?.event;
  if (!event) return pageMeta(matches, copy.noneTitle, messages.events.noneFeatured);
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
  const { event, dates, registration } = loaderData;
  if (!event || !registration) {
    return (
      <main id="main" className="conf-page">
        <NoConference title={copy.noneTitle} />
        <Photos2023 />
      </main>
    );
  }
  return (
    <main id="main" className="conf-page">
      <ConferenceHero event={event} dates={dates} registration={registration} />
      <ThemeAbout event={event} />
      <CommitteesSection committees={event.committees} />
      <ExecutiveBoard board={event.board} committeeNames={displayNames(event)} />
      <CoSponsor coSponsors={event.coSponsors} />
      <Photos2023 />
    </main>
  );
}
