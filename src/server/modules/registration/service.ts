/**
 * POST /reg/yp: registering for an event as an individual, as a group leader (paying for the group) or as
 * an invited member (through the invite link, without payment).
 *
 * Checks that need no lock come first (event open, committees and portfolios of the event, college and
 * accommodation, a registration that already exists, the leader's group rules), and only then the payment
 * image, decoded and re-encoded (the expensive part, behind the decode gate of src/server/images); then
 * one transaction re-checks that the event is open (holding a share lock on it), writes the registration
 * with the amount the server computed, the payment image and the confirmation mail (outbox), or nothing.
 * The unique key (user, event) decides between concurrent submissions: the others answer
 * 'You have already registered for this event'.
 *
 * The group's payment (docs/decisions/0027-group-payment.md): a person whose group invites were accepted
 * registers only as that group's leader (not alone, not as another group's member), checked in the
 * transaction with their own group locked for update, which a member joining it locks for share; the
 * leader's bill includes the members' hospitality (group-payment.ts); once the leader's registration is in,
 * the group is closed to new members.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type AmountDue, type AmountLine, computeAmountDue } from '~/shared/fees';
import type { FastifyBaseLogger } from 'fastify';
import { imageRules } from '~/shared/images';
import type { Answers } from '~/shared/registration-questions';
import { extractAmount, extractTransactionId } from '~/shared/receipt-text';
import { type ConferenceEvent, type EventFees, isFreeEvent } from '~/shared/schemas/events';
import { messages } from '~/shared/messages';
import {
  type CommitteeChoice,
  type GroupBillResponse,
  type IndividualRegistration,
  type LeaderRegistration,
  type MemberRegistration,
  type RegistrationData,
  type RegistrationStatus,
  selectionProblem,
  type YpEvent,
} from '~/shared/schemas/registration';
import type { Executor, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { HttpError } from '../../http';
import { InvalidImageError, type ProcessedImage, processImage } from '../../images';
import { enqueueMail } from '../../mail/outbox';
import { enqueueReading } from '../ocr/service';
import type { OcrWorker } from '../ocr/worker';
import {
  groupRegisteredEmail,
  individualRegisteredEmail,
  leaderRegisteredEmail,
  memberRegisteredEmail,
} from '../../mail/registration-templates';
import type { AuthUser } from '../accounts/sessions';
import { users } from '../accounts/table';
import { hashToken } from '../accounts/tokens';
import { byEmail } from '../accounts/users';
import { feesOf, findEventRow, getOpenEvent, lockOpenEvent, namedEvent } from '../events/service';
import { committees, events, portfolios } from '../events/table';
import { minRegisteredMembers, PAYMENT_IMAGE_MAX_DIMENSION, type RegistrationContext } from './context';
import { acceptedInvites, groupBill, groupPaymentOf, leaderAmount } from './group-payment';
import {
  type ScreenshotHashes,
  checkScreenshotUnused,
  issueReference,
  paymentConflicts,
  screenshotHashes,
  transactionShareFor,
} from './payments';
import { groups, invites, paymentImages, paymentReferences, registrations } from './table';

const m = messages.registration;

export interface RegistrationResult {
  id: string;
  status: RegistrationStatus;
  amountDue: number;
}

/** What every variant stores besides its own fields. */
interface Common {
  userId: string;
  eventId: string;
  committeePreference: string[];
  portfolioPreference: string[];
  previousMunExperience: string;
  college: string | null;
  accommodation: boolean;
  answers: Answers;
}

export async function hasRegistered(db: Executor, userId: string, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Inside a registration's transaction: the caller's other invites for the event that were still waiting
 * lapse (they registered another way); their leaders' lists say how, and they can invite someone else.
 */
export async function supersedePendingInvites(tx: Tx, userId: string, eventId: string): Promise<void> {
  await tx
    .update(invites)
    .set({ supersededAt: new Date() })
    .where(
      and(
        eq(invites.memberId, userId),
        isNull(invites.acceptedAt),
        isNull(invites.supersededAt),
        sql`${invites.groupId} in (select ${groups.id} from ${groups} where ${groups.eventId} = ${eventId})`,
      ),
    );
}

/** A payment's evidence: the screenshot as stored, its hashes and the payer's transaction id. */
interface Payment {
  image: ProcessedImage;
  hashes: ScreenshotHashes;
  transactionId: string | null;
}

async function decodePayment(dataUrl: string, transactionId: string | null): Promise<Payment> {
  const image = await decodePaymentImage(dataUrl);
  return { image, hashes: await screenshotHashes(dataUrl, image.bytes), transactionId };
}

/**
 * POST /reg/screenshot-reading: the transaction id and amount OCR finds in a payment screenshot (checked by
 * `decodePaymentImage`), for the form to offer before it is submitted
 * (docs/decisions/0081-transaction-id-from-the-screenshot.md). Nothing is stored. A reading that fails, or OCR
 * switched off, finds nothing: the delegate types the id as before.
 */
export async function readPaymentScreenshot(
  ocr: Pick<OcrWorker, 'read'>,
  log: FastifyBaseLogger,
  image: ProcessedImage,
): Promise<{ transactionId: string | null; amount: number | null }> {
  const text = await ocr.read(image.bytes).catch((error: unknown) => {
    log.warn({ err: error }, 'ocr: reading a screenshot before submitting failed');
    return null;
  });
  if (!text) return { transactionId: null, amount: null };
  return { transactionId: extractTransactionId(text), amount: extractAmount(text) };
}

/** A payment screenshot checked and re-encoded as a registration stores it; 400 with the field's message otherwise. */
export async function decodePaymentImage(dataUrl: string): Promise<ProcessedImage> {
  try {
    return await processImage(dataUrl, {
      maxBytes: imageRules.paymentMaxBytes,
      maxDimension: PAYMENT_IMAGE_MAX_DIMENSION,
    });
  } catch (error) {
    if (error instanceof InvalidImageError) throw new HttpError(400, m.invalidPayment);
    throw error;
  }
}

/**
 * Inside the registration's transaction: the bill's reference (issued when the form was opened, or now), the
 * screenshot with its hashes and the payer's transaction id (with the admin's share that allows its reuse),
 * and its OCR reading, pending.
 * The payment state starts as 'submitted' with evidence, 'due' without; null when nothing is due.
 */
async function storePayment(
  tx: Tx,
  user: AuthUser,
  eventId: string,
  amount: number,
  payment: Payment | undefined,
) {
  if (amount === 0) return { paymentState: null };
  await issueReference(tx, user.id, eventId);
  if (!payment) return { paymentState: 'due' as const };
  const transactionShareId = payment.transactionId
    ? await transactionShareFor(tx, user.id, payment.transactionId)
    : undefined;
  const [row] = await tx
    .insert(paymentImages)
    .values({
      userId: user.id,
      bytes: payment.image.bytes,
      contentType: payment.image.contentType,
      ...payment.hashes,
    })
    .returning({ id: paymentImages.id });
  // Read by OCR later, off the request path (docs/decisions/0057-payment-screenshot-ocr.md).
  await enqueueReading(tx, row!.id);
  return {
    paymentState: 'submitted' as const,
    paymentImageId: row!.id,
    transactionId: payment.transactionId,
    transactionShareId,
  };
}

async function insertRegistration(
  tx: Tx,
  values: Common & {
    kind: RegistrationData['kind'];
    groupId?: string;
    paymentImageId?: string;
    paymentState?: 'due' | 'submitted' | null;
    transactionId?: string | null;
    transactionShareId?: string;
    amountDue: number;
    amountLines: AmountLine[];
  },
): Promise<RegistrationResult> {
  const [row] = await tx
    .insert(registrations)
    .values(values)
    .returning({ id: registrations.id, status: registrations.status, amountDue: registrations.amountDue });
  return row!;
}

/** The account still exists (it could have been deleted since the session was read): 404 'User not found'. */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
  if (!row) throw new HttpError(404, m.userNotFound);
}

/** The caller's own group for the event (as its leader), if any; locked for update inside a transaction. */
async function ownGroup(db: Executor, userId: string, eventId: string, lock = false) {
  const query = db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.eventId, eventId), eq(groups.leaderId, userId)));
  const [group] = await (lock ? query.for('update') : query);
  return group;
}

/**
 * A person whose group invites were accepted registers only as that group's leader: not alone,
 * and not as another group's member. `groupId` is the caller's own group (locked in a transaction).
 */
async function checkNotLeadingMembers(db: Executor, groupId: string | undefined, refusal: string) {
  if (groupId && (await acceptedInvites(db, groupId)) > 0) throw new HttpError(409, refusal);
}

function checkSelection(choices: readonly CommitteeChoice[], data: RegistrationData) {
  const problem = selectionProblem(data.committeePreference, data.portfolioPreference, choices);
  if (problem === 'committee') throw new HttpError(400, m.invalidCommittee);
  if (problem === 'portfolio') throw new HttpError(400, m.invalidPortfolio);
}

/**
 * Inside the registration's transaction, after the event's share lock: the chosen committees and portfolios
 * as they are now, locked FOR SHARE until commit, and the selection checked against them. The editor locks
 * them (and the event) FOR UPDATE before it renames or removes one, so either it committed first and the
 * selection is refused here, or it waits for this registration and then sees it (a rename carries it along,
 * a removal is refused as in use). The check before the payment decode only spares the work.
 */
async function lockSelection(tx: Executor, eventId: string, data: RegistrationData) {
  const chosen = await tx
    .select({ id: committees.id, code: committees.code })
    .from(committees)
    .where(and(eq(committees.eventId, eventId), inArray(committees.code, data.committeePreference)))
    .orderBy(asc(committees.id))
    .for('share');
  const lists = new Map(chosen.map((c) => [c.id, { code: c.code, portfolios: [] as string[] }]));
  if (chosen.length > 0 && data.portfolioPreference.length > 0) {
    const rows = await tx
      .select({ committeeId: portfolios.committeeId, name: portfolios.name })
      .from(portfolios)
      .where(
        and(
          inArray(
            portfolios.committeeId,
            chosen.map((c) => c.id),
          ),
          inArray(portfolios.name, data.portfolioPreference),
        ),
      )
      .orderBy(asc(portfolios.id))
      .for('share');
    for (const row of rows) lists.get(row.committeeId)?.portfolios.push(row.name);
  }
  checkSelection([...lists.values()], data);
}

export async function register(
  ctx: RegistrationContext,
  user: AuthUser,
  data: RegistrationData,
): Promise<RegistrationResult> {
  const event = await getOpenEvent(ctx.db, data.eventName);
  // The event's own options: whether it takes registrations, who may register, whether there is a fee.
  if (!event.takesRegistration) throw new HttpError(403, m.noRegistrationTaken);
  if (event.instituteOnly && !user.isStudentOfNits) throw new HttpError(403, m.instituteOnly);
  const free = isFreeEvent(event.fees);
  if (data.kind !== 'member') {
    if (free && data.payment) throw new HttpError(400, m.freeEventNoPayment);
    if (!free && !data.payment) throw new HttpError(400, m.allFieldsRequired);
  }
  checkSelection(event.committees, data);
  const student = user.isStudentOfNits;
  // College and accommodation are asked of non-institute students only.
  if (!student && (data.college === null || data.accommodation === null)) {
    throw new HttpError(400, m.allFieldsRequired);
  }
  const common: Common = {
    userId: user.id,
    eventId: event._id,
    committeePreference: data.committeePreference,
    portfolioPreference: data.portfolioPreference,
    previousMunExperience: data.previousMunExperience,
    college: student ? null : data.college,
    accommodation: !student && data.accommodation === true,
    answers: data.answers,
  };

  let payment: Payment | undefined;
  if (data.kind !== 'member') {
    // Every cheap check before the image is decoded (the expensive part): a repeated submission and, for
    // a leader, the group rules. The transaction checks them again under its locks; these spare the decode.
    if (await hasRegistered(ctx.db, user.id, event._id)) throw new HttpError(409, m.alreadyRegistered);
    if (data.kind === 'leader') await checkGroupBeforeDecoding(ctx, user, event, data);
    else {
      const own = await ownGroup(ctx.db, user.id, event._id);
      await checkNotLeadingMembers(ctx.db, own?.id, m.leaderMustRegisterGroup);
    }
    if (!free) payment = await checkedPayment(ctx, user, event._id, data);
  }

  try {
    return await ctx.db.transaction(async (tx) => {
      // The fees charged are the ones read under the lock: a superadmin's change waits for this registration.
      const fees = await lockOpenEvent(tx, event._id);
      await lockSelection(tx, event._id, data);
      await lockUser(tx, user.id);
      if (data.kind === 'individual') return registerIndividual(ctx, tx, user, event, fees, common, payment);
      if (data.kind === 'leader') return registerLeader(ctx, tx, user, event, fees, common, data, payment);
      return registerMember(ctx, tx, user, event, fees, common, data);
    });
  } catch (error) {
    const key = uniqueViolation(error);
    // Two submissions of one registration at once: the second meets the first's screenshot before its row.
    const repeated = key === 'payment_images_sha256_key' && (await hasRegistered(ctx.db, user.id, event._id));
    if (key === 'registrations_user_event_key' || repeated) throw new HttpError(409, m.alreadyRegistered);
    const conflict = key ? paymentConflicts[key] : undefined;
    if (conflict) throw new HttpError(409, conflict);
    throw error;
  }
}

/**
 * The screenshot decoded and hashed, refused when another registration used it or the transaction id (the
 * transaction refuses them again by the unique keys). A repeated submission of a registration that went
 * through meanwhile is told so, not that its own evidence is taken.
 */
async function checkedPayment(
  ctx: RegistrationContext,
  user: AuthUser,
  eventId: string,
  data: IndividualRegistration | LeaderRegistration,
): Promise<Payment> {
  try {
    if (data.transactionId) await transactionShareFor(ctx.db, user.id, data.transactionId);
    const payment = await decodePayment(data.payment, data.transactionId);
    await checkScreenshotUnused(ctx.db, payment.hashes.sha256);
    return payment;
  } catch (error) {
    if (
      error instanceof HttpError &&
      error.statusCode === 409 &&
      (await hasRegistered(ctx.db, user.id, eventId))
    ) {
      throw new HttpError(409, m.alreadyRegistered);
    }
    throw error;
  }
}

/** The leader's group rules, read without locks (registerLeader checks them again in its transaction). */
async function checkGroupBeforeDecoding(
  ctx: RegistrationContext,
  user: AuthUser,
  event: ConferenceEvent,
  data: LeaderRegistration,
): Promise<void> {
  const [group] = await ctx.db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.eventId, event._id), eq(groups.leaderId, user.id)))
    .limit(1);
  if (!group) throw new HttpError(400, m.minMembers);
  if (group.name !== data.grpName) throw new HttpError(400, m.groupNameMismatch);
  const members = await acceptedInvites(ctx.db, group.id);
  if (members < minRegisteredMembers(event.fees.groupMinPeople)) throw new HttpError(400, m.minMembers);
}

async function registerIndividual(
  ctx: RegistrationContext,
  tx: Tx,
  user: AuthUser,
  event: ConferenceEvent,
  fees: EventFees,
  common: Common,
  /** None for a free event. */
  payment: Payment | undefined,
): Promise<RegistrationResult> {
  // Locks the caller's own group (a member joining it waits, or went first and is counted here).
  const own = await ownGroup(tx, user.id, event._id, true);
  await checkNotLeadingMembers(tx, own?.id, m.leaderMustRegisterGroup);
  const amount = computeAmountDue(
    { kind: 'individual', isStudentOfNITS: user.isStudentOfNits, accommodation: common.accommodation },
    fees,
  );
  const result = await insertRegistration(tx, {
    ...common,
    kind: 'individual',
    ...(await storePayment(tx, user, event._id, amount.total, payment)),
    amountDue: amount.total,
    amountLines: amount.lines,
  });
  await supersedePendingInvites(tx, user.id, event._id);
  await enqueueMail(tx, individualRegisteredEmail(user, event.name, amount, ctx.publicUrl));
  return result;
}

async function registerLeader(
  ctx: RegistrationContext,
  tx: Tx,
  user: AuthUser,
  event: ConferenceEvent,
  fees: EventFees,
  common: Common,
  data: LeaderRegistration,
  /** None for a free event. */
  payment: Payment | undefined,
): Promise<RegistrationResult> {
  // Locks the group: invites sent and accepted meanwhile wait, so the count below is what the leader pays for.
  const [group] = await tx
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.eventId, event._id), eq(groups.leaderId, user.id)))
    .for('update');
  if (!group) throw new HttpError(400, m.minMembers);
  if (group.name !== data.grpName) throw new HttpError(400, m.groupNameMismatch);
  const bill = await groupBill(tx, group.id);
  const emails = bill.memberEmails;
  if (emails.length < minRegisteredMembers(fees.groupMinPeople)) throw new HttpError(400, m.minMembers);

  // The group fee for everyone and hospitality for each non-institute person who chose accommodation.
  const amount: AmountDue = leaderAmount(
    fees,
    { isStudentOfNITS: user.isStudentOfNits, accommodation: common.accommodation },
    bill,
  );
  const result = await insertRegistration(tx, {
    ...common,
    kind: 'leader',
    groupId: group.id,
    ...(await storePayment(tx, user, event._id, amount.total, payment)),
    amountDue: amount.total,
    amountLines: amount.lines,
  });
  await supersedePendingInvites(tx, user.id, event._id);
  const about = { eventName: event.name, grpName: group.name, leaderName: user.name };
  await enqueueMail(tx, leaderRegisteredEmail(user, { ...about, members: emails }, amount, ctx.publicUrl));
  for (const email of emails) {
    await enqueueMail(tx, groupRegisteredEmail({ email }, { ...about, amount }, ctx.publicUrl));
  }
  return result;
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

async function registerMember(
  ctx: RegistrationContext,
  tx: Tx,
  user: AuthUser,
  event: ConferenceEvent,
  fees: EventFees,
  common: Common,
  data: MemberRegistration,
): Promise<RegistrationResult> {
  // The link names the event as it was called when the invite was sent: a name it had before a rename counts.
  const [linked] = await tx
    .select({ id: events.id })
    .from(events)
    .where(namedEvent(data.eventNameIn))
    .limit(1);
  if (linked?.id !== event._id) throw new HttpError(404, m.inviteNotFound);
  const [leader] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(byEmail(data.grpLeaderEmail))
    .limit(1);
  if (!leader) throw new HttpError(404, m.leaderNotFound);
  if (data.memberEmail !== user.email.toLowerCase()) throw new HttpError(404, m.memberNotFound);

  // The caller's own group, when they lead one: once its invites were accepted, they register only as its
  // leader. It is locked for update with the group they join (in id order, so two leaders joining each
  // other's groups at once cannot deadlock): a member joining the caller's group waits, or went first.
  const own = await ownGroup(tx, user.id, event._id);
  if (own) {
    await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.eventId, event._id), inArray(groups.leaderId, [user.id, leader.id])))
      .orderBy(asc(groups.id))
      .for('update');
    await checkNotLeadingMembers(tx, own.id, m.leaderCannotJoinGroup);
  }
  // A share lock on the group: the leader's registration (which locks it for update) waits, or went first.
  const [group] = await tx
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.eventId, event._id), eq(groups.leaderId, leader.id)))
    .for('share');
  if (!group || group.name !== data.grpName) throw new HttpError(404, m.inviteNotFound);

  // Locked: of two submissions through one invite, the second sees it accepted.
  const [invite] = await tx
    .select({
      id: invites.id,
      tokenHash: invites.tokenHash,
      memberTokenHash: invites.memberTokenHash,
      acceptedAt: invites.acceptedAt,
    })
    .from(invites)
    .where(and(eq(invites.groupId, group.id), eq(invites.memberEmail, data.memberEmail)))
    .for('update');
  if (!invite) throw new HttpError(404, m.memberNotFound);
  // The emailed link's token, or the one the member's dashboard issued (both stay valid until accepted).
  const presented = hashToken(data.inviteToken);
  const tokenMatches =
    sameHash(invite.tokenHash, presented) ||
    (invite.memberTokenHash !== null && sameHash(invite.memberTokenHash, presented));
  if (!tokenMatches) throw new HttpError(400, m.invalidToken);
  if (invite.acceptedAt) throw new HttpError(409, m.alreadyAccepted);
  // Once the leader's registration is in, the group is closed: the leader's screenshot pays a fixed amount.
  const [leaderRegistration] = await tx
    .select({ kind: registrations.kind, groupId: registrations.groupId })
    .from(registrations)
    .where(and(eq(registrations.userId, leader.id), eq(registrations.eventId, event._id)))
    .limit(1);
  if (leaderRegistration) {
    const ledThisGroup = leaderRegistration.kind === 'leader' && leaderRegistration.groupId === group.id;
    throw new HttpError(409, ledThisGroup ? m.groupClosed : m.leaderRegisteredWithoutGroup);
  }

  // The member pays nothing: the leader's bill counts them (and their hospitality) once the leader registers.
  const amount = computeAmountDue(
    { kind: 'member', isStudentOfNITS: user.isStudentOfNits, accommodation: common.accommodation },
    fees,
  );
  const result = await insertRegistration(tx, {
    ...common,
    kind: 'member',
    groupId: group.id,
    amountDue: amount.total,
    amountLines: amount.lines,
  });
  await tx
    .update(invites)
    .set({ acceptedAt: new Date(), registrationId: result.id, declinedAt: null })
    .where(eq(invites.id, invite.id));
  await supersedePendingInvites(tx, user.id, event._id);
  await enqueueMail(
    tx,
    memberRegisteredEmail(
      user,
      { eventName: event.name, grpName: group.name, leaderName: leader.name, leaderEmail: leader.email },
      ctx.publicUrl,
    ),
  );
  return result;
}

/** GET /client/allevents: the caller's registrations (ypEvents). */
export async function registeredEvents(db: Executor, userId: string): Promise<YpEvent[]> {
  return db
    .select({
      eventName: events.name,
      _id: registrations.id,
      status: registrations.status,
      // The committee's display name (not its code), null until assigned.
      assignedCommittee: committees.displayName,
      assignedPortfolio: registrations.assignedPortfolio,
      // A member's registration: whether the leader's registration (the group's payment) is in.
      groupPayment: groupPaymentOf(),
      paymentState: registrations.paymentState,
      paymentReference: sql<
        string | null
      >`case when ${registrations.paymentState} is null then null else ${paymentReferences.reference} end`,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(
      paymentReferences,
      and(
        eq(paymentReferences.userId, registrations.userId),
        eq(paymentReferences.eventId, registrations.eventId),
      ),
    )
    .leftJoin(
      committees,
      and(
        eq(committees.eventId, registrations.eventId),
        eq(committees.code, registrations.assignedCommittee),
      ),
    )
    .where(eq(registrations.userId, userId))
    .orderBy(asc(registrations.registeredAt));
}

/**
 * GET /reg/group/:eventName: the caller's group for the event and what its leader pays now (the same
 * computation as the leader's registration, from the event's current fees), with and without the leader's
 * own accommodation. The registration charges the amount computed again in its transaction.
 */
export async function leaderGroupBill(
  db: Executor,
  user: AuthUser,
  eventName: string,
): Promise<Omit<GroupBillResponse, 'message'>> {
  const event = await findEventRow(db, eventName);
  if (!event) throw new HttpError(404, m.noSuchEvent);
  const fees = feesOf(event);
  const group = await ownGroup(db, user.id, event.id);
  const bill = group ? await groupBill(db, group.id) : { memberEmails: [], membersWithHospitality: 0 };
  const student = user.isStudentOfNits;
  return {
    grpName: group?.name ?? null,
    registeredMembers: bill.memberEmails.length,
    membersWithHospitality: bill.membersWithHospitality,
    leaderRegistered: await hasRegistered(db, user.id, event.id),
    amountDue: leaderAmount(fees, { isStudentOfNITS: student, accommodation: false }, bill),
    amountDueWithAccommodation: student
      ? null
      : leaderAmount(fees, { isStudentOfNITS: false, accommodation: true }, bill),
  };
}
