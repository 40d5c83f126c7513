/**
 * /registrations/:event/ledger: the event's money (docs/decisions/0077-ledger-counts-the-money.md). The key figures, the bills
 * by kind with their hospitality part, the money received per day (a chart with its table), and the ledger's
 * lines as CSV.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '~/shared/fees';
import { messages } from '~/shared/messages';
import { ledgerMessages } from '~/shared/desk-messages';
import { paths } from '~/shared/paths';
import type { LedgerFigures, LedgerResponse } from '~/shared/schemas/ledger';
import { Icon } from '~/web/components/app/Icon';
import { ListState } from '~/web/components/app/ListState';
import { PageFrame } from '~/web/components/app/PageFrame';
import { formatDay } from '~/web/components/app/format';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { downloadLedgerCsv, ledgerQuery } from '../api';
import { DayChart, peakDay } from '../components/DayChart';
import './ledger.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Said where an amount is not split by part (refunds are of a whole bill). */
function NotSplit() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">not split</span>
    </>
  );
}

function KindRows({ label, figures }: { label: string; figures: LedgerFigures }) {
  return (
    <>
      <tr>
        <th scope="row">{label}</th>
        <td>{figures.bills}</td>
        <td>{formatRupees(figures.due)}</td>
        <td>{formatRupees(figures.received)}</td>
        <td>{formatRupees(figures.outstanding)}</td>
        <td>{formatRupees(figures.refunded)}</td>
      </tr>
      <tr className="ldg-table__part">
        <th scope="row">
          <span className="visually-hidden">{label}: </span>of which hospitality
        </th>
        <td>
          <NotSplit />
        </td>
        <td>{formatRupees(figures.hospitality.due)}</td>
        <td>{formatRupees(figures.hospitality.received)}</td>
        <td>{formatRupees(figures.hospitality.outstanding)}</td>
        <td>
          <NotSplit />
        </td>
      </tr>
    </>
  );
}

/** The ledger's figures, its table by kind, its notes and its chart (what the page shows once loaded). */
export function LedgerReport({ ledger }: { ledger: Omit<LedgerResponse, 'message'> }) {
  const tableId = useId();
  const { totals, byKind, byDay, declinedUnpaid, withoutBreakdown, receivedUndated } = ledger;
  if (totals.bills === 0 && declinedUnpaid.bills === 0) {
    return <p className="adm-empty">No bills yet: no registration of this event has anything to pay.</p>;
  }
  const days = byDay.map((d) => ({ date: d.date, value: d.amount }));
  const peak = peakDay(days);
  const receivedByDay = days.reduce((sum, d) => sum + d.value, 0);
  const summary = peak
    ? `${formatRupees(receivedByDay)} received over ${plural(days.length, 'day', 'days')}; the most on ${formatDay(peak.date)}, ${formatRupees(peak.value)}.`
    : 'No money received yet.';
  const stats: { label: string; value: number; note?: string }[] = [
    { label: 'Amount due', value: totals.due, note: plural(totals.bills, 'bill', 'bills') },
    {
      label: 'Received',
      value: totals.received,
      note: totals.over > 0 ? `${formatRupees(totals.over)} more than due` : undefined,
    },
    {
      label: 'Outstanding',
      value: totals.outstanding,
      note:
        [
          totals.submitted > 0 ? `${formatRupees(totals.submitted)} awaiting a check` : '',
          totals.short > 0 ? `${formatRupees(totals.short)} short of received bills` : '',
        ]
          .filter(Boolean)
          .join('; ') || undefined,
    },
    ...(totals.waived > 0 ? [{ label: 'Waived', value: totals.waived }] : []),
    { label: 'Refunded', value: totals.refunded },
    { label: 'Held (received less refunded)', value: totals.net },
  ];
  const notes: string[] = [];
  if (declinedUnpaid.bills > 0)
    notes.push(
      `${plural(declinedUnpaid.bills, 'declined registration', 'declined registrations')} never paid (${formatRupees(declinedUnpaid.amount)}): left out of these figures.`,
    );
  if (withoutBreakdown > 0)
    notes.push(
      `${plural(withoutBreakdown, 'bill was', 'bills were')} made before amounts kept their breakdown: counted as fees, with no hospitality part.`,
    );
  if (receivedUndated > 0)
    notes.push(
      `${plural(receivedUndated, 'received bill has', 'received bills have')} no date of receipt: not in the chart.`,
    );
  return (
    <>
      <dl className="adm-stats ldg-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="adm-stats__item">
            <dt>
              {stat.label}
              {stat.note ? <span className="ldg-stats__note">{stat.note}</span> : null}
            </dt>
            <dd>{formatRupees(stat.value)}</dd>
          </div>
        ))}
      </dl>
      <h2 id={tableId} className="adm-card__title ldg-heading">
        By kind of bill
      </h2>
      {/* Scrolls sideways on a phone: a named region the keyboard can reach and scroll. */}
      <div className="adm-table-wrap ldg-table-wrap" role="region" aria-labelledby={tableId} tabIndex={0}>
        <table className="adm-table ldg-table" aria-labelledby={tableId}>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Bills</th>
              <th scope="col">Due</th>
              <th scope="col">Received</th>
              <th scope="col">Outstanding</th>
              <th scope="col">Refunded</th>
            </tr>
          </thead>
          <tbody>
            {byKind.map((kind) => (
              <KindRows key={kind.kind} label={ledgerMessages.kindLabel[kind.kind]} figures={kind} />
            ))}
          </tbody>
          <tfoot>
            <KindRows label="Total" figures={totals} />
          </tfoot>
        </table>
      </div>
      {notes.length > 0 ? (
        <ul className="ldg-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div className="adm-charts ldg-chart">
        <DayChart
          title="Money received per day"
          days={days}
          summary={summary}
          empty="No money received yet."
          valueHead="Received"
          format={formatRupees}
        />
      </div>
    </>
  );
}

export function LedgerPage({ eventName }: { eventName: string }) {
  const ledger = useQuery(ledgerQuery(eventName));
  const unauthorized = useUnauthorizedHandler();
  const [downloading, setDownloading] = useState(false);
  const title = `${eventName} Ledger`;

  const download = () => {
    setDownloading(true);
    downloadLedgerCsv(eventName)
      .catch((error: unknown) => {
        if (!unauthorized(error)) notify('error', errorMessage(error, messages.generic.somethingWentWrong));
      })
      .finally(() => setDownloading(false));
  };

  return (
    <PageFrame
      variant="admin"
      title={title}
      lead="What each bill of the event is due, what came in, what is still to come and what was paid back. A group leader's bill covers the whole group; amounts are in rupees, days are dates in India."
      back={{ to: paths.eventRegistrations(eventName), label: 'Go Back' }}
    >
      <section className="panel adm-card" aria-label={title}>
        <p className="adm-tools">
          <button
            type="button"
            className="button button--navy"
            onClick={download}
            disabled={downloading}
            aria-busy={downloading}
          >
            <Icon name="download" size={18} strokeWidth={2.2} />
            {downloading ? 'Preparing CSV...' : 'Download ledger CSV'}
          </button>
          <Link
            to={`${paths.eventRegistrations(eventName)}?payment=submitted`}
            className="button button--gold"
          >
            Payments to check
          </Link>
          <span className="adm-tools__text">
            The CSV has one line per bill: reference, payer, kind, amount due, state, the money received
            (short, over or waived), when and how it arrived, and any refund.
          </span>
        </p>
        <ListState
          query={ledger}
          errorText={ledgerMessages.errorFetching}
          loadingText={messages.admin.loading}
        >
          {(data) => <LedgerReport ledger={data} />}
        </ListState>
      </section>
    </PageFrame>
  );
}
