/**
 * Email verification and password reset through emailed single-use links. The token (32 random bytes) is
 * only in the link; the database keeps its SHA-256, its purpose and expiry, and when it was used.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { Executor } from '../../db/client';
import { HttpError } from '../../http';
import { enqueueMail } from '../../mail/outbox';
import { resetPasswordEmail, siteUrl, verificationEmail } from '../../mail/templates';
import { type AccountsContext, RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from './context';
import { type AuthUser, revokeUserSessions } from './sessions';
import { emailTokens, users } from './table';
import { hashToken, newToken } from './tokens';
import { byEmail } from './users';

type Purpose = 'verify' | 'reset';

async function issueToken(db: Executor, userId: string, purpose: Purpose, ttlMs: number, now: Date) {
  const { token, hash } = newToken();
  await db
    .insert(emailTokens)
    .values({ tokenHash: hash, userId, purpose, expiresAt: new Date(now.getTime() + ttlMs), createdAt: now });
  return token;
}

async function findToken(db: Executor, token: string, purpose: Purpose) {
  const [row] = await db
    .select({
      id: emailTokens.id,
      userId: emailTokens.userId,
      expiresAt: emailTokens.expiresAt,
      usedAt: emailTokens.usedAt,
      isVerified: users.isVerified,
    })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks a token used; false when another request used it first. */
async function consumeToken(db: Executor, id: string, now: Date): Promise<boolean> {
  const used = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return used.length === 1;
}

/** POST /sendlink: emails a verification link (24 h) and returns it (the route shows it only if configured). */
export async function sendVerificationLink(
  ctx: AccountsContext,
  user: AuthUser,
  now = new Date(),
): Promise<string> {
  if (user.isVerified) throw new HttpError(400, messages.sendLink.alreadyVerified);
  return ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'verify', VERIFY_TOKEN_TTL_MS, now);
    const link = siteUrl(ctx.publicUrl, paths.verifyEmail(token));
    await enqueueMail(tx, verificationEmail(user, link));
    return link;
  });
}

/** PUT /verifytoken/:token */
export async function verifyEmail(ctx: AccountsContext, token: string, now = new Date()): Promise<void> {
  if (!token) throw new HttpError(400, messages.verify.tokenMissing);
  await ctx.db.transaction(async (tx) => {
    const row = await findToken(tx, token, 'verify');
    if (!row) throw new HttpError(404, messages.verify.userNotFound);
    if (row.usedAt || row.isVerified) throw new HttpError(400, messages.verify.alreadyVerified);
    if (row.expiresAt <= now) throw new HttpError(400, messages.verify.tokenExpired);
    if (!(await consumeToken(tx, row.id, now))) throw new HttpError(400, messages.verify.alreadyVerified);
    await tx.update(users).set({ isVerified: true, updatedAt: now }).where(eq(users.id, row.userId));
  });
}

/** POST /sendresetpwdlink: emails a reset link (1 h); earlier unused reset links stop working. */
export async function sendResetLink(ctx: AccountsContext, email: string, now = new Date()): Promise<void> {
  const [user] = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isVerified: users.isVerified,
      scheduled: users.deletionScheduledAt,
    })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  if (!user) throw new HttpError(404, messages.forgot.noUser);
  if (!user.isVerified) throw new HttpError(403, messages.forgot.verifyFirst);
  if (user.scheduled) throw new HttpError(403, messages.login.scheduledForDeletion);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'reset'), isNull(emailTokens.usedAt)),
      );
    const token = await issueToken(tx, user.id, 'reset', RESET_TOKEN_TTL_MS, now);
    await enqueueMail(tx, resetPasswordEmail(user, siteUrl(ctx.publicUrl, paths.resetPassword(token))));
  });
}

/** PUT /resetpassword: sets the new password and ends every session of the account. */
export async function resetPassword(
  ctx: AccountsContext,
  input: { token: string; newpwd: string },
  now = new Date(),
): Promise<void> {
  const row = await findToken(ctx.db, input.token, 'reset');
  if (!row || row.usedAt) throw new HttpError(404, messages.reset.noUser);
  if (row.expiresAt <= now) throw new HttpError(400, messages.reset.tokenExpired);
  const passwordHash = await ctx.hashPassword(input.newpwd);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, row.id, now))) throw new HttpError(404, messages.reset.noUser);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
    await revokeUserSessions(tx, row.userId, { now });
  });
}
