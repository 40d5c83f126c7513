/**
 * Bank statement import (docs/decisions/0055-statement-import-and-treasurer.md):
 * - upload: the file is read (parse.ts) and kept, parsed, under the event and its SHA-256 until it is
 *   applied (or for a day); the answer proposes the columns: the mapping confirmed last for this layout (the
 *   SHA-256 of its normalised header row), else the one its header names suggest;
 * - preview: the credit lines matched to the event's bills (src/shared/statements.ts), nothing written;
 * - settle: a line the matcher does not apply (amount differs, ambiguous) pays the bill the treasurer chose
 *   among those it fits, with a note, in its own transaction (audited);
 * - apply: one transaction locks the event's bills, matches again, marks each matched bill received
 *   (`payment_received_via = 'statement'`, with the line's amount and date as the money received and its
 *   day) with its line kept as evidence, remembers the mapping, drops the
 *   upload and writes one audit entry. A line applied before (unique upload and line) or a bill received
 *   meanwhile is skipped, so applying a statement twice changes nothing.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { dateInIndia } from '~/shared/conference-day';
import { shortPaise } from '~/shared/payments';
import { statementMessages } from '~/shared/statement-messages';
import type { StatementApplyResult, StatementPreview, StatementUpload } from '~/shared/schemas/statements';
import {
  type StatementMapping,
  isBlankRow,
  layoutKey,
  mappingProblem,
  proposeMapping,
  readStatementRow,
  statementBody,
  statementRules,
  withMarker,
} from '~/shared/statements';
import {
  type LineResult,
  type StatementBill,
  type StatementLine,
  appliedOutcomes,
  matchStatement,
  outcomeCounts,
  settleNeedsNote,
  settleableOutcomes,
} from '~/shared/statement-match';
import type { Db, Executor } from '../../db/client';
import { HttpError } from '../../http';
import { decodeDataUrl } from '../../images';
import { users } from '../accounts/table';
import { type Actor, recordAudit } from '../audit/service';
import { findEventRow } from '../events/service';
import { paymentReferences, registrations } from '../registration/table';
import { parseStatement } from './parse';
import { addReceipt, receivedPaiseOf } from '../registration/receipts';
import { statementLayouts, statementLines, statementUploads } from './table';

const m = statementMessages;
/** How long an upload waits for its apply. */
export const UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

async function eventIdOf(db: Executor, eventName: string): Promise<string> {
  const event = await findEventRow(db, eventName);
  if (!event) throw new HttpError(404, m.noSuchEvent);
  return event.id;
}

function decodeUpload(dataUrl: string): Buffer {
  try {
    return decodeDataUrl(dataUrl);
  } catch {
    throw new HttpError(400, /;base64,$/.test(dataUrl) ? m.empty : m.notStatement);
  }
}

/** POST /admin/events/:eventName/statements */
export async function uploadStatement(
  db: Db,
  actor: Actor,
  eventName: string,
  body: { fileName: string; file: string },
): Promise<StatementUpload> {
  const eventId = await eventIdOf(db, eventName);
  const bytes = decodeUpload(body.file);
  const parsed = await parseStatement(bytes);
  const id = sha256(bytes);
  const header = parsed.rows[parsed.headerRow]!;
  const width = Math.max(header.length, ...parsed.rows.map((row) => row.length));
  const [layout] = await db
    .select({ mapping: statementLayouts.mapping })
    .from(statementLayouts)
    .where(eq(statementLayouts.fingerprint, sha256(layoutKey(header))));
  const stored = layout && withMarker(layout.mapping);
  const remembered = stored && mappingProblem(stored, width) === null ? stored : null;
  const fileName = body.fileName || (parsed.kind === 'csv' ? 'statement.csv' : 'statement.xlsx');
  await db
    .insert(statementUploads)
    .values({
      eventId,
      sha256: id,
      fileName,
      kind: parsed.kind,
      rows: parsed.rows,
      headerRow: parsed.headerRow,
      uploadedBy: actor.id,
    })
    .onConflictDoUpdate({
      target: [statementUploads.eventId, statementUploads.sha256],
      set: { fileName, uploadedAt: new Date(), uploadedBy: actor.id },
    });
  const body_ = parsed.rows.slice(parsed.headerRow + 1).filter((row) => !isBlankRow(row));
  return {
    id,
    fileName,
    kind: parsed.kind,
    headerLine: parsed.headerRow + 1,
    lineCount: body_.length,
    columns: Array.from({ length: width }, (_, index) => ({
      index,
      header: header[index] ?? '',
      samples: body_
        .map((row) => row[index] ?? '')
        .filter((cell) => cell !== '')
        .slice(0, statementRules.samples),
    })),
    mapping: remembered ?? proposeMapping(header, body_),
    remembered: remembered !== null,
  };
}

interface LoadedUpload {
  fileName: string;
  rows: string[][];
  headerRow: number;
}

async function loadUpload(db: Executor, eventId: string, id: string): Promise<LoadedUpload> {
  const [upload] = await db
    .select({
      fileName: statementUploads.fileName,
      rows: statementUploads.rows,
      headerRow: statementUploads.headerRow,
    })
    .from(statementUploads)
    .where(and(eq(statementUploads.eventId, eventId), eq(statementUploads.sha256, id)));
  if (!upload) throw new HttpError(404, m.noSuchUpload);
  return upload;
}

interface ReadLine extends StatementLine {
  /** The narration as shown (and kept as evidence). */
  narration: string;
}

/** The lines after the header, read by the mapping. */
function readLines(upload: LoadedUpload, mapping: StatementMapping): ReadLine[] {
  const width = Math.max(...upload.rows.map((row) => row.length));
  const problem = mappingProblem(mapping, width);
  if (problem) throw new HttpError(400, problem === 'same' ? m.badMapping : m.mappingColumn);
  return statementBody(upload.rows, upload.headerRow, (row) => {
    const read = readStatementRow(row, mapping);
    return { ...read, text: read.narration };
  });
}

/** The event's bills: the registrations that carry a payment state. */
async function billsOf(db: Executor, eventId: string, lock: boolean): Promise<StatementBill[]> {
  const query = db
    .select({
      registrationId: registrations.id,
      name: users.name,
      email: users.email,
      reference: paymentReferences.reference,
      transactionId: registrations.transactionId,
      amountDue: registrations.amountDue,
      registeredAt: registrations.registeredAt,
      state: registrations.paymentState,
      receivedPaise: receivedPaiseOf(registrations.id),
      waivedPaise: registrations.waivedPaise,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(
      paymentReferences,
      and(
        eq(paymentReferences.userId, registrations.userId),
        eq(paymentReferences.eventId, registrations.eventId),
      ),
    )
    .where(and(eq(registrations.eventId, eventId), isNotNull(registrations.paymentState)))
    .orderBy(registrations.registeredAt, registrations.id);
  const rows = lock ? await query.for('update', { of: registrations }) : await query;
  return rows.map(({ registeredAt, state, receivedPaise, waivedPaise, ...bill }) => ({
    ...bill,
    state: state!,
    registeredOn: dateInIndia(registeredAt),
    shortPaise:
      state === 'received' ? shortPaise({ amountDue: bill.amountDue, receivedPaise, waivedPaise }) : 0,
  }));
}

/**
 * A due bill received from a statement line: its state, and the line's money on the line's day (the bank's)
 * as its receipt. False when the bill was no longer due (nothing written).
 */
async function receiveFromLine(
  tx: Executor,
  actor: Actor,
  registrationId: string,
  line: { amountPaise: number | null; date: string | null },
  note: string,
  now: Date,
): Promise<boolean> {
  const [bill] = await tx
    .update(registrations)
    .set({
      paymentState: 'received',
      paymentReceivedAt: now,
      paymentReceivedVia: 'statement',
      paymentNote: note,
    })
    .where(
      and(eq(registrations.id, registrationId), sql`${registrations.paymentState} in ('due', 'submitted')`),
    )
    .returning({ id: registrations.id });
  if (!bill) return false;
  await addReceipt(tx, {
    registrationId,
    amountPaise: line.amountPaise!,
    receivedOn: line.date!,
    via: 'statement',
    note,
    recordedBy: actor.id,
  });
  return true;
}

const billView = (bill: StatementBill) => ({
  registrationId: bill.registrationId,
  name: bill.name,
  email: bill.email,
  reference: bill.reference,
  amountDue: bill.amountDue,
  state: bill.state,
});

/**
 * The statement's lines matched to the bills. A line this statement applied before (or that was settled by
 * hand) keeps its bill, as `alreadyReceived`, and takes no part in the matching (its money must not pay a
 * second bill).
 */
async function matchUpload(db: Executor, id: string, lines: ReadLine[], bills: StatementBill[]) {
  const appliedRows = await db
    .select({
      line: statementLines.lineNumber,
      registrationId: statementLines.registrationId,
      settledNote: statementLines.settledNote,
    })
    .from(statementLines)
    .where(eq(statementLines.uploadSha256, id));
  const applied = new Map(appliedRows.map((row) => [row.line, row]));
  const fresh = lines.filter((l) => !applied.has(l.line));
  const { lines: matched, withoutMoney } = matchStatement(fresh, bills);
  const byLine = new Map(matched.map((result) => [result.line, result]));
  const billById = new Map(bills.map((bill) => [bill.registrationId, bill]));
  const results = lines.map((l): LineResult => {
    const result = byLine.get(l.line);
    if (result) return result;
    const bill = billById.get(applied.get(l.line)?.registrationId ?? '') ?? null;
    return {
      line: l.line,
      outcome: 'alreadyReceived',
      via: null,
      bill,
      candidates: bill ? 1 : 0,
      choices: [],
    };
  });
  return { results, withoutMoney, applied };
}

/** POST /admin/events/:eventName/statements/:uploadId/preview (writes nothing). */
export async function previewStatement(
  db: Db,
  eventName: string,
  id: string,
  mapping: StatementMapping,
): Promise<Omit<StatementPreview, 'message'>> {
  const eventId = await eventIdOf(db, eventName);
  const lines = readLines(await loadUpload(db, eventId, id), mapping);
  const { results, withoutMoney, applied } = await matchUpload(
    db,
    id,
    lines,
    await billsOf(db, eventId, false),
  );
  return {
    counts: outcomeCounts(results),
    lines: results.map((result, i) => ({
      line: result.line,
      date: lines[i]!.date,
      amountPaise: lines[i]!.amountPaise,
      text: lines[i]!.narration,
      outcome: result.outcome,
      via: result.via,
      bill: result.bill && billView(result.bill),
      candidates: result.candidates,
      choices: result.choices.slice(0, statementRules.maxChoices).map(billView),
      settledNote: applied.get(result.line)?.settledNote ?? null,
    })),
    withoutMoney: withoutMoney.map(billView),
  };
}

/** POST /admin/events/:eventName/statements/:uploadId/apply */
export async function applyStatement(
  db: Db,
  actor: Actor,
  eventName: string,
  id: string,
  mapping: StatementMapping,
): Promise<Omit<StatementApplyResult, 'message'>> {
  const eventId = await eventIdOf(db, eventName);
  return db.transaction(async (tx) => {
    const upload = await loadUpload(tx, eventId, id);
    const lines = readLines(upload, mapping);
    const { results } = await matchUpload(tx, id, lines, await billsOf(tx, eventId, true));
    const matched = results.flatMap((result, i) =>
      appliedOutcomes.includes(result.outcome)
        ? [{ line: lines[i]!, bill: result.bill!, topUp: result.outcome === 'topUp' }]
        : [],
    );
    const now = new Date();
    // The evidence first: a line this statement applied before is not inserted again, nor its bill changed.
    const inserted =
      matched.length === 0
        ? []
        : await tx
            .insert(statementLines)
            .values(
              matched.map(({ line, bill }) => ({
                uploadSha256: id,
                lineNumber: line.line,
                eventId,
                registrationId: bill.registrationId,
                transactionDate: line.date!,
                amountPaise: line.amountPaise!,
                narration: line.narration,
                fileName: upload.fileName,
                appliedBy: actor.id,
                appliedAt: now,
              })),
            )
            .onConflictDoNothing()
            .returning({ registrationId: statementLines.registrationId });
    // Each bill takes its own line's money and date (the bank's) as a receipt, one per line applied: a due
    // bill is received by it, a short one (locked with the others, so still short) takes it as its rest.
    const byBill = new Map(matched.map((m) => [m.bill.registrationId, m]));
    const received: { id: string }[] = [];
    const note = `Bank statement ${upload.fileName}`;
    for (const { registrationId } of inserted) {
      const { line, topUp } = byBill.get(registrationId!)!;
      if (topUp) {
        await addReceipt(tx, {
          registrationId: registrationId!,
          amountPaise: line.amountPaise!,
          receivedOn: line.date!,
          via: 'statement',
          note,
          recordedBy: actor.id,
        });
        received.push({ id: registrationId! });
      } else if (await receiveFromLine(tx, actor, registrationId!, line, note, now)) {
        received.push({ id: registrationId! });
      }
    }
    const header = upload.rows[upload.headerRow]!;
    await tx
      .insert(statementLayouts)
      .values({ fingerprint: sha256(layoutKey(header)), mapping, updatedBy: actor.id, updatedAt: now })
      .onConflictDoUpdate({
        target: statementLayouts.fingerprint,
        set: { mapping, updatedBy: actor.id, updatedAt: now },
      });
    await tx
      .delete(statementUploads)
      .where(and(eq(statementUploads.eventId, eventId), eq(statementUploads.sha256, id)));
    if (received.length > 0) {
      await recordAudit(tx, actor, {
        action: 'payments.statement_apply',
        targetType: 'event',
        targetId: eventId,
        details: {
          eventName,
          fileName: upload.fileName,
          sha256: id,
          received: received.length,
          registrationIds: received.map((row) => row.id),
        },
      });
    }
    return { applied: received.length, skipped: matched.length - received.length };
  });
}

/**
 * POST /admin/events/:eventName/statements/:uploadId/settle: a line the matcher does not apply (its amount
 * differs from the bill's, or it fits more than one bill) pays the bill the treasurer chose among those it
 * fits, with a note (required when the amounts differ). One transaction with the event's bills locked and
 * the match run again: the line is used once (its evidence is unique per upload and line), the bill must be
 * unpaid, and an audit entry keeps the note.
 */
export async function settleStatementLine(
  db: Db,
  actor: Actor,
  eventName: string,
  id: string,
  body: { mapping: StatementMapping; line: number; registrationId: string; note: string },
): Promise<void> {
  const eventId = await eventIdOf(db, eventName);
  await db.transaction(async (tx) => {
    const upload = await loadUpload(tx, eventId, id);
    const lines = readLines(upload, body.mapping);
    const index = lines.findIndex((l) => l.line === body.line);
    if (index < 0) throw new HttpError(404, m.noSuchLine);
    const line = lines[index]!;
    const { results, applied } = await matchUpload(tx, id, lines, await billsOf(tx, eventId, true));
    if (applied.has(line.line)) throw new HttpError(409, m.lineUsed);
    const result = results[index]!;
    if (!settleableOutcomes.includes(result.outcome)) throw new HttpError(409, m.notSettleable);
    const bill = result.choices.find((choice) => choice.registrationId === body.registrationId);
    if (!bill) throw new HttpError(409, m.notACandidate);
    if (bill.state !== 'due' && bill.state !== 'submitted') throw new HttpError(409, m.billNotDue);
    if (settleNeedsNote(line.amountPaise!, bill.amountDue) && body.note === '') {
      throw new HttpError(400, m.settleNoteRequired);
    }
    const now = new Date();
    const note = body.note || m.settleDefaultNote(upload.fileName, line.line);
    const inserted = await tx
      .insert(statementLines)
      .values({
        uploadSha256: id,
        lineNumber: line.line,
        eventId,
        registrationId: bill.registrationId,
        transactionDate: line.date!,
        amountPaise: line.amountPaise!,
        narration: line.narration,
        fileName: upload.fileName,
        settledNote: note,
        appliedBy: actor.id,
        appliedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: statementLines.id });
    if (inserted.length === 0) throw new HttpError(409, m.lineUsed);
    if (!(await receiveFromLine(tx, actor, bill.registrationId, line, note, now))) {
      throw new HttpError(409, m.billNotDue);
    }
    await recordAudit(tx, actor, {
      action: 'payments.statement_settle',
      targetType: 'registration',
      targetId: bill.registrationId,
      details: {
        eventName,
        email: bill.email,
        fileName: upload.fileName,
        sha256: id,
        line: line.line,
        outcome: result.outcome,
        amountPaise: line.amountPaise,
        amountDue: bill.amountDue,
        note,
      },
    });
  });
}

/** The housekeeping job: uploads never applied are dropped a day after. */
export async function purgeStatementUploads(db: Executor, now = new Date()): Promise<void> {
  await db
    .delete(statementUploads)
    .where(lt(statementUploads.uploadedAt, new Date(now.getTime() - UPLOAD_RETENTION_MS)));
}
