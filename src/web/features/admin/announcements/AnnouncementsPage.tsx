import { useQuery } from '@tanstack/react-query';
import { paths } from '~/shared/paths';
import { PageFrame } from '~/web/components/app/PageFrame';
import { adminEventsQuery } from '../api';
import { AnnouncementList } from './AnnouncementList';
import { ComposeForm } from './ComposeForm';
import './announcements.css';

/**
 * /registrations/:event/announcements: write an announcement to an audience of the event,
 * count its recipients, send it, and follow the delivery of every announcement sent.
 */
export function AnnouncementsPage({ eventName }: { eventName: string }) {
  const events = useQuery(adminEventsQuery);
  const committees = events.data?.find((e) => e.eventName === eventName)?.committees ?? [];
  return (
    <PageFrame
      variant="admin"
      title={`${eventName} Announcements`}
      lead="Write to the event's registrants by email and on their dashboards."
      back={{ to: paths.eventRegistrations(eventName), label: `${eventName} Registrations` }}
    >
      <div className="adm-stack ann-page">
        <ComposeForm eventName={eventName} committees={committees} />
        <AnnouncementList eventName={eventName} committees={committees} />
      </div>
    </PageFrame>
  );
}
