import { useQuery } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { Loading } from '~/web/components/app/PageFrame';
import { type OverviewResponse, overviewQuery } from '../api';
import { committeeName, formatDay, statusLabel } from '~/web/components/app/format';
import { ErrorText } from '~/web/components/app/PageFrame';
import { type Bar, DataTable, DayChart, peakDay } from './DayChart';

/** Registrations per day, in words and as a column chart. */
function RegistrationsPerDay({ days }: { days: OverviewResponse['byDay'] }) {
  const peak = peakDay(days.map((d) => ({ date: d.date, value: d.count })));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const summary = peak
    ? `${total} registrations over ${days.length} ${days.length === 1 ? 'day' : 'days'}; the busiest day was ${formatDay(peak.date)} with ${peak.value}.`
    : 'No registrations yet.';
  return (
    <DayChart
      title="Registrations per day"
      days={days.map((d) => ({ date: d.date, value: d.count }))}
      summary={summary}
      empty="No registrations yet."
      valueHead="Registrations"
    />
  );
}

/** Horizontal bars in CSS: each row is text (label and count), the bar itself is decoration. */
function BarList({
  title,
  head,
  bars,
  tone,
}: {
  title: string;
  head: string;
  bars: Bar[];
  tone?: (label: string) => string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.count));
  return (
    <figure className="adm-chart">
      <figcaption className="adm-chart__title">{title}</figcaption>
      {bars.length === 0 ? (
        <p className="adm-empty">None yet.</p>
      ) : (
        <>
          <ul className="adm-bars">
            {bars.map((bar) => (
              <li key={bar.label} className="adm-bars__row">
                <span className="adm-bars__label">{bar.fullLabel ?? bar.label}</span>
                <span className="adm-bars__track" aria-hidden="true">
                  <span
                    className={`adm-bars__fill ${tone ? tone(bar.label) : ''}`}
                    style={{ inlineSize: `${(bar.count / max) * 100}%` }}
                  />
                </span>
                <span className="adm-bars__count">{bar.count}</span>
              </li>
            ))}
          </ul>
          <DataTable caption={title} head={head} valueHead="Registrations" bars={bars} />
        </>
      )}
    </figure>
  );
}

type CommitteeCount = OverviewResponse['byCommittee'][number];

/** The per-committee series split by event, each event's committees in its order. */
function committeesByEvent(rows: CommitteeCount[]): [string, CommitteeCount[]][] {
  const byEvent = new Map<string, CommitteeCount[]>();
  for (const row of rows) byEvent.set(row.eventName, [...(byEvent.get(row.eventName) ?? []), row]);
  return [...byEvent];
}

const keyNumbers: { key: keyof OverviewResponse['totals']; label: string }[] = [
  { key: 'registrations', label: 'Registrations' },
  { key: 'pending', label: 'Pending' },
  { key: 'confirmed', label: 'Confirmed' },
  { key: 'declined', label: 'Declined' },
  { key: 'assigned', label: 'Assigned' },
  { key: 'accounts', label: 'Accounts' },
  { key: 'contactResponses', label: 'Contact responses' },
];

/** The admin overview: the key numbers, then registrations per day, by status, and per committee of each event. */
export function Overview() {
  const overview = useQuery(overviewQuery);
  let body: React.ReactNode;
  if (overview.isPending) body = <Loading text={messages.admin.loading} />;
  else if (overview.isError) body = <ErrorText text={messages.admin.errorFetchingData} />;
  else {
    const { totals, byDay, byCommittee, byStatus } = overview.data;
    body = (
      <>
        <dl className="adm-stats">
          {keyNumbers.map(({ key, label }) => (
            <div key={key} className="adm-stats__item">
              <dt>{label}</dt>
              <dd>{totals[key]}</dd>
            </div>
          ))}
        </dl>
        <div className="adm-charts">
          <RegistrationsPerDay days={byDay} />
          <BarList
            title="Registrations by status"
            head="Status"
            bars={byStatus.map((s) => ({
              label: s.status,
              fullLabel: statusLabel(s.status),
              count: s.count,
            }))}
            tone={(status) => `adm-bars__fill--${status}`}
          />
          {committeesByEvent(byCommittee).map(([eventName, committees]) => (
            <BarList
              key={eventName}
              title={`Assigned per committee · ${eventName}`}
              head="Committee"
              bars={committees.map((c) => ({
                label: c.committee,
                fullLabel: committeeName({ code: c.committee, displayName: c.displayName }),
                count: c.count,
              }))}
            />
          ))}
        </div>
      </>
    );
  }
  return (
    <section className="panel adm-card" aria-labelledby="adm-overview-title">
      <h2 id="adm-overview-title" className="adm-card__title">
        Overview
      </h2>
      {body}
    </section>
  );
}
