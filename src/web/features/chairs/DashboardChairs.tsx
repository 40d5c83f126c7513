import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { chairMessages } from '~/shared/desk-messages';
import { paperMessages } from '~/shared/paper-messages';
import { paths } from '~/shared/paths';
import type { MyAttendance } from '~/shared/schemas/chairs';
import { formatSessionTime } from '~/web/components/app/format';
import { ErrorText, Loading } from '~/web/components/app/PageFrame';
import { errorMessage } from '~/web/lib/api';
import { myAttendanceQuery, myCommitteesQuery } from './api';

const m = chairMessages;

/** The dashboard's link to each committee the account chairs (nothing for an account that chairs none). */
export function DashboardChairs() {
  const query = useQuery(myCommitteesQuery);
  if (!query.data || query.data.length === 0) return null;
  return (
    <section className="panel dash-card" aria-labelledby="dash-chairs-title">
      <h2 id="dash-chairs-title" className="dash-card__title">
        {m.yourCommittees}
      </h2>
      <ul className="chairs-list">
        {query.data.map((c) => (
          <li key={`${c.eventName}/${c.committee}`}>
            <Link className="button button--navy" to={paths.chairRoom(c.eventName, c.committee)}>
              {m.openRoom(c.committeeName, c.eventName)}
            </Link>{' '}
            <Link className="button button--ghost-dark" to={paths.chairPapers(c.eventName, c.committee)}>
              {paperMessages.pageTitle(c.committeeName)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The delegate's committee sessions with their roll call (nothing for an account without a seat). */
export function DashboardAttendance() {
  const query = useQuery(myAttendanceQuery);
  if (query.isPending) return <Loading text={m.loading} />;
  if (query.isError) return <ErrorText text={errorMessage(query.error, m.error)} />;
  if (query.data.length === 0) return null;
  return (
    <section className="panel dash-card" aria-labelledby="dash-attendance-title">
      <h2 id="dash-attendance-title" className="dash-card__title">
        {m.dashboardTitle}
      </h2>
      {query.data.map((seat) => (
        <SeatAttendance key={`${seat.eventName}/${seat.committee}`} seat={seat} />
      ))}
    </section>
  );
}

function SeatAttendance({ seat }: { seat: MyAttendance['committees'][number] }) {
  return (
    <div className="dash-attendance">
      <h3 className="dash-attendance__title">
        {seat.eventName}: {seat.committeeName}, {seat.portfolio}
      </h3>
      {seat.sessions.length === 0 ? (
        <p className="adm-empty">{m.dashboardEmpty}</p>
      ) : (
        <table className="dash-attendance__table">
          <thead>
            <tr>
              <th scope="col">{m.session}</th>
              <th scope="col">{m.sessionDay}</th>
              <th scope="col">Roll call</th>
            </tr>
          </thead>
          <tbody>
            {seat.sessions.map((s) => (
              <tr key={s.id}>
                <td>{s.name}</td>
                <td>{formatSessionTime(s.day, s.startTime)}</td>
                <td>{s.state ? m.stateNames[s.state] : m.notMarked}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
