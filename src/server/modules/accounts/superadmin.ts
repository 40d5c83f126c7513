/** Creating or promoting a superadmin (scripts/superadmin.ts, `npm run superadmin -- you@example.org`). */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { accountLimits, isEmailAddress } from '~/shared/schemas/accounts';
import type { Db } from '../../db/client';
import type { PasswordHasher } from './passwords';
import { users } from './table';
import { byEmail } from './users';

export type SuperadminResult =
  | { action: 'promoted'; id: string }
  | { action: 'created'; id: string; password: string; generated: boolean };

/**
 * Makes the account with this email a verified superadmin (cancelling a scheduled deletion), or creates it
 * with `password` (a random one when not given, returned once).
 */
export async function ensureSuperadmin(
  db: Db,
  hashPassword: PasswordHasher,
  emailInput: string,
  password?: string,
): Promise<SuperadminResult> {
  const email = emailInput.trim().toLowerCase();
  if (!isEmailAddress(email)) throw new Error(`not an email address: ${emailInput}`);
  const [existing] = await db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  if (existing) {
    await db
      .update(users)
      .set({
        role: 'superadmin',
        isVerified: true,
        deletionScheduledAt: null,
        deleteAfter: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    return { action: 'promoted', id: existing.id };
  }
  if (password !== undefined && password.length < accountLimits.passwordMin) {
    throw new Error(`SUPERADMIN_PASSWORD must have at least ${accountLimits.passwordMin} characters`);
  }
  const chosen = password ?? randomBytes(18).toString('base64url');
  const [created] = await db
    .insert(users)
    .values({
      name: 'Superadmin',
      email,
      phone: '0000000000',
      passwordHash: await hashPassword(chosen),
      role: 'superadmin',
      isVerified: true,
    })
    .returning({ id: users.id });
  return { action: 'created', id: created!.id, password: chosen, generated: password === undefined };
}
