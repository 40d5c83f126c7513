import type { ConferenceDocument } from '~/shared/schemas/pages';
import { CoSponsor } from './CoSponsor';
import { CommitteesSection } from './CommitteesSection';
import { ConferenceHero } from './ConferenceHero';
import { type ConferencePageEvent, displayNames } from './event-data';
import { ExecutiveBoard } from './ExecutiveBoard';
import { NoConference } from './NoConference';
import { Photos2023 } from './Photos2023';
import type { RegistrationState } from './RegistrationNotice';
import { ThemeAbout } from './ThemeAbout';
import './conference.css';

interface ConferenceViewProps {
  page: ConferenceDocument;
  event: ConferencePageEvent | null;
  dates: string | null;
  registration: RegistrationState | null;
}

/** The conference page: the featured event around the page's own words, then the past edition's photos. */
export function ConferenceView({ page, event, dates, registration }: ConferenceViewProps) {
  if (!event || !registration) {
    return (
      <main id="main" className="conf-page">
        <NoConference title={page.noneTitle} />
        <Photos2023 photos={page.photos} />
      </main>
    );
  }
  return (
    <main id="main" className="conf-page">
      <ConferenceHero event={event} dates={dates} registration={registration} copy={page} />
      <ThemeAbout event={event} copy={page} />
      <CommitteesSection committees={event.committees} copy={page} />
      <ExecutiveBoard board={event.board} committeeNames={displayNames(event)} copy={page} />
      <CoSponsor coSponsors={event.coSponsors} copy={page} />
      <Photos2023 photos={page.photos} />
    </main>
  );
}
