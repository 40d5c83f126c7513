/**
 * The treasurer's ledger of an event (docs/decisions/0077-ledger-counts-the-money.md): the totals of its bills, by kind and
 * with their hospitality part, the money received per day, and the ledger lines for the CSV export, all
 * computed by PostgreSQL from the registrations that carry a bill (an individual's, a group leader's).
 *
 * - A bill counts when its registration is not declined, or when its money came in all the same.
 * - Received: the money that came in, each bill's amount received (its statement line's, or typed by an
 *   admin; docs/decisions/0077-ledger-counts-the-money.md); refunded: the amounts paid back; short: what the
 *   received bills lack (amount due less received less waived, as `shortPaise` of src/shared/payments.ts);
 *   outstanding: the amount due of the bills due or submitted, and the short; over: money beyond the amount
 *   due; waived: what the club let go.
 * - Days: the day each receipt arrived (the statement line's, or the one typed); a top-up on its own day.
 * - Hospitality: the lines of the stored breakdown whose label is hospitality's (src/shared/fees.ts).
 * - Days are India's (the conference's time zone).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { hospitalityLinePrefix } from '~/shared/fees';
import { messages } from '~/shared/messages';
import { ledgerMessages } from '~/shared/desk-messages';
import type { LedgerFigures, LedgerKind, LedgerLine, LedgerResponse } from '~/shared/schemas/ledger';
import { type Executor, queryRows } from '../../db/client';
import { HttpError } from '../../http';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { type EventSummary, findEvent } from '../events/service';
import { afterRegistration } from '../admin/lists';
import { groups, paymentReceipts, paymentReferences, registrations } from '../registration/table';
import { referenceOfRegistration } from '../registration/payments';
import { receivedPaiseOf } from '../registration/receipts';
import type { CsvColumn } from '../../csv';

const kindLabel = ledgerMessages.kindLabel;

async function eventOf(db: Executor, eventName: string): Promise<EventSummary> {
  const event = await findEvent(db, eventName);
  if (!event) throw new HttpError(404, messages.admin.noSuchEvent);
  return event;
}

/** The hospitality part of a registration's amount due, from its stored breakdown (0 without one). */
const hospitalityPart = sql<number>`coalesce((
  select sum((line->>'amount')::int) from jsonb_array_elements(${registrations.amountLines}) line
  where starts_with(line->>'label', ${hospitalityLinePrefix})
), 0)::int`;

/** The money of a bill, in paise: the sum of its receipts (0 while none). */
const receivedPaise = sql<number>`coalesce(${receivedPaiseOf(registrations.id)}, 0)`;
/** What a received bill lacks, in paise: as shortPaise (src/shared/payments.ts). */
const shortPaiseSql = sql<number>`case when ${registrations.paymentState} = 'received' then greatest(
  ${registrations.amountDue} * 100 - ${receivedPaise} - coalesce(${registrations.waivedPaise}, 0), 0) else 0 end`;
/** Money beyond the amount due, in paise. */
const overPaiseSql = sql<number>`case when ${registrations.paymentState} in ('received', 'refunded')
  then greatest(${receivedPaise} - ${registrations.amountDue} * 100, 0) else 0 end`;
/** The days a bill's money arrived, one per receipt, in order ("2026-11-17; 2026-11-20"). */
const receivedDays = sql<
  string | null
>`(select string_agg(to_char(${paymentReceipts.receivedOn}, 'YYYY-MM-DD'), '; '
  order by ${paymentReceipts.receivedOn}) from ${paymentReceipts}
  where ${paymentReceipts.registrationId} = ${registrations.id})`;
/** Paise summed as rupees with 2 decimals. */
const inRupees = (paise: ReturnType<typeof sql>) => sql`(coalesce(${paise}, 0) / 100.0)::float8`;

/** The bills of the event: what each counts for, with its hospitality part. */
const billsOf = (eventId: string) => sql`
  select
    case ${registrations.kind} when 'leader' then 'group' else 'individual' end as kind,
    ${registrations.paymentState} as state,
    ${registrations.amountDue} as due,
    ${receivedPaise} as received_paise,
    ${shortPaiseSql} as short_paise,
    ${overPaiseSql} as over_paise,
    coalesce(${registrations.waivedPaise}, 0) as waived_paise,
    coalesce(${registrations.refundAmount}, 0) as refund,
    ${registrations.amountLines} is null as unsplit,
    ${hospitalityPart} as hosp,
    (${registrations.status} <> 'declined' or ${registrations.paymentState} in ('received', 'refunded')) as counted
  from ${registrations}
  where ${registrations.eventId} = ${eventId}
    and ${registrations.kind} in ('individual', 'leader')
    and ${registrations.paymentState} is not null`;

interface FigureRow extends Record<string, unknown> {
  kind: LedgerKind | null;
  bills: number;
  due: number;
  received: number;
  outstanding: number;
  short: number;
  over: number;
  waived: number;
  submitted: number;
  refunded: number;
  hosp_due: number;
  hosp_received: number;
  hosp_outstanding: number;
}

const zero: LedgerFigures = {
  bills: 0,
  due: 0,
  received: 0,
  outstanding: 0,
  short: 0,
  over: 0,
  waived: 0,
  submitted: 0,
  refunded: 0,
  net: 0,
  hospitality: { due: 0, received: 0, outstanding: 0 },
};

function figures(row: FigureRow | undefined): LedgerFigures {
  if (!row) return zero;
  return {
    bills: row.bills,
    due: row.due,
    received: row.received,
    outstanding: row.outstanding,
    short: row.short,
    over: row.over,
    waived: row.waived,
    submitted: row.submitted,
    refunded: row.refunded,
    // Rounded to paise: a difference of two sums in floating point.
    net: Math.round((row.received - row.refunded) * 100) / 100,
    hospitality: { due: row.hosp_due, received: row.hosp_received, outstanding: row.hosp_outstanding },
  };
}

/** GET /admin/events/:eventName/ledger */
export async function eventLedger(db: Executor, eventName: string): Promise<Omit<LedgerResponse, 'message'>> {
  const event = await eventOf(db, eventName);
  const came = sql`state in ('received', 'refunded')`;
  const open = sql`state in ('due', 'submitted')`;
  // One row per kind and one for all (grouping sets), from the counted bills.
  const rows = await queryRows<FigureRow>(
    db,
    sql`with bills as (${billsOf(event.id)})
    select
      case when grouping(kind) = 1 then null else kind end as kind,
      count(*)::int as bills,
      coalesce(sum(due), 0)::int as due,
      ${inRupees(sql`sum(received_paise) filter (where ${came})`)} as received,
      ${inRupees(sql`coalesce(sum(due * 100) filter (where ${open}), 0) + coalesce(sum(short_paise), 0)`)} as outstanding,
      ${inRupees(sql`sum(short_paise)`)} as short,
      ${inRupees(sql`sum(over_paise)`)} as over,
      ${inRupees(sql`sum(waived_paise)`)} as waived,
      coalesce(sum(due) filter (where state = 'submitted'), 0)::int as submitted,
      coalesce(sum(refund) filter (where state = 'refunded'), 0)::int as refunded,
      coalesce(sum(hosp), 0)::int as hosp_due,
      coalesce(sum(hosp) filter (where ${came}), 0)::int as hosp_received,
      coalesce(sum(hosp) filter (where ${open}), 0)::int as hosp_outstanding
    from bills where counted
    group by grouping sets ((kind), ())`,
  );
  const [apart] = await queryRows<{ declined_bills: number; declined_amount: number; unsplit: number }>(
    db,
    sql`with bills as (${billsOf(event.id)})
    select
      count(*) filter (where not counted)::int as declined_bills,
      coalesce(sum(due) filter (where not counted), 0)::int as declined_amount,
      count(*) filter (where counted and unsplit)::int as unsplit
    from bills`,
  );
  const received = and(
    eq(registrations.eventId, event.id),
    sql`${registrations.kind} in ('individual', 'leader')`,
    sql`${registrations.paymentState} in ('received', 'refunded')`,
  );
  // Each receipt on its own day: a top-up counts on the day it arrived, not on the first payment's.
  const day = sql<string>`to_char(${paymentReceipts.receivedOn}, 'YYYY-MM-DD')`;
  const byDay = await db
    .select({
      date: day,
      amount: sql<number>`${inRupees(sql`sum(${paymentReceipts.amountPaise})`)}`,
      bills: sql<number>`count(distinct ${registrations.id})::int`,
    })
    .from(paymentReceipts)
    .innerJoin(registrations, eq(registrations.id, paymentReceipts.registrationId))
    .where(received)
    .groupBy(day)
    .orderBy(day);
  // Bills received with money due but no receipt: none are written so, but the figure says so if one is.
  const [undated] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(
      and(received, sql`${registrations.amountDue} > 0`, sql`${receivedPaiseOf(registrations.id)} is null`),
    );
  return {
    eventName: event.name,
    totals: figures(rows.find((r) => r.kind === null)),
    byKind: (['individual', 'group'] as const).map((kind) => ({
      kind,
      ...figures(rows.find((r) => r.kind === kind)),
    })),
    byDay,
    receivedUndated: undated?.n ?? 0,
    withoutBreakdown: apart?.unsplit ?? 0,
    declinedUnpaid: { bills: apart?.declined_bills ?? 0, amount: apart?.declined_amount ?? 0 },
  };
}

/**
 * The ledger CSV: each column once, its header and its cell (amounts in rupees, paise as decimals). A bill
 * received short, over or waived says so in its own columns, so the sheet adds up to the bank's figures.
 */
export const ledgerCsv: readonly CsvColumn<LedgerLine>[] = [
  { header: 'Payment reference', cell: (l) => l.reference },
  { header: 'Payer', cell: (l) => l.payer },
  { header: 'Payer email', cell: (l) => l.payerEmail },
  { header: 'Kind', cell: (l) => kindLabel[l.kind] },
  { header: 'Group', cell: (l) => l.group },
  { header: 'Amount due', cell: (l) => l.amountDue },
  { header: 'Of which hospitality', cell: (l) => l.hospitality },
  { header: 'Payment state', cell: (l) => l.state },
  { header: 'Transaction ID', cell: (l) => l.transactionId },
  { header: 'Amount received', cell: (l) => l.amountReceived },
  { header: 'Short', cell: (l) => l.short },
  { header: 'Over', cell: (l) => l.over },
  { header: 'Waived', cell: (l) => l.waived },
  { header: 'Waiver note', cell: (l) => l.waiverNote },
  { header: 'Received on', cell: (l) => l.receivedOn },
  { header: 'Received via', cell: (l) => l.receivedVia },
  { header: 'Refunded amount', cell: (l) => l.refundedAmount },
  { header: 'Refunded on', cell: (l) => l.refundedOn },
  { header: 'Registration status', cell: (l) => l.status },
];

const CSV_BATCH = 1000;

/** The event's ledger lines (one per bill, oldest registration first), read in keyset batches. */
export async function* ledgerLines(db: Executor, eventId: string): AsyncGenerator<LedgerLine> {
  let afterId: string | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: registrations.id,
        reference: paymentReferences.reference,
        payer: users.name,
        payerEmail: users.email,
        kind: registrations.kind,
        group: groups.name,
        amountDue: registrations.amountDue,
        hospitality: hospitalityPart,
        state: registrations.paymentState,
        transactionId: registrations.transactionId,
        amountReceived: sql<number | null>`(${receivedPaiseOf(registrations.id)} / 100.0)::float8`,
        short: sql<number>`${inRupees(shortPaiseSql)}`,
        over: sql<number>`${inRupees(overPaiseSql)}`,
        waived: sql<number | null>`(${registrations.waivedPaise} / 100.0)::float8`,
        waiverNote: registrations.waiverNote,
        receivedOn: receivedDays,
        receivedVia: registrations.paymentReceivedVia,
        refundedAmount: registrations.refundAmount,
        refundedOn: registrations.refundedOn,
        status: registrations.status,
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(groups, eq(groups.id, registrations.groupId))
      .leftJoin(paymentReferences, referenceOfRegistration)
      .where(
        and(
          eq(registrations.eventId, eventId),
          sql`${registrations.kind} in ('individual', 'leader')`,
          sql`${registrations.paymentState} is not null`,
          afterId ? afterRegistration(afterId) : undefined,
        ),
      )
      .orderBy(asc(registrations.registeredAt), asc(registrations.id))
      .limit(CSV_BATCH);
    for (const { id: _id, kind, state, ...r } of rows) {
      yield { ...r, kind: kind === 'leader' ? 'group' : 'individual', state: state! };
    }
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) return;
    afterId = last.id;
  }
}

/**
 * Before the CSV's first byte: the event (a 404 cannot follow it), and the export's audit entry. Returns the
 * event's id and name.
 */
export async function startLedgerExport(
  db: Executor,
  actor: Actor,
  eventName: string,
): Promise<{ id: string; name: string }> {
  const event = await eventOf(db, eventName);
  await recordAudit(db, actor, {
    action: 'ledger.export',
    targetType: 'event',
    targetId: event.name,
    details: {},
  });
  return { id: event.id, name: event.name };
}
