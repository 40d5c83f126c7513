/**
 * The admin's side of payments (docs/decisions/0053-payment-model.md): a bill's payment as the detail shows
 * it (reference, state, transaction id, near-duplicate screenshots), marking it received or refunded,
 * sharing a transaction id with a second registration, and what a confirmation needs: the money received
 * (for a member, the leader's), or an override with its reason.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { messages } from '~/shared/messages';
import { dateInIndia } from '~/shared/conference-day';
import { nearDuplicateMaxDistance, shortPaise, toPaise } from '~/shared/payments';
import type { PaymentInfo, SimilarPayment } from '~/shared/schemas/admin';
import { isGroupPaid } from '~/shared/schemas/registration';
import type { Executor, Tx } from '../../db/client';
import { HttpError } from '../../http';
import { users } from '../accounts/table';
import { byEmail } from '../accounts/users';
import { type Actor, recordAudit } from '../audit/service';
import { events } from '../events/table';
import { readingOf } from '../ocr/service';
import { screenshotReadings } from '../ocr/table';
import { lockedGroupPayment } from '../registration/group-payment';
import {
  groups,
  paymentImages,
  paymentReferences,
  registrations,
  transactionShares,
} from '../registration/table';
import { isUuid } from './detail';
import { referenceOfRegistration } from '../registration/payments';
import { addReceipt, firstReceivedOnOf, receiptsOf, receivedPaiseOf } from '../registration/receipts';
import { statementLines } from '../statements/table';

const m = messages.admin;

/**
 * Registrations whose screenshot looks like this one's: the difference hashes within the threshold, and what
 * OCR read from the two pictures does not tell them apart. Receipts drawn from one UPI app's template look
 * alike; a different amount or transaction id read from them says they are different payments, and they
 * are not flagged. A pair with a reading missing on either side (pending, not read, OCR off) stays flagged.
 */
async function similarPayments(db: Executor, registrationId: string): Promise<SimilarPayment[]> {
  const [own] = await db
    .select({
      dhash: paymentImages.dhash,
      amount: screenshotReadings.amount,
      utr: screenshotReadings.transactionId,
    })
    .from(registrations)
    .innerJoin(paymentImages, eq(paymentImages.id, registrations.paymentImageId))
    .leftJoin(
      screenshotReadings,
      and(eq(screenshotReadings.paymentImageId, paymentImages.id), eq(screenshotReadings.state, 'read')),
    )
    .where(eq(registrations.id, registrationId));
  if (!own || own.dhash === null) return [];
  const distance = sql<number>`bit_count((${paymentImages.dhash} # ${own.dhash})::bit(64))::int`;
  const rows = await db
    .select({
      _id: registrations.id,
      name: users.name,
      email: users.email,
      eventName: events.name,
      distance,
      amount: screenshotReadings.amount,
      utr: screenshotReadings.transactionId,
    })
    .from(paymentImages)
    .innerJoin(registrations, eq(registrations.paymentImageId, paymentImages.id))
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(
      screenshotReadings,
      and(eq(screenshotReadings.paymentImageId, paymentImages.id), eq(screenshotReadings.state, 'read')),
    )
    .where(
      and(
        ne(registrations.id, registrationId),
        sql`${paymentImages.dhash} is not null`,
        sql`${distance} <= ${nearDuplicateMaxDistance}`,
      ),
    )
    .orderBy(distance, registrations.registeredAt)
    .limit(20);
  const told = (a: unknown, b: unknown) => a !== null && b !== null && a !== b;
  return rows
    .filter((r) => !told(own.amount, r.amount) && !told(own.utr, r.utr))
    .map(({ amount, utr, ...r }) => ({
      ...r,
      reason:
        own.amount !== null && amount !== null && own.utr !== null && utr !== null
          ? m.similarSameReading(r.distance)
          : m.similarNoReading(r.distance),
    }));
}

/** The payment state of the bill that covers a member: the leader's registration for the event and group. */
const leaderBillState = (groupId: string) => sql<PaymentInfo['state']>`(
  select lr.payment_state from ${registrations} lr
  inner join ${groups} g on g.leader_id = lr.user_id and g.event_id = lr.event_id
  where g.id = ${groupId} and lr.kind = 'leader' and lr.group_id = g.id
)`;

/**
 * GET /admin/registrations/:id: the `paymentInfo` of a registration that exists; `ocrEnabled` is whether
 * this server reads screenshots (config OCR).
 */
export async function paymentInfo(
  db: Executor,
  registrationId: string,
  ocrEnabled: boolean,
): Promise<PaymentInfo> {
  const [r] = await db
    .select({
      kind: registrations.kind,
      groupId: registrations.groupId,
      state: registrations.paymentState,
      transactionId: registrations.transactionId,
      shareId: registrations.transactionShareId,
      receivedAt: registrations.paymentReceivedAt,
      receivedVia: registrations.paymentReceivedVia,
      note: registrations.paymentNote,
      refundAmount: registrations.refundAmount,
      refundedOn: registrations.refundedOn,
      refundNote: registrations.refundNote,
      reference: paymentReferences.reference,
      amountDue: registrations.amountDue,
      receivedPaise: receivedPaiseOf(registrations.id),
      receivedOn: firstReceivedOnOf(registrations.id),
      waivedPaise: registrations.waivedPaise,
      waiverNote: registrations.waiverNote,
    })
    .from(registrations)
    .leftJoin(paymentReferences, referenceOfRegistration)
    .where(eq(registrations.id, registrationId));
  if (!r) throw new HttpError(404, m.noSuchRegistration);
  let leaderState: PaymentInfo['leaderState'] = null;
  if (r.kind === 'member' && r.groupId) {
    const [row] = await db.select({ state: leaderBillState(r.groupId) }).from(sql`(select 1) one`);
    leaderState = row?.state ?? null;
  }
  return {
    reference: r.state === null ? null : r.reference,
    state: r.state,
    transactionId: r.transactionId,
    transactionShared: r.shareId !== null,
    receivedAt: r.receivedAt?.toISOString() ?? null,
    receivedVia: r.receivedVia,
    note: r.note,
    amountReceived: r.receivedPaise === null ? null : r.receivedPaise / 100,
    receivedOn: r.receivedOn,
    receipts: await receiptsOf(db, registrationId),
    short: shortPaise(r) / 100,
    waiver: r.waivedPaise === null ? null : { amount: r.waivedPaise / 100, note: r.waiverNote ?? '' },
    refund:
      r.refundAmount !== null && r.refundedOn !== null
        ? { amount: r.refundAmount, refundedOn: r.refundedOn, note: r.refundNote ?? '' }
        : null,
    leaderState,
    similar: await similarPayments(db, registrationId),
    objections: await paymentObjections(db, registrationId),
    screenshotReading: await readingOf(db, registrationId, ocrEnabled),
  };
}

/**
 * What the treasury holds against a bill's payment, each as the message the admin reads (empty: nothing). A
 * confirmation from the screenshot is refused while any stands, unless the admin gives an override reason:
 * - the bill was refunded;
 * - its screenshot is the same file as another registration's;
 * - its transaction id is another registration's (not by an admin's share), or is on a statement line
 *   applied to another bill;
 * - a statement line names its reference with another amount than the one due.
 */
export async function paymentObjections(db: Executor, registrationId: string): Promise<string[]> {
  const [r] = await db
    .select({
      state: registrations.paymentState,
      amountDue: registrations.amountDue,
      transactionId: registrations.transactionId,
      shareId: registrations.transactionShareId,
      sha256: paymentImages.sha256,
      reference: paymentReferences.reference,
      eventId: registrations.eventId,
    })
    .from(registrations)
    .leftJoin(paymentImages, eq(paymentImages.id, registrations.paymentImageId))
    .leftJoin(paymentReferences, referenceOfRegistration)
    .where(eq(registrations.id, registrationId));
  if (!r || r.state === null || r.state === 'received') return [];
  const objections: string[] = [];
  if (r.state === 'refunded') objections.push(m.objectionRefunded);
  if (r.sha256) {
    const [copy] = await db
      .select({ email: users.email })
      .from(registrations)
      .innerJoin(paymentImages, eq(paymentImages.id, registrations.paymentImageId))
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(and(ne(registrations.id, registrationId), eq(paymentImages.sha256, r.sha256)))
      .limit(1);
    if (copy) objections.push(m.objectionSameScreenshot(copy.email));
  }
  if (r.transactionId) {
    const [used] = r.shareId
      ? []
      : await db
          .select({ email: users.email })
          .from(registrations)
          .innerJoin(users, eq(users.id, registrations.userId))
          .where(and(ne(registrations.id, registrationId), eq(registrations.transactionId, r.transactionId)))
          .limit(1);
    const [line] = await db
      .select({ lineNumber: statementLines.lineNumber, fileName: statementLines.fileName })
      .from(statementLines)
      .where(
        and(
          sql`${statementLines.registrationId} is distinct from ${registrationId}`,
          sql`position(${r.transactionId} in upper(regexp_replace(${statementLines.narration}, '[^A-Za-z0-9]', '', 'g'))) > 0`,
        ),
      )
      .limit(1);
    if (used) objections.push(m.objectionTransactionIdUsed(r.transactionId, used.email));
    else if (line)
      objections.push(m.objectionTransactionIdOnStatement(r.transactionId, line.fileName, line.lineNumber));
  }
  if (r.reference) {
    const [line] = await db
      .select({
        amountPaise: statementLines.amountPaise,
        fileName: statementLines.fileName,
        lineNumber: statementLines.lineNumber,
      })
      .from(statementLines)
      .where(
        and(
          eq(statementLines.eventId, r.eventId),
          sql`position(${r.reference.replace(/[^A-Z0-9]/g, '')} in upper(regexp_replace(${statementLines.narration}, '[^A-Za-z0-9]', '', 'g'))) > 0`,
          ne(statementLines.amountPaise, r.amountDue * 100),
        ),
      )
      .limit(1);
    if (line) objections.push(m.objectionStatementAmount(r.reference, line.amountPaise / 100, r.amountDue));
  }
  return objections;
}

/**
 * Inside a confirmation's transaction, with the registration (and for a member the rows of its group
 * payment) locked: why it cannot be confirmed as it stands. 'group': a member whose group is not paid for
 * (never overridden); 'payment': the leader's bill of a member is not received, or the treasury holds
 * evidence against the bill's payment (an override with its reason confirms it). Null when it can be, or
 * when it is not pending (the update says so). A bill not yet received without evidence against it is
 * confirmed from the screenshot: `receiveOnConfirm` says the confirmation marks it received.
 */
export async function confirmationBlock(
  tx: Tx,
  registrationId: string,
): Promise<{ kind: 'group' | 'payment'; message: string } | null> {
  const group = await lockedGroupPayment(tx, registrationId, { pendingOnly: true });
  if (group !== null && !isGroupPaid(group)) return { kind: 'group', message: m.memberNotPaid[group] };
  const [r] = await tx
    .select({
      status: registrations.status,
      kind: registrations.kind,
      groupId: registrations.groupId,
      state: registrations.paymentState,
    })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .for('update');
  if (!r || r.status !== 'pending') return null;
  if (r.kind === 'member') {
    if (!r.groupId) return null;
    const [row] = await tx.select({ state: leaderBillState(r.groupId) }).from(sql`(select 1) one`);
    const state = row?.state ?? null;
    return state === null || state === 'received'
      ? null
      : { kind: 'payment', message: m.memberPaymentNotReceived };
  }
  const [objection] = await paymentObjections(tx, registrationId);
  return objection === undefined ? null : { kind: 'payment', message: objection };
}

/**
 * Inside a confirmation's transaction: a bill not yet received is marked received by the confirmation
 * itself (the admin looked at the screenshot and says the money was seen), with the override's reason or
 * "Confirmed by an admin from the screenshot" as its note, audited. Nothing for a member, a free
 * registration or a bill already received.
 */
export async function receiveOnConfirm(
  tx: Tx,
  actor: Actor,
  registrationId: string,
  paymentOverride: string | undefined,
): Promise<boolean> {
  const [bill] = await tx
    .select({
      kind: registrations.kind,
      state: registrations.paymentState,
      amountDue: registrations.amountDue,
    })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!bill || bill.kind === 'member' || bill.state === null || bill.state === 'received') return false;
  await writeReceived(
    tx,
    actor,
    registrationId,
    bill.amountDue,
    { note: paymentOverride ?? m.receivedOnConfirm },
    { via: 'confirm' },
  );
  return true;
}

/**
 * A bill marked received by hand ('manual', now, with its note) and its money as its first receipt (the
 * amount due when not given, on the day given, else today in India), with its audit entry `payment.received`.
 */
async function writeReceived(
  tx: Tx,
  actor: Actor,
  registrationId: string,
  amountDue: number,
  received: { note: string; amount?: number; receivedOn?: string },
  details: Record<string, unknown>,
): Promise<void> {
  const { amountPaise, receivedOn } = receiptOf(received, amountDue);
  await tx
    .update(registrations)
    .set({
      paymentState: 'received',
      paymentReceivedAt: new Date(),
      paymentReceivedVia: 'manual',
      paymentNote: received.note,
    })
    .where(eq(registrations.id, registrationId));
  // A free bill (0 due) records no money.
  if (amountPaise > 0)
    await addManualReceipt(tx, actor, registrationId, { amountPaise, receivedOn }, received.note);
  await recordAudit(tx, actor, {
    action: 'payment.received',
    targetType: 'registration',
    targetId: registrationId,
    details: { ...details, note: received.note, amountPaise, receivedOn },
  });
}

/** Money typed by an admin: its paise (the amount due when left out) and its day (today in India when left out; never later). */
function receiptOf(received: { amount?: number; receivedOn?: string }, amountDue: number) {
  const today = dateInIndia(new Date());
  if (received.receivedOn !== undefined && received.receivedOn > today) {
    throw new HttpError(400, m.invalidReceivedOn);
  }
  return {
    amountPaise: toPaise(received.amount ?? amountDue),
    receivedOn: received.receivedOn ?? today,
  };
}

/** Money an admin typed, as the bill's receipt. */
const addManualReceipt = (
  tx: Tx,
  actor: Actor,
  registrationId: string,
  money: { amountPaise: number; receivedOn: string },
  note: string,
) => addReceipt(tx, { registrationId, ...money, via: 'manual', note, recordedBy: actor.id });

async function lockBill(tx: Tx, registrationId: string) {
  if (!isUuid(registrationId)) throw new HttpError(404, m.noSuchRegistration);
  const [r] = await tx
    .select({
      state: registrations.paymentState,
      email: users.email,
      eventName: events.name,
      amountDue: registrations.amountDue,
      receivedPaise: receivedPaiseOf(registrations.id),
      waivedPaise: registrations.waivedPaise,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.id, registrationId))
    .for('update', { of: registrations });
  if (!r) throw new HttpError(404, m.noSuchRegistration);
  if (r.state === null) throw new HttpError(409, m.nothingDue);
  return r;
}

/** PUT /admin/registrations/:id/payment/received: the money arrived, checked by hand (audit entry). */
export async function markReceived(
  db: Executor,
  actor: Actor,
  registrationId: string,
  received: { note: string; amount?: number; receivedOn?: string },
) {
  await db.transaction(async (tx) => {
    const bill = await lockBill(tx, registrationId);
    if (bill.state === 'received') throw new HttpError(409, m.paymentAlreadyReceived);
    await writeReceived(tx, actor, registrationId, bill.amountDue, received, {
      email: bill.email,
      eventName: bill.eventName,
      previousState: bill.state,
    });
  });
}

/**
 * PUT /admin/registrations/:id/payment/waiver: the club lets the rest of a short payment go, with why
 * (audit entry `payment.waived`). The bill must be received and short; the waiver is its whole shortfall.
 */
export async function waiveShortfall(db: Executor, actor: Actor, registrationId: string, note: string) {
  await db.transaction(async (tx) => {
    const bill = await lockBill(tx, registrationId);
    const short = bill.state === 'received' ? shortPaise(bill) : 0;
    if (short === 0) throw new HttpError(409, m.nothingShort);
    const waivedPaise = (bill.waivedPaise ?? 0) + short;
    await tx
      .update(registrations)
      .set({ waivedPaise, waiverNote: note })
      .where(eq(registrations.id, registrationId));
    await recordAudit(tx, actor, {
      action: 'payment.waived',
      targetType: 'registration',
      targetId: registrationId,
      details: { email: bill.email, eventName: bill.eventName, waivedPaise: short, note },
    });
  });
}

/**
 * POST /admin/registrations/:id/payment/receipts: more money arrived for a short payment (a top-up), with
 * its amount, its day and a note: a receipt of its own, dated on its day in the ledger (audit entry
 * `payment.topped_up`). The bill must be received and short.
 */
export async function addTopUp(
  db: Executor,
  actor: Actor,
  registrationId: string,
  received: { note: string; amount: number; receivedOn?: string },
) {
  await db.transaction(async (tx) => {
    const bill = await lockBill(tx, registrationId);
    const short = bill.state === 'received' ? shortPaise(bill) : 0;
    if (short === 0) throw new HttpError(409, m.nothingShortToTopUp);
    const { amountPaise, receivedOn } = receiptOf(received, bill.amountDue);
    await addManualReceipt(tx, actor, registrationId, { amountPaise, receivedOn }, received.note);
    await recordAudit(tx, actor, {
      action: 'payment.topped_up',
      targetType: 'registration',
      targetId: registrationId,
      details: {
        email: bill.email,
        eventName: bill.eventName,
        amountPaise,
        receivedOn,
        shortBeforePaise: short,
        note: received.note,
      },
    });
  });
}

/** PUT /admin/registrations/:id/payment/refunded: a received payment was paid back (audit entry). */
export async function markRefunded(
  db: Executor,
  actor: Actor,
  registrationId: string,
  refund: { amount: number; refundedOn: string; note: string },
) {
  await db.transaction(async (tx) => {
    const bill = await lockBill(tx, registrationId);
    if (bill.state !== 'received') throw new HttpError(409, m.paymentNotRefundable);
    await tx
      .update(registrations)
      .set({
        paymentState: 'refunded',
        refundAmount: refund.amount,
        refundedOn: refund.refundedOn,
        refundNote: refund.note,
      })
      .where(eq(registrations.id, registrationId));
    await recordAudit(tx, actor, {
      action: 'payment.refunded',
      targetType: 'registration',
      targetId: registrationId,
      details: { email: bill.email, eventName: bill.eventName, ...refund },
    });
  });
}

/**
 * POST /admin/registrations/:id/transaction-shares: the account `email` may use this registration's
 * transaction id for one registration of its own (one payment for two people; audit entry).
 */
export async function shareTransaction(db: Executor, actor: Actor, registrationId: string, email: string) {
  if (!isUuid(registrationId)) throw new HttpError(404, m.noSuchRegistration);
  await db.transaction(async (tx) => {
    const [r] = await tx
      .select({ transactionId: registrations.transactionId })
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    if (!r) throw new HttpError(404, m.noSuchRegistration);
    if (!r.transactionId) throw new HttpError(409, m.noTransactionId);
    const [target] = await tx.select({ id: users.id, email: users.email }).from(users).where(byEmail(email));
    if (!target) throw new HttpError(404, m.shareTargetNotFound);
    await tx
      .insert(transactionShares)
      .values({ transactionId: r.transactionId, userId: target.id, createdBy: actor.id })
      .onConflictDoNothing();
    await recordAudit(tx, actor, {
      action: 'payment.share_transaction',
      targetType: 'registration',
      targetId: registrationId,
      details: { transactionId: r.transactionId, sharedWith: target.email },
    });
  });
}

/** The pending registrations of an event that may be confirmed without an override (bulk confirm). */
export async function bulkCandidates(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.status, 'pending'),
        sql`(${registrations.paymentState} = 'received' or ${registrations.kind} = 'member')`,
      ),
    )
    .orderBy(registrations.registeredAt, registrations.id);
  return rows.map((row) => row.id);
}
