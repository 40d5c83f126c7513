/**
 * One registration as an admin reads it (GET /admin/registrations/:id): every field, its group, a member's
 * group payment (the leader, the leader's registration and the group's amount), and the committees of its
 * event with the portfolios already given; and its payment screenshot.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import type { AdminCommittee, GroupPaymentDetail, RegistrationDetail } from '~/shared/schemas/admin';
import type { GroupPaymentState } from '~/shared/schemas/registration';
import { apiBase } from '~/shared/paths';
import type { Executor } from '../../db/client';
import { HttpError, uuidPattern } from '../../http';
import { users } from '../accounts/table';
import { committeesOf, feesOf, findEventRow } from '../events/service';
import { events } from '../events/table';
import { groupBill, groupPaymentOf, leaderAmount } from '../registration/group-payment';
import { groups, invites, paymentImages, registrations } from '../registration/table';
import { paymentInfo } from './payments';
import { adminView, adminViewColumns } from './view';

const m = messages.admin;

export const isUuid = (value: string) => uuidPattern.test(value);

/** The absolute URL of a payment screenshot; `apiUrl` is where browsers reach the API (config `apiPublicUrl`). */
export const paymentUrl = (apiUrl: string, registrationId: string) =>
  `${apiUrl}${apiBase}/admin/registrations/${registrationId}/payment`;

/** The event's committees in its order, each with its portfolios and those already assigned. */
async function eventCommittees(db: Executor, eventId: string): Promise<AdminCommittee[]> {
  const list = await committeesOf(db, [eventId]);
  const taken = await db
    .select({ committee: registrations.assignedCommittee, portfolio: registrations.assignedPortfolio })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), isNotNull(registrations.assignedPortfolio)));
  return list.map(({ row, portfolios }) => ({
    code: row.code,
    displayName: row.displayName,
    portfolios: portfolios.map((p) => p.name),
    takenPortfolios: taken.filter((t) => t.committee === row.code).map((t) => t.portfolio!),
  }));
}

async function groupOf(db: Executor, groupId: string): Promise<RegistrationDetail['group']> {
  const [g] = await db
    .select({ name: groups.name, leaderEmail: users.email })
    .from(groups)
    .innerJoin(users, eq(users.id, groups.leaderId))
    .where(eq(groups.id, groupId));
  if (!g) return null;
  const members = await db
    .select({ email: invites.memberEmail, acceptedAt: invites.acceptedAt })
    .from(invites)
    .where(eq(invites.groupId, groupId))
    .orderBy(asc(invites.createdAt), asc(invites.memberEmail));
  return {
    grpName: g.name,
    leaderEmail: g.leaderEmail,
    members: members.map((mm) => ({ email: mm.email, hasAccepted: mm.acceptedAt ? 'yes' : 'no' })),
  };
}

/**
 * A member's group payment: the leader (null once the account is deleted), the leader's registration, and
 * the group's amount (the leader's, or the bill so far while the leader has not registered).
 */
async function groupPaymentDetail(
  db: Executor,
  member: { groupId: string | null; eventName: string },
  state: GroupPaymentState,
): Promise<GroupPaymentDetail> {
  const none: GroupPaymentDetail = {
    state,
    leaderName: null,
    leaderEmail: null,
    leaderRegistration: null,
    amount: null,
  };
  if (!member.groupId) return none;
  const [leader] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      student: users.isStudentOfNits,
      eventId: groups.eventId,
    })
    .from(groups)
    .innerJoin(users, eq(users.id, groups.leaderId))
    .where(eq(groups.id, member.groupId));
  if (!leader) return none;
  const [own] = await db
    .select({
      id: registrations.id,
      status: registrations.status,
      kind: registrations.kind,
      groupId: registrations.groupId,
      amountDue: registrations.amountDue,
      amountLines: registrations.amountLines,
    })
    .from(registrations)
    .where(and(eq(registrations.userId, leader.id), eq(registrations.eventId, leader.eventId)));
  let amount: GroupPaymentDetail['amount'] = null;
  if (own?.kind === 'leader' && own.groupId === member.groupId) {
    amount = { total: own.amountDue, lines: own.amountLines ?? [], final: true };
  } else if (!own) {
    const event = await findEventRow(db, member.eventName);
    if (event) {
      const bill = await groupBill(db, member.groupId);
      amount = {
        ...leaderAmount(feesOf(event), { isStudentOfNITS: leader.student, accommodation: false }, bill),
        final: false,
      };
    }
  }
  return {
    state,
    leaderName: leader.name,
    leaderEmail: leader.email,
    leaderRegistration: own ? { _id: own.id, status: own.status, kind: own.kind } : null,
    amount,
  };
}

/** GET /admin/registrations/:id; `ocrEnabled`: whether this server reads screenshots (config OCR). */
export async function registrationDetail(
  db: Executor,
  id: string,
  apiUrl: string,
  ocrEnabled: boolean,
): Promise<RegistrationDetail> {
  if (!isUuid(id)) throw new HttpError(404, m.noSuchRegistration);
  const [r] = await db
    .select({
      ...adminViewColumns,
      eventId: registrations.eventId,
      eventName: events.name,
      amountDue: registrations.amountDue,
      amountLines: registrations.amountLines,
      previousMunExperience: registrations.previousMunExperience,
      answers: registrations.answers,
      kind: registrations.kind,
      groupId: registrations.groupId,
      groupPayment: groupPaymentOf(),
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.id, id))
    .limit(1);
  if (!r) throw new HttpError(404, m.noSuchRegistration);

  return {
    ...adminView(r, {
      eventName: r.eventName,
      payment: r.paymentImageId ? paymentUrl(apiUrl, r.id) : null,
    }),
    amountDue: r.amountDue,
    amountLines: r.amountLines,
    previousMunExperience: r.previousMunExperience,
    answers: r.answers,
    assignedPortfolio: r.assignedPortfolio,
    assignedCommittee: r.assignedCommittee,
    kind: r.kind,
    group: r.groupId ? await groupOf(db, r.groupId) : null,
    groupPayment: r.groupPayment ? await groupPaymentDetail(db, r, r.groupPayment) : null,
    paymentInfo: await paymentInfo(db, r.id, ocrEnabled),
    committees: await eventCommittees(db, r.eventId),
  };
}

/** GET /admin/registrations/:id/payment */
export async function paymentImage(
  db: Executor,
  id: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  if (!isUuid(id)) throw new HttpError(404, m.noSuchRegistration);
  const [row] = await db
    .select({ bytes: paymentImages.bytes, contentType: paymentImages.contentType })
    .from(registrations)
    .leftJoin(paymentImages, eq(paymentImages.id, registrations.paymentImageId))
    .where(eq(registrations.id, id))
    .limit(1);
  if (!row) throw new HttpError(404, m.noSuchRegistration);
  if (!row.bytes || !row.contentType) throw new HttpError(404, m.paymentNotFound);
  return { bytes: row.bytes, contentType: row.contentType };
}
