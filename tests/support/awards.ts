/**
 * An award fixture: a chair fixture with an award category ("Best Delegate", two per committee) and a
 * proposal of it for a second seated delegate of the committee, written straight to the database as the
 * service writes them. The fixture's own delegate (`registrationId`) has no award yet.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { awardCategories, awards } from '../../src/server/modules/awards/table';
import { registrations } from '../../src/server/modules/registration/table';
import { createRegistration } from './admin';
import { type ChairFixture, chairFixture } from './chairs';

export interface AwardFixture extends ChairFixture {
  categoryId: string;
  /** A proposal (not published) of the category for another seated delegate of `committee`. */
  awardId: string;
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
  return { ...fx, categoryId: category!.id, awardId: award!.id };
}
