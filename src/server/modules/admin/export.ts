/**
 * The CSV export of an event's registrations (GET /admin/events/:eventName/registrations.csv): every field of
 * a registration and of its registrant (no secrets), read in batches so memory stays flat, and its audit
 * entry. Cells are formatted by csv.ts.
 */
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chairMessages } from '~/shared/desk-messages';
import type { CommitteeSession } from '~/shared/schemas/chairs';
import type { Executor } from '../../db/client';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { rollCallStatesOf, sessionsOf } from '../chairs/service';
import { daysAttended } from '../checkin/service';
import { groups, paymentReferences, registrations } from '../registration/table';
import { paymentUrl } from './detail';
import { type Filters, afterRegistration, filterCondition } from './lists';
import { referenceOfRegistration } from '../registration/payments';

/** The export's columns, in order. */
export const csvColumns = [
  'Registration ID',
  'Event',
  'Name',
  'Email',
  'Phone',
  'Student of NIT Silchar',
  'Scholar ID',
  'Institute email',
  'Branch',
  'Year',
  'College',
  'Accommodation',
  'Kind',
  'Group',
  'Group leader email',
  'Committee preference',
  'Portfolio preference',
  'Previous MUN experience',
  'Amount due',
  'Payment screenshot',
  'Status',
  'Assigned committee',
  'Assigned portfolio',
  'Registered at',
  'Confirmed at',
  'Days attended',
  // After the first columns, so a sheet built on them keeps working: the bill's payment.
  'Payment reference',
  'Transaction ID',
  'Payment state',
] as const;

/** The header of a committee session's column (appended after `csvColumns`, one per session in order). */
export const sessionColumn = (s: CommitteeSession) => `Session: ${s.name} (${s.day} ${s.startTime})`;

type CsvValue = string | number | boolean | null;
const CSV_BATCH = 1000;
const leaders = alias(users, 'leaders');

/**
 * The rows of the export in batches (keyset pagination on registered_at, id), so memory stays flat
 * however many registrations there are.
 */
export async function* csvRecords(
  db: Executor,
  eventName: string,
  filters: Filters,
  /** Where browsers reach the API: the screenshot column holds absolute URLs starting with it. */
  apiUrl: string,
  /** The event's committee sessions: one roll-call column each, after the others. */
  sessions: CommitteeSession[] = [],
): AsyncGenerator<CsvValue[]> {
  const { event, where } = await filterCondition(db, eventName, filters);
  const base = apiUrl.replace(/\/+$/, '');
  // The cursor is compared in SQL: timestamps have microseconds, a JavaScript Date only milliseconds.
  let afterId: string | undefined;
  for (;;) {
    const page = afterId ? and(where, afterRegistration(afterId)) : where;
    const rows = await db
      .select({
        id: registrations.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        student: users.isStudentOfNits,
        scholarId: users.scholarId,
        instituteEmail: users.instituteEmail,
        branch: users.branch,
        year: users.year,
        college: registrations.college,
        accommodation: registrations.accommodation,
        kind: registrations.kind,
        groupName: groups.name,
        leaderEmail: leaders.email,
        committeePreference: registrations.committeePreference,
        portfolioPreference: registrations.portfolioPreference,
        previousMunExperience: registrations.previousMunExperience,
        amountDue: registrations.amountDue,
        paymentImageId: registrations.paymentImageId,
        status: registrations.status,
        assignedCommittee: registrations.assignedCommittee,
        assignedPortfolio: registrations.assignedPortfolio,
        registeredAt: registrations.registeredAt,
        confirmedAt: registrations.confirmedAt,
        paymentReference: paymentReferences.reference,
        transactionId: registrations.transactionId,
        paymentState: registrations.paymentState,
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(groups, eq(groups.id, registrations.groupId))
      .leftJoin(leaders, eq(leaders.id, groups.leaderId))
      .leftJoin(paymentReferences, referenceOfRegistration)
      .where(page)
      .orderBy(asc(registrations.registeredAt), asc(registrations.id))
      .limit(CSV_BATCH);
    const attended = await daysAttended(
      db,
      rows.map((r) => r.id),
    );
    const roll = await rollCallStatesOf(
      db,
      rows.map((r) => r.id),
    );
    for (const r of rows) {
      const states = roll.get(r.id);
      yield [
        r.id,
        event.name,
        r.name,
        r.email,
        r.phone,
        r.student ? 'Yes' : 'No',
        r.scholarId,
        r.instituteEmail,
        r.branch,
        r.year,
        r.college,
        // Institute students are never asked.
        r.student ? null : r.accommodation ? 'Yes' : 'No',
        r.kind,
        r.groupName,
        r.leaderEmail,
        r.committeePreference.join('; '),
        r.portfolioPreference.join('; '),
        r.previousMunExperience,
        r.amountDue,
        r.paymentImageId ? paymentUrl(base, r.id) : null,
        r.status,
        r.assignedCommittee,
        r.assignedPortfolio,
        r.registeredAt.toISOString(),
        r.confirmedAt?.toISOString() ?? null,
        (attended.get(r.id) ?? []).join('; '),
        r.paymentState === null ? null : r.paymentReference,
        r.transactionId,
        r.paymentState,
        ...sessions.map((session) => {
          const state = states?.get(session.id);
          return state ? chairMessages.stateNames[state] : null;
        }),
      ];
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
