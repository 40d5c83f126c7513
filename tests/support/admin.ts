/**
 * Admin factories for API and end-to-end tests: registrations written straight to the database (with a
 * payment screenshot, a status and an assignment when asked), the committees of an event as the database
 * holds them, an event with an extra committee, the event's id, and the admin calls.
 */
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import type { FastifyInstance } from 'fastify';
import { SEEDED_EVENT as EVENT_NAME } from './seeded-event';
import type { RegistrationStatus } from '../../src/shared/schemas/registration';
import type { PaymentState } from '../../src/shared/payments';
import { dateInIndia } from '../../src/shared/conference-day';
import type { Db } from '../../src/server/db/client';
import { committeesOf } from '../../src/server/modules/events/service';
import { committees, events, portfolios } from '../../src/server/modules/events/table';
import { paymentImages, paymentReceipts, registrations } from '../../src/server/modules/registration/table';
import { type TestUser, type UserOptions, createUser } from './accounts';
import { request } from './app';
import { makeImage } from './images';
import { eventIdOf } from './seed';

export { EVENT_NAME };
export { eventIdOf, seedRegistrations } from './seed';

export interface RegistrationOptions {
  user?: TestUser;
  userOptions?: UserOptions;
  eventName?: string;
  status?: RegistrationStatus;
  assignedCommittee?: string;
  assignedPortfolio?: string;
  /** Store a payment screenshot (default true). */
  payment?: boolean;
  college?: string | null;
  previousMunExperience?: string;
  registeredAt?: Date;
  /** The bill's payment state (default 'received': an admin checked the payment, so it can be confirmed). */
  paymentState?: PaymentState | null;
  /** The money a received bill got, in paise (default: its amount due), as its one receipt. */
  receivedPaise?: number;
  /** Any other column of the row (kind, amount and breakdown, group, payment facts), written as given. */
  fields?: Partial<typeof registrations.$inferInsert>;
}

export interface SeededRegistration {
  id: string;
  user: TestUser;
}

let paymentBytes: Promise<Buffer> | undefined;

/** A registration of an individual, written to the database as POST /reg/yp would store it. */
export async function createRegistration(
  db: Db,
  options: RegistrationOptions = {},
): Promise<SeededRegistration> {
  const user = options.user ?? (await createUser(db, options.userOptions));
  const eventId = await eventIdOf(db, options.eventName);
  let paymentImageId: string | undefined;
  if (options.payment ?? true) {
    paymentBytes ??= makeImage('webp');
    const [image] = await db
      .insert(paymentImages)
      .values({ userId: user.id, bytes: await paymentBytes, contentType: 'image/webp' })
      .returning({ id: paymentImages.id });
    paymentImageId = image!.id;
  }
  // The preference of the seeded tests: UNHRC's first two portfolios (another event's first committee).
  const lists = await committeeListsOf(db, options.eventName);
  const preferred = lists.find((c) => c.code === 'UNHRC') ?? lists[0]!;
  const status = options.status ?? 'pending';
  const paymentState = options.paymentState === undefined ? 'received' : options.paymentState;
  const amountDue = options.fields?.amountDue ?? 399;
  // A received bill has its money as a receipt, as every way of receiving one writes it: here the amount
  // due (or `receivedPaise`), on the day it was marked received (in India) or today.
  const came = paymentState === 'received' || paymentState === 'refunded';
  const receivedAt = options.fields?.paymentReceivedAt;
  const [row] = await db
    .insert(registrations)
    .values({
      userId: user.id,
      eventId,
      kind: 'individual',
      committeePreference: [preferred.code],
      portfolioPreference: preferred.portfolios.slice(0, 2),
      previousMunExperience: options.previousMunExperience ?? 'Two MUNs',
      college: options.college === undefined ? 'Assam Engineering College' : options.college,
      accommodation: false,
      paymentImageId,
      amountDue,
      paymentState,
      status,
      confirmedAt: status === 'confirmed' ? new Date() : null,
      assignedCommittee: options.assignedCommittee ?? null,
      assignedPortfolio: options.assignedPortfolio ?? null,
      ...(options.registeredAt ? { registeredAt: options.registeredAt } : {}),
      ...options.fields,
    })
    .returning({ id: registrations.id });
  if (came && amountDue > 0) {
    await db.insert(paymentReceipts).values({
      registrationId: row!.id,
      amountPaise: options.receivedPaise ?? amountDue * 100,
      receivedOn: dateInIndia(receivedAt instanceof Date ? receivedAt : new Date()),
      via: 'manual',
      note: 'Checked by the test',
      recordedBy: null,
    });
  }
  return { id: row!.id, user };
}

export interface CommitteeLists {
  code: string;
  displayName: string;
  portfolios: string[];
}

/** The committees of an event in its order, with their portfolio lists, as the database holds them. */
export async function committeeListsOf(db: Db, eventName: string = EVENT_NAME): Promise<CommitteeLists[]> {
  const list = await committeesOf(db, [await eventIdOf(db, eventName)]);
  return list.map(({ row, portfolios: names }) => ({
    code: row.code,
    displayName: row.displayName,
    portfolios: names.map((p) => p.name),
  }));
}

/** One committee of an event by its code. */
export async function committeeOf(
  db: Db,
  code: string,
  eventName: string = EVENT_NAME,
): Promise<CommitteeLists> {
  const committee = (await committeeListsOf(db, eventName)).find((c) => c.code === code);
  if (!committee) throw new Error(`no committee ${code} in ${eventName}`);
  return committee;
}

/**
 * A new event (closed, not featured) holding a copy of `from`'s committees and portfolio lists in their
 * order, then `extra` committees after them: written with plain inserts, as a superadmin's edits would
 * leave the tables.
 */
export async function createEventWithCommittees(
  db: Db,
  name: string,
  { from = EVENT_NAME, extra = [] }: { from?: string; extra?: CommitteeLists[] } = {},
): Promise<string> {
  // The fees of the event it copies: an event without fees is free, and takes no payment screenshot.
  const [source] = await db
    .select({
      feeIndividual: events.feeIndividual,
      feeGroupPerMember: events.feeGroupPerMember,
      feeHospitality: events.feeHospitality,
    })
    .from(events)
    .where(eq(events.name, from));
  const [event] = await db
    .insert(events)
    .values({ name, ...source })
    .returning({ id: events.id });
  const list = [...(await committeeListsOf(db, from)), ...extra];
  for (const [position, committee] of list.entries()) {
    const [row] = await db
      .insert(committees)
      .values({ eventId: event!.id, code: committee.code, displayName: committee.displayName, position })
      .returning({ id: committees.id });
    if (committee.portfolios.length > 0) {
      await db
        .insert(portfolios)
        .values(committee.portfolios.map((p, i) => ({ committeeId: row!.id, name: p, position: i })));
    }
  }
  return event!.id;
}

export const adminGet = (app: FastifyInstance, url: string, headers: Record<string, string>) =>
  request(app, { method: 'GET', url: `/v1/api${url}`, headers });

export const adminPut = (
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  json: Record<string, unknown>,
) => request(app, { method: 'PUT', url: `/v1/api${url}`, headers, json });

export const listUrl = (eventName: string = EVENT_NAME, query = '') =>
  `/admin/events/${encodeURIComponent(eventName)}/registrations${query ? `?${query}` : ''}`;

export const csvUrl = (eventName: string = EVENT_NAME, query = '') =>
  `/admin/events/${encodeURIComponent(eventName)}/registrations.csv${query ? `?${query}` : ''}`;

/** Splits a CSV body (RFC 4180, CRLF rows) into rows of cells, with the parser the server reads statements with. */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text, { delimiter: ',', newline: '\r\n', skipEmptyLines: true }).data;
}
