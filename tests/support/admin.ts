/**
 * Admin factories for API tests and the benchmark: registrations written straight to the database (with
 * a payment screenshot, a status and an assignment when asked), the event's id, and the admin calls.
 */
import type { FastifyInstance } from 'fastify';
import { committeeByCode } from '../../content/committees';
import { SEEDED_EVENT as EVENT_NAME } from './seeded-event';
import type { RegistrationStatus } from '../../src/shared/schemas/registration';
import type { Db } from '../../src/server/db/client';
import { paymentImages, registrations } from '../../src/server/modules/registration/table';
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
  const unhrc = committeeByCode('UNHRC').portfolios;
  const status = options.status ?? 'pending';
  const [row] = await db
    .insert(registrations)
    .values({
      userId: user.id,
      eventId,
      kind: 'individual',
      committeePreference: ['UNHRC'],
      portfolioPreference: [unhrc[0]!, unhrc[1]!],
      previousMunExperience: options.previousMunExperience ?? 'Two MUNs',
      college: options.college === undefined ? 'Assam Engineering College' : options.college,
      accommodation: false,
      paymentImageId,
      amountDue: 399,
      status,
      confirmedAt: status === 'confirmed' ? new Date() : null,
      assignedCommittee: options.assignedCommittee ?? null,
      assignedPortfolio: options.assignedPortfolio ?? null,
      ...(options.registeredAt ? { registeredAt: options.registeredAt } : {}),
    })
    .returning({ id: registrations.id });
  return { id: row!.id, user };
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

/** Splits a CSV body (RFC 4180, CRLF rows) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
