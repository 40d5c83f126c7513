/**
 * Position papers (docs/decisions/0062-position-papers.md).
 *
 * - Rules: the event says whether papers are required and gives a deadline for all committees; a committee
 *   may have its own deadline, and is closed by an explicit act of its chair or an admin.
 * - Upload: a seated delegate (confirmed, with a committee and a portfolio) uploads a PDF for their committee
 *   (checked by its bytes in pdf.ts). Each upload is a new version: the next number for the registration and
 *   committee, written while the registration row is held, so two uploads at once get 1 and 2. A version after
 *   the deadline is marked late; a closed committee refuses uploads (its row is held against a close).
 * - Review: a chair of the committee (or an admin) accepts the latest version or asks for changes with
 *   feedback; the author is emailed through the outbox in the same transaction.
 * - Reading: the author, a chair of the paper's committee, or an admin (`canReadPaper`).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { paperMessages } from '~/shared/paper-messages';
import {
  type AdminPapers,
  type CommitteePaper,
  type CommitteePaperRules,
  type CommitteePapers,
  type MyPaper,
  type PaperRulesBody,
  type PaperVersion,
  isLate,
  paperStatus,
} from '~/shared/schemas/papers';
import { type Db, type Executor, queryRows } from '../../db/client';
import { HttpError } from '../../http';
import { enqueueMail } from '../../mail/outbox';
import { paperReviewEmail } from '../../mail/paper-templates';
import { isUuid } from '../admin/detail';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { committeeChairs } from '../chairs/table';
import { committeeOf, eventNamed, seatedIn, seatsOf } from '../chairs/service';
import { committees } from '../events/table';
import { registrations } from '../registration/table';
import { checkedPaper } from './pdf';
import { paperCommitteeRules, paperEventRules, positionPapers } from './table';

const m = paperMessages;

export interface PapersContext {
  db: Db;
  /** The site's address (links in mail). */
  publicUrl: string;
}

/** Every column of a version but its bytes. */
const versionColumns = {
  id: positionPapers.id,
  registrationId: positionPapers.registrationId,
  version: positionPapers.version,
  fileName: positionPapers.fileName,
  sizeBytes: positionPapers.sizeBytes,
  uploadedAt: positionPapers.uploadedAt,
  late: positionPapers.late,
  review: positionPapers.review,
  feedback: positionPapers.feedback,
  reviewedAt: positionPapers.reviewedAt,
};
type VersionRow = {
  id: string;
  registrationId: string;
  version: number;
  fileName: string;
  sizeBytes: number;
  uploadedAt: Date;
  late: boolean;
  review: PaperVersion['review'];
  feedback: string | null;
  reviewedAt: Date | null;
};

const toVersion = ({ registrationId: _r, ...v }: VersionRow): PaperVersion => ({
  ...v,
  uploadedAt: v.uploadedAt.toISOString(),
  reviewedAt: v.reviewedAt?.toISOString() ?? null,
});

/** The rules in force for a committee: its deadline or the event's, required, closed. */
async function rulesOf(db: Executor, eventId: string, committeeId: string): Promise<CommitteePaperRules> {
  const [event] = await db.select().from(paperEventRules).where(eq(paperEventRules.eventId, eventId));
  const [own] = await db
    .select()
    .from(paperCommitteeRules)
    .where(eq(paperCommitteeRules.committeeId, committeeId));
  const deadline = own?.deadline ?? event?.deadline ?? null;
  return {
    deadline: deadline?.toISOString() ?? null,
    required: event?.required ?? false,
    closed: own?.closedAt != null,
  };
}

/** The versions of some registrations' papers for a committee, latest first. */
async function versionsOf(db: Executor, committeeId: string, registrationIds: string[]) {
  if (registrationIds.length === 0) return new Map<string, PaperVersion[]>();
  const rows = await db
    .select(versionColumns)
    .from(positionPapers)
    .where(
      and(
        eq(positionPapers.committeeId, committeeId),
        inArray(positionPapers.registrationId, registrationIds),
      ),
    )
    .orderBy(asc(positionPapers.registrationId), desc(positionPapers.version));
  const byRegistration = new Map<string, PaperVersion[]>();
  for (const row of rows) {
    const list = byRegistration.get(row.registrationId) ?? [];
    list.push(toVersion(row));
    byRegistration.set(row.registrationId, list);
  }
  return byRegistration;
}

interface Seat {
  registrationId: string;
  eventId: string;
  eventName: string;
  committeeId: string;
  committee: string;
  committeeName: string;
  portfolio: string;
}

/**
 * The caller's seat in a committee of an event: a confirmed registration with that committee and a portfolio.
 * `lock` holds the registration row (a second upload, a decline or a new seat waits). 404: no such event or
 * committee; 409: no seat there (not registered, pending, declined, unseated, or seated elsewhere).
 */
async function seatOf(
  db: Executor,
  userId: string,
  eventName: string,
  code: string,
  lock = false,
): Promise<Seat> {
  const event = await eventNamed(db, eventName);
  const committee = await committeeOf(db, event.id, code);
  const query = db
    .select({ id: registrations.id, portfolio: registrations.assignedPortfolio })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), seatedIn(event.id, committee.code)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(409, m.notSeated);
  return {
    registrationId: row.id,
    eventId: event.id,
    eventName: event.name,
    committeeId: committee.id,
    committee: committee.code,
    committeeName: committee.name,
    portfolio: row.portfolio!,
  };
}

async function myPaperOf(db: Executor, seat: Seat): Promise<MyPaper> {
  const versions =
    (await versionsOf(db, seat.committeeId, [seat.registrationId])).get(seat.registrationId) ?? [];
  return {
    eventName: seat.eventName,
    committee: seat.committee,
    committeeName: seat.committeeName,
    portfolio: seat.portfolio,
    rules: await rulesOf(db, seat.eventId, seat.committeeId),
    status: paperStatus(versions[0]),
    versions,
  };
}

/** GET /client/papers: the caller's paper for each seat they hold. */
export async function myPapers(db: Executor, userId: string): Promise<MyPaper[]> {
  const seats = await seatsOf(db, userId);
  const result: MyPaper[] = [];
  for (const seat of seats) result.push(await myPaperOf(db, seat));
  return result;
}

/**
 * POST /client/events/:eventName/committees/:committee/papers: a new version of the caller's paper. Refused,
 * with nothing stored: no seat in that committee (409), papers closed (409), not a PDF, over 5 MB,
 * password-protected or unreadable (400).
 */
export async function uploadPaper(
  ctx: PapersContext,
  user: { id: string },
  target: { eventName: string; committee: string },
  upload: { file: string; fileName: string },
): Promise<{ version: number; paper: MyPaper }> {
  // The seat first: someone without one does not get their file parsed.
  const first = await seatOf(ctx.db, user.id, target.eventName, target.committee);
  if ((await rulesOf(ctx.db, first.eventId, first.committeeId)).closed) throw new HttpError(409, m.closed);
  const bytes = await checkedPaper(upload.file);
  return ctx.db.transaction(async (tx) => {
    const seat = await seatOf(tx, user.id, target.eventName, target.committee, true);
    // The committee row is held against a close in flight (closing takes it FOR UPDATE).
    await tx
      .select({ id: committees.id })
      .from(committees)
      .where(eq(committees.id, seat.committeeId))
      .for('share');
    const rules = await rulesOf(tx, seat.eventId, seat.committeeId);
    if (rules.closed) throw new HttpError(409, m.closed);
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${positionPapers.version}), 0)::int` })
      .from(positionPapers)
      .where(
        and(
          eq(positionPapers.registrationId, seat.registrationId),
          eq(positionPapers.committeeId, seat.committeeId),
        ),
      );
    const version = (last?.version ?? 0) + 1;
    const now = new Date();
    await tx.insert(positionPapers).values({
      registrationId: seat.registrationId,
      committeeId: seat.committeeId,
      version,
      fileName: upload.fileName,
      sizeBytes: bytes.length,
      bytes,
      uploadedAt: now,
      late: isLate(now, rules.deadline),
    });
    return { version, paper: await myPaperOf(tx, seat) };
  });
}

/** The committee's seated delegates by portfolio, each with the latest version of their paper. */
async function committeeList(db: Executor, eventId: string, committeeId: string, code: string) {
  const seated = await db
    .select({
      registrationId: registrations.id,
      name: users.name,
      portfolio: registrations.assignedPortfolio,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(seatedIn(eventId, code))
    .orderBy(asc(registrations.assignedPortfolio), asc(registrations.id));
  const versions = await versionsOf(
    db,
    committeeId,
    seated.map((s) => s.registrationId),
  );
  return seated.map((s): CommitteePaper => {
    const list = versions.get(s.registrationId) ?? [];
    return {
      registrationId: s.registrationId,
      name: s.name,
      portfolio: s.portfolio!,
      status: paperStatus(list[0]),
      latest: list[0] ?? null,
      versions: list.length,
    };
  });
}

/** GET /chair/events/:eventName/committees/:committee/papers: the committee's papers by seat. */
export async function committeePapers(
  db: Executor,
  eventName: string,
  code: string,
): Promise<Omit<CommitteePapers, 'message'>> {
  const event = await eventNamed(db, eventName);
  const committee = await committeeOf(db, event.id, code);
  return {
    room: { eventName: event.name, committee: committee.code, committeeName: committee.name },
    rules: await rulesOf(db, event.id, committee.id),
    papers: await committeeList(db, event.id, committee.id, committee.code),
  };
}

/**
 * POST .../papers/:paperId/review: accept the latest version of a paper of this committee, or ask for changes
 * with feedback; the author is emailed. 404: no such paper in this committee; 409: a newer version exists.
 */
export async function reviewPaper(
  ctx: PapersContext,
  actor: Actor,
  target: { eventName: string; committee: string; paperId: string },
  body: { decision: 'accepted' | 'changesRequested'; feedback: string },
): Promise<CommitteePaper> {
  if (!isUuid(target.paperId)) throw new HttpError(404, m.noSuchPaper);
  return ctx.db.transaction(async (tx) => {
    const event = await eventNamed(tx, target.eventName);
    const committee = await committeeOf(tx, event.id, target.committee);
    const [paper] = await tx
      .select({
        id: positionPapers.id,
        registrationId: positionPapers.registrationId,
        version: positionPapers.version,
      })
      .from(positionPapers)
      .where(and(eq(positionPapers.id, target.paperId), eq(positionPapers.committeeId, committee.id)));
    if (!paper) throw new HttpError(404, m.noSuchPaper);
    // The registration is held: an upload in flight (which holds it FOR UPDATE) lands first or after.
    const [author] = await tx
      .select({ name: users.name, email: users.email })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(eq(registrations.id, paper.registrationId))
      .for('share', { of: registrations });
    const [latest] = await tx
      .select({ version: sql<number>`max(${positionPapers.version})::int` })
      .from(positionPapers)
      .where(
        and(
          eq(positionPapers.registrationId, paper.registrationId),
          eq(positionPapers.committeeId, committee.id),
        ),
      );
    if (latest?.version !== paper.version) throw new HttpError(409, m.notLatest);
    const feedback = body.feedback.trim() === '' ? null : body.feedback.trim();
    await tx
      .update(positionPapers)
      .set({
        review: body.decision,
        feedback,
        reviewedAt: new Date(),
        reviewedBy: actor.id,
        reviewedByEmail: actor.email,
      })
      .where(eq(positionPapers.id, paper.id));
    await enqueueMail(
      tx,
      paperReviewEmail(
        author!,
        {
          eventName: event.name,
          committeeName: committee.name,
          version: paper.version,
          decision: body.decision,
          feedback,
        },
        ctx.publicUrl,
      ),
    );
    await recordAudit(tx, actor, {
      action: 'paper.review',
      targetType: 'registration',
      targetId: paper.registrationId,
      details: {
        eventName: event.name,
        committee: committee.code,
        version: paper.version,
        decision: body.decision,
      },
    });
    const list = await committeeList(tx, event.id, committee.id, committee.code);
    const row = list.find((p) => p.registrationId === paper.registrationId);
    if (row) return row;
    // The author lost the seat meanwhile: their paper as it stands.
    const versions = (await versionsOf(tx, committee.id, [paper.registrationId])).get(paper.registrationId)!;
    return {
      registrationId: paper.registrationId,
      name: author!.name,
      portfolio: '',
      status: paperStatus(versions[0]),
      latest: versions[0] ?? null,
      versions: versions.length,
    };
  });
}

/** PUT .../papers/closed: close the committee's papers (uploads refused) or open them again (audited). */
export async function setPapersClosed(
  db: Db,
  actor: Actor,
  target: { eventName: string; committee: string },
  closed: boolean,
): Promise<CommitteePaperRules> {
  return db.transaction(async (tx) => {
    const event = await eventNamed(tx, target.eventName);
    const committee = await committeeOf(tx, event.id, target.committee);
    await tx
      .select({ id: committees.id })
      .from(committees)
      .where(eq(committees.id, committee.id))
      .for('update');
    const values = { closedAt: closed ? new Date() : null, closedByEmail: closed ? actor.email : null };
    await tx
      .insert(paperCommitteeRules)
      .values({ committeeId: committee.id, eventId: event.id, ...values })
      .onConflictDoUpdate({ target: paperCommitteeRules.committeeId, set: values });
    await recordAudit(tx, actor, {
      action: closed ? 'papers.close' : 'papers.open',
      targetType: 'event',
      targetId: event.id,
      details: { eventName: event.name, committee: committee.code },
    });
    return rulesOf(tx, event.id, committee.id);
  });
}

/** Counts of each committee of an event: seated delegates, papers submitted, accepted, missing. */
async function progressOf(db: Executor, eventId: string) {
  const committeeRows = await db
    .select({
      id: committees.id,
      code: committees.code,
      name: committees.displayName,
      deadline: paperCommitteeRules.deadline,
      closedAt: paperCommitteeRules.closedAt,
    })
    .from(committees)
    .leftJoin(paperCommitteeRules, eq(paperCommitteeRules.committeeId, committees.id))
    .where(eq(committees.eventId, eventId))
    .orderBy(asc(committees.position), asc(committees.code));
  const latest = await queryRows<{
    committee_id: string;
    seated: number;
    submitted: number;
    accepted: number;
  }>(
    db,
    sql`
    select c.id as committee_id,
      count(r.id)::int as seated,
      count(p.registration_id)::int as submitted,
      count(p.registration_id) filter (where p.review = 'accepted')::int as accepted
    from committees c
    join registrations r on r.event_id = c.event_id and r.assigned_committee = c.code
      and r.status = 'confirmed' and r.assigned_portfolio is not null
    left join lateral (
      select pp.registration_id, pp.review from position_papers pp
      where pp.registration_id = r.id and pp.committee_id = c.id
      order by pp.version desc limit 1
    ) p on true
    where c.event_id = ${eventId}
    group by c.id`,
  );
  const counts = new Map(latest.map((r) => [r.committee_id, r]));
  return committeeRows.map((c) => {
    const n = counts.get(c.id);
    const seated = Number(n?.seated ?? 0);
    const submitted = Number(n?.submitted ?? 0);
    return {
      committee: c.code,
      committeeName: c.name,
      deadline: c.deadline?.toISOString() ?? null,
      closed: c.closedAt != null,
      seated,
      submitted,
      accepted: Number(n?.accepted ?? 0),
      missing: seated - submitted,
    };
  });
}

/** GET /admin/events/:eventName/papers: the event's rules and each committee's progress. */
export async function adminPapers(db: Executor, eventName: string): Promise<Omit<AdminPapers, 'message'>> {
  const event = await eventNamed(db, eventName);
  const [rules] = await db.select().from(paperEventRules).where(eq(paperEventRules.eventId, event.id));
  return {
    required: rules?.required ?? false,
    deadline: rules?.deadline?.toISOString() ?? null,
    committees: await progressOf(db, event.id),
  };
}

/**
 * PUT /admin/events/:eventName/papers/rules: required, the deadline for all, and each committee's own
 * deadline (a committee left out keeps none of its own). Versions already uploaded keep their late flag.
 */
export async function setPaperRules(
  db: Db,
  actor: Actor,
  eventName: string,
  body: PaperRulesBody,
): Promise<Omit<AdminPapers, 'message'>> {
  await db.transaction(async (tx) => {
    const event = await eventNamed(tx, eventName);
    const toDate = (v: string | null) => (v === null ? null : new Date(v));
    const values = { required: body.required, deadline: toDate(body.deadline), updatedAt: new Date() };
    await tx
      .insert(paperEventRules)
      .values({ eventId: event.id, ...values })
      .onConflictDoUpdate({ target: paperEventRules.eventId, set: values });
    const own = new Map<string, Date | null>();
    for (const c of body.committees) {
      const committee = await committeeOf(tx, event.id, c.committee);
      own.set(committee.id, toDate(c.deadline));
    }
    const all = await tx
      .select({ id: committees.id })
      .from(committees)
      .where(eq(committees.eventId, event.id));
    for (const { id } of all) {
      const deadline = own.get(id) ?? null;
      await tx
        .insert(paperCommitteeRules)
        .values({ committeeId: id, eventId: event.id, deadline })
        .onConflictDoUpdate({ target: paperCommitteeRules.committeeId, set: { deadline } });
    }
    await recordAudit(tx, actor, {
      action: 'papers.rules_set',
      targetType: 'event',
      targetId: event.id,
      details: {
        eventName: event.name,
        required: body.required,
        deadline: body.deadline,
        committees: body.committees.map((c) => `${c.committee} ${c.deadline ?? 'none'}`),
      },
    });
  });
  return adminPapers(db, eventName);
}

/** What the read guard needs of a version: its author and its committee. */
export async function paperOwnership(db: Executor, paperId: string) {
  if (!isUuid(paperId)) return undefined;
  const [row] = await db
    .select({
      authorId: registrations.userId,
      committeeId: positionPapers.committeeId,
    })
    .from(positionPapers)
    .innerJoin(registrations, eq(registrations.id, positionPapers.registrationId))
    .where(eq(positionPapers.id, paperId));
  return row;
}

/** Whether the account is an accepted chair of the committee (by id). */
export async function chairsCommittee(db: Executor, userId: string, committeeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: committeeChairs.id })
    .from(committeeChairs)
    .where(
      and(
        eq(committeeChairs.userId, userId),
        eq(committeeChairs.committeeId, committeeId),
        eq(committeeChairs.state, 'accepted'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** GET /papers/:paperId: the version's PDF (the read guard has run). */
export async function paperFile(db: Executor, paperId: string) {
  const [row] = await db
    .select({
      bytes: positionPapers.bytes,
      version: positionPapers.version,
      portfolio: registrations.assignedPortfolio,
    })
    .from(positionPapers)
    .innerJoin(registrations, eq(registrations.id, positionPapers.registrationId))
    .where(eq(positionPapers.id, paperId));
  if (!row) throw new HttpError(404, m.noSuchPaper);
  return row;
}

/** The latest version of each seated delegate's paper of a committee (ids and portfolios, no bytes). */
export async function latestPapersOf(db: Executor, eventName: string, code: string) {
  const event = await eventNamed(db, eventName);
  const committee = await committeeOf(db, event.id, code);
  const list = await committeeList(db, event.id, committee.id, committee.code);
  return {
    event,
    committee,
    papers: list.flatMap((p) => (p.latest ? [{ id: p.latest.id, portfolio: p.portfolio }] : [])),
  };
}

/** One version's bytes (the ZIP reads them one at a time). */
export async function paperBytes(db: Executor, paperId: string): Promise<Buffer> {
  const [row] = await db
    .select({ bytes: positionPapers.bytes })
    .from(positionPapers)
    .where(eq(positionPapers.id, paperId));
  if (!row) throw new HttpError(404, m.noSuchPaper);
  return row.bytes;
}
