/**
 * The admin's decisions on registrations: confirm, decline, assign a committee and portfolio. Each runs in
 * one transaction with its audit entry and the email to the delegate (outbox), so the three exist together
 * or not at all.
 *
 * Concurrency: confirm and decline are conditional updates (`where status = 'pending'`), so of two
 * decisions on one registration exactly one applies. An assignment locks the registration row; the
 * partial unique index on (event, committee, portfolio) decides between two delegates given one portfolio.
 *
 * A decline's email is held in the outbox for `adminRules.declineMailHoldMinutes`, and a declined registration
 * can be reopened by an admin (audit entry `registration.reopen`): before the email went out it is withdrawn
 * and the delegate never hears of the decline; after, the delegate is told it is under review again
 * (docs/decisions/0047-decline-held-and-reopened.md).
 *
 * A group member's registration is confirmed or assigned only once the group is paid for: the leader's
 * registration for the same event and group is in and not declined (registration/group-payment.ts, read
 * under row locks; docs/decisions/0027-group-payment.md). Declining a member is always allowed.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import type { Db, Executor, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { HttpError } from '../../http';
import {
  portfolioAssignedEmail,
  registrationConfirmedEmail,
  registrationDeclinedEmail,
  registrationReopenedEmail,
} from '../../mail/admin-templates';
import { enqueueMail, withdrawHeldMail } from '../../mail/outbox';
import { adminRules } from '~/shared/schemas/admin';
import { auditLog } from '../audit/table';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { checkinQrAttachment, ensureCheckinCode } from '../checkin/codes';
import { committeesOf, findEvent } from '../events/service';
import { events } from '../events/table';
import { isGroupPaid } from '~/shared/schemas/registration';
import { lockedGroupPayment } from '../registration/group-payment';
import { registrations } from '../registration/table';
import { isUuid } from './detail';
import { bulkCandidates, confirmationBlock, receiveOnConfirm } from './payments';

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

/**
 * PUT /confirm/reg and PUT /decline/reg: a pending registration becomes confirmed or declined. A confirmation
 * needs the money received (a member's: the leader's bill), or `paymentOverride`, the admin's reason, which
 * the audit entry keeps (docs/decisions/0053-payment-model.md).
 */
export async function decide(
  ctx: AdminContext,
  actor: Actor,
  registrationId: string,
  decision: 'confirmed' | 'declined',
  paymentOverride?: string,
): Promise<void> {
  if (!isUuid(registrationId)) throw new HttpError(404, m.noSuchRegistration);
  await ctx.db.transaction((tx) => decideIn(tx, ctx, actor, registrationId, decision, { paymentOverride }));
}

async function decideIn(
  tx: Tx,
  ctx: AdminContext,
  actor: Actor,
  registrationId: string,
  decision: 'confirmed' | 'declined',
  { paymentOverride, bulk = false }: { paymentOverride?: string; bulk?: boolean },
): Promise<void> {
  {
    let overridden = false;
    if (decision === 'confirmed') {
      const block = await confirmationBlock(tx, registrationId);
      if (block && (block.kind === 'group' || !paymentOverride)) throw new HttpError(409, block.message);
      overridden = block !== null;
    }
    const now = new Date();
    const updated = await tx
      .update(registrations)
      .set({ status: decision, ...(decision === 'confirmed' ? { confirmedAt: now } : {}) })
      .where(and(eq(registrations.id, registrationId), eq(registrations.status, 'pending')))
      .returning({ id: registrations.id });
    const delegate = await delegateOf(tx, registrationId);
    if (!delegate) throw new HttpError(404, m.noSuchRegistration);
    if (updated.length === 0) throw new HttpError(409, m.notPending);
    // Confirming is the admin's word that the money was seen: a bill not yet received is received now.
    const receivedNow =
      decision === 'confirmed' && (await receiveOnConfirm(tx, actor, registrationId, paymentOverride));
    const mailId =
      decision === 'confirmed'
        ? await enqueueMail(tx, registrationConfirmedEmail(delegate, delegate.eventName, ctx.publicUrl))
        : // Held back so that an undo right after a mistaken click withdraws it unsent.
          await enqueueMail(tx, registrationDeclinedEmail(delegate, delegate.eventName, ctx.publicUrl), {
            notBefore: new Date(now.getTime() + adminRules.declineMailHoldMinutes * 60_000),
          });
    await recordAudit(tx, actor, {
      action: decision === 'confirmed' ? 'registration.confirm' : 'registration.decline',
      targetType: 'registration',
      targetId: registrationId,
      details: {
        email: delegate.email,
        eventName: delegate.eventName,
        mailId,
        ...(overridden ? { paymentOverride } : {}),
        ...(receivedNow ? { paymentReceived: true } : {}),
        ...(bulk ? { bulk } : {}),
      },
    });
  }
}

/**
 * POST /admin/events/:eventName/bulk-confirm: every pending registration of the event whose money is
 * received (a member's: its leader's bill) is confirmed, each as by PUT /confirm/reg (audit entry, email),
 * in one transaction; the others stay pending. Answers how many.
 */
export async function bulkConfirm(ctx: AdminContext, actor: Actor, eventName: string): Promise<number> {
  const event = await findEvent(ctx.db, eventName);
  if (!event) throw new HttpError(404, m.noSuchEvent);
  return ctx.db.transaction(async (tx) => {
    let confirmed = 0;
    for (const id of await bulkCandidates(tx, event.id)) {
      if (await confirmationBlock(tx, id)) continue;
      await decideIn(tx, ctx, actor, id, 'confirmed', { bulk: true });
      confirmed++;
    }
    await recordAudit(tx, actor, {
      action: 'registrations.bulk_confirm',
      targetType: 'event',
      targetId: event.id,
      details: { eventName: event.name, confirmed },
    });
    return confirmed;
  });
}

/**
 * PUT /admin/registrations/:id/reopen: a declined registration becomes pending again (conditional update,
 * like a decision). The decline's email, named by the decline's audit entry, is withdrawn when no worker has
 * taken it yet; otherwise the delegate is emailed that the registration is under review again.
 */
export async function reopen(
  ctx: AdminContext,
  actor: Actor,
  registrationId: string,
): Promise<{ mailWithdrawn: boolean }> {
  if (!isUuid(registrationId)) throw new HttpError(404, m.noSuchRegistration);
  return ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(registrations)
      .set({ status: 'pending', confirmedAt: null })
      .where(and(eq(registrations.id, registrationId), eq(registrations.status, 'declined')))
      .returning({ id: registrations.id });
    const delegate = await delegateOf(tx, registrationId);
    if (!delegate) throw new HttpError(404, m.noSuchRegistration);
    if (updated.length === 0) throw new HttpError(409, m.notDeclined);
    const [decline] = await tx
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'registration'),
          eq(auditLog.targetId, registrationId),
          eq(auditLog.action, 'registration.decline'),
        ),
      )
      .orderBy(desc(auditLog.at))
      .limit(1);
    const mailId = decline?.details.mailId;
    const mailWithdrawn = typeof mailId === 'string' && (await withdrawHeldMail(tx, mailId));
    if (!mailWithdrawn) {
      await enqueueMail(tx, registrationReopenedEmail(delegate, delegate.eventName, ctx.publicUrl));
    }
    await recordAudit(tx, actor, {
      action: 'registration.reopen',
      targetType: 'registration',
      targetId: registrationId,
      details: { email: delegate.email, eventName: delegate.eventName, mailWithdrawn },
    });
    return { mailWithdrawn };
  });
}

/**
 * GET /admin/registrations/:id/next-pending: the review loop's next stop. The first pending registration of
 * the same event after this one (oldest first, ties by id; compared in SQL, which keeps the microseconds),
 * else the first before it; and how many pending registrations other than this one the event has.
 */
export async function nextPending(
  db: Executor,
  registrationId: string,
): Promise<{ next: string | null; remaining: number }> {
  if (!isUuid(registrationId)) throw new HttpError(404, m.noSuchRegistration);
  const [current] = await db
    .select({ eventId: registrations.eventId })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!current) throw new HttpError(404, m.noSuchRegistration);
  const others = and(
    eq(registrations.eventId, current.eventId),
    eq(registrations.status, 'pending'),
    ne(registrations.id, registrationId),
  );
  const after = sql<boolean>`(${registrations.registeredAt}, ${registrations.id}) > (select r.registered_at, r.id from registrations r where r.id = ${registrationId})`;
  const [row] = await db
    .select({ id: registrations.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(registrations)
    .where(others)
    // Those after this one first, then from the start (the loop wraps round).
    .orderBy(desc(after), asc(registrations.registeredAt), asc(registrations.id))
    .limit(1);
  return row ? { next: row.id, remaining: row.total } : { next: null, remaining: 0 };
}

/**
 * PUT /admin/assign/portfolios: a confirmed, unassigned registration gets a committee of its event and a
 * portfolio of that committee that no other delegate of the event holds. Answers the outcome's message:
 * 'Portfolio and committee updated', or for a registration already seated 'Committee already assigned' /
 * 'Portfolio already assigned' (nothing changed, no email).
 */
export async function assignPortfolio(
  ctx: AdminContext,
  actor: Actor,
  input: { registrationId: string; committee: string; portfolio: string },
): Promise<string> {
  if (!isUuid(input.registrationId)) throw new HttpError(404, m.noSuchRegistration);
  try {
    return await ctx.db.transaction(async (tx) => {
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
      // Already seated: an outcome, not an error (the caller learns the seat stands); nothing is written.
      if (reg.assignedCommittee) return m.committeeAlreadyAssigned;
      if (reg.assignedPortfolio) return m.portfolioAlreadyAssigned;
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
      return m.assigned;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'registrations_assignment_key') {
      throw new HttpError(409, m.portfolioAlreadyAssigned);
    }
    throw error;
  }
}
