/**
 * Payments matched from the bank statement, end to end in Chromium against the real server and database:
 * three delegates pay (one individual by UPI, one group leader for two members by NEFT, one the wrong
 * amount), registered through the API. The admin uploads a statement made here in a bank's layout (account
 * details above the header; date, narration carrying the UTR or the payment reference, debit and credit
 * columns), checks the proposed columns, previews (matched, amount differs, an unmatched line, a debit, and
 * the registration without money) at 375 and 1280 px, applies after confirming, and confirms every
 * registration whose money is received. The ledger then shows the totals, with the wrong amount still
 * outstanding and its registration pending.
 *
 * SCREENS_DIR (default /work/screens) receives the preview's screenshots at both widths.
 */
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, it } from 'vitest';
import { messages } from '~/shared/messages';
import { statementMessages } from '~/shared/statement-messages';
import { paths } from '~/shared/paths';
import { registrations } from '../../src/server/modules/registration/table';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { request } from '../support/app';
import {
  createInvite,
  individualBody,
  leaderBody,
  memberBody,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';
import { SEEDED_EVENT as EVENT_NAME } from '../support/seeded-event';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { dismissToasts, screenshots, toast, useE2E, visit } from './support/harness';

const m = statementMessages;
const e2e = useE2E({ contextDefaults: { reducedMotion: 'reduce' }, failOnProblems: true });
const shot = screenshots(process.env.SCREENS_DIR ?? '/work/screens');

let admin: TestUser;
/** The registrations, by who paid how. */
const paid = {} as Record<
  'individual' | 'leader' | 'wrong',
  { user: TestUser; id: string; reference: string }
>;
const members: TestUser[] = [];
let statement: Buffer;

/** A verified student of the institute with a session, and the API headers for it. */
async function delegate(name: string) {
  const user = await createUser(e2e.server.db, { student: true, name });
  return { user, headers: bearer(await sessionFor(e2e.server.db, user)) };
}

/** The payer's reference for the event, as the form shows it before paying. */
async function referenceOf(headers: Record<string, string>): Promise<string> {
  const res = await request(e2e.server.app, {
    method: 'GET',
    url: `/v1/api/reg/payment-reference/${encodeURIComponent(EVENT_NAME)}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { reference: string }).reference;
}

async function register(headers: Record<string, string>, body: Record<string, unknown>): Promise<string> {
  const res = await postRegistration(e2e.server.app, headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { registration: { _id: string } }).registration._id;
}

/** Today in India as the bank writes it (dd/mm/yyyy). */
function today(): string {
  const [y, mo, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
    .format(new Date())
    .split('-');
  return `${d}/${mo}/${y}`;
}

beforeAll(async () => {
  const db = e2e.server.db;
  admin = await createUser(db, { role: 'admin', name: 'Tara Treasurer' });
  await setRegistrationOpen(db, true);

  const individual = await delegate('Asha Individual');
  const individualReference = await referenceOf(individual.headers);
  paid.individual = {
    user: individual.user,
    reference: individualReference,
    id: await register(individual.headers, await individualBody({ transactionId: '611122223333' })),
  };

  const leader = await delegate('Lata Leader');
  const grpName = 'Statement Delegation';
  for (const name of ['Mira Member', 'Manoj Member']) {
    const member = await delegate(name);
    const invite = await createInvite(db, leader.user, member.user, grpName);
    await register(member.headers, memberBody(invite));
    members.push(member.user);
  }
  const leaderReference = await referenceOf(leader.headers);
  paid.leader = {
    user: leader.user,
    reference: leaderReference,
    id: await register(
      leader.headers,
      await leaderBody(
        grpName,
        members.map((member) => member.email),
        { transactionId: 'N309261234567' },
      ),
    ),
  };

  const wrong = await delegate('Wasim Wrong');
  const wrongReference = await referenceOf(wrong.headers);
  paid.wrong = {
    user: wrong.user,
    reference: wrongReference,
    id: await register(wrong.headers, await individualBody({ transactionId: '711122224444' })),
  };

  // An SBI-like export: account details, then the header, then the lines (credits and a debit).
  const on = today();
  const rows = [
    ['State Bank of India'],
    ['Account Name', 'NITSMUN CLUB'],
    ['Txn Date', 'Value Date', 'Description', 'Ref No./Cheque No.', 'Debit', 'Credit', 'Balance'],
    [
      on,
      on,
      'BY TRANSFER-UPI/CR/611122223333/ASHA/Payment from PhonePe',
      'UPI-611122223333',
      '',
      '399.00',
      '10,399.00',
    ],
    [
      on,
      on,
      `BY TRANSFER-NEFT*HDFC0001234*N309261234567*LATA ${paid.leader.reference.toLowerCase()}`,
      'N309261234567',
      '',
      '1,047.00',
      '11,446.00',
    ],
    [
      on,
      on,
      `BY TRANSFER-UPI/CR/711122224444/WASIM/${paid.wrong.reference}`,
      'UPI-711122224444',
      '',
      '349.00',
      '11,795.00',
    ],
    [on, on, 'BY TRANSFER-IMPS/P2A/SPONSOR ADVANCE', 'IMPS-99887766', '', '5,000.00', '16,795.00'],
    [on, on, 'TO ATM WDL/SILCHAR', 'ATM-1234', '500.00', '', '16,295.00'],
  ];
  const quote = (cell: string) => (/[",]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  statement = Buffer.from(rows.map((row) => row.map(quote).join(',')).join('\r\n'));
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** On the statement page: choose the file, check the proposed columns, match; the preview is shown. */
async function uploadAndMatch(page: Page): Promise<void> {
  await visit(page, paths.eventStatements(EVENT_NAME));
  await expect(h1(page)).toHaveText(`${EVENT_NAME} ${m.title}`);
  await page.locator('#statement-file').setInputFiles({
    name: 'sbi-statement.csv',
    mimeType: 'text/csv',
    buffer: statement,
  });
  await expect(page.getByRole('heading', { name: m.mappingTitle })).toBeVisible();
  await expect(page.getByText(m.mappingIntro(3), { exact: false })).toBeVisible();
  const column = (label: string) => page.getByLabel(label, { exact: true });
  await expect(column(m.columnLabels.date)).toHaveValue('0');
  await expect(column(m.columnLabels.narration)).toHaveValue('2');
  await expect(column(m.columnLabels.credit)).toHaveValue('5');
  await expect(column(m.columnLabels.debit)).toHaveValue('4');
  await page.getByRole('button', { name: m.match }).click();
  await expect(page.getByRole('heading', { name: m.previewTitle })).toBeVisible();
}

/** The preview's filter button of an outcome, which names its count. */
const filter = (page: Page, outcome: keyof typeof m.outcomes, count: number) =>
  page
    .getByRole('group', { name: m.filter })
    .getByRole('button', { name: `${m.outcomes[outcome]} ${count}` });

/** The row of the preview table holding this text. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('a bank statement, matched and applied', () => {
  it('the preview at 375 px: every outcome, the registration without money, nothing overflowing', async () => {
    const page = await e2e.page({ as: admin, viewport: 'mobile' });
    await uploadAndMatch(page);
    await expect(filter(page, 'matched', 2)).toBeVisible();
    await expect(filter(page, 'amountDiffers', 1)).toBeVisible();
    await expect(filter(page, 'unmatched', 1)).toBeVisible();
    await expect(filter(page, 'skipped', 1)).toBeVisible();
    await expect(row(page, 'SPONSOR ADVANCE')).toContainText(m.outcomes.unmatched);
    await page.getByText(m.withoutMoneyTitle(1)).click();
    await expect(page.getByRole('link', { name: paid.wrong.user.name })).toHaveCount(2);
    expect(await noOverflow(page)).toBe(true);
    await dismissToasts(page);
    await expectNoAxeViolations(page, 'statement preview at 375 px');
    await shot(page, 'statement-preview-375');

    // The wrong amount can be settled by hand, with a note; here it is left alone.
    await row(page, '711122224444/WASIM')
      .getByRole('button', { name: `${m.settle}: line 6` })
      .click();
    const settle = page.getByRole('dialog', { name: m.settleTitle(6) });
    expect(await settle.getByRole('radio', { name: new RegExp(paid.wrong.user.name) }).isChecked()).toBe(
      true,
    );
    await settle.getByRole('button', { name: m.settleConfirm }).click();
    await expect(settle.getByRole('alert')).toHaveText(m.settleNoteRequired);
    await expectNoAxeViolations(page, 'settle dialog at 375 px');
    await shot(page, 'statement-settle-375');
    await settle.getByRole('button', { name: 'Cancel' }).click();
    await expect(settle).toBeHidden();
  });

  it('at 1280 px: matched lines applied after confirming, the received confirmed, the ledger right', async () => {
    const page = await e2e.page({ as: admin });
    await uploadAndMatch(page);
    const individual = row(page, '611122223333/ASHA');
    await expect(individual).toContainText(m.outcomes.matched);
    await expect(individual).toContainText(m.via.transactionId);
    await expect(individual.getByRole('link', { name: paid.individual.user.name })).toBeVisible();
    const leader = row(page, 'N309261234567*LATA');
    await expect(leader).toContainText(m.outcomes.matched);
    await expect(leader).toContainText(m.via.reference);
    await expect(leader).toContainText(`${paid.leader.reference} · ${m.billColumns.amountDue} ₹1047`);
    const wrong = row(page, '711122224444/WASIM');
    await expect(wrong).toContainText(m.outcomes.amountDiffers);
    await expect(wrong).toContainText('₹349.00');
    await expect(wrong).toContainText(`${m.billColumns.amountDue} ₹399`);
    await expect(wrong.getByRole('button', { name: `${m.settle}: line 6` })).toBeVisible();
    await expect(row(page, 'ATM WDL')).toContainText(m.outcomes.skipped);
    await page.getByText(m.withoutMoneyTitle(1)).click();
    expect(await noOverflow(page)).toBe(true);
    await dismissToasts(page);
    await expectNoAxeViolations(page, 'statement preview at 1280 px');
    await shot(page, 'statement-preview-1280');

    // Apply asks first; Cancel changes nothing.
    await page.getByRole('button', { name: m.apply(2) }).click();
    const dialog = page.getByRole('dialog', { name: m.applyConfirmTitle });
    await expect(dialog).toContainText(m.applyConfirm(2));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const before = await e2e.server.db
      .select({ state: registrations.paymentState })
      .from(registrations)
      .where(eq(registrations.id, paid.individual.id));
    expect(before[0]!.state).toBe('submitted');
    await page.getByRole('button', { name: m.apply(2) }).click();
    await dialog.getByRole('button', { name: m.apply(2) }).click();
    await expect(page.getByRole('status').filter({ hasText: m.appliedResult(2, 0) })).toBeVisible();
    await expect(toast(page, m.appliedResult(2, 0))).toBeVisible();

    // The admin confirms every registration whose money is received: the two payers and the members.
    await visit(page, paths.eventRegistrations(EVENT_NAME));
    await page.getByRole('button', { name: 'Confirm all received' }).click();
    const confirmAll = page.getByRole('dialog', {
      name: 'Confirm every registration whose payment is received?',
    });
    await confirmAll.getByRole('button', { name: 'Confirm all received' }).click();
    await expect(toast(page, `${messages.admin.bulkConfirmed}: 4`)).toBeVisible();
    const states = await e2e.server.db
      .select({ id: registrations.id, status: registrations.status, payment: registrations.paymentState })
      .from(registrations);
    const byId = new Map(states.map((s) => [s.id, s]));
    expect(byId.get(paid.individual.id)).toMatchObject({ status: 'confirmed', payment: 'received' });
    expect(byId.get(paid.leader.id)).toMatchObject({ status: 'confirmed', payment: 'received' });
    expect(byId.get(paid.wrong.id)).toMatchObject({ status: 'pending', payment: 'submitted' });
    expect(states.filter((s) => s.status === 'confirmed')).toHaveLength(4);

    // The ledger: 399 + 1,047 received, the wrong payer's 399 still outstanding.
    await page.getByRole('link', { name: 'Ledger' }).click();
    await expect(h1(page)).toHaveText(`${EVENT_NAME} Ledger`);
    const stat = (label: string) =>
      page
        .locator('.adm-stats__item')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}`) }) })
        .locator('dd');
    await expect(stat('Amount due')).toHaveText('Rs 1,845');
    await expect(stat('Received')).toHaveText('Rs 1,446');
    await expect(stat('Outstanding')).toHaveText('Rs 399');
  });
});
