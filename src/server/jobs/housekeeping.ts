/**
 * Removes rows that no longer serve a purpose: ended sessions, dead email tokens, old sent mail, statement
 * uploads past their retention, and uploaded images never saved into an album, a blog, a page, a person, a
 * letter or a version after a day.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sweepUnusedContentFiles } from '../modules/content/files';
import { purgeStatementUploads } from '../modules/statements/service';
import { sweepUnusedTeamFiles } from '../modules/team/editor';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sent mail is kept this long (to answer "did my email go out?"). */
const SENT_MAIL_RETENTION_MS = 30 * DAY_MS;

export async function purgeExpired(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.execute(sql`delete from sessions where expires_at < ${dayAgo} or revoked_at < ${dayAgo}`);
  await db.execute(sql`delete from email_tokens where expires_at < ${dayAgo}`);
  await db.execute(
    sql`delete from outbox where sent_at < ${new Date(now.getTime() - SENT_MAIL_RETENTION_MS)}`,
  );
  await purgeStatementUploads(db, now);
  await sweepUnusedContentFiles(db, now);
  await sweepUnusedTeamFiles(db, now);
}
