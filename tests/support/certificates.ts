/**
 * Certificate factories for API and end-to-end tests: attendance rows as check-in would write them (one per
 * registration per day), and a certificate written straight to the database (for the calls that need one).
 */
import type { Db } from '../../src/server/db/client';
import { attendance } from '../../src/server/modules/checkin/table';
import { certificates } from '../../src/server/modules/certificates/table';
import { newCertificateCode } from '../../src/server/modules/certificates/service';
import { registrations } from '../../src/server/modules/registration/table';
import { eq } from 'drizzle-orm';
import { createRegistration } from './admin';
import { eventIdOf } from './seed';
import { SEEDED_EVENT as EVENT_NAME } from './seeded-event';

/** An attendance row of the registration for each day (ISO dates), as check-in records it. */
export async function recordAttendance(db: Db, registrationId: string, days: string[] = ['2024-10-12']) {
  const [reg] = await db
    .select({ eventId: registrations.eventId })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!reg) throw new Error(`no registration ${registrationId}`);
  await db.insert(attendance).values(
    days.map((day) => ({
      registrationId,
      eventId: reg.eventId,
      day,
      checkedInByEmail: 'door@example.com',
    })),
  );
}

export interface CertificateOptions {
  eventName?: string;
  delegateName?: string;
  revoked?: boolean;
  /** The registration it belongs to (default: a new confirmed one). */
  registrationId?: string;
  userId?: string;
  /** No registration and no account (as after both were deleted): no account is created for it. */
  bare?: boolean;
}

/** A certificate row as issuing writes it; answers its code. */
export async function createCertificate(db: Db, options: CertificateOptions = {}) {
  const eventName = options.eventName ?? EVENT_NAME;
  let { registrationId, userId } = options;
  if (!registrationId && !options.bare) {
    const reg = await createRegistration(db, { status: 'confirmed', eventName });
    registrationId = reg.id;
    userId = reg.user.id;
  }
  const code = newCertificateCode();
  await db.insert(certificates).values({
    code,
    registrationId: registrationId ?? null,
    userId: userId ?? null,
    eventId: await eventIdOf(db, eventName),
    delegateName: options.delegateName ?? 'Factory Delegate',
    eventName,
    committee: 'UN Human Rights Council',
    portfolio: 'India',
    revokedAt: options.revoked ? new Date() : null,
  });
  return { code, registrationId, userId };
}
