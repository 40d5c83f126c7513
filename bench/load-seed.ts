/**
 * The load bench's data, written straight to the database before the server starts (a PGlite data
 * directory belongs to one process): a background of registrations, the accounts each scenario uses, their
 * sessions, and the conference opened for registration. Rows go in by the hundred; the login accounts
 * share one password hash made with the production argon2 parameters, so a login costs what it costs live.
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { SEEDED_EVENT as EVENT_NAME, seededFees } from '../tests/support/seeded-event';
import { computeAmountDue } from '../src/shared/fees';
import { imageRules } from '../src/shared/images';
import type { Db } from '../src/server/db/client';
import { passwordHasher } from '../src/server/modules/accounts/passwords';
import { SESSION_TTL_MS } from '../src/server/modules/accounts/sessions';
import { sessions, users } from '../src/server/modules/accounts/table';
import { newToken } from '../src/server/modules/accounts/tokens';
import { events } from '../src/server/modules/events/table';
import { paymentImages, registrations } from '../src/server/modules/registration/table';
import { seedRegistrations } from '../tests/support/seed';

export interface SeedCounts {
  /** Registrations already there (other delegates), so the tables are not empty. */
  background: number;
  /** Accounts that log in (each may log in `loginPerEmail.max` times per window). */
  login: number;
  /** Accounts with a session that read their dashboard. */
  dashboard: number;
  /** Accounts with a session that register once each. */
  registration: number;
}

export interface Registrant {
  userId: string;
  token: string;
  /** A student of the institute (no college, no accommodation) or not (college given, accommodation Yes). */
  student: boolean;
}

export interface LoadData {
  password: string;
  loginEmails: string[];
  dashboardTokens: string[];
  registrants: Registrant[];
}

const BATCH = 500;

function* batches<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += BATCH) yield items.slice(i, i + BATCH);
}

type NewUser = typeof users.$inferInsert;

async function insertUsers(db: Db, rows: NewUser[]): Promise<string[]> {
  const ids: string[] = [];
  for (const batch of batches(rows)) {
    const inserted = await db.insert(users).values(batch).returning({ id: users.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

async function insertSessions(db: Db, userIds: string[]): Promise<string[]> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const tokens: string[] = [];
  const rows = userIds.map((userId) => {
    const { token, hash } = newToken();
    tokens.push(token);
    return { tokenHash: hash, userId, expiresAt, createdAt: now };
  });
  for (const batch of batches(rows)) await db.insert(sessions).values(batch);
  return tokens;
}

export async function seedLoadData(db: Db, counts: SeedCounts): Promise<LoadData> {
  // A run-unique tag keeps emails and scholar IDs apart from the background rows.
  const tag = randomBytes(3).toString('hex');
  if (counts.background > 0) await seedRegistrations(db, counts.background);

  const password = `load-${tag}-password`;
  const passwordHash = await passwordHasher('production')(password);
  const client = (kind: string, n: number, hash = 'not-a-hash'): NewUser => ({
    name: `Load ${kind} ${n}`,
    email: `load.${kind}.${n}.${tag}@example.com`,
    phone: '9876543210',
    passwordHash: hash,
    isVerified: true,
  });
  const student = (n: number): Partial<NewUser> => ({
    isStudentOfNits: true,
    // 7 digits, unique within the run: 2,000,000 + n (n < 1,000,000).
    scholarId: String(2_000_000 + n),
    instituteEmail: `load.${n}.${tag}@cse.nits.ac.in`,
    branch: 'Computer Science and Engineering',
    year: '2',
  });

  const loginRows = Array.from({ length: counts.login }, (_, n) => client('login', n, passwordHash));
  await insertUsers(db, loginRows);

  const dashboardIds = await insertUsers(
    db,
    Array.from({ length: counts.dashboard }, (_, n) => ({
      ...client('dashboard', n),
      ...(n % 3 === 0 ? student(n) : {}),
    })),
  );
  const dashboardTokens = await insertSessions(db, dashboardIds);

  // Two in three registrants are students of the institute, as on the real form.
  const isStudent = (n: number) => n % 3 !== 2;
  const registrantIds = await insertUsers(
    db,
    Array.from({ length: counts.registration }, (_, n) => ({
      ...client('registrant', n),
      ...(isStudent(n) ? student(500_000 + n) : {}),
    })),
  );
  const registrantTokens = await insertSessions(db, registrantIds);

  await db.update(events).set({ registrationOpen: true }).where(eq(events.name, EVENT_NAME));

  return {
    password,
    loginEmails: loginRows.map((r) => r.email),
    dashboardTokens,
    registrants: registrantIds.map((userId, n) => ({
      userId,
      token: registrantTokens[n]!,
      student: isStudent(n),
    })),
  };
}

export interface RegistrationCheck {
  acknowledged: number;
  /** Acknowledged registrations not in the database (must be 0). */
  missing: number;
  /** Acknowledged registrations without their payment image or with a wrong amount (must be 0). */
  incomplete: number;
  /** Registrations of the bench's registrants that no answer acknowledged: in flight when autocannon stopped a run. */
  unacknowledged: number;
}

/**
 * Every registration a 200 acknowledged must be in the database, whole: its payment image stored and the
 * amount the server computed (399, plus hospitality for a non-student asking for accommodation).
 */
export async function checkRegistrations(
  db: Db,
  acknowledged: Map<string, Registrant>,
  registrants: Registrant[],
): Promise<RegistrationCheck> {
  const ids = [...acknowledged.keys()];
  const found = new Map<string, { userId: string; amountDue: number; hasImage: boolean }>();
  for (const batch of batches(ids)) {
    const rows = await db
      .select({
        id: registrations.id,
        userId: registrations.userId,
        amountDue: registrations.amountDue,
        imageId: paymentImages.id,
      })
      .from(registrations)
      .leftJoin(paymentImages, eq(paymentImages.id, registrations.paymentImageId))
      .where(inArray(registrations.id, batch));
    for (const r of rows) {
      found.set(r.id, { userId: r.userId, amountDue: r.amountDue, hasImage: r.imageId !== null });
    }
  }
  let missing = 0;
  let incomplete = 0;
  for (const [id, registrant] of acknowledged) {
    const row = found.get(id);
    if (!row) {
      missing++;
      continue;
    }
    const amount = computeAmountDue(
      {
        kind: 'individual',
        isStudentOfNITS: registrant.student,
        accommodation: !registrant.student,
      },
      seededFees,
    ).total;
    if (row.userId !== registrant.userId || !row.hasImage || row.amountDue !== amount) incomplete++;
  }
  let total = 0;
  for (const batch of batches(registrants.map((r) => r.userId))) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(registrations)
      .where(inArray(registrations.userId, batch));
    total += row?.n ?? 0;
  }
  return { acknowledged: ids.length, missing, incomplete, unacknowledged: total - (ids.length - missing) };
}

/**
 * A phone screenshot of a UPI payment as people upload it: 1080 x 2340 PNG, flat interface colours with a
 * photo-like (noisy) band, sized to just under the 500 KB limit. The server decodes and re-encodes all of it.
 */
export async function paymentScreenshot(maxBytes = imageRules.paymentMaxBytes): Promise<Buffer> {
  const width = 1080;
  const height = 2340;
  for (let band = 160; band > 0; band -= 4) {
    const raw = Buffer.alloc(width * height * 3, 245);
    raw.fill(40, 0, width * 200 * 3); // the app bar
    randomBytes(width * band * 3).copy(raw, width * 400 * 3);
    const png = await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    if (png.length <= maxBytes - 8 * 1024) return png;
  }
  throw new Error('could not make a payment screenshot under the size limit');
}

/** Where a PNG's signature (8 bytes) and IHDR chunk (25 bytes) end: a multiple of 3, so base64 splits there. */
const PNG_HEAD_BYTES = 33;
const UPLOAD_MARK = '@@upload-number@@';

/**
 * A registration body whose screenshot is a distinct file on every call, as two payments' screenshots are:
 * the server refuses a byte-identical screenshot. Each call puts a numbered tEXt chunk (30 bytes, so the
 * base64 of the rest is unchanged) after the IHDR, without encoding the 500 KB body again.
 */
export function uniqueUploadBody(
  screenshot: Buffer,
  body: (paymentDataUrl: string) => unknown,
): (n: number) => Buffer {
  if (screenshot.subarray(12, 16).toString('latin1') !== 'IHDR') throw new Error('not a PNG with IHDR first');
  const base64 = (bytes: Buffer) => bytes.toString('base64');
  const json = JSON.stringify(
    body(
      `data:image/png;base64,${base64(screenshot.subarray(0, PNG_HEAD_BYTES))}${UPLOAD_MARK}${base64(screenshot.subarray(PNG_HEAD_BYTES))}`,
    ),
  );
  const [before, after] = json.split(UPLOAD_MARK) as [string, string];
  const head = Buffer.from(before);
  const tail = Buffer.from(after);
  return (n) => {
    const data = Buffer.from(`bench\0${String(n).padStart(12, '0')}`, 'latin1');
    const chunk = Buffer.alloc(12 + data.length);
    chunk.writeUInt32BE(data.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    data.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
    return Buffer.concat([head, Buffer.from(base64(chunk)), tail]);
  };
}
