/**
 * Login sessions: an opaque bearer token (32 random bytes) whose SHA-256 is stored with an expiry.
 * Logout revokes one session; a password reset revokes all of an account's, a password change all but
 * the current one; scheduling the account for deletion revokes all.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Capability } from '~/shared/capabilities';
import { type ChangeFeed, changedAccount, changes } from '../../db/change-feed';
import { type Db, type Executor, preparedPerDatabase } from '../../db/client';
import { createReadCache } from '../../db/read-cache';
import { accountGrants, sessions, users } from './table';
import { hashToken, newToken } from './tokens';

/** Sessions last 7 days from login (not extended by use). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The account fields a request carries once authenticated (never the password hash). */
export const authUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  isStudentOfNits: users.isStudentOfNits,
  scholarId: users.scholarId,
  branch: users.branch,
  instituteEmail: users.instituteEmail,
  year: users.year,
  photoId: users.photoId,
  isVerified: users.isVerified,
  role: users.role,
  createdAt: users.createdAt,
  /** The capabilities granted beside the role (a grant's change touches the account, which drops the cache). */
  capabilities: sql<
    Capability[]
  >`(select coalesce(json_agg(g.capability order by g.capability), '[]'::json) from ${accountGrants} g where g.user_id = ${users.id})`,
};

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  isStudentOfNits: boolean;
  scholarId: string | null;
  branch: string | null;
  instituteEmail: string | null;
  year: string | null;
  photoId: string | null;
  isVerified: boolean;
  role: 'client' | 'admin' | 'superadmin';
  createdAt: Date;
  capabilities: Capability[];
}

export async function createSession(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hash, userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The session lookup every authenticated request makes. */
const findSessionQuery = preparedPerDatabase((db) =>
  db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: authUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletionScheduledAt),
      ),
    )
    .limit(1)
    .prepare('find_session'),
);

export interface LiveSession {
  sessionId: string;
  expiresAt: Date;
  user: AuthUser;
}

/** The live session of a token hash with its account, or null (unknown, revoked or expired). */
async function findSessionByHash(db: Db, tokenHash: string, now: Date): Promise<LiveSession | null> {
  const [row] = await findSessionQuery(db).execute({ tokenHash, now });
  return row ?? null;
}

/**
 * The live session of a bearer token with its account, or null (unknown, revoked or expired), for every
 * authenticated request; answered from memory while the change feed is live
 * (docs/decisions/0021-read-caches.md): a change to an account or to one of its live sessions (logout,
 * password change or reset, role change, profile edit, deletion) drops that account's entries on every
 * instance, and an entry is never answered past its session's expiry.
 */
export function createSessionLookup(db: Db, feed: ChangeFeed) {
  const cache = createReadCache<LiveSession>(feed, {
    max: 20_000,
    ttlMs: 10 * 60 * 1000,
    tagOf: (session) => session.user.id,
    invalidates: (change) => {
      if (change === changes.allAccounts) return 'all';
      const account = changedAccount(change);
      return account === null ? null : { tag: account };
    },
    usable: (session, now) => session.expiresAt > now,
  });
  // Frozen: one cached object serves many requests, so a handler changing it would change them all.
  const load = async (tokenHash: string, now: Date) => {
    const session = await findSessionByHash(db, tokenHash, now);
    return session && Object.freeze({ ...session, user: Object.freeze(session.user) });
  };
  return (token: string, now = new Date()) => {
    const tokenHash = hashToken(token);
    return cache.get(tokenHash, () => load(tokenHash, now), now);
  };
}

export async function revokeSession(db: Executor, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of an account, except `keep` when given. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  { keep, now = new Date() }: { keep?: string; now?: Date } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}
