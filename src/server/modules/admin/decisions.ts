/**
 * The admin's decisions on registrations: confirm, decline, assign a committee and portfolio. Each runs in
 * one transaction with its audit entry and the email to the delegate (outbox), so the three exist together
 * or not at all.
 *
 * Concurrency: confirm and decline are conditional updates (`where status = 'pending'`), so of two
 * decisions on one registration exactly one applies. An assignment locks the registration row; the
 * partial unique index on (event, committee, portfolio) decides between two delegates given one portfolio.
 *
 * A group member's registration is confirmed or assigned only once the group is paid for: the leader's
 * registration for the same event and group is in and not declined (registration/group-payment.ts, read
 * under row locks; docs/decisions/0027-group-payment.md). Declining a member is always allowed.
 */
import { and, eq } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import type { Db, Executor, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { HttpError } from '../../http';
import {
  portfolioAssignedEmail,
  registrationConfirmedEmail,
  registrationDeclinedEmail,
} from '../../mail/admin-templates';
import { enqueueMail } from '../../mail/outbox';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { checkinQrAttachment, ensureCheckinCode } from '../checkin/codes';
import { committeesOf } from '../events/service';
import { events } from '../events/table';
import { isGroupPaid } from '~/shared/schemas/registration';
import { lockedGroupPayment } from '../registration/group-payment';
import { registrations } from '../registration/table';
import { isUuid } from './detail';

const m = messages.admin;

export interface AdminContext {
  db: Db;
  publicUrl: string;
}

interface Delegate {
  id: string;
  name: string;
  email: string;
  eventId: string;
  eventName: string;
}

async function delegateOf(db: Executor, registrationId: string): Promise<Delegate | undefined> {
  const [row] = await db
    .select({
      id: registrations.id,
      name: users.name,
      email: users.email,
      eventId: registrations.eventId,
      eventName: events.name,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.id, registrationId))
    .limit(1);
  return row;
}

/** A pending member's registration whose group is not paid for: 409 with the reason. */
async function checkGroupPaid(tx: Tx, registrationId: string, options: { pendingOnly: boolean }) {
  const state = await lockedGroupPayment(tx, registrationId, options);
  if (state !== null && !isGroupPaid(state)) {
    throw new HttpError(409, m.memberNotPaid[state]);
  }
}

/** PUT /confirm/reg and PUT /decline/reg: a pending registration becomes confirmed or declined. */
export async function decide(
  ctx: AdminContext,
  actor: Actor,
  registrationId: string,
  decision: 'confirmed' | 'declined',
): Promise<void> {
  if (!isUuid(registrationId)) throw new HttpError(404, m.noSuchRegistration);
  await ctx.db.transaction(async (tx) => {
    if (decision === 'confirmed') await checkGroupPaid(tx, registrationId, { pendingOnly: true });
    const now = new Date();
    const updated = await tx
      .update(registrations)
      .set({ status: decision, ...(decision === 'confirmed' ? { confirmedAt: now } : {}) })
      .where(and(eq(registrations.id, registrationId), eq(registrations.status, 'pending')))
      .returning({ id: registrations.id });
    const delegate = await delegateOf(tx, registrationId);
    if (!delegate) throw new HttpError(404, m.noSuchRegistration);
    if (updated.length === 0) throw new HttpError(409, m.notPending);
    await recordAudit(tx, actor, {
      action: decision === 'confirmed' ? 'registration.confirm' : 'registration.decline',
      targetType: 'registration',
      targetId: registrationId,
      details: { email: delegate.email, eventName: delegate.eventName },
    });
    await enqueueMail(
      tx,
      decision === 'confirmed'
        ? registrationConfirmedEmail(delegate, delegate.eventName, ctx.publicUrl)
        : registrationDeclinedEmail(delegate, delegate.eventName, ctx.publicUrl),
    );
  });
}

/**
 * PUT /admin/assign/portfolios: a confirmed, unassigned registration gets a committee of its event and a
 * portfolio of that committee that no other delegate of the event holds.
 */
export async function assignPortfolio(
  ctx: AdminContext,
  actor: Actor,
  input: { registrationId: string; committee: string; portfolio: string },
): Promise<void> {
  if (!isUuid(input.registrationId)) throw new HttpError(404, m.noSuchRegistration);
  try {
    await ctx.db.transaction(async (tx) => {
      const [reg] = await tx
        .select({
          status: registrations.status,
          eventId: registrations.eventId,
          assignedCommittee: registrations.assignedCommittee,
          assignedPortfolio: registrations.assignedPortfolio,
        })
        .from(registrations)
        .where(eq(registrations.id, input.registrationId))
        .for('update');
      if (!reg) throw new HttpError(404, m.noSuchRegistration);
      if (reg.status !== 'confirmed') throw new HttpError(400, m.confirmationPending);
      if (reg.assignedCommittee) throw new HttpError(409, m.committeeAlreadyAssigned);
      if (reg.assignedPortfolio) throw new HttpError(409, m.portfolioAlreadyAssigned);
      // A member confirmed before the leader was declined (or deleted) gets no seat until that is settled.
      await checkGroupPaid(tx, input.registrationId, { pendingOnly: false });

      const committee = (await committeesOf(tx, [reg.eventId])).find((c) => c.row.code === input.committee);
      if (!committee) throw new HttpError(400, m.invalidCommittee);
      if (!committee.portfolios.some((p) => p.name === input.portfolio)) {
        throw new HttpError(400, m.invalidPortfolio);
      }

      await tx
        .update(registrations)
        .set({ assignedCommittee: input.committee, assignedPortfolio: input.portfolio })
        .where(eq(registrations.id, input.registrationId));
      const delegate = (await delegateOf(tx, input.registrationId))!;
      await recordAudit(tx, actor, {
        action: 'registration.assign',
        targetType: 'registration',
        targetId: input.registrationId,
        details: {
          email: delegate.email,
          eventName: delegate.eventName,
          committee: input.committee,
          portfolio: input.portfolio,
        },
      });
      const code = await ensureCheckinCode(tx, input.registrationId, delegate.eventId);
      await enqueueMail(
        tx,
        portfolioAssignedEmail(
          delegate,
          { eventName: delegate.eventName, committee: committee.row.displayName, portfolio: input.portfolio },
          ctx.publicUrl,
          { code, qr: await checkinQrAttachment(code) },
        ),
      );
    });
  } catch (error) {
    if (uniqueViolation(error) === 'registrations_assignment_key') {
      throw new HttpError(409, m.portfolioAlreadyAssigned);
    }
    throw error;
  }
}
