/**
 * Reading a payment screenshot's text (src/shared/receipt-text.ts): the amount and the transaction
 * reference from the texts OCR makes of the receipts of UPI and banking apps, rupee sign misread included.
 */
import { describe, expect, it } from 'vitest';
import type { Block } from 'tesseract.js';
import { extractAmount, extractTransactionId, readingMismatches } from '~/shared/receipt-text';
import { layoutText, restoreRupeeSign } from '../../src/server/modules/ocr/engine';

/** Texts as OCR gives them (line breaks where the receipt's lines are, misreads included). */
const receipts = {
  googlePay: `
449

Paid to NITSMUN

UPI transaction ID
412345678901
Completed - 27 Nov 2026, 10:42 am`,
  googlePayGrouped: `X 1,250
Completed
UPI Transaction ID: 5123 4567 8901
To: NITSMUN CLUB`,
  phonePe: `Transaction Successful
10:42 am on 27 Nov 2026
Paid to
NITSMUN CLUB
%449
Transaction ID
T2411271042123456789012
Debited from
XXXXXX1234
UTR: 412345678901`,
  paytm: `Paid Successfully
Rs.449.00
To: NITSMUN
UPI Ref No: 412345678901
Order ID 20261127
Wallet balance Rs 1,520.50`,
  bankImps: `Amount debited INR 449.00
IMPS Ref No 412345678901
Date 27-11-2026
A/c XXXX5678`,
  bankNeft: `NEFT transfer successful
Amount: 2,49,500.00
Beneficiary: NITSMUN
Reference No. N331261234567890
27/11/2026 10:42:15`,
  bhim: `Payment of ₹ 449 successful
RRN
412345678901
Paid on 27-11-2026`,
  gluedRupee: `Paid to NITSMUN
3449
UPI transaction ID
412345678901`,
  noisyUtr: `Paid Rs 449
UTR No: 4123 4567 89O1`,
} as const;

describe('extractAmount', () => {
  it.each([
    ['googlePay', 449],
    ['googlePayGrouped', 1250],
    ['phonePe', 449],
    ['paytm', 449],
    ['bankImps', 449],
    ['bankNeft', 249500],
    ['bhim', 449],
    ['noisyUtr', 449],
  ] as const)('reads the amount of a %s receipt', (name, amount) => {
    expect(extractAmount(receipts[name])).toBe(amount);
  });

  it('reads paise and the forms Paid ₹449, ₹ 449, 449/-, 449 INR and Rupees 449', () => {
    expect(extractAmount('Paid ₹449')).toBe(449);
    expect(extractAmount('₹ 449.50')).toBe(449.5);
    expect(extractAmount('Fee 449/- only')).toBe(449);
    expect(extractAmount('449 INR sent')).toBe(449);
    expect(extractAmount('Rupees 449 only')).toBe(449);
    expect(extractAmount('449.00')).toBe(449);
  });

  it('prefers the amount due among the figures, and takes the rupee sign read as a leading digit', () => {
    // The Paytm receipt also shows a wallet balance; with the amount due the right figure is taken.
    expect(extractAmount(receipts.paytm, 449)).toBe(449);
    expect(extractAmount(receipts.gluedRupee, 449)).toBe(449);
    expect(extractAmount(receipts.gluedRupee)).toBe(3449);
    // A short payment is never hidden: 49 paid of 449 stays 49.
    expect(extractAmount('Paid to NITSMUN\n349', 449)).toBe(349);
    expect(extractAmount('Paid Rs 400', 449)).toBe(400);
  });

  it('takes no date, time, UTR, account or phone number for an amount', () => {
    expect(extractAmount('Paid on 27 Nov 2026, 10:42 am')).toBeNull();
    expect(extractAmount('UPI transaction ID\n412345678901')).toBeNull();
    expect(extractAmount('Paid to 9876543210')).toBeNull();
    expect(extractAmount('27/11/2026\n10:42')).toBeNull();
    expect(extractAmount('')).toBeNull();
  });
});

describe('extractTransactionId', () => {
  it.each([
    ['googlePay', '412345678901'],
    ['googlePayGrouped', '512345678901'],
    ['phonePe', '412345678901'],
    ['paytm', '412345678901'],
    ['bankImps', '412345678901'],
    ['bankNeft', 'N331261234567890'],
    ['bhim', '412345678901'],
    ['noisyUtr', '412345678901'],
  ] as const)('reads the reference of a %s receipt', (name, reference) => {
    expect(extractTransactionId(receipts[name])).toBe(reference);
  });

  it("is the payer's reference when the text holds it anywhere, in any spacing", () => {
    expect(extractTransactionId(receipts.phonePe, 'T2411271042123456789012')).toBe('T2411271042123456789012');
    expect(extractTransactionId('UTR 4123-4567-8901', '412345678901')).toBe('412345678901');
    expect(extractTransactionId(receipts.googlePay, '499999999999')).toBe('412345678901');
  });

  it('finds a bare 12-digit figure without a label, and nothing in a text without one', () => {
    expect(extractTransactionId('Success\n412345678901\nThank you')).toBe('412345678901');
    expect(extractTransactionId('Paid to NITSMUN\nRs 449')).toBeNull();
    expect(extractTransactionId('Call 9876543210')).toBeNull();
    expect(extractTransactionId('Order ID 20261127')).toBeNull();
  });
});

describe('readingMismatches', () => {
  const bill = { amountDue: 449, transactionId: '412345678901' };
  it('flags an amount or a reference that differs, never what was not read', () => {
    expect(readingMismatches({ amount: 449, transactionId: '412345678901' }, bill)).toEqual({
      amount: false,
      transactionId: false,
    });
    expect(readingMismatches({ amount: 399, transactionId: '499999999999' }, bill)).toEqual({
      amount: true,
      transactionId: true,
    });
    expect(readingMismatches({ amount: null, transactionId: null }, bill)).toEqual({
      amount: false,
      transactionId: false,
    });
    expect(
      readingMismatches({ amount: 449, transactionId: '412345678901' }, { ...bill, transactionId: null }),
    ).toEqual({ amount: false, transactionId: false });
  });
});

describe("the engine's rupee sign read as a digit", () => {
  it('is written back when the figure was read with a low confidence, never for a clearly printed one', () => {
    expect(restoreRupeeSign({ text: '3199', confidence: 37 })).toBe('₹199');
    expect(restoreRupeeSign({ text: '21,250.00', confidence: 61 })).toBe('₹1,250.00');
    expect(restoreRupeeSign({ text: '3449', confidence: 96 })).toBe('3449');
    expect(restoreRupeeSign({ text: 'NITSMUN', confidence: 40 })).toBe('NITSMUN');
    expect(restoreRupeeSign({ text: '3', confidence: 30 })).toBe('3');
  });

  it('gives the text line by line, blocks apart, with the sign written back', () => {
    const line = (...words: [string, number][]) => ({
      words: words.map(([text, confidence]) => ({ text, confidence })),
    });
    const blocks = [
      { paragraphs: [{ lines: [line(['Paid', 95], ['to', 96], ['NITSMUN', 92]), line(['3199', 37])] }] },
      { paragraphs: [{ lines: [line(['UTR', 90], ['412345678901', 95])] }] },
    ] as unknown as Block[];
    const text = layoutText(blocks);
    expect(text).toBe('Paid to NITSMUN\n₹199\n\nUTR 412345678901');
    expect(extractAmount(text, 449)).toBe(199);
  });
});
