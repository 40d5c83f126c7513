/**
 * The statement import's rules (src/shared/statements.ts, src/server/modules/statements/parse.ts): bank
 * headers read as columns, dates and amounts as banks write them, formula-like cells, the file refusals,
 * the matcher's outcomes (docs/decisions/0055-statement-import-and-treasurer.md), and the layouts with one
 * amount column, signed or with a Cr/Dr column (docs/decisions/0061-statement-layouts-and-settling.md).
 */
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { statementMessages } from '~/shared/statement-messages';
import {
  findHeaderRow,
  headerRole,
  isFormulaLike,
  layoutKey,
  parseAmountPaise,
  parseMarker,
  parseStatementDate,
  proposeMapping,
  readStatementRow,
  withMarker,
} from '~/shared/statements';
import { type StatementBill, type StatementLine, matchStatement } from '~/shared/statement-match';
import { decodeText, parseStatement } from '../../src/server/modules/statements/parse';

const m = statementMessages;

describe('bank layouts', () => {
  it.each([
    ['SBI', ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance']],
    [
      'HDFC',
      ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
    ],
    [
      'ICICI',
      [
        'Value Date',
        'Transaction Date',
        'Cheque Number',
        'Transaction Remarks',
        'Withdrawal Amount (INR )',
        'Deposit Amount (INR )',
        'Balance (INR )',
      ],
    ],
    ['Axis', ['Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL']],
  ])('%s: the header names give the columns', (_, header) => {
    const mapping = proposeMapping(header)!;
    expect(header[mapping.date]).toMatch(/date/i);
    expect(header[mapping.credit]).toMatch(/credit|deposit|^cr$/i);
    expect(header[mapping.narration]).toMatch(/description|narration|remarks|particulars/i);
    if (mapping.debit !== null) expect(header[mapping.debit]).toMatch(/debit|withdrawal|^dr$/i);
  });

  it('finds the header row below the account details, and none when no row names the columns', () => {
    const rows = [
      ['Account Name', 'NITSMUN'],
      ['Period', '01/11/2026 to 30/11/2026'],
      ['Txn Date', 'Description', 'Credit'],
    ];
    expect(findHeaderRow(rows)).toBe(2);
    expect(
      findHeaderRow([
        ['Name', 'Email'],
        ['a', 'b'],
      ]),
    ).toBeNull();
  });

  it('a balance column is never the credit; value date is not the date when a transaction date exists', () => {
    expect(headerRole('Closing Balance')).toBeNull();
    expect(proposeMapping(['Value Date', 'Txn Date', 'Narration', 'Credit'])).toMatchObject({
      date: 1,
      valueDate: 0,
    });
  });

  it('the layout key ignores case, punctuation and empty trailing cells', () => {
    expect(layoutKey(['Txn Date', 'Ref No./Cheque No.', '', ''])).toBe(
      layoutKey(['TXN  DATE', 'ref no cheque no']),
    );
  });
});

describe('one amount column: signed, or with a Cr/Dr column', () => {
  const read = async (text: string) => {
    const parsed = await parseStatement(new TextEncoder().encode(text));
    const header = parsed.rows[parsed.headerRow]!;
    const body = parsed.rows.slice(parsed.headerRow + 1);
    const mapping = proposeMapping(header, body)!;
    return { mapping, lines: body.map((row) => readStatementRow(row, mapping)) };
  };

  it('a Cr/Dr column named so: found and mapped; its debits are never credits', async () => {
    const { mapping, lines } = await read(
      [
        'Kotak Mahindra Bank,Account 1234',
        'Transaction Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance',
        '02-11-2026,UPI/CR/AC26-7Q3K/PAYER,UPI-611122223333,399.00,CR,10399.00',
        '03-11-2026,UPI/DR/AC26-7Q3K/REFUND,UPI-611122224444,399.00,DR,10000.00',
        '04-11-2026,NEFT/AC26-8R4M,N309261234567,"1,047.00",Cr.,11047.00',
      ].join('\n'),
    );
    expect(mapping).toMatchObject({ date: 0, narration: 1, reference: 2, credit: 3, marker: 4, debit: null });
    expect(lines.map((l) => l.amountPaise)).toEqual([39_900, null, 104_700]);
  });

  it('a Cr/Dr column of another name ("Type") is found by its cells', async () => {
    const { mapping, lines } = await read(
      [
        'Txn Date;Narration;Type;Amount (INR);Balance',
        '02/11/2026;UPI/CR/PAYER ONE;C;399;10399',
        '02/11/2026;ATM WDL;D;500;9899',
      ].join('\n'),
    );
    expect(mapping).toMatchObject({ date: 0, narration: 1, marker: 2, credit: 3 });
    expect(lines.map((l) => l.amountPaise)).toEqual([39_900, null]);
  });

  it('a signed amount column: negative and "Dr" amounts are debits', async () => {
    const { mapping, lines } = await read(
      [
        'Date,Particulars,Transaction Amount,Balance',
        '02/11/2026,UPI/CR/PAYER ONE,399.00,10399.00',
        '03/11/2026,ACH/ELECTRICITY,-1200.00,9199.00',
        '04/11/2026,UPI/AC26-7Q3K,399.00 Dr,8800.00',
        '05/11/2026,UPI/AC26-8R4M,+1047.00,9847.00',
      ].join('\n'),
    );
    expect(mapping).toMatchObject({ date: 0, narration: 1, credit: 2, marker: null, debit: null });
    expect(lines.map((l) => l.amountPaise)).toEqual([39_900, null, null, 104_700]);
  });

  it('a debit naming a bill is never matched to it', () => {
    const bill: StatementBill = {
      registrationId: 'A',
      name: 'Payer',
      email: 'payer@example.com',
      reference: 'AC26-7Q3K',
      transactionId: null,
      amountDue: 399,
      registeredOn: '2026-11-01',
      state: 'submitted',
      shortPaise: 0,
    };
    const mapping = {
      date: 0,
      narration: 1,
      credit: 2,
      marker: 3,
      reference: null,
      valueDate: null,
      debit: null,
    };
    const debit = readStatementRow(['03/11/2026', 'UPI/DR/AC26-7Q3K', '399.00', 'DR'], mapping);
    const [result] = matchStatement([{ line: 2, ...debit, text: debit.narration }], [bill]).lines;
    expect(result).toMatchObject({ outcome: 'skipped', bill: null });
  });

  it('Cr/Dr markers as banks write them', () => {
    for (const v of ['CR', 'Cr.', 'c', 'Credit']) expect(parseMarker(v), v).toBe('credit');
    for (const v of ['DR', 'dr', 'D', 'DEBIT']) expect(parseMarker(v), v).toBe('debit');
    for (const v of ['', 'UPI', 'CRD']) expect(parseMarker(v), v).toBeNull();
    expect(headerRole('Cr/Dr')).toBe('marker');
    expect(headerRole('Debit/Credit')).toBe('marker');
    expect(headerRole('D/C')).toBe('marker');
    expect(headerRole('Amount')).toBe('amount');
    expect(headerRole('Withdrawal Amt.')).toBe('debit');
  });

  it('a mapping remembered before the marker column existed reads as none', () => {
    expect(
      withMarker({ date: 0, credit: 1, narration: 2, reference: null, valueDate: null, debit: null }),
    ).toEqual({
      date: 0,
      credit: 1,
      narration: 2,
      reference: null,
      valueDate: null,
      debit: null,
      marker: null,
    });
  });
});

describe('dates and amounts', () => {
  it.each([
    ['31/12/2026', '2026-12-31'],
    ['31-12-26', '2026-12-31'],
    ['31.12.2026', '2026-12-31'],
    ['01-Dec-2026', '2026-12-01'],
    ['1 Dec 2026', '2026-12-01'],
    ['2026-12-31', '2026-12-31'],
    ['2026-12-31T00:00:00', '2026-12-31'],
    ['31/02/2026', null],
    ['12/31/2026', null],
    ['yesterday', null],
  ])('%s -> %s', (text, iso) => expect(parseStatementDate(text)).toBe(iso));

  it.each([
    ['399.00', 39_900],
    ['1,499.5', 149_950],
    ['1,00,000.00', 10_000_000],
    ['₹ 399', 39_900],
    ['INR 399.00', 39_900],
    ['399.00 Cr', 39_900],
    ['399.00 Dr', null],
    ['-399.00', null],
    ['0.00', null],
    ['', null],
    ['abc', null],
  ])('%s -> %s paise', (text, paise) => expect(parseAmountPaise(text)).toBe(paise));

  it('formula-like cells: =anything, and + - @ before a call, a reference or a command; not signed numbers', () => {
    for (const v of ['=1+1', '=HYPERLINK("x")', '@SUM(A1)', '+A1', "-2+3+cmd|' /C calc'!A0", ' =X'])
      expect(isFormulaLike(v), v).toBe(true);
    for (const v of ['-500.00', '+1,000', '-', 'UPI/CR/123', '@ home', 'A=B', '+91 98765'])
      expect(isFormulaLike(v), v).toBe(false);
  });
});

describe('reading a file', () => {
  const csv = (text: string) => new TextEncoder().encode(text);
  const header = 'Txn Date,Description,Credit\n';

  it('reads CSV (comma, semicolon or tab) with its header row', async () => {
    for (const sep of [',', ';', '\t']) {
      const parsed = await parseStatement(
        csv(`Bank\nTxn Date${sep}Description${sep}Credit\n01/11/2026${sep}UPI${sep}399`),
      );
      expect(parsed).toMatchObject({
        kind: 'csv',
        headerRow: 1,
        rows: [['Bank'], ['Txn Date', 'Description', 'Credit'], ['01/11/2026', 'UPI', '399']],
      });
    }
  });

  it('decodes UTF-8 (with or without a BOM), else Windows-1252, and refuses control characters', () => {
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41, 0xc3, 0xa9]))).toBe('Aé');
    expect(decodeText(Uint8Array.from([0x41, 0xe9, 0x80, 0x93, 0x94]))).toBe('Aé€“”');
    expect(() => decodeText(Uint8Array.from([0x41, 0xe9, 0x81]))).toThrow(m.undecodable);
    expect(() => decodeText(Uint8Array.from([0x41, 0x00, 0x42]))).toThrow(m.undecodable);
  });

  async function workbook(extra: Record<string, Uint8Array> = {}) {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('S').addRows([
      ['Txn Date', 'Description', 'Credit'],
      [new Date(Date.UTC(2026, 10, 1)), 'UPI', 399],
    ]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    return Object.keys(extra).length === 0 ? bytes : zipSync({ ...unzipSync(bytes), ...extra });
  }

  it('reads XLSX cells as text, dates as yyyy-mm-dd (in a worker thread)', async () => {
    const parsed = await parseStatement(await workbook());
    expect(parsed.rows[1]).toEqual(['2026-11-01', 'UPI', '399']);
  });

  it('refuses a workbook whose reading takes too long, and reads the next one', async () => {
    await expect(parseStatement(await workbook(), { xlsxTimeoutMs: 1 })).rejects.toThrow(m.tooSlow);
    expect((await parseStatement(await workbook())).rows).toHaveLength(2);
  });

  it('refuses a workbook of more than 20,000 lines, read in its worker', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('S');
    sheet.addRow(['Txn Date', 'Description', 'Credit']);
    for (let i = 0; i < 20_000; i++) sheet.addRow(['01/11/2026', 'UPI', 1]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    await expect(parseStatement(bytes)).rejects.toThrow(m.tooManyLines);
  });

  it.each([
    ['empty', async () => new Uint8Array(0), m.empty],
    ['over 5 MB', async () => csv(header + 'x'.repeat(5 * 1024 * 1024)), m.tooLarge],
    ['over 20,000 lines', async () => csv(header + '01/11/2026,UPI,1\n'.repeat(20_000)), m.tooManyLines],
    [
      'a CFB container',
      async () => Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      m.encrypted,
    ],
    ['macros', async () => workbook({ 'xl/vbaProject.bin': new Uint8Array(8) }), m.macros],
    [
      'a ZIP without a workbook',
      async () => zipSync({ 'word/document.xml': strToU8('<w/>') }),
      m.notStatement,
    ],
    ['a PDF', async () => csv('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), m.notStatement],
    ['a formula', async () => csv(`${header}01/11/2026,=cmd|'/C calc'!A0,399`), m.formula(2)],
    ['no header', async () => csv('a,b\n1,2\n'), m.noHeader],
  ])('refuses %s', async (_, bytes, message) => {
    await expect(parseStatement(await bytes())).rejects.toThrow(message);
  });
});

describe('matching', () => {
  const bill = (overrides: Partial<StatementBill>): StatementBill => ({
    registrationId: overrides.reference ?? overrides.transactionId ?? String(Math.random()),
    name: 'Payer',
    email: 'payer@example.com',
    reference: null,
    transactionId: null,
    amountDue: 399,
    registeredOn: '2026-11-01',
    state: 'submitted',
    shortPaise: 0,
    ...overrides,
  });
  const lineOf = (line: number, text: string, amount = 39_900, date = '2026-11-02'): StatementLine => ({
    line,
    date,
    amountPaise: amount,
    text,
  });
  const outcomes = (lines: StatementLine[], bills: StatementBill[]) =>
    matchStatement(lines, bills).lines.map((r) => [r.outcome, r.via, r.bill?.registrationId ?? null]);

  it('a reference anywhere in the text, whatever its case, spaces or dashes', () => {
    const bills = [bill({ reference: 'AC26-7Q3K' })];
    for (const text of ['UPI/AC26-7Q3K/X', 'upi ac26 7q3k', 'UPI-AC267Q3K-NAME', 'A C 2 6 - 7 Q 3 K'])
      expect(outcomes([lineOf(1, text)], bills)).toEqual([['matched', 'reference', 'AC26-7Q3K']]);
  });

  it('a UTR of 12 digits (also spaced), or a bank reference as a word', () => {
    const bills = [bill({ transactionId: '412345678901' }), bill({ transactionId: 'N309261234567' })];
    expect(outcomes([lineOf(1, 'UPI/CR/4123 4567 8901/NAME')], bills)).toEqual([
      ['matched', 'transactionId', '412345678901'],
    ]);
    expect(outcomes([lineOf(1, 'UPI/CR/94123456789012/NAME', 100)], bills)[0]![0]).toBe('unmatched');
    expect(outcomes([lineOf(1, 'NEFT-N309261234567-NAME')], bills)).toEqual([
      ['matched', 'transactionId', 'N309261234567'],
    ]);
  });

  it('amount and date only when exactly one unpaid bill fits, within the window after registering', () => {
    const one = bill({ registrationId: 'A', amountDue: 1899, registeredOn: '2026-11-01' });
    expect(outcomes([lineOf(1, 'CASH DEPOSIT', 189_900, '2026-11-11')], [one])).toEqual([
      ['matched', 'amountDate', 'A'],
    ]);
    expect(outcomes([lineOf(1, 'CASH DEPOSIT', 189_900, '2026-11-12')], [one])[0]![0]).toBe('unmatched');
    expect(outcomes([lineOf(1, 'CASH DEPOSIT', 189_900, '2026-10-31')], [one])[0]![0]).toBe('unmatched');
    const two = bill({ registrationId: 'B', amountDue: 1899, registeredOn: '2026-11-03' });
    const [result] = matchStatement([lineOf(1, 'CASH', 189_900, '2026-11-05')], [one, two]).lines;
    expect(result).toMatchObject({ outcome: 'ambiguous', via: 'amountDate', candidates: 2 });
    expect(
      outcomes([lineOf(1, 'CASH', 189_900, '2026-11-05')], [one, { ...two, state: 'received' }]),
    ).toEqual([['matched', 'amountDate', 'A']]);
  });

  it('another amount, a bill received before, a second line for one bill, two references', () => {
    const a = bill({ reference: 'AC26-AAAA' });
    const b = bill({ reference: 'AC26-BBBB', state: 'received' });
    const c = bill({ reference: 'AC26-CCCC' });
    expect(
      outcomes(
        [
          lineOf(1, 'AC26-AAAA', 34_900),
          lineOf(2, 'AC26-BBBB'),
          lineOf(3, 'AC26-CCCC'),
          lineOf(4, 'AC26-CCCC again'),
          lineOf(5, 'AC26-AAAA AC26-CCCC'),
          { line: 6, date: '2026-11-02', amountPaise: null, text: 'AC26-AAAA' },
        ],
        [a, b, c],
      ),
    ).toEqual([
      ['amountDiffers', 'reference', 'AC26-AAAA'],
      ['alreadyReceived', 'reference', 'AC26-BBBB'],
      ['matched', 'reference', 'AC26-CCCC'],
      ['duplicate', 'reference', 'AC26-CCCC'],
      ['ambiguous', 'reference', 'AC26-AAAA'],
      ['skipped', null, null],
    ]);
    expect(matchStatement([lineOf(1, 'AC26-CCCC')], [a, b, c]).withoutMoney.map((x) => x.reference)).toEqual([
      'AC26-AAAA',
    ]);
  });

  it('the rest of a short payment, found by reference or transaction id, once and of exactly what it lacks', () => {
    // Rs 1,400 of 1,449 received: Rs 49 short.
    const short = bill({
      reference: 'AC26-SSSS',
      transactionId: '611122223333',
      state: 'received',
      shortPaise: 4_900,
    });
    expect(
      outcomes(
        [
          lineOf(1, 'UPI/CR/AC26-SSSS', 4_900),
          lineOf(2, 'UPI/CR/AC26-SSSS again', 4_900),
          lineOf(3, 'UPI/CR/AC26-SSSS', 5_000),
        ],
        [short],
      ),
    ).toEqual([
      ['topUp', 'reference', 'AC26-SSSS'],
      ['alreadyReceived', 'reference', 'AC26-SSSS'],
      ['alreadyReceived', 'reference', 'AC26-SSSS'],
    ]);
    expect(outcomes([lineOf(1, 'IMPS 611122223333', 4_900)], [short])).toEqual([
      ['topUp', 'transactionId', 'AC26-SSSS'],
    ]);
    // Never by amount and date alone, nor for a bill paid in full or refunded.
    expect(outcomes([lineOf(1, 'CASH DEPOSIT', 4_900)], [short])[0]![0]).toBe('unmatched');
    expect(outcomes([lineOf(1, 'AC26-SSSS', 4_900)], [{ ...short, shortPaise: 0 }])[0]![0]).toBe(
      'alreadyReceived',
    );
    expect(outcomes([lineOf(1, 'AC26-SSSS', 4_900)], [{ ...short, state: 'refunded' }])[0]![0]).toBe(
      'alreadyReceived',
    );
  });

  it('a longer code (drawn after collisions) wins over its 4-character start', () => {
    const bills = [bill({ reference: 'AC26-7Q3K' }), bill({ reference: 'AC26-7Q3KM' })];
    expect(outcomes([lineOf(1, 'UPI/AC26-7Q3KM/X')], bills)).toEqual([
      ['matched', 'reference', 'AC26-7Q3KM'],
    ]);
  });
});
