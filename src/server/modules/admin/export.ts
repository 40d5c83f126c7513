/**
 * The CSV export of an event's registrations (GET /admin/events/:eventName/registrations.csv): every field of
 * a registration and of its registrant (no secrets), read in batches so memory stays flat, and its audit
 * entry. The file is sent by src/server/csv.ts.
 */
import { type SQL, and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chairMessages } from '~/shared/desk-messages';
import { questionEntries } from '~/shared/registration-questions';
import type { RollCallState } from '~/shared/roll-call-states';
import type { CommitteeSession } from '~/shared/schemas/chairs';
import type { CsvColumn } from '../../csv';
import type { Executor } from '../../db/client';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { rollCallStatesOf, sessionsOf } from '../chairs/service';
import { daysAttended } from '../checkin/service';
import { groups, paymentReferences, registrations } from '../registration/table';
import { paymentUrl } from './detail';
import { type Filters, afterRegistration, filterCondition } from './lists';
import { adminViewColumns } from './view';
import { referenceOfRegistration } from '../registration/payments';

const CSV_BATCH = 1000;
const leaders = alias(users, 'leaders');

/** A batch of the export's registrations, with their registrants, groups and payment references. */
const exportPage = (db: Executor, where: SQL | undefined) =>
  db
    .select({
      ...adminViewColumns,
      instituteEmail: users.instituteEmail,
      branch: users.branch,
      kind: registrations.kind,
      groupName: groups.name,
      leaderEmail: leaders.email,
      previousMunExperience: registrations.previousMunExperience,
      answers: registrations.answers,
      amountDue: registrations.amountDue,
      paymentReference: paymentReferences.reference,
      transactionId: registrations.transactionId,
      paymentState: registrations.paymentState,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(groups, eq(groups.id, registrations.groupId))
    .leftJoin(leaders, eq(leaders.id, groups.leaderId))
    .leftJoin(paymentReferences, referenceOfRegistration)
    .where(where)
    .orderBy(asc(registrations.registeredAt), asc(registrations.id))
    .limit(CSV_BATCH);

/** A line of the export: a registration with its registrant, and what the export adds to it. */
export interface ExportLine {
  registration: Awaited<ReturnType<typeof exportPage>>[number];
  eventName: string;
  /** The screenshot's absolute URL, or null without one. */
  screenshot: string | null;
  /** The days the registrant was checked in. */
  attended: string[];
  /** The registrant's roll-call state per committee session. */
  roll: Map<string, RollCallState> | undefined;
}

/**
 * The export's columns, in order: each column once, its header and its cell. The committee sessions' columns
 * (`sessionColumns`) follow them.
 */
export const exportColumns: readonly CsvColumn<ExportLine>[] = [
  { header: 'Registration ID', cell: (l) => l.registration.id },
  { header: 'Event', cell: (l) => l.eventName },
  { header: 'Name', cell: (l) => l.registration.name },
  { header: 'Email', cell: (l) => l.registration.email },
  { header: 'Phone', cell: (l) => l.registration.phone },
  { header: 'Student of NIT Silchar', cell: (l) => (l.registration.student ? 'Yes' : 'No') },
  { header: 'Scholar ID', cell: (l) => l.registration.scholarId },
  { header: 'Institute email', cell: (l) => l.registration.instituteEmail },
  { header: 'Branch', cell: (l) => l.registration.branch },
  { header: 'Year', cell: (l) => l.registration.year },
  { header: 'College', cell: (l) => l.registration.college },
  // Institute students are never asked.
  {
    header: 'Accommodation',
    cell: ({ registration: r }) => (r.student ? null : r.accommodation ? 'Yes' : 'No'),
  },
  { header: 'Kind', cell: (l) => l.registration.kind },
  { header: 'Group', cell: (l) => l.registration.groupName },
  { header: 'Group leader email', cell: (l) => l.registration.leaderEmail },
  { header: 'Committee preference', cell: (l) => l.registration.committeePreference.join('; ') },
  { header: 'Portfolio preference', cell: (l) => l.registration.portfolioPreference.join('; ') },
  { header: 'Previous MUN experience', cell: (l) => l.registration.previousMunExperience },
  { header: 'Amount due', cell: (l) => l.registration.amountDue },
  { header: 'Payment screenshot', cell: (l) => l.screenshot },
  { header: 'Status', cell: (l) => l.registration.status },
  { header: 'Assigned committee', cell: (l) => l.registration.assignedCommittee },
  { header: 'Assigned portfolio', cell: (l) => l.registration.assignedPortfolio },
  { header: 'Registered at', cell: (l) => l.registration.registeredAt.toISOString() },
  { header: 'Confirmed at', cell: (l) => l.registration.confirmedAt?.toISOString() ?? null },
  { header: 'Days attended', cell: (l) => l.attended.join('; ') },
  // After the first columns, so a sheet built on them keeps working: the bill's payment.
  {
    header: 'Payment reference',
    cell: ({ registration: r }) => (r.paymentState === null ? null : r.paymentReference),
  },
  { header: 'Transaction ID', cell: (l) => l.registration.transactionId },
  { header: 'Payment state', cell: (l) => l.registration.paymentState },
  // Then one column per declared question (src/shared/registration-questions.ts), headed by its label.
  ...questionEntries().map(([key, question]) => ({
    header: question.label,
    cell: (l: ExportLine) => l.registration.answers[key] ?? null,
  })),
];

/** One roll-call column per committee session of the event, in order, after `exportColumns`. */
export function sessionColumns(sessions: readonly CommitteeSession[]): CsvColumn<ExportLine>[] {
  return sessions.map((session) => ({
    header: `Session: ${session.name} (${session.day} ${session.startTime})`,
    cell: (line) => {
      const state = line.roll?.get(session.id);
      return state ? chairMessages.stateNames[state] : null;
    },
  }));
}

/**
 * The lines of the export in batches (keyset pagination on registered_at, id), so memory stays flat
 * however many registrations there are.
 */
export async function* exportLines(
  db: Executor,
  eventName: string,
  filters: Filters,
  /** Where browsers reach the API: the screenshot column holds absolute URLs starting with it. */
  apiUrl: string,
): AsyncGenerator<ExportLine> {
  const { event, where } = await filterCondition(db, eventName, filters);
  const base = apiUrl.replace(/\/+$/, '');
  // The cursor is compared in SQL: timestamps have microseconds, a JavaScript Date only milliseconds.
  let afterId: string | undefined;
  for (;;) {
    const page = afterId ? and(where, afterRegistration(afterId)) : where;
    const rows = await exportPage(db, page);
    const ids = rows.map((r) => r.id);
    const attended = await daysAttended(db, ids);
    const roll = await rollCallStatesOf(db, ids);
    for (const registration of rows) {
      yield {
        registration,
        eventName: event.name,
        screenshot: registration.paymentImageId ? paymentUrl(base, registration.id) : null,
        attended: attended.get(registration.id) ?? [],
        roll: roll.get(registration.id),
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) return;
    afterId = last.id;
  }
}

/**
 * Checks the event and filters before the response starts (a 404 or 400 cannot follow the first byte); the
 * event's name and its committee sessions (the last columns).
 */
export async function checkExport(
  db: Executor,
  eventName: string,
  filters: Filters,
): Promise<{ name: string; sessions: CommitteeSession[] }> {
  const { event } = await filterCondition(db, eventName, filters);
  return { name: event.name, sessions: await sessionsOf(db, event.id) };
}

/** The audit entry of a CSV export (its own small transaction: the export itself writes nothing). */
export async function recordExport(
  db: Executor,
  actor: Actor,
  eventName: string,
  filters: Filters,
): Promise<void> {
  await recordAudit(db, actor, {
    action: 'registrations.export',
    targetType: 'event',
    targetId: eventName,
    details: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
  });
}
