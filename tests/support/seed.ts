/**
 * Bulk seeding for the large-list tests and bench/admin.ts (imports nothing from content/, whose image
 * imports only Vite and Vitest resolve).
 */
import { eq, sql } from 'drizzle-orm';
import { SEEDED_EVENT as EVENT_NAME } from './seeded-event';
import type { Db } from '../../src/server/db/client';
import { events } from '../../src/server/modules/events/table';

export async function eventIdOf(db: Db, name: string = EVENT_NAME): Promise<string> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.name, name));
  if (!event) throw new Error(`no event ${name}`);
  return event.id;
}

/**
 * `count` registrations of the event in two statements (accounts, then registrations), however many:
 * for the benchmark and the large-list tests. Accounts are `bulk.<n>@example.com`; every tenth is
 * confirmed and every third declined; the rest pending. Registration times are spread over 30 days.
 */
export async function seedRegistrations(
  db: Db,
  count: number,
  eventName: string = EVENT_NAME,
): Promise<void> {
  const eventId = await eventIdOf(db, eventName);
  await db.execute(sql`
    insert into users (name, email, phone, password_hash, is_verified)
    select 'Bulk Delegate ' || n, 'bulk.' || n || '@example.com', '9876543210', 'not-a-hash', true
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`
    insert into registrations (user_id, event_id, kind, committee_preference, portfolio_preference,
      previous_mun_experience, college, amount_due, status, registered_at)
    select u.id, ${eventId}, 'individual', array['UNHRC', 'IB'], array['India', 'France'],
      'Some MUNs, a few awards', 'Assam Engineering College', 399,
      (case when n % 10 = 0 then 'confirmed' when n % 3 = 0 then 'declined' else 'pending' end)::registration_status,
      now() - (n % 30) * interval '1 day' - n * interval '1 second'
    from generate_series(1, ${count}) as n
    join users u on u.email = 'bulk.' || n || '@example.com'`);
}
