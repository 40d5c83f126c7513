import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { messages } from '~/shared/messages';
import { Loading } from '~/web/components/app/PageFrame';
import { type OverviewResponse, overviewQuery } from '../api';
import { committeeName, formatDay, statusLabel } from '~/web/components/app/format';
import { ErrorText } from '~/web/components/app/PageFrame';

interface Bar {
  label: string;
  /** A longer label for the table and the accessible name, when the axis label is shortened. */
  fullLabel?: string;
  count: number;
}

/** A data table alternative of a chart, folded away by default. */
function DataTable({ caption, head, bars }: { caption: string; head: string; bars: Bar[] }) {
  return (
    <details className="adm-chart__data">
      <summary>Show the data as a table</summary>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{head}</th>
              <th scope="col">Registrations</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.fullLabel ?? bar.label}>
                <th scope="row">{bar.fullLabel ?? bar.label}</th>
                <td>{bar.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

const chart = { width: 640, height: 220, top: 16, bottom: 36, left: 36, right: 8 };

/** Registrations per day: a column chart in plain SVG (its accessible name summarises it). */
function DayChart({ days }: { days: OverviewResponse['byDay'] }) {
  const titleId = useId();
  const bars: Bar[] = days.map((d) => ({
    label: formatDay(d.date, true),
    fullLabel: formatDay(d.date),
    count: d.count,
  }));
  const max = Math.max(1, ...days.map((d) => d.count));
  const plotWidth = chart.width - chart.left - chart.right;
  const plotHeight = chart.height - chart.top - chart.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, Math.min(40, slot * 0.7));
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));
  const peak = days.reduce<OverviewResponse['byDay'][number] | undefined>(
    (best, d) => (!best || d.count > best.count ? d : best),
    undefined,
  );
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const summary = peak
    ? `${total} registrations over ${days.length} ${days.length === 1 ? 'day' : 'days'}; the busiest day was ${formatDay(peak.date)} with ${peak.count}.`
    : 'No registrations yet.';
  const ticks = [0, Math.round(max / 2), max].filter((v, i, all) => all.indexOf(v) === i);

  return (
    <figure className="adm-chart">
      <figcaption id={titleId} className="adm-chart__title">
        Registrations per day
      </figcaption>
      {days.length === 0 ? (
        <p className="adm-empty">No registrations yet.</p>
      ) : (
        <>
          <svg
            className="adm-chart__svg"
            viewBox={`0 0 ${chart.width} ${chart.height}`}
            role="img"
            aria-label={`Registrations per day: ${summary}`}
          >
            {ticks.map((tick) => {
              const y = chart.top + plotHeight - (tick / max) * plotHeight;
              return (
                <g key={tick}>
                  <line
                    x1={chart.left}
                    x2={chart.width - chart.right}
                    y1={y}
                    y2={y}
                    className="adm-chart__grid"
                  />
                  <text x={chart.left - 6} y={y + 4} textAnchor="end" className="adm-chart__tick">
                    {tick}
                  </text>
                </g>
              );
            })}
            {days.map((d, i) => {
              const h = (d.count / max) * plotHeight;
              const x = chart.left + i * slot + (slot - barWidth) / 2;
              return (
                <g key={d.date}>
                  <rect
                    x={x}
                    y={chart.top + plotHeight - h}
                    width={barWidth}
                    height={h}
                    rx={3}
                    className="adm-chart__bar"
                  >
                    <title>{`${formatDay(d.date)}: ${d.count}`}</title>
                  </rect>
                  {i % labelEvery === 0 ? (
                    <text
                      x={x + barWidth / 2}
                      y={chart.height - 12}
                      textAnchor="middle"
                      className="adm-chart__tick"
                    >
                      {formatDay(d.date, true)}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
          <p className="adm-chart__summary">{summary}</p>
          <DataTable caption="Registrations per day" head="Day" bars={bars} />
        </>
      )}
    </figure>
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
          <DataTable caption={title} head={head} bars={bars} />
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
          <DayChart days={byDay} />
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
