import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { statementMessages } from '~/shared/statement-messages';
import { paths } from '~/shared/paths';
import { ListState } from '~/web/components/app/ListState';
import { PageFrame } from '~/web/components/app/PageFrame';
import { errorMessage } from '~/web/lib/api';
import { statementEventsQuery } from './api';

/** /statements: the events, each leading to its statement import. */
export function StatementEvents() {
  const events = useQuery(statementEventsQuery);
  return (
    <PageFrame
      variant="admin"
      eyebrow="Treasury"
      title="Bank statements"
      back={{ to: paths.dashboard, label: 'Go Back' }}
    >
      <section className="panel adm-card" aria-label="Bank statements">
        <p className="adm-card__lead">{statementMessages.intro}</p>
        <ListState<string[]>
          query={events}
          errorText={(error) => errorMessage(error, messages.admin.errorFetchingData)}
          empty="No events yet."
        >
          {(names) => (
            <ul className="adm-list stm-events">
              {names.map((name) => (
                <li key={name}>
                  <Link to={paths.eventStatements(name)} className="adm-pill">
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
    </PageFrame>
  );
}
