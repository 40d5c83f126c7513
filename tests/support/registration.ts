/**
 * Registration factories for API and end-to-end tests: opening an event, valid POST /reg/yp bodies of each
 * variant, a payment screenshot, invites sent through the API and the parts of an emailed invite link.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SEEDED_EVENT as EVENT_NAME, seededPortfolios } from './seeded-event';
import type { Db } from '../../src/server/db/client';
import type { EventFees, PaymentDetails } from '../../src/shared/schemas/events';
import { newToken } from '../../src/server/modules/accounts/tokens';
import { events } from '../../src/server/modules/events/table';
import { groups, invites } from '../../src/server/modules/registration/table';
import { type TestUser, bearer, createUser, sessionFor } from './accounts';
import { request } from './app';
import { dataUrl, makeImage } from './images';
import { type SmtpCapture, linkIn } from './smtp';

export { EVENT_NAME };

/** Opens (or closes) registration for an event straight in the database. */
export async function setRegistrationOpen(
  db: Db,
  open = true,
  eventName: string = EVENT_NAME,
): Promise<void> {
  await db.update(events).set({ registrationOpen: open }).where(eq(events.name, eventName));
}

/** Sets an event's fees and minimum group size straight in the database. */
export async function setEventFees(db: Db, fees: EventFees, eventName: string = EVENT_NAME): Promise<void> {
  await db
    .update(events)
    .set({
      feeIndividual: fees.individual,
      feeGroupPerMember: fees.groupPerMember,
      feeHospitality: fees.hospitality,
      groupMinPeople: fees.groupMinPeople,
    })
    .where(eq(events.name, eventName));
}

/** Features an event (the public pages and the registration screen speak of it) or stops featuring it. */
export async function setFeatured(db: Db, featured = true, eventName: string = EVENT_NAME): Promise<void> {
  await db.update(events).set({ featured }).where(eq(events.name, eventName));
}

/** Sets an event's payment details straight in the database. */
export async function setEventPayment(
  db: Db,
  payment: PaymentDetails,
  eventName: string = EVENT_NAME,
): Promise<void> {
  await db.update(events).set({ payment }).where(eq(events.name, eventName));
}

/**
 * A small PNG payment screenshot as the form sends it, different on every call (a screenshot another
 * registration used is refused): the gradient of makeImage with a random first row.
 */
export async function paymentDataUrl(): Promise<string> {
  return dataUrl('image/png', await makeImage('png', { seed: randomBytes(8) }));
}

/** A valid selection of the seeded event: two committees and two portfolios of each. */
export function validSelection() {
  const unhrc = seededPortfolios.UNHRC;
  const ib = seededPortfolios.IB;
  return {
    committeePreference: ['UNHRC', 'IB'],
    portfolioPreference: [unhrc[0]!, unhrc[1]!, ib[0]!, ib[1]!],
  };
}

/** The fields a non-institute student adds. */
export const outsiderFields = (accomodation: 'Yes' | 'No' = 'No') => ({
  college: 'Assam Engineering College',
  accomodation,
});

export async function individualBody(
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    eventName: EVENT_NAME,
    payment: await paymentDataUrl(),
    previousMunExperience: 'Two MUNs as a delegate',
    ...validSelection(),
    isGroupRegistration: false,
    ...overrides,
  };
}

export async function leaderBody(
  grpName: string,
  grpMembers: string[],
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return individualBody({ isGroupRegistration: true, grpName, grpMembers, ...overrides });
}

export interface InviteLink {
  leaderEmail: string;
  memberEmail: string;
  token: string;
  eventName: string;
  grpName: string;
}

/**
 * The five parts of an invite link
 * (`/registration/invite/{leader}/to/{member}/token/{token}/{event}/{group}`), decoded as the router would.
 */
export function parseInviteLink(link: string): InviteLink {
  const path = new URL(link).pathname;
  const match = /^\/registration\/invite\/([^/]+)\/to\/([^/]+)\/token\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) throw new Error(`not an invite link: ${link}`);
  const [leaderEmail, memberEmail, token, eventName, grpName] = match.slice(1).map(decodeURIComponent);
  return {
    leaderEmail: leaderEmail!,
    memberEmail: memberEmail!,
    token: token!,
    eventName: eventName!,
    grpName: grpName!,
  };
}

/** The member's POST /reg/yp body for an invite. */
export function memberBody(
  invite: InviteLink,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    eventName: invite.eventName,
    previousMunExperience: 'None yet',
    ...validSelection(),
    isGroupRegistration: true,
    grpName: invite.grpName,
    eventNameIn: invite.eventName,
    memberEmail: invite.memberEmail,
    grpLeaderEmail: invite.leaderEmail,
    inviteToken: invite.token,
    ...overrides,
  };
}

export interface Registrant {
  user: TestUser;
  headers: Record<string, string>;
}

/** A verified client with a session (a student of the institute unless `student: false`). */
export async function createRegistrant(db: Db, options: { student?: boolean } = {}): Promise<Registrant> {
  const user = await createUser(db, { student: options.student ?? true });
  return { user, headers: bearer(await sessionFor(db, user)) };
}

export function postRegistration(app: FastifyInstance, headers: Record<string, string>, json: unknown) {
  return request(app, { method: 'POST', url: '/v1/api/reg/yp', headers, json });
}

export function postInvite(
  app: FastifyInstance,
  headers: Record<string, string>,
  json: { email?: unknown; eventName?: unknown; grpName?: unknown },
) {
  return request(app, { method: 'POST', url: '/v1/api/sendinvite', headers, json });
}

/**
 * An invite written straight to the database (the group is created on the first one), as POST /sendinvite
 * writes it; returns the parts of its link.
 */
export async function createInvite(
  db: Db,
  leader: { id: string; email: string },
  member: { id: string; email: string },
  grpName: string,
  eventName: string = EVENT_NAME,
): Promise<InviteLink> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.name, eventName));
  if (!event) throw new Error(`no event ${eventName}`);
  await db
    .insert(groups)
    .values({ eventId: event.id, leaderId: leader.id, name: grpName })
    .onConflictDoNothing({ target: [groups.eventId, groups.leaderId] });
  const [group] = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.eventId, event.id), eq(groups.leaderId, leader.id)));
  const { token, hash } = newToken();
  await db
    .insert(invites)
    .values({ groupId: group!.id, memberId: member.id, memberEmail: member.email, tokenHash: hash });
  return { leaderEmail: leader.email, memberEmail: member.email, token, eventName, grpName: group!.name };
}

/**
 * The invite link of the next invite mail to `address`: sends what the outbox holds (the test app's worker
 * does not poll, so nothing was sent before) and waits for the message.
 */
export async function emailedInviteLink(
  app: FastifyInstance,
  smtp: SmtpCapture,
  address: string,
  publicUrl: string,
): Promise<string> {
  const earlier = new Set(smtp.to(address));
  await app.mailer.drain();
  const mail = await smtp.waitFor(address, {
    predicate: (m) => !earlier.has(m) && m.text.includes('/registration/invite/'),
  });
  return linkIn(mail, `${publicUrl}/registration/invite/`);
}
