import { paths } from '~/shared/paths';
import type { ConferenceEvent } from '~/shared/schemas/events';
import { formatEventDates, windowSentence, windowState } from '~/web/features/registration/when';

export interface UpcomingEvent {
  name: string;
  /** '4–6 October 2024 · NIT Silchar, Assam'; null while neither is announced. */
  when: string | null;
  theme: string;
  /** Whether registration is open now. */
  open: boolean;
  /** When registration opens (scheduled) or closes (open with a closing time); null otherwise. */
  window: string | null;
  knowMore: string;
}

/** The dashboard's upcoming event: the featured one, with Know more and Register Now; null when none is. */
export function upcomingEvent(
  featured: ConferenceEvent | null,
  now: number = Date.now(),
): UpcomingEvent | null {
  if (!featured) return null;
  const when = [formatEventDates(featured.startsOn, featured.endsOn), featured.venue].filter(Boolean);
  return {
    name: featured.name,
    when: when.length > 0 ? when.join(' · ') : null,
    theme: featured.theme,
    open: featured.registrationOpen,
    window: windowSentence(windowState(featured, now)),
    knowMore: paths.annualConf,
  };
}
