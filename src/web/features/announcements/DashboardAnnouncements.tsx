import { useQuery } from '@tanstack/react-query';
import { announcementMessages } from '~/shared/desk-messages';
import { ListState } from '~/web/components/app/ListState';
import { formatDateTime } from '~/web/components/app/format';
import { errorMessage } from '~/web/lib/api';
import { LinkedText } from './LinkedText';
import { receivedAnnouncementsQuery } from './api';
import './announcements.css';

/** The dashboard's announcements ('Messages from the organisers'): what the organisers sent this delegate, newest first. */
export function DashboardAnnouncements() {
  const query = useQuery(receivedAnnouncementsQuery);
  return (
    <section className="panel dash-card" aria-labelledby="dash-announcements-title">
      <h2 id="dash-announcements-title" className="dash-card__title">
        {/* Not 'Announcements': the menu's Upcoming Events pop-up is a region of that name. */}
        Messages from the organisers
      </h2>
      <ListState
        query={query}
        errorText={(error) => errorMessage(error, announcementMessages.errorFetching)}
        empty="No announcements yet."
      >
        {(announcements) => (
          <ul className="dash-ann">
            {announcements.map((a) => (
              <li key={a._id} className="dash-ann__item">
                <article aria-labelledby={`dash-ann-${a._id}`}>
                  <h3 id={`dash-ann-${a._id}`} className="dash-ann__subject">
                    {a.subject}
                  </h3>
                  <p className="dash-ann__meta">
                    {a.eventName} · <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
                  </p>
                  <LinkedText text={a.body} className="dash-ann__body" />
                </article>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
