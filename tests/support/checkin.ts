/**
 * Check-in fixtures for the authorization matrix and the hostile-input test: an event held today (India)
 * with one committee, and a confirmed delegate of it with a live check-in code.
 */
import { randomBytes } from 'node:crypto';
import { dateInIndia } from '~/shared/conference-day';
import type { Db } from '../../src/server/db/client';
import { newCheckinCode } from '../../src/server/modules/checkin/codes';
import { checkinCodes } from '../../src/server/modules/checkin/table';
import { committees, events, portfolios } from '../../src/server/modules/events/table';
import { createRegistration } from './admin';

export interface CheckinFixture {
  eventName: string;
  registrationId: string;
  code: string;
}

/** A new event held today, and a confirmed delegate of it with a code. */
export async function checkinFixture(db: Db): Promise<CheckinFixture> {
  const eventName = `Checkin Day ${randomBytes(4).toString('hex')}`;
  const today = dateInIndia(new Date());
  const [event] = await db
    .insert(events)
    .values({ name: eventName, startsOn: today, endsOn: today })
    .returning({ id: events.id });
  const [committee] = await db
    .insert(committees)
    .values({ eventId: event!.id, code: 'CK', displayName: 'Check Council' })
    .returning({ id: committees.id });
  await db.insert(portfolios).values({ committeeId: committee!.id, name: 'Alpha' });
  const reg = await createRegistration(db, { eventName, status: 'confirmed' });
  const code = newCheckinCode();
  await db.insert(checkinCodes).values({ code, registrationId: reg.id, eventId: event!.id });
  return { eventName, registrationId: reg.id, code };
}
