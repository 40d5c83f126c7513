/** Sign-up, login, the profile as the dashboard shows it, profile edits and own-account deletion. */
import { eq, sql } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import { apiBase } from '~/shared/paths';
import { type ProfileChanges, type Profile, type SignupData, accountLimits } from '~/shared/schemas/accounts';
import { imageRules } from '~/shared/images';
import { uniqueViolation } from '../../db/errors';
import { HttpError } from '../../http';
import { InvalidImageError, processImage } from '../../images';
import { enqueueMail } from '../../mail/outbox';
import { deletionScheduledEmail, welcomeEmail } from '../../mail/templates';
import { type AccountsContext, DELETION_GRACE_MS } from './context';
import { verifyPassword } from './passwords';
import { type AuthUser, createSession, revokeUserSessions } from './sessions';
import { photos, users } from './table';

/** Unique constraints and the original's answer to a duplicate. */
const duplicateMessages: Record<string, string> = {
  users_email_key: messages.signup.emailExists,
  users_institute_email_key: messages.signup.instituteEmailExists,
  users_scholar_id_key: messages.signup.scholarIdExists,
};

export const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export async function signUp(ctx: AccountsContext, input: SignupData): Promise<void> {
  const student = input.isStudentOfNITS;
  const instituteEmail = student ? (input.instituteEmail ?? null) : null;
  const scholarId = student ? (input.scholarID ?? null) : null;

  // A friendly answer in the original's order; the unique indexes below decide when two sign-ups race.
  const taken = await ctx.db
    .select({ email: users.email, instituteEmail: users.instituteEmail, scholarId: users.scholarId })
    .from(users)
    .where(
      sql`lower(${users.email}) = ${input.email}
        or (${instituteEmail}::text is not null and lower(${users.instituteEmail}) = ${instituteEmail})
        or (${scholarId}::text is not null and ${users.scholarId} = ${scholarId})`,
    )
    .limit(3);
  if (taken.some((u) => u.email === input.email)) throw new HttpError(409, messages.signup.emailExists);
  if (instituteEmail && taken.some((u) => u.instituteEmail === instituteEmail)) {
    throw new HttpError(409, messages.signup.instituteEmailExists);
  }
  if (taken.length > 0) throw new HttpError(409, messages.signup.scholarIdExists);

  const passwordHash = await ctx.hashPassword(input.password);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(users).values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        isStudentOfNits: student,
        instituteEmail,
        scholarId,
        branch: student ? (input.branch ?? null) : null,
        year: student ? (input.year ?? null) : null,
      });
      await enqueueMail(tx, welcomeEmail({ email: input.email }, ctx.publicUrl));
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    const message = constraint === undefined ? undefined : duplicateMessages[constraint];
    if (message) throw new HttpError(409, message);
    throw error;
  }
}

export async function logIn(
  ctx: AccountsContext,
  input: { email: string; password: string },
): Promise<{ token: string; expiresAt: Date; userId: string }> {
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash, scheduled: users.deletionScheduledAt })
    .from(users)
    .where(byEmail(input.email))
    .limit(1);
  if (!user) throw new HttpError(404, messages.login.noAccount);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new HttpError(401, messages.login.wrongCredentials);
  }
  // Only after the password: whether an account is scheduled is not for strangers to learn.
  if (user.scheduled) throw new HttpError(403, messages.login.scheduledForDeletion);
  return { ...(await createSession(ctx.db, user.id)), userId: user.id };
}

/**
 * The device of a login when its signed device cookie is for this email's account (the cookie is signed
 * with the email, so a database read happens only for a cookie that passed that check). A cookie for an
 * account since deleted and made again under the same email is not trusted.
 */
export async function trustedDevice<T extends { userId: string }>(
  ctx: AccountsContext,
  device: T | undefined,
  email: string,
): Promise<T | undefined> {
  if (!device) return undefined;
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  return user?.id === device.userId ? device : undefined;
}

/** The absolute URL of a profile photo; `apiUrl` is where browsers reach the API (config `apiPublicUrl`). */
export const photoUrl = (apiUrl: string, photoId: string) => `${apiUrl}${apiBase}/photos/${photoId}`;

/**
 * The dashboard's view of an account (the original wire names, docs/requirements.md#wire-names); the
 * dashboard route adds the invite lists. The photo's URL is absolute (`apiUrl`), so a site on another origin
 * than the API shows it as it is.
 */
export function toProfile(user: AuthUser, apiUrl: string): Profile {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    isStudentOfNITS: user.isStudentOfNits,
    scholarID: user.scholarId,
    branch: user.branch,
    instituteEmail: user.instituteEmail,
    year: user.year,
    photo: user.photoId ? photoUrl(apiUrl, user.photoId) : null,
    isVerified: user.isVerified,
    role: user.role,
    capabilities: user.capabilities,
    sendInviteToWhom: [],
    registrationInvite: [],
    createdAt: user.createdAt.toISOString(),
  };
}

/** The longest side of a stored profile photo (shown at most about 200 px wide, 2x for sharp screens). */
export const PROFILE_PHOTO_MAX_DIMENSION = 512;

export async function editProfile(
  ctx: AccountsContext,
  user: AuthUser,
  sessionId: string,
  changes: ProfileChanges,
): Promise<void> {
  // The cheap checks before the photo is decoded (the expensive part).
  if (changes.password !== undefined && changes.password.length > accountLimits.passwordMax) {
    throw new HttpError(400, messages.profile.tooLong);
  }
  let photo: { bytes: Buffer; contentType: string } | undefined;
  if (changes.photo !== undefined) {
    try {
      photo = await processImage(changes.photo, {
        maxBytes: imageRules.profilePhotoMaxBytes,
        maxDimension: PROFILE_PHOTO_MAX_DIMENSION,
      });
    } catch (error) {
      if (error instanceof InvalidImageError) throw new HttpError(400, messages.profile.invalidPhoto);
      throw error;
    }
  }
  const passwordHash = changes.password === undefined ? undefined : await ctx.hashPassword(changes.password);

  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ photoId: users.photoId })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!current) throw new HttpError(401, messages.auth.unauthorized);
    // "Unchanged" only for the photo that is the caller's now: another's, or one replaced since, is refused.
    if (changes.keepPhotoId !== undefined && changes.keepPhotoId !== current.photoId) {
      throw new HttpError(400, messages.profile.invalidPhoto);
    }
    let photoId: string | undefined;
    if (photo) {
      const [inserted] = await tx
        .insert(photos)
        .values({ userId: user.id, bytes: photo.bytes, contentType: photo.contentType })
        .returning({ id: photos.id });
      photoId = inserted?.id;
    }
    await tx
      .update(users)
      .set({
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.phone === undefined ? {} : { phone: changes.phone }),
        ...(passwordHash === undefined ? {} : { passwordHash }),
        ...(photoId === undefined ? {} : { photoId }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    if (photoId && current.photoId) await tx.delete(photos).where(eq(photos.id, current.photoId));
    if (passwordHash) await revokeUserSessions(tx, user.id, { keep: sessionId });
  });
}

/**
 * The owner's request to delete their account: login is refused from now on, every session ends, and the
 * deletion job removes the account and its data once `deleteAfter` has passed.
 */
export async function scheduleDeletion(
  ctx: AccountsContext,
  user: AuthUser,
  now = new Date(),
): Promise<Date> {
  const deleteAfter = new Date(now.getTime() + DELETION_GRACE_MS);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletionScheduledAt: now, deleteAfter, updatedAt: now })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, { now });
    await enqueueMail(tx, deletionScheduledEmail(user, deleteAfter, ctx.publicUrl));
  });
  return deleteAfter;
}

export async function findPhoto(
  ctx: AccountsContext,
  photoId: string,
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const [photo] = await ctx.db
    .select({ bytes: photos.bytes, contentType: photos.contentType })
    .from(photos)
    .where(eq(photos.id, photoId))
    .limit(1);
  return photo;
}
