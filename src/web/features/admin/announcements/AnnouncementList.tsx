import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { announcementMessages } from '~/shared/desk-messages';
import type { AdminCommitteeRef } from '~/shared/schemas/admin';
import { type AdminAnnouncement, describeAudience } from '~/shared/schemas/announcements';
import { ListState } from '~/web/components/app/ListState';
import { committeeLabel, formatDateTime } from '~/web/components/app/format';
import { errorMessage } from '~/web/lib/api';
import { LinkedText } from '../../announcements/LinkedText';
import { eventAnnouncementsQuery } from '../../announcements/api';

const m = announcementMessages;

/** Queued, sent and failed of one announcement, with a bar of the share delivered. */
function Progress({ announcement }: { announcement: AdminAnnouncement }) {
  const { queued, sent, failed } = announcement.delivery;
  const total = announcement.recipientCount;
  const label = `${sent} of ${total} sent`;
  return (
    <div className="ann-progress" data-testid="delivery">
      <progress className="ann-progress__bar" value={sent} max={total} aria-label={label} />
      <p className="ann-progress__figures">
        <span className="ann-figure">
          <strong>{sent}</strong> sent
        </span>
        <span className="ann-figure">
          <strong>{queued}</strong> queued
        </span>
        <span className={failed > 0 ? 'ann-figure ann-figure--failed' : 'ann-figure'}>
          <strong>{failed}</strong> failed
        </span>
      </p>
    </div>
  );
}

/** The event's announcements, newest first, refreshing every few seconds while emails are queued. */
export function AnnouncementList({
  eventName,
  committees,
}: {
  eventName: string;
  committees: AdminCommitteeRef[];
}) {
  const titleId = useId();
  const query = useQuery(eventAnnouncementsQuery(eventName));
  const sending = query.data?.some((a) => a.delivery.queued > 0) ?? false;
  return (
    <section className="panel adm-card" aria-labelledby={titleId} aria-busy={sending}>
      <h2 id={titleId} className="adm-card__title">
        Sent announcements{' '}
        {query.data ? <span className="adm-group__count">({query.data.length})</span> : null}
      </h2>
      <ListState
        query={query}
        errorText={(error) => errorMessage(error, m.errorFetching)}
        empty="No announcement has been sent for this event yet."
      >
        {(announcements) => (
          <ul className="ann-list">
            {announcements.map((a) => (
              <li key={a._id} className="ann-item">
                <h3 className="ann-item__subject">{a.subject}</h3>
                <p className="ann-item__meta">
                  {formatDateTime(a.createdAt)} · {a.authorEmail} ·{' '}
                  {describeAudience(
                    a.audience,
                    a.audience.type === 'committee'
                      ? committeeLabel(committees, a.audience.value)
                      : undefined,
                  )}{' '}
                  · {a.recipientCount} {a.recipientCount === 1 ? 'recipient' : 'recipients'}
                </p>
                <Progress announcement={a} />
                <details className="ann-item__body">
                  <summary>Message</summary>
                  <LinkedText text={a.body} />
                </details>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
