import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { EditableEvent } from '~/shared/schemas/events';
import { ApiError } from '~/web/lib/api';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { editableEventQuery } from './api';
import { BoardSection } from './BoardSection';
import { CoSponsorsSection } from './CoSponsorsSection';
import { CommitteesSection } from './CommitteesSection';
import { DetailsSection } from './DetailsSection';
import { WindowState } from './EventsPage';
import { FeesSection } from './FeesSection';
import { OptionsSection } from './OptionsSection';
import { PaymentSection } from './PaymentSection';
import { RegistrationSection } from './RegistrationSection';
import { SignatoriesSection } from './SignatoriesSection';
import { YearReview } from './YearReview';
import '../superadmin.css';
import './events.css';

const sections = [
  { id: 'details', title: 'Details' },
  { id: 'registration', title: 'Registration' },
  { id: 'options', title: 'Who can register' },
  { id: 'fees', title: 'Fees' },
  { id: 'payment', title: 'Payment' },
  { id: 'committees', title: 'Committees' },
  { id: 'board', title: 'Executive board' },
  { id: 'cosponsors', title: 'Co-sponsors' },
  { id: 'signatories', title: 'Certificate signatories' },
] as const;

function Sections({ event }: { event: EditableEvent }) {
  // Sections build their requests on the newest copy (another section may have saved since they rendered).
  const newest = useRef(event);
  useEffect(() => {
    newest.current = event;
  }, [event]);
  const latest = useCallback(() => newest.current, []);
  const props = { event, latest };
  return (
    <div className="ev-editor">
      <nav className="panel adm-card ev-toc" aria-label="Sections">
        <ul className="ev-toc__list">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="ev-toc__link">
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="adm-stack ev-editor__sections">
        <YearReview event={event} />
        <DetailsSection {...props} />
        <RegistrationSection {...props} />
        <OptionsSection {...props} />
        <FeesSection {...props} />
        <PaymentSection {...props} />
        <CommitteesSection {...props} />
        <BoardSection {...props} />
        <CoSponsorsSection {...props} />
        <SignatoriesSection {...props} />
      </div>
    </div>
  );
}

/** /superadmin/events/:eventName: every fact of one event, in sections that each save on their own. */
export function EventEditor({ name }: { name: string }) {
  const query = useQuery(editableEventQuery(name));
  const event = query.data;
  let body;
  if (query.isPending) body = <Loading text={messages.generic.loading} />;
  else if (query.isError)
    body = (
      <ErrorText
        text={
          query.error instanceof ApiError && query.error.status === 404
            ? messages.admin.noSuchEvent
            : messages.dashboard.error
        }
      />
    );
  return (
    <PageFrame
      variant="admin"
      eyebrow="Superadmin"
      title={event?.name ?? name}
      lead={
        event ? (
          <span className="ev-lead">
            {event.featured ? <span className="adm-pill ev-featured">Featured</span> : null}
            <WindowState window={event.window} />
            <span>
              {event.registrations} {event.registrations === 1 ? 'registration' : 'registrations'}
            </span>
          </span>
        ) : undefined
      }
      back={{ to: paths.superadminEvents, label: 'All events' }}
    >
      {event ? <Sections key={event._id} event={event} /> : <div className="panel adm-card">{body}</div>}
    </PageFrame>
  );
}
