/**
 * Marks against the event's rubric (docs/decisions/0065-awards-certificates-results-marks.md).
 *
 * - The rubric: the event's criteria (a name, the most marks it gives), saved whole by an admin; a criterion
 *   with marks cannot be removed, and its maximum cannot go below a mark given (the database refuses it: the
 *   marks follow their criterion's maximum by a cascading foreign key, under a check of the range).
 * - Marks: a chair of the committee (or an admin) saves a seated delegate's marks in one session, one per
 *   criterion. Each is an upsert on (session, registration, criterion), so two chairs saving at once leave
 *   one mark per key, the later write's. The registration is held FOR SHARE while its seat is checked.
 * - Only chairs and admins read them: the committee's marks and each seated delegate's total, highest first.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { markMessages } from '~/shared/paper-messages';
import {
  type Mark,
  type MarkTotal,
  type RubricBody,
  type RubricCriterion,
  type SaveMarksBody,
  markRangeError,
} from '~/shared/schemas/marks';
import type { Db, Executor } from '../../db/client';
import { checkViolation, uniqueViolation } from '../../db/errors';
import { HttpError } from '../../http';
import { isUuid } from '../admin/detail';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { committeeOf, eventNamed, seatedIn } from '../chairs/service';
import { committeeSessions } from '../chairs/table';
import { registrations } from '../registration/table';
import { marks, rubricCriteria } from './table';

const m = markMessages;

/** The event's rubric, in order. */
export async function criteriaOf(db: Executor, eventId: string): Promise<RubricCriterion[]> {
  return db
    .select({ id: rubricCriteria.id, name: rubricCriteria.name, maxMark: rubricCriteria.maxMark })
    .from(rubricCriteria)
    .where(eq(rubricCriteria.eventId, eventId))
    .orderBy(asc(rubricCriteria.position), asc(rubricCriteria.name));
}

/** GET /admin/events/:eventName/rubric */
export async function eventRubric(db: Executor, eventName: string): Promise<RubricCriterion[]> {
  const event = await eventNamed(db, eventName);
  return criteriaOf(db, event.id);
}

/**
 * PUT /admin/events/:eventName/rubric: the whole list in order. A criterion sent with its id is kept (with
 * its marks); one without is added; one left out is removed unless it has marks (409); a maximum below a
 * mark already given is refused by the database's check (409).
 */
export async function setRubric(
  db: Db,
  actor: Actor,
  eventName: string,
  body: RubricBody,
): Promise<RubricCriterion[]> {
  return db.transaction(async (tx) => {
    const event = await eventNamed(tx, eventName, true);
    const current = await tx
      .select()
      .from(rubricCriteria)
      .where(eq(rubricCriteria.eventId, event.id))
      .for('update');
    const byId = new Map(current.map((c) => [c.id, c]));
    for (const c of body.criteria)
      if (c.id !== undefined && !byId.has(c.id)) throw new HttpError(400, m.noSuchCriterion);
    const kept = new Set(body.criteria.flatMap((c) => (c.id ? [c.id] : [])));
    const removed = current.filter((c) => !kept.has(c.id));
    if (removed.length > 0) {
      const [marked] = await tx
        .select({ criterionId: marks.criterionId })
        .from(marks)
        .where(
          inArray(
            marks.criterionId,
            removed.map((c) => c.id),
          ),
        )
        .limit(1);
      if (marked) throw new HttpError(409, m.criterionHasMarks(byId.get(marked.criterionId)!.name));
      await tx.delete(rubricCriteria).where(
        inArray(
          rubricCriteria.id,
          removed.map((c) => c.id),
        ),
      );
    }
    // Names move between rows without tripping the unique name: kept rows are renamed out of the way first.
    for (const c of body.criteria)
      if (c.id)
        await tx
          .update(rubricCriteria)
          .set({ name: `(renaming) ${c.id}` })
          .where(eq(rubricCriteria.id, c.id));
    for (const [position, c] of body.criteria.entries()) {
      const values = { name: c.name, maxMark: c.maxMark, position };
      try {
        if (c.id) await tx.update(rubricCriteria).set(values).where(eq(rubricCriteria.id, c.id));
        else await tx.insert(rubricCriteria).values({ ...values, eventId: event.id });
      } catch (error) {
        if (checkViolation(error) !== undefined) throw new HttpError(409, m.maxBelowMarks(c.name));
        if (uniqueViolation(error) !== undefined) throw new HttpError(409, m.duplicateCriterion(c.name));
        throw error;
      }
    }
    await recordAudit(tx, actor, {
      action: 'marks.rubric_set',
      targetType: 'event',
      targetId: event.id,
      details: { eventName: event.name, criteria: body.criteria.map((c) => `${c.name} /${c.maxMark}`) },
    });
    return criteriaOf(tx, event.id);
  });
}

/** Each seated delegate's total over every session, highest first (then by portfolio). */
async function totalsOf(
  db: Executor,
  eventId: string,
  code: string,
  committeeId: string,
): Promise<MarkTotal[]> {
  const rows = await db
    .select({
      registrationId: registrations.id,
      name: users.name,
      portfolio: sql<string>`${registrations.assignedPortfolio}`,
      total: sql<number>`coalesce(sum(${marks.mark}), 0)`.mapWith(Number),
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(marks, and(eq(marks.registrationId, registrations.id), eq(marks.committeeId, committeeId)))
    .where(seatedIn(eventId, code))
    .groupBy(registrations.id, users.name)
    .orderBy(sql`coalesce(sum(${marks.mark}), 0) desc`, asc(registrations.assignedPortfolio));
  return rows;
}

/** GET /chair/events/:eventName/committees/:committee/marks: the rubric, the marks and the totals. */
export async function committeeMarks(db: Executor, eventName: string, code: string) {
  const event = await eventNamed(db, eventName);
  const committee = await committeeOf(db, event.id, code);
  const given: Mark[] = await db
    .select({
      sessionId: marks.sessionId,
      registrationId: marks.registrationId,
      criterionId: marks.criterionId,
      mark: marks.mark,
    })
    .from(marks)
    .where(eq(marks.committeeId, committee.id));
  return {
    criteria: await criteriaOf(db, event.id),
    marks: given,
    totals: await totalsOf(db, event.id, code, committee.id),
  };
}

/**
 * PUT /chair/events/:eventName/committees/:committee/marks: a seated delegate's marks in one session.
 * Refused: an unknown session or criterion (404), a registration not seated in this committee (409), a mark
 * above its criterion's maximum (400; the database's check backs it). A criterion named twice never gets
 * here: the body's schema refuses it (one upsert cannot write the same key twice).
 */
export async function saveMarks(
  db: Db,
  actor: Actor,
  target: { eventName: string; committee: string },
  body: SaveMarksBody,
) {
  if (!isUuid(body.sessionId)) throw new HttpError(404, m.noSuchSession);
  if (!isUuid(body.registrationId)) throw new HttpError(409, m.notSeated);
  if (body.marks.some((x) => !isUuid(x.criterionId))) throw new HttpError(404, m.noSuchCriterion);
  return db.transaction(async (tx) => {
    const event = await eventNamed(tx, target.eventName);
    const committee = await committeeOf(tx, event.id, target.committee);
    const [session] = await tx
      .select({ id: committeeSessions.id })
      .from(committeeSessions)
      .where(and(eq(committeeSessions.id, body.sessionId), eq(committeeSessions.eventId, event.id)));
    if (!session) throw new HttpError(404, m.noSuchSession);
    const rubric = await criteriaOf(tx, event.id);
    const refused = markRangeError(rubric, body.marks);
    if (refused) throw new HttpError(refused.status, refused.message);
    const criteria = new Map(rubric.map((c) => [c.id, c]));
    const [delegate] = await tx
      .select({ id: registrations.id, name: users.name })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(and(eq(registrations.id, body.registrationId), seatedIn(event.id, committee.code)))
      .for('share', { of: [registrations] });
    if (!delegate) throw new HttpError(409, m.notSeated);
    const now = new Date();
    try {
      await tx
        .insert(marks)
        .values(
          body.marks.map((x) => ({
            sessionId: session.id,
            registrationId: delegate.id,
            criterionId: x.criterionId,
            maxMark: criteria.get(x.criterionId)!.maxMark,
            committeeId: committee.id,
            mark: x.mark,
            markedBy: actor.id,
            markedByEmail: actor.email,
            markedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [marks.sessionId, marks.registrationId, marks.criterionId],
          set: {
            mark: sql`excluded.mark`,
            maxMark: sql`excluded.max_mark`,
            committeeId: sql`excluded.committee_id`,
            markedBy: sql`excluded.marked_by`,
            markedByEmail: sql`excluded.marked_by_email`,
            markedAt: sql`excluded.marked_at`,
          },
        });
    } catch (error) {
      // A maximum lowered meanwhile: the database's range check refuses the mark.
      if (checkViolation(error) !== undefined) throw new HttpError(409, m.invalidMark);
      throw error;
    }
    return { name: delegate.name, totals: await totalsOf(tx, event.id, committee.code, committee.id) };
  });
}
