/**
 * What a payment screenshot's text says (docs/decisions/0057-payment-screenshot-ocr.md): the amount paid and
 * the transaction reference (a UPI UTR, or a bank transfer's reference), read from the text OCR made of it.
 * Pure functions, for the server's reading job and the admin's warnings.
 *
 * OCR text is noisy: the rupee sign is unknown to the English model and comes out dropped, as a letter
 * ('X', 'F', 'Z'), as '%' or '=', or glued to the amount as a digit ('3', '2', '7'); labels and values of a
 * receipt stand on one line or on two; UTRs are written in groups of four. The rules below take the forms
 * receipts of UPI apps (Google Pay, PhonePe, Paytm, BHIM) and banking apps use.
 */
import { normaliseTransactionId, transactionIdProblem } from './payments';

/**
 * A screenshot's reading: waiting for the OCR worker (or its retry), read (the text, with the amount and the
 * reference found in it, if any), or not read (no text found, or OCR failed every attempt).
 */
export const readingStates = ['pending', 'read', 'not_read'] as const;
export type ReadingState = (typeof readingStates)[number];

/** The largest amount taken as one (anything larger is an account number, a phone number, an id). */
export const maxAmountRead = 10_000_000;
/** The most text kept of a reading (a receipt's text is well under it). */
export const maxTextKept = 4000;

/** What the rupee sign is read as, when it is read at all: before the amount with or without a space. */
const rupeeGlyph = String.raw`(?:₹|Rs\.?|INR|Rupees?|[%=XFZz¥€£$])`;
/** A figure: Indian or Western thousands separators, optional paise (comma or point). */
const figure = String.raw`(\d{1,3}(?:,\d{2,3})+|\d{1,8})(?:[.,](\d{1,2}))?`;

/** The figure's value in rupees, or null when it cannot be an amount. */
function valueOf(whole: string, paise: string | undefined): number | null {
  const rupees = Number(whole.replace(/,/g, ''));
  const value = paise === undefined ? rupees : rupees + Number(paise.padEnd(2, '0')) / 100;
  return Number.isFinite(value) && value > 0 && value <= maxAmountRead ? value : null;
}

interface AmountCandidate {
  value: number;
  /** 0: written with the rupee sign, Rs or INR; 1: after a word such as Paid or Amount; 2: a line of its own. */
  rank: number;
  /** The figure as written, for the rupee sign read as a leading digit. */
  digits: string;
}

const explicitAmount = new RegExp(
  String.raw`(?:₹|\bRs\.?|\bINR|\bRupees?)\s*[:.]?\s*${figure}(?![\d,.]*\d)|${figure}\s*(?:\bINR|\bRs\b|\brupees?\b|/-)`,
  'gi',
);
const keywordAmount = new RegExp(
  String.raw`\b(?:paid|amount|total|debited|sent|received|transferred|credited|payment of)\b[\s:.-]*${rupeeGlyph}?\s*${figure}(?![\d,.:/-]*\d)`,
  'gi',
);
const amountLine = new RegExp(String.raw`^${rupeeGlyph}?\s*${figure}\s*$`, 'i');

function amountCandidates(text: string): AmountCandidate[] {
  const found: AmountCandidate[] = [];
  const add = (whole: string | undefined, paise: string | undefined, rank: number) => {
    if (whole === undefined) return;
    const value = valueOf(whole, paise);
    if (value !== null) found.push({ value, rank, digits: whole.replace(/,/g, '') });
  };
  for (const line of text.split('\n')) {
    for (const m of line.matchAll(explicitAmount)) {
      if (m[1] !== undefined) add(m[1], m[2], 0);
      else add(m[3], m[4], 0);
    }
    for (const m of line.matchAll(keywordAmount)) add(m[1], m[2], 1);
    const own = amountLine.exec(line.trim());
    // A line of only a figure: the receipt's large amount. Dates, times and ids never stand so.
    if (own && !/^\d{9,}$/.test(own[1]!)) add(own[1], own[2], 2);
  }
  return found.sort((a, b) => a.rank - b.rank);
}

/**
 * The amount the receipt shows, in rupees, or null. With `expected` (the amount due), a figure equal to it
 * is preferred to others (a receipt can show a balance or a fee beside it), and a figure on a line of its
 * own whose first digit is the rupee sign misread ('3449' for ₹449) counts as it: an overpayment of that
 * shape is the only one it can hide, never a short one.
 */
export function extractAmount(text: string, expected?: number): number | null {
  const candidates = amountCandidates(text);
  if (expected !== undefined) {
    if (candidates.some((c) => c.value === expected)) return expected;
    const glued = candidates.some(
      (c) => c.rank === 2 && /^[237]\d/.test(c.digits) && Number(c.digits.slice(1)) === expected,
    );
    if (glued) return expected;
  }
  return candidates[0]?.value ?? null;
}

/** Words that name the transaction reference on a receipt, with what may follow them before the value. */
const referenceLabel =
  /\b(?:UTR|RRN|UPI\s*(?:transaction|txn|ref(?:erence)?)|(?:bank\s*)?ref(?:erence)?|transaction|txn)\.?(?:\s*(?:id|no|number|#))?\b\.?\s*[:#.-]?\s*/gi;

/** A UTR as written: 12 digits, or three groups of four. */
const utrPattern = /(?<![\dA-Z])(\d{4}[ -]?\d{4}[ -]?\d{4})(?![\dA-Z])/gi;

/** Letters OCR reads for digits inside a figure. */
const digitLookalikes: Record<string, string> = { O: '0', D: '0', I: '1', L: '1', '|': '1', S: '5', B: '8' };

/** The value that follows a label: a UTR in groups of four (look-alike letters allowed), else one token. */
function valueAfter(rest: string): string | null {
  const value = rest.trim();
  const grouped = /^(?:[0-9OoDIlSB|]{4}[ -]){2}[0-9OoDIlSB|]{4}(?![A-Za-z0-9])/.exec(value);
  return grouped?.[0] ?? /^[A-Za-z0-9|]+/.exec(value)?.[0] ?? null;
}

function asReference(raw: string): string | null {
  const normalised = normaliseTransactionId(raw);
  // A UTR with a digit or two read as a letter: 12 characters of digits and look-alikes.
  const fixed = normalised.replace(/[ODILSB|]/g, (c) => digitLookalikes[c] ?? c);
  if (/^\d{12}$/.test(fixed) && normalised.replace(/\D/g, '').length >= 10) return fixed;
  // A bank reference has digits: a word after a label ("Transaction Successful") is none.
  if (transactionIdProblem(normalised) === null && /\d.*\d/.test(normalised)) return normalised;
  return null;
}

/**
 * The transaction reference the receipt shows, normalised as the payer's is stored
 * (src/shared/payments.ts), or null. A 12-digit UTR after its label comes first, then any 12-digit figure,
 * then a bank reference after its label. With `expected` (the reference the payer entered), it is the
 * answer when the receipt's text holds it anywhere, whatever other ids the receipt shows.
 */
export function extractTransactionId(text: string, expected?: string | null): string | null {
  if (expected) {
    const compact = normaliseTransactionId(text.replace(/\n/g, ' '));
    if (compact.includes(normaliseTransactionId(expected))) return normaliseTransactionId(expected);
  }
  const labelled: string[] = [];
  const lines = text.split('\n').map((line) => line.trim());
  lines.forEach((line, i) => {
    for (const m of line.matchAll(referenceLabel)) {
      const rest = line.slice(m.index + m[0].length);
      const next = lines.slice(i + 1).find((l) => l !== '');
      const raw = valueAfter(rest) ?? (rest.trim() === '' && next ? valueAfter(next) : null);
      const reference = raw ? asReference(raw) : null;
      if (reference) labelled.push(reference);
    }
  });
  const utr = labelled.find((r) => /^\d{12}$/.test(r));
  if (utr) return utr;
  for (const m of text.matchAll(utrPattern)) return normaliseTransactionId(m[1]!);
  return labelled[0] ?? null;
}

/** A screenshot's reading as the admin sees it. */
export interface ReceiptReading {
  amount: number | null;
  transactionId: string | null;
}

/**
 * Where the reading disagrees with the registration: the amount read differs from the amount due, or the
 * reference read differs from the one the payer entered. Nothing read is no disagreement.
 */
export function readingMismatches(
  reading: ReceiptReading,
  bill: { amountDue: number; transactionId: string | null },
): { amount: boolean; transactionId: boolean } {
  return {
    amount: reading.amount !== null && reading.amount !== bill.amountDue,
    transactionId:
      reading.transactionId !== null &&
      bill.transactionId !== null &&
      normaliseTransactionId(reading.transactionId) !== normaliseTransactionId(bill.transactionId),
  };
}
