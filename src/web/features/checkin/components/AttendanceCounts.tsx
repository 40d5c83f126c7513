import { useQuery } from '@tanstack/react-query';
import { checkinMessages } from '~/shared/desk-messages';
import { ErrorText, Loading } from '~/web/components/app/PageFrame';
import { formatDay } from '~/web/components/app/format';
import { countsQuery } from '../api';

const m = checkinMessages;

/** Live counts: confirmed delegates and check-ins per committee and day (refreshed every few seconds). */
export function AttendanceCounts({ eventName }: { eventName: string }) {
  const counts = useQuery(countsQuery(eventName));
  let body;
  if (counts.isPending) body = <Loading text={m.loading} />;
  else if (counts.isError) body = <ErrorText text={m.error} />;
  else {
    const { days, committees } = counts.data;
    const total = (i: number) => committees.reduce((sum, c) => sum + (c.checkedIn[i] ?? 0), 0);
    body = (
      // Focusable and named, so keyboard users can scroll the table sideways on a narrow screen.
      <div
        className="chk-counts__scroll"
        tabIndex={0}
        role="region"
        aria-label="Check-ins per committee and day, scrollable"
      >
        <table className="chk-counts__table">
          <caption className="visually-hidden">Delegates checked in per committee and day</caption>
          <thead>
            <tr>
              <th scope="col">Committee</th>
              {days.map((day) => (
                <th scope="col" key={day}>
                  {formatDay(day, true)}
                </th>
              ))}
              <th scope="col">Confirmed</th>
            </tr>
          </thead>
          <tbody>
            {committees.map((c) => (
              <tr key={c.code ?? '-'}>
                <th scope="row">{c.name}</th>
                {c.checkedIn.map((n, i) => (
                  <td key={days[i]}>{n}</td>
                ))}
                <td>{c.confirmed}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All</th>
              {days.map((day, i) => (
                <td key={day}>{total(i)}</td>
              ))}
              <td>{committees.reduce((sum, c) => sum + c.confirmed, 0)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    );
  }
  return (
    <section className="panel chk-counts" aria-labelledby="chk-counts-title">
      <h2 id="chk-counts-title" className="chk-section__title">
        {m.sections.attendance}
      </h2>
      {body}
    </section>
  );
}
