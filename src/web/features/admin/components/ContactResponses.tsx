import { useQuery } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { Role } from '~/shared/schemas/accounts';
import { ListCard } from '~/web/components/app/ListState';
import { PageFrame } from '~/web/components/app/PageFrame';
import { contactResponsesQuery } from '../api';
import { formatDateTime } from '~/web/components/app/format';

/** /contactusres (admins) and /contactusresponses (superadmins): the messages of the contact form, newest first. */
export function ContactResponses({ role }: { role: Extract<Role, 'admin' | 'superadmin'> }) {
  const responses = useQuery(contactResponsesQuery);
  return (
    <PageFrame
      variant="admin"
      eyebrow={role === 'superadmin' ? 'Superadmin' : 'Admin'}
      title="Contact Us Responses"
      count={responses.data?.length}
      back={{ to: role === 'superadmin' ? paths.superadmin : paths.admin, label: 'Go Back' }}
    >
      <ListCard
        label="Responses"
        query={responses}
        errorText={messages.generic.somethingWentWrong}
        empty="No responses yet."
      >
        {(list) => (
          <ol className="adm-responses">
            {list.map((response) => (
              <li key={response._id} className="adm-response">
                <article aria-labelledby={`adm-response-${response._id}`}>
                  <header className="adm-response__head">
                    <h2 id={`adm-response-${response._id}`} className="adm-response__name">
                      {response.name}
                    </h2>
                    <a href={`mailto:${response.email}`} className="adm-response__email">
                      {response.email}
                    </a>
                    <time dateTime={response.contactedAt} className="adm-response__time">
                      {formatDateTime(response.contactedAt)}
                    </time>
                  </header>
                  <p className="adm-response__message">{response.message}</p>
                </article>
              </li>
            ))}
          </ol>
        )}
      </ListCard>
    </PageFrame>
  );
}
