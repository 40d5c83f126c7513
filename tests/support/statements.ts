/**
 * Bank statement factories: bills written straight to the database (a registration with its payment
 * reference, transaction id, amount and date), statements as CSV or XLSX data URLs (XLSX written by exceljs,
 * the library the server reads them with), and a parsed upload stored as the upload call stores it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { PaymentState } from '~/shared/payments';
import type { Db } from '../../src/server/db/client';
import { paymentReferences, registrations } from '../../src/server/modules/registration/table';
import { statementUploads } from '../../src/server/modules/statements/table';
import { createRegistration, eventIdOf } from './admin';
import { EVENT_NAME } from './registration';

export interface Bill {
  id: string;
  userId: string;
  name: string;
  reference: string;
}

let nextCode = 0;
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** A fresh payment reference of the test prefix ('ST26-' and 4 characters of the reference alphabet). */
export function freshReference(): string {
  let n = nextCode++ + Math.floor(Math.random() * 1000) * 10_000;
  let code = '';
  for (let i = 0; i < 4; i++) {
    code += alphabet[n % alphabet.length];
    n = Math.floor(n / alphabet.length);
  }
  return `ST26-${code}`;
}

/** A registration carrying a bill of `amountDue` rupees, with a payment reference of its own. */
export async function createBill(
  db: Db,
  options: {
    eventName?: string;
    state?: PaymentState;
    amountDue?: number;
    registeredAt?: Date;
    transactionId?: string | null;
    reference?: string;
  } = {},
): Promise<Bill> {
  const eventName = options.eventName ?? EVENT_NAME;
  const registration = await createRegistration(db, {
    eventName,
    paymentState: options.state ?? 'submitted',
    ...(options.registeredAt ? { registeredAt: options.registeredAt } : {}),
  });
  await db
    .update(registrations)
    .set({ amountDue: options.amountDue ?? 399, transactionId: options.transactionId ?? null })
    .where(eq(registrations.id, registration.id));
  const reference = options.reference ?? freshReference();
  await db
    .insert(paymentReferences)
    .values({ userId: registration.user.id, eventId: await eventIdOf(db, eventName), reference });
  return { id: registration.id, userId: registration.user.id, name: registration.user.name, reference };
}

export const csvDataUrl = (text: string | Buffer, type = 'text/csv') =>
  `data:${type};base64,${Buffer.from(text).toString('base64')}`;

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An XLSX workbook of one sheet with these rows (cells given as JavaScript values), as bytes. */
export async function xlsxBytes(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The header of an HDFC-like export. */
export const hdfcHeader = [
  'Date',
  'Narration',
  'Chq./Ref.No.',
  'Value Dt',
  'Withdrawal Amt.',
  'Deposit Amt.',
  'Closing Balance',
];

/** A statement as CSV text, with two lines of account details above its header. */
export function statementCsv(lines: string[][], header: string[] = hdfcHeader): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [
    ['Account No', '50100012345678'],
    ['Statement From', '01/11/2026', 'To', '30/11/2026'],
    header,
    ...lines,
  ]
    .map((row) => row.map(quote).join(','))
    .join('\r\n');
}

/**
 * An uploaded statement of the seeded event, stored as the upload call stores it: its id. Its one line (line
 * 2, or `line`: empty lines before it) is a credit of Rs 399 with this narration.
 */
export async function storedUpload(
  db: Db,
  eventName: string = EVENT_NAME,
  narration = 'UPI/CR/412345678901/PAYER',
  line = 2,
): Promise<string> {
  const sha256 = createHash('sha256').update(randomBytes(16)).digest('hex');
  await db.insert(statementUploads).values({
    eventId: await eventIdOf(db, eventName),
    sha256,
    fileName: 'statement.csv',
    kind: 'csv',
    rows: [
      ['Date', 'Narration', 'Deposit Amt.'],
      ...Array.from({ length: line - 2 }, () => []),
      ['02/11/2026', narration, '399.00'],
    ],
    headerRow: 0,
  });
  return sha256;
}

/**
 * A stored upload whose one line (Rs 399) names the reference of a new bill of Rs 499: an "amount differs"
 * line, and the body that settles it by hand. `line` puts it further down (a number no random integer of a
 * hostile request is likely to hit).
 */
export async function settleableUpload(db: Db, { line = 2 }: { line?: number } = {}) {
  const bill = await createBill(db, { amountDue: 499 });
  const uploadId = await storedUpload(db, EVENT_NAME, `UPI/CR/${bill.reference}/PAYER`, line);
  return {
    bill,
    uploadId,
    body: {
      mapping: storedUploadMapping,
      line,
      registrationId: bill.id,
      note: 'Paid Rs 399: the early-bird fee agreed by mail',
    },
  };
}

/** The mapping of `storedUpload`'s rows. */
export const storedUploadMapping = {
  date: 0,
  narration: 1,
  credit: 2,
  reference: null,
  valueDate: null,
  debit: null,
  marker: null,
};
