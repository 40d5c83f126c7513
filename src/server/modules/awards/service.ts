/**
 * Awards (docs/decisions/0062-position-papers.md).
 *
 * - Categories: the event's list (name, how many each committee may give), saved whole by an admin; a
 *   category with awards cannot be removed, nor its count go below what a committee already has.
 * - Proposals: a chair of the committee (or an admin) proposes a seated delegate of that committee for a
 *   category. The category row is held FOR UPDATE while the committee's awards of it are counted, so two
 *   chairs at once cannot go beyond the count; the registration is held FOR SHARE while its seat is checked.
 * - Publication: an admin publishes the event's proposals (each checked again: still seated, still within
 *   the count); each published award gets its award certificate in the same transaction
 *   (docs/decisions/0065-awards-certificates-results-marks.md).
 */
import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import { awardMessages } from '~/shared/paper-messages';
import type { Award, AwardCategoriesBody, AwardCategory, Results } from '~/shared/schemas/awards';
import type { Db, Executor } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { HttpError } from '../../http';
import { isUuid } from '../admin/detail';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { issueAwardCertificates } from '../certificates/service';
import { committeeOf, eventNamed } from '../chairs/service';
import { committees, events } from '../events/table';
import { namedEvent } from '../events/service';
import { registrations } from '../registration/table';
import { awardCategories, awards } from './table';

const m = awardMessages;

/** The event's award categories, in order. */
export async function categoriesOf(db: Executor, eventId: string): Promise<AwardCategory[]> {
  return db
    .select({
      id: awardCategories.id,
      name: awardCategories.name,
      perCommittee: awardCategories.perCommittee,
    })
    .from(awardCategories)
    .where(eq(awardCategories.eventId, eventId))
    .orderBy(asc(awardCategories.position), asc(awardCategories.name));
}

function awardsQuery(db: Executor) {
  return db
    .select({
      id: awards.id,
      categoryId: awards.categoryId,
      category: awardCategories.name,
      committee: committees.code,
      registrationId: awards.registrationId,
      name: users.name,
      portfolio: registrations.assignedPortfolio,
      publishedAt: awards.publishedAt,
    })
    .from(awards)
    .innerJoin(awardCategories, eq(awardCategories.id, awards.categoryId))
    .innerJoin(committees, eq(committees.id, awards.committeeId))
    .innerJoin(registrations, eq(registrations.id, awards.registrationId))
    .innerJoin(users, eq(users.id, registrations.userId));
}

type AwardRow = Awaited<ReturnType<ReturnType<typeof awardsQuery>['where']>>[number];
const toAward = ({ publishedAt, ...a }: AwardRow): Award => ({ ...a, published: publishedAt !== null });

/** GET /admin/events/:eventName/award-categories */
export async function eventCategories(db: Executor, eventName: string): Promise<AwardCategory[]> {
  const event = await eventNamed(db, eventName);
  return categoriesOf(db, event.id);
}

/**
 * PUT /admin/events/:eventName/award-categories: the whole list in order. A category sent with its id is
 * kept (with its awards); one without is added; one left out is removed unless it has awards (409); a count
 * cannot go below the awards a committee already has of it (409).
 */
export async function setCategories(
  db: Db,
  actor: Actor,
  eventName: string,
  body: AwardCategoriesBody,
): Promise<AwardCategory[]> {
  return db.transaction(async (tx) => {
    const event = await eventNamed(tx, eventName, true);
    const current = await tx
      .select()
      .from(awardCategories)
      .where(eq(awardCategories.eventId, event.id))
      .for('update');
    const byId = new Map(current.map((c) => [c.id, c]));
    for (const c of body.categories)
      if (c.id !== undefined && !byId.has(c.id)) throw new HttpError(400, m.noSuchCategory);
    const kept = new Set(body.categories.flatMap((c) => (c.id ? [c.id] : [])));
    const most = await tx
      .select({ categoryId: awards.categoryId, committeeId: awards.committeeId, n: count() })
      .from(awards)
      .innerJoin(awardCategories, eq(awardCategories.id, awards.categoryId))
      .where(eq(awardCategories.eventId, event.id))
      .groupBy(awards.categoryId, awards.committeeId);
    const highest = new Map<string, number>();
    for (const r of most) highest.set(r.categoryId, Math.max(highest.get(r.categoryId) ?? 0, Number(r.n)));
    for (const c of current)
      if (!kept.has(c.id) && highest.has(c.id)) throw new HttpError(409, m.categoryHasAwards(c.name));
    for (const c of body.categories) {
      const n = c.id ? (highest.get(c.id) ?? 0) : 0;
      if (c.perCommittee < n) throw new HttpError(409, m.countBelowAwards(c.name, n));
    }
    const removed = current.filter((c) => !kept.has(c.id)).map((c) => c.id);
    if (removed.length > 0) await tx.delete(awardCategories).where(inArray(awardCategories.id, removed));
    // Names move between rows without tripping the unique name: kept rows are renamed out of the way first.
    for (const c of body.categories)
      if (c.id)
        await tx
          .update(awardCategories)
          .set({ name: `(renaming) ${c.id}` })
          .where(eq(awardCategories.id, c.id));
    try {
      for (const [position, c] of body.categories.entries()) {
        const values = { name: c.name, perCommittee: c.perCommittee, position };
        if (c.id) await tx.update(awardCategories).set(values).where(eq(awardCategories.id, c.id));
        else await tx.insert(awardCategories).values({ ...values, eventId: event.id });
      }
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new HttpError(409, m.duplicateCategory(''));
      throw error;
    }
    await recordAudit(tx, actor, {
      action: 'awards.categories_set',
      targetType: 'event',
      targetId: event.id,
      details: {
        eventName: event.name,
        categories: body.categories.map((c) => `${c.name} x${c.perCommittee}`),
      },
    });
    return categoriesOf(tx, event.id);
  });
}

/** GET /chair/events/:eventName/committees/:committee/awards: the categories and the committee's awards. */
export async function committeeAwards(db: Executor, eventName: string, code: string) {
  const event = await eventNamed(db, eventName);
  const committee = await committeeOf(db, event.id, code);
  const rows = await awardsQuery(db)
    .where(eq(awards.committeeId, committee.id))
    .orderBy(asc(awardCategories.position), asc(registrations.assignedPortfolio));
  return { categories: await categoriesOf(db, event.id), awards: rows.map(toAward) };
}

/**
 * POST /chair/events/:eventName/committees/:committee/awards: propose a delegate of this committee for a
 * category. Refused: no such category (404), a registration that is not a confirmed delegate seated in this
 * committee (409: another committee's, unseated, pending or declined), the committee's count reached (409),
 * the delegate already holding it (409).
 */
export async function proposeAward(
  db: Db,
  actor: Actor,
  target: { eventName: string; committee: string },
  body: { categoryId: string; registrationId: string },
): Promise<Award> {
  if (!isUuid(body.categoryId)) throw new HttpError(404, m.noSuchCategory);
  if (!isUuid(body.registrationId)) throw new HttpError(409, m.notSeated);
  return db.transaction(async (tx) => {
    const event = await eventNamed(tx, target.eventName);
    const committee = await committeeOf(tx, event.id, target.committee);
    const [category] = await tx
      .select()
      .from(awardCategories)
      .where(and(eq(awardCategories.id, body.categoryId), eq(awardCategories.eventId, event.id)))
      .for('update');
    if (!category) throw new HttpError(404, m.noSuchCategory);
    const [registration] = await tx
      .select({
        status: registrations.status,
        committee: registrations.assignedCommittee,
        portfolio: registrations.assignedPortfolio,
      })
      .from(registrations)
      .where(and(eq(registrations.id, body.registrationId), eq(registrations.eventId, event.id)))
      .for('share');
    if (
      !registration ||
      registration.status !== 'confirmed' ||
      registration.committee !== committee.code ||
      registration.portfolio === null
    )
      throw new HttpError(409, m.notSeated);
    const [given] = await tx
      .select({ n: count() })
      .from(awards)
      .where(and(eq(awards.categoryId, category.id), eq(awards.committeeId, committee.id)));
    if (Number(given?.n ?? 0) >= category.perCommittee)
      throw new HttpError(409, m.full(category.name, category.perCommittee));
    let id: string;
    try {
      const [row] = await tx
        .insert(awards)
        .values({
          categoryId: category.id,
          committeeId: committee.id,
          registrationId: body.registrationId,
          proposedBy: actor.id,
          proposedByEmail: actor.email,
        })
        .returning({ id: awards.id });
      id = row!.id;
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new HttpError(409, m.alreadyAwarded);
      throw error;
    }
    const [award] = await awardsQuery(tx).where(eq(awards.id, id));
    return toAward(award!);
  });
}

/** POST .../awards/:awardId/withdraw: a proposal not yet published is withdrawn. */
export async function withdrawAward(
  db: Db,
  target: { eventName: string; committee: string; awardId: string },
): Promise<void> {
  if (!isUuid(target.awardId)) throw new HttpError(404, m.noSuchAward);
  await db.transaction(async (tx) => {
    const event = await eventNamed(tx, target.eventName);
    const committee = await committeeOf(tx, event.id, target.committee);
    const [row] = await tx
      .select({ id: awards.id, publishedAt: awards.publishedAt })
      .from(awards)
      .where(and(eq(awards.id, target.awardId), eq(awards.committeeId, committee.id)))
      .for('update');
    if (!row) throw new HttpError(404, m.noSuchAward);
    if (row.publishedAt) throw new HttpError(409, m.alreadyPublished);
    await tx.delete(awards).where(eq(awards.id, row.id));
  });
}

/** GET /admin/events/:eventName/awards: the categories and every committee's awards. */
export async function eventAwards(db: Executor, eventName: string) {
  const event = await eventNamed(db, eventName);
  const rows = await awardsQuery(db)
    .where(eq(committees.eventId, event.id))
    .orderBy(asc(committees.position), asc(awardCategories.position), asc(registrations.assignedPortfolio));
  return { categories: await categoriesOf(db, event.id), awards: rows.map(toAward) };
}

/**
 * POST /admin/events/:eventName/awards/publish: every proposal not yet published, after checking again that
 * each delegate is still seated in the award's committee (else 409 naming nothing published).
 */
export async function publishAwards(db: Db, actor: Actor, eventName: string): Promise<number> {
  return db.transaction(async (tx) => {
    const event = await eventNamed(tx, eventName, true);
    const pending = await tx
      .select({
        id: awards.id,
        committee: committees.code,
        status: registrations.status,
        seat: registrations.assignedCommittee,
        portfolio: registrations.assignedPortfolio,
      })
      .from(awards)
      .innerJoin(committees, eq(committees.id, awards.committeeId))
      .innerJoin(registrations, eq(registrations.id, awards.registrationId))
      .where(and(eq(committees.eventId, event.id), isNull(awards.publishedAt)))
      .for('update', { of: [awards] });
    for (const p of pending)
      if (p.status !== 'confirmed' || p.seat !== p.committee || p.portfolio === null)
        throw new HttpError(409, m.notSeated);
    if (pending.length > 0)
      await tx
        .update(awards)
        .set({ publishedAt: new Date(), publishedByEmail: actor.email })
        .where(
          inArray(
            awards.id,
            pending.map((p) => p.id),
          ),
        );
    const certificatesIssued = await issueAwardCertificates(
      tx,
      actor,
      event.id,
      pending.map((p) => p.id),
    );
    await recordAudit(tx, actor, {
      action: 'awards.publish',
      targetType: 'event',
      targetId: event.id,
      details: { eventName: event.name, published: pending.length, certificatesIssued },
    });
    return pending.length;
  });
}

/**
 * GET /results/:eventName and the /results/:event page: the event's published awards by committee (in the
 * committees' order, each committee's in the categories' order). Proposals are never read. 404 for no event.
 */
export async function publishedResults(db: Executor, eventName: string): Promise<Results> {
  const [event] = await db
    .select({ id: events.id, name: events.name, theme: events.theme })
    .from(events)
    .where(namedEvent(eventName));
  if (!event) throw new HttpError(404, messages.admin.noSuchEvent);
  const rows = await db
    .select({
      code: committees.code,
      displayName: committees.displayName,
      fullName: committees.fullName,
      category: awardCategories.name,
      name: users.name,
      portfolio: registrations.assignedPortfolio,
    })
    .from(awards)
    .innerJoin(awardCategories, eq(awardCategories.id, awards.categoryId))
    .innerJoin(committees, eq(committees.id, awards.committeeId))
    .innerJoin(registrations, eq(registrations.id, awards.registrationId))
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(committees.eventId, event.id), isNotNull(awards.publishedAt)))
    .orderBy(asc(committees.position), asc(awardCategories.position), asc(users.name));
  const byCommittee = new Map<string, Results['committees'][number]>();
  for (const r of rows) {
    let committee = byCommittee.get(r.code);
    if (!committee) {
      committee = {
        code: r.code,
        displayName: r.displayName || r.code,
        fullName: r.fullName,
        awards: [],
      };
      byCommittee.set(r.code, committee);
    }
    committee.awards.push({ category: r.category, name: r.name, portfolio: r.portfolio ?? '' });
  }
  return {
    event: { name: event.name, theme: event.theme },
    published: rows.length > 0,
    committees: [...byCommittee.values()],
  };
}
