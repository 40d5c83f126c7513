/**
 * The admin's reads and decisions on registrations. Every decision runs in one transaction with its audit
 * entry and the email to the delegate (outbox), so the three exist together or not at all.
 *
 * Concurrency: confirm and decline are conditional updates (`where status = 'pending'`), so of two
 * decisions on one registration exactly one applies. An assignment locks the registration row; the
 * partial unique index on (event, committee, portfolio) decides between two delegates given one portfolio.
 */
import { type SQL, and, asc, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages } from '~/shared/messages';
import type {
  AdminCommittee,
  AdminEventSummary,
  ContactUsResponseItem,
  OverviewResponse,
  RegistrationDetail,
  RegistrationFilters,
  RegistrationListItem,
} from '~/shared/schemas/admin';
import { registrationStatuses, type RegistrationStatus } from '~/shared/schemas/registration';
import { apiBase } from '~/shared/paths';
import type { Db, Executor } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { HttpError } from '../../http';
import {
  portfolioAssignedEmail,
  registrationConfirmedEmail,
  registrationDeclinedEmail,
} from '../../mail/admin-templates';
import { enqueueMail } from '../../mail/outbox';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { contactResponses } from '../contact/table';
import { committees, events, portfolios } from '../events/table';
import { groups, invites, paymentImages, registrations } from '../registration/table';

const m = messages.admin;

export interface AdminContext {
  db: Db;
  publicUrl: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

export const paymentUrl = (registrationId: string) =>
  `${apiBase}/admin/registrations/${registrationId}/payment`;

// ---------------------------------------------------------------------------------------------------------
// Events and lists

/** GET /admin/getregistered: every event with its registration counts by status (one grouped query). */
export async function eventSummaries(db: Executor): Promise<AdminEventSummary[]> {
  const list = await db
    .select({ id: events.id, name: events.name, registrationOpen: events.registrationOpen })
    .from(events)
    .orderBy(asc(events.createdAt), asc(events.name));
  const counts = await db
    .select({ eventId: registrations.eventId, status: registrations.status, n: count() })
    .from(registrations)
    .groupBy(registrations.eventId, registrations.status);
  return list.map((event) => {
    const byStatus = { pending: 0, confirmed: 0, declined: 0 } satisfies Record<RegistrationStatus, number>;
    for (const row of counts) if (row.eventId === event.id) byStatus[row.status] = row.n;
    return {
      _id: event.id,
      eventName: event.name,
      registrationOpen: event.registrationOpen,
      counts: { total: byStatus.pending + byStatus.confirmed + byStatus.declined, ...byStatus },
    };
  });
}

async function eventByName(db: Executor, name: string): Promise<{ id: string; name: string }> {
  const [event] = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(eq(events.name, name))
    .limit(1);
  if (!event) throw new HttpError(404, m.noSuchEvent);
  return event;
}

async function committeeCodes(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ code: committees.code })
    .from(committees)
    .where(eq(committees.eventId, eventId));
  return rows.map((r) => r.code);
}

/** `%text%` for ILIKE, with the pattern characters of `text` matched literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Filters = Omit<RegistrationFilters, 'limit' | 'offset'>;

/** The WHERE of the per-event list and its export: 404 for an unknown event, 400 for a committee not its own. */
async function filterCondition(db: Executor, eventName: string, filters: Filters) {
  const event = await eventByName(db, eventName);
  const conditions: (SQL | undefined)[] = [eq(registrations.eventId, event.id)];
  if (filters.status) conditions.push(eq(registrations.status, filters.status));
  if (filters.committee) {
    if (!(await committeeCodes(db, event.id)).includes(filters.committee)) {
      throw new HttpError(400, m.invalidCommittee);
    }
    conditions.push(eq(registrations.assignedCommittee, filters.committee));
  }
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  return { event, where: and(...conditions)! };
}

/** GET /admin/events/:eventName/registrations: one page, oldest first, and the number of matches. */
export async function listRegistrations(
  db: Executor,
  eventName: string,
  filters: RegistrationFilters,
): Promise<{ eventName: string; total: number; registrations: RegistrationListItem[] }> {
  const { event, where } = await filterCondition(db, eventName, filters);
  const [totalRow] = await db
    .select({ total: count() })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(where);
  const rows = await db
    .select({
      id: registrations.id,
      name: users.name,
      email: users.email,
      status: registrations.status,
      assignedCommittee: registrations.assignedCommittee,
      assignedPortfolio: registrations.assignedPortfolio,
      registeredAt: registrations.registeredAt,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(where)
    .orderBy(asc(registrations.registeredAt), asc(registrations.id))
    .limit(filters.limit)
    .offset(filters.offset);
  return {
    eventName: event.name,
    total: totalRow?.total ?? 0,
    registrations: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      email: r.email,
      eventName: event.name,
      status: r.status,
      assignedCommittee: r.assignedCommittee,
      assignedPortfolio: r.assignedPortfolio,
      regsiteredat: r.registeredAt.toISOString(),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// CSV export

/** The export's columns, in order: every field of a registration and of its registrant (no secrets). */
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
] as const;

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
  publicUrl: string,
): AsyncGenerator<CsvValue[]> {
  const { event, where } = await filterCondition(db, eventName, filters);
  const base = publicUrl.replace(/\/+$/, '');
  // The cursor is compared in SQL: timestamps have microseconds, a JavaScript Date only milliseconds.
  let afterId: string | undefined;
  for (;;) {
    const page = afterId
      ? and(
          where,
          sql`(${registrations.registeredAt}, ${registrations.id}) > (select c.registered_at, c.id from registrations c where c.id = ${afterId})`,
        )
      : where;
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
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(groups, eq(groups.id, registrations.groupId))
      .leftJoin(leaders, eq(leaders.id, groups.leaderId))
      .where(page)
      .orderBy(asc(registrations.registeredAt), asc(registrations.id))
      .limit(CSV_BATCH);
    for (const r of rows) {
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
        r.accommodation ? 'Yes' : 'No',
        r.kind,
        r.groupName,
        r.leaderEmail,
        r.committeePreference.join('; '),
        r.portfolioPreference.join('; '),
        r.previousMunExperience,
        r.amountDue,
        r.paymentImageId ? `${base}${paymentUrl(r.id)}` : null,
        r.status,
        r.assignedCommittee,
        r.assignedPortfolio,
        r.registeredAt.toISOString(),
        r.confirmedAt?.toISOString() ?? null,
      ];
    }
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH) return;
    afterId = last.id;
  }
}

/** Checks the event and filters before the response starts (a 404 or 400 cannot follow the first byte). */
export async function checkExport(db: Executor, eventName: string, filters: Filters): Promise<string> {
  return (await filterCondition(db, eventName, filters)).event.name;
}

// ---------------------------------------------------------------------------------------------------------
// One registration

async function eventCommittees(db: Executor, eventId: string): Promise<AdminCommittee[]> {
  const committeeRows = await db
    .select({ id: committees.id, code: committees.code, displayName: committees.displayName })
    .from(committees)
    .where(eq(committees.eventId, eventId))
    .orderBy(asc(committees.position), asc(committees.code));
  const portfolioRows = await db
    .select({ committeeId: portfolios.committeeId, name: portfolios.name })
    .from(portfolios)
    .innerJoin(committees, eq(committees.id, portfolios.committeeId))
    .where(eq(committees.eventId, eventId))
    .orderBy(asc(portfolios.position), asc(portfolios.name));
  const taken = await db
    .select({ committee: registrations.assignedCommittee, portfolio: registrations.assignedPortfolio })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), isNotNull(registrations.assignedPortfolio)));
  return committeeRows.map((c) => ({
    code: c.code,
    displayName: c.displayName,
    portfolios: portfolioRows.filter((p) => p.committeeId === c.id).map((p) => p.name),
    takenPortfolios: taken.filter((t) => t.committee === c.code).map((t) => t.portfolio!),
  }));
}

/** GET /admin/registrations/:id */
export async function registrationDetail(db: Executor, id: string): Promise<RegistrationDetail> {
  if (!isUuid(id)) throw new HttpError(404, m.noSuchRegistration);
  const [r] = await db
    .select({
      id: registrations.id,
      eventId: registrations.eventId,
      eventName: events.name,
      name: users.name,
      email: users.email,
      phone: users.phone,
      scholarId: users.scholarId,
      year: users.year,
      college: registrations.college,
      accommodation: registrations.accommodation,
      paymentImageId: registrations.paymentImageId,
      amountDue: registrations.amountDue,
      previousMunExperience: registrations.previousMunExperience,
      registeredAt: registrations.registeredAt,
      status: registrations.status,
      committeePreference: registrations.committeePreference,
      portfolioPreference: registrations.portfolioPreference,
      confirmedAt: registrations.confirmedAt,
      assignedPortfolio: registrations.assignedPortfolio,
      assignedCommittee: registrations.assignedCommittee,
      kind: registrations.kind,
      groupId: registrations.groupId,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.id, id))
    .limit(1);
  if (!r) throw new HttpError(404, m.noSuchRegistration);

  let group: RegistrationDetail['group'] = null;
  if (r.groupId) {
    const [g] = await db
      .select({ name: groups.name, leaderEmail: users.email })
      .from(groups)
      .innerJoin(users, eq(users.id, groups.leaderId))
      .where(eq(groups.id, r.groupId));
    const members = await db
      .select({ email: invites.memberEmail, acceptedAt: invites.acceptedAt })
      .from(invites)
      .where(eq(invites.groupId, r.groupId))
      .orderBy(asc(invites.createdAt), asc(invites.memberEmail));
    if (g) {
      group = {
        grpName: g.name,
        leaderEmail: g.leaderEmail,
        members: members.map((mm) => ({ email: mm.email, hasAccepted: mm.acceptedAt ? 'yes' : 'no' })),
      };
    }
  }

  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    college: r.college,
    phone: r.phone,
    scholarid: r.scholarId,
    batch: r.year,
    accomodation: r.accommodation ? 'Yes' : 'No',
    payment: r.paymentImageId ? paymentUrl(r.id) : null,
    amountDue: r.amountDue,
    previousMunExperience: r.previousMunExperience,
    regsiteredat: r.registeredAt.toISOString(),
    status: r.status,
    committeePreference: r.committeePreference,
    portfolioPreference: r.portfolioPreference,
    cofirmedRegistrationAt: r.confirmedAt?.toISOString() ?? null,
    assignedPortfolio: r.assignedPortfolio,
    assignedCommittee: r.assignedCommittee,
    kind: r.kind,
    group,
    eventName: r.eventName,
    committees: await eventCommittees(db, r.eventId),
  };
}

/** GET /admin/registrations/:id/payment */
export async function paymentImage(
  db: Executor,
  id: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  if (!isUuid(id)) throw new HttpError(404, m.noSuchRegistration);
  const [row] = await db
    .select({ bytes: paymentImages.bytes, contentType: paymentImages.contentType })
    .from(registrations)
    .leftJoin(paymentImages, eq(paymentImages.id, registrations.paymentImageId))
    .where(eq(registrations.id, id))
    .limit(1);
  if (!row) throw new HttpError(404, m.noSuchRegistration);
  if (!row.bytes || !row.contentType) throw new HttpError(404, m.paymentNotFound);
  return { bytes: row.bytes, contentType: row.contentType };
}

// ---------------------------------------------------------------------------------------------------------
// Decisions

interface Delegate {
  id: string;
  name: string;
  email: string;
  eventId: string;
  eventName: string;
}

async function delegateOf(db: Executor, registrationId: string): Promise<Delegate | undefined> {
  const [row] = await db
    .select({
      id: registrations.id,
      name: users.name,
      email: users.email,
      eventId: registrations.eventId,
      eventName: events.name,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.id, registrationId))
    .limit(1);
  return row;
}

/** PUT /confirm/reg and PUT /decline/reg: a pending registration becomes confirmed or declined. */
export async function decide(
  ctx: AdminContext,
  actor: Actor,
  registrationId: string,
  decision: 'confirmed' | 'declined',
): Promise<void> {
  if (!isUuid(registrationId)) throw new HttpError(404, m.noSuchRegistration);
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const updated = await tx
      .update(registrations)
      .set({ status: decision, ...(decision === 'confirmed' ? { confirmedAt: now } : {}) })
      .where(and(eq(registrations.id, registrationId), eq(registrations.status, 'pending')))
      .returning({ id: registrations.id });
    const delegate = await delegateOf(tx, registrationId);
    if (!delegate) throw new HttpError(404, m.noSuchRegistration);
    if (updated.length === 0) throw new HttpError(409, m.notPending);
    await recordAudit(tx, actor, {
      action: decision === 'confirmed' ? 'registration.confirm' : 'registration.decline',
      targetType: 'registration',
      targetId: registrationId,
      details: { email: delegate.email, eventName: delegate.eventName },
    });
    await enqueueMail(
      tx,
      decision === 'confirmed'
        ? registrationConfirmedEmail(delegate, delegate.eventName, ctx.publicUrl)
        : registrationDeclinedEmail(delegate, delegate.eventName, ctx.publicUrl),
    );
  });
}

/**
 * PUT /admin/assign/portfolios: a confirmed, unassigned registration gets a committee of its event and a
 * portfolio of that committee that no other delegate of the event holds.
 */
export async function assignPortfolio(
  ctx: AdminContext,
  actor: Actor,
  input: { registrationId: string; committee: string; portfolio: string },
): Promise<void> {
  if (!isUuid(input.registrationId)) throw new HttpError(404, m.noSuchRegistration);
  try {
    await ctx.db.transaction(async (tx) => {
      const [reg] = await tx
        .select({
          status: registrations.status,
          eventId: registrations.eventId,
          assignedCommittee: registrations.assignedCommittee,
          assignedPortfolio: registrations.assignedPortfolio,
        })
        .from(registrations)
        .where(eq(registrations.id, input.registrationId))
        .for('update');
      if (!reg) throw new HttpError(404, m.noSuchRegistration);
      if (reg.status !== 'confirmed') throw new HttpError(400, m.confirmationPending);
      if (reg.assignedCommittee) throw new HttpError(409, m.committeeAlreadyAssigned);
      if (reg.assignedPortfolio) throw new HttpError(409, m.portfolioAlreadyAssigned);

      const [committee] = await tx
        .select({ id: committees.id, displayName: committees.displayName })
        .from(committees)
        .where(and(eq(committees.eventId, reg.eventId), eq(committees.code, input.committee)));
      if (!committee) throw new HttpError(400, m.invalidCommittee);
      const [portfolio] = await tx
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(and(eq(portfolios.committeeId, committee.id), eq(portfolios.name, input.portfolio)));
      if (!portfolio) throw new HttpError(400, m.invalidPortfolio);

      await tx
        .update(registrations)
        .set({ assignedCommittee: input.committee, assignedPortfolio: input.portfolio })
        .where(eq(registrations.id, input.registrationId));
      const delegate = (await delegateOf(tx, input.registrationId))!;
      await recordAudit(tx, actor, {
        action: 'registration.assign',
        targetType: 'registration',
        targetId: input.registrationId,
        details: {
          email: delegate.email,
          eventName: delegate.eventName,
          committee: input.committee,
          portfolio: input.portfolio,
        },
      });
      await enqueueMail(
        tx,
        portfolioAssignedEmail(
          delegate,
          { eventName: delegate.eventName, committee: committee.displayName, portfolio: input.portfolio },
          ctx.publicUrl,
        ),
      );
    });
  } catch (error) {
    if (uniqueViolation(error) === 'registrations_assignment_key') {
      throw new HttpError(409, m.portfolioAlreadyAssigned);
    }
    throw error;
  }
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

// ---------------------------------------------------------------------------------------------------------
// Overview and contact responses

/** GET /admin/overview: the key numbers and the chart series (grouped queries, whatever the count). */
export async function overview(db: Executor): Promise<Omit<OverviewResponse, 'message'>> {
  const statusRows = await db
    .select({ status: registrations.status, n: count() })
    .from(registrations)
    .groupBy(registrations.status);
  const byStatus = registrationStatuses.map((status) => ({
    status,
    count: statusRows.find((r) => r.status === status)?.n ?? 0,
  }));
  const day = sql<string>`to_char(${registrations.registeredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const byDay = await db.select({ date: day, count: count() }).from(registrations).groupBy(day).orderBy(day);
  const byCommittee = await db
    .select({ committee: sql<string>`${registrations.assignedCommittee}`, count: count() })
    .from(registrations)
    .where(isNotNull(registrations.assignedCommittee))
    .groupBy(registrations.assignedCommittee)
    .orderBy(desc(count()), asc(registrations.assignedCommittee));
  const [accounts] = await db.select({ n: count() }).from(users);
  const [contacts] = await db.select({ n: count() }).from(contactResponses);
  const of = (status: RegistrationStatus) => byStatus.find((s) => s.status === status)!.count;
  return {
    totals: {
      registrations: byStatus.reduce((sum, s) => sum + s.count, 0),
      pending: of('pending'),
      confirmed: of('confirmed'),
      declined: of('declined'),
      assigned: byCommittee.reduce((sum, c) => sum + c.count, 0),
      accounts: accounts?.n ?? 0,
      contactResponses: contacts?.n ?? 0,
    },
    byDay,
    byCommittee,
    byStatus,
  };
}

/** GET /getcontactusres: newest first. */
export async function contactUsResponses(db: Executor): Promise<ContactUsResponseItem[]> {
  const rows = await db
    .select()
    .from(contactResponses)
    .orderBy(desc(contactResponses.contactedAt), desc(contactResponses.id));
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    message: r.message,
    contactedAt: r.contactedAt.toISOString(),
  }));
}
