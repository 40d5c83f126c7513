/**
 * An award fixture: a chair fixture with an award category ("Best Delegate", two per committee) and a
 * proposal of it for a second seated delegate of the committee, written straight to the database as the
 * service writes them. The fixture's own delegate (`registrationId`) has no award yet. The event's rubric has
 * one criterion ("Speech", out of 10) and no marks.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { awardCategories, awards, rubricCriteria } from '../../src/server/modules/awards/table';
import { registrations } from '../../src/server/modules/registration/table';
import { createRegistration } from './admin';
import { type ChairFixture, chairFixture } from './chairs';

export interface AwardFixture extends ChairFixture {
  categoryId: string;
  /** A proposal (not published) of the category for another seated delegate of `committee`. */
  awardId: string;
  /** The rubric's one criterion, out of 10. */
  criterionId: string;
}

export async function awardFixture(db: Db): Promise<AwardFixture> {
  const fx = await chairFixture(db);
  const [category] = await db
    .insert(awardCategories)
    .values({ eventId: fx.eventId, name: 'Best Delegate', perCommittee: 2 })
    .returning({ id: awardCategories.id });
  const other = await createRegistration(db, { eventName: fx.eventName, status: 'confirmed' });
  await db
    .update(registrations)
    .set({ assignedCommittee: fx.committee, assignedPortfolio: 'Beta' })
    .where(eq(registrations.id, other.id));
  const [award] = await db
    .insert(awards)
    .values({
      categoryId: category!.id,
      committeeId: fx.committeeId,
      registrationId: other.id,
      proposedByEmail: 'chair@example.com',
    })
    .returning({ id: awards.id });
  const [criterion] = await db
    .insert(rubricCriteria)
    .values({ eventId: fx.eventId, name: 'Speech', maxMark: 10 })
    .returning({ id: rubricCriteria.id });
  return { ...fx, categoryId: category!.id, awardId: award!.id, criterionId: criterion!.id };
}
