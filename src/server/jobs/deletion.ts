/**
 * Deletes accounts whose deletion date has passed (see DELETE /account). Their sessions, email tokens and
 * photos go with them (foreign keys `on delete cascade`), as will anything later modules attach to an
 * account. Safe with several instances: rows are claimed with SKIP LOCKED and deleted in one statement.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';

const BATCH_SIZE = 100;

export async function deleteDueAccounts(db: Db, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
      delete from users where id in (
        select id from users
        where delete_after is not null and delete_after <= ${now}
        limit ${BATCH_SIZE}
        for update skip locked
      )
      returning id`,
    );
    total += rows.length;
    if (rows.length < BATCH_SIZE) return total;
  }
}
