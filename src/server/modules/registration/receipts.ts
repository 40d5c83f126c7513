/**
 * A bill's money, one row per receipt (docs/decisions/0080-one-row-per-receipt.md): the payment that made
 * it received and any later top-up of a short payment, each with its amount and the day it arrived. What a
 * bill received is the sum of its receipts; the ledger dates each receipt on its own day.
 */
import { type SQL, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReceivedVia } from '~/shared/payments';
import type { Executor } from '../../db/client';
import { paymentReceipts } from './table';

/** The money a bill received, in paise: the sum of its receipts, null while it has none. */
export const receivedPaiseOf = (registrationId: AnyPgColumn | SQL) =>
  sql<number | null>`(select sum(${paymentReceipts.amountPaise})::int from ${paymentReceipts}
    where ${paymentReceipts.registrationId} = ${registrationId})`;

/** The day a bill's money first arrived (yyyy-mm-dd), null while it has no receipt. */
export const firstReceivedOnOf = (registrationId: AnyPgColumn | SQL) =>
  sql<string | null>`(select to_char(min(${paymentReceipts.receivedOn}), 'YYYY-MM-DD') from ${paymentReceipts}
    where ${paymentReceipts.registrationId} = ${registrationId})`;

export interface Receipt {
  registrationId: string;
  amountPaise: number;
  receivedOn: string;
  via: ReceivedVia;
  note: string;
  /** The admin who recorded it (null: a migration's). */
  recordedBy: string | null;
}

/** A bill's receipts, oldest first (amounts in rupees). */
export async function receiptsOf(db: Executor, registrationId: string) {
  const rows = await db
    .select({
      amountPaise: paymentReceipts.amountPaise,
      receivedOn: paymentReceipts.receivedOn,
      via: paymentReceipts.via,
      note: paymentReceipts.note,
    })
    .from(paymentReceipts)
    .where(eq(paymentReceipts.registrationId, registrationId))
    .orderBy(asc(paymentReceipts.receivedOn), asc(paymentReceipts.recordedAt));
  return rows.map(({ amountPaise, ...receipt }) => ({ amount: amountPaise / 100, ...receipt }));
}

/** Records money that arrived for a bill (inside the caller's transaction, with the bill locked). */
export async function addReceipt(db: Executor, receipt: Receipt): Promise<void> {
  await db.insert(paymentReceipts).values(receipt);
}
