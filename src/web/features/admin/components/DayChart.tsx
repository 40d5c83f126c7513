/**
 * The admin pages' charts of a figure per day (registrations on the overview, money received on the ledger):
 * a column chart in plain SVG whose accessible name summarises it, a written summary, and the data as a
 * table for screen readers and anyone who prefers numbers.
 */
import { useId } from 'react';
import { formatDay } from '~/web/components/app/format';

export interface Bar {
  label: string;
  /** A longer label for the table and the accessible name, when the axis label is shortened. */
  fullLabel?: string;
  count: number;
}

/** A data table alternative of a chart, folded away by default. */
export function DataTable({
  caption,
  head,
  valueHead,
  bars,
  format = String,
}: {
  caption: string;
  head: string;
  /** The heading of the values' column. */
  valueHead: string;
  bars: Bar[];
  format?: (value: number) => string;
}) {
  return (
    <details className="adm-chart__data">
      <summary>Show the data as a table</summary>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{head}</th>
              <th scope="col">{valueHead}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.fullLabel ?? bar.label}>
                <th scope="row">{bar.fullLabel ?? bar.label}</th>
                <td>{format(bar.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

const chart = { width: 640, height: 220, top: 16, bottom: 36, left: 68, right: 8 };

export interface DayValue {
  /** YYYY-MM-DD */
  date: string;
  value: number;
}

/**
 * A column per day. `summary` says in words what the chart shows (it is also the SVG's accessible name,
 * after the title); `format` writes a value (axis ticks, tooltips, the table).
 */
export function DayChart({
  title,
  days,
  summary,
  empty,
  valueHead,
  format = String,
}: {
  title: string;
  days: DayValue[];
  summary: string;
  /** Said instead of the chart when there are no days. */
  empty: string;
  valueHead: string;
  format?: (value: number) => string;
}) {
  const titleId = useId();
  const bars: Bar[] = days.map((d) => ({
    label: formatDay(d.date, true),
    fullLabel: formatDay(d.date),
    count: d.value,
  }));
  const max = Math.max(1, ...days.map((d) => d.value));
  const plotWidth = chart.width - chart.left - chart.right;
  const plotHeight = chart.height - chart.top - chart.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, Math.min(40, slot * 0.7));
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));
  const ticks = [0, Math.round(max / 2), max].filter((v, i, all) => all.indexOf(v) === i);

  return (
    <figure className="adm-chart">
      <figcaption id={titleId} className="adm-chart__title">
        {title}
      </figcaption>
      {days.length === 0 ? (
        <p className="adm-empty">{empty}</p>
      ) : (
        <>
          <svg
            className="adm-chart__svg"
            viewBox={`0 0 ${chart.width} ${chart.height}`}
            role="img"
            aria-label={`${title}: ${summary}`}
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
                    {format(tick)}
                  </text>
                </g>
              );
            })}
            {days.map((d, i) => {
              const h = (d.value / max) * plotHeight;
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
                    <title>{`${formatDay(d.date)}: ${format(d.value)}`}</title>
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
          <DataTable caption={title} head="Day" valueHead={valueHead} bars={bars} format={format} />
        </>
      )}
    </figure>
  );
}

/** The day with the highest value (the first of equals), for a summary. */
export function peakDay<T extends DayValue>(days: readonly T[]): T | undefined {
  return days.reduce<T | undefined>((best, d) => (!best || d.value > best.value ? d : best), undefined);
}
