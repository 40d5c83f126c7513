import { EVENT_NAME } from '~/shared/constants';
import { paths } from '~/shared/paths';

/** Announcements shown by the dashboard's Upcoming Events pop-up; none yet ('To be announced..stay tuned'). */
export const upcomingInfos: string[] = [];

export interface UpcomingEvent {
  name: string;
  summary: string;
  knowMore: string;
}

/** The dashboard's list of upcoming events, each with Know more and Register Now. */
export const upcomingEvents: UpcomingEvent[] = [
  {
    name: EVENT_NAME,
    summary: 'Four committees, three days of debate and diplomacy at NIT Silchar.',
    knowMore: paths.annualConf,
  },
];

/** Days between a client's deletion request and the removal of the account and its data. */
export const ACCOUNT_DELETION_DAYS = 15;
