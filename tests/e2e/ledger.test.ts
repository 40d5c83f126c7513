/**
 * The admin follows an event's money end to end, in Chromium against the real server and database: the
 * registrations list shows each bill's payment state as a labelled pill and filters by it; "Confirm all
 * received" asks first and confirms only the paid; the ledger page shows the totals, the money received per
 * day with its table, and downloads its CSV; axe finds nothing at 1280 and 375 px, and nothing overflows.
 *
 * SCREENS_DIR (default /work/screens) receives the ledger's screenshots at both widths.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { request } from '../support/app';
import {
  createRegistrant,
  individualBody,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';
import { SEEDED_EVENT as EVENT_NAME } from '../support/seeded-event';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { dismissToasts, screenshots, toast, useE2E, viewports, visit } from './support/harness';

const e2e = useE2E({
  contextDefaults: { reducedMotion: 'reduce', acceptDownloads: true },
  failOnProblems: true,
});
const shot = screenshots(process.env.SCREENS_DIR ?? '/work/screens');
const eventPage = `/registrations/${encodeURIComponent(EVENT_NAME)}`;
let admin: TestUser;
let adminToken: string;

let utr = 512_345_678_900;

/**
 * A registration through the API (evidence submitted); `receivedOn` marks its money received that day (the
 * amount due, or `amount` rupees).
 */
async function register(receivedOn?: string, amount?: number): Promise<string> {
  const registrant = await createRegistrant(e2e.server.db);
  const res = await postRegistration(
    e2e.server.app,
    registrant.headers,
    await individualBody({ transactionId: String(utr++) }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = (res.json() as { registration: { _id: string } }).registration._id;
  if (receivedOn) {
    const put = await request(e2e.server.app, {
      method: 'PUT',
      url: `/v1/api/admin/registrations/${id}/payment/received`,
      headers: bearer(adminToken),
      // The day the money came in, as the admin types it.
      json: { note: 'On the statement', receivedOn, ...(amount === undefined ? {} : { amount }) },
    });
    expect(put.statusCode, put.body).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  admin = await createUser(e2e.server.db, { role: 'admin', name: 'Tara Treasurer' });
  adminToken = await sessionFor(e2e.server.db, admin);
  await setRegistrationOpen(e2e.server.db, true);
  for (const day of ['2026-11-18', '2026-11-18', '2026-11-20', '2026-11-21', '2026-11-21', '2026-11-21']) {
    await register(day);
  }
  await register();
  await register();
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

describe("the event's money", () => {
  it('shows payment states as pills, filters by them, and confirms the paid after asking', async () => {
    const page = await e2e.page({ as: admin });
    await visit(page, eventPage);
    // The list of all registrations (the sections by status and committee below repeat them).
    const everyone = page.locator('details.adm-group').first();
    await expect(everyone.getByTestId('payment-state').filter({ hasText: 'Evidence submitted' })).toHaveCount(
      2,
    );
    await expect(everyone.getByTestId('payment-state').filter({ hasText: 'Payment received' })).toHaveCount(
      6,
    );
    await page.getByLabel('Payment', { exact: true }).selectOption('submitted');
    await expect(page.getByRole('status').filter({ hasText: '2 matching registrations' })).toBeVisible();
    await page.getByLabel('Payment', { exact: true }).selectOption('');

    await page.getByRole('button', { name: 'Confirm all received' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Confirm every registration whose payment is received?',
    });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'Confirm all received');
    await shot(page, 'registrations-confirm-all-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Confirm all received' }).click();
    await dialog.getByRole('button', { name: 'Confirm all received' }).click();
    await expect(toast(page, `${messages.admin.bulkConfirmed}: 6`)).toBeVisible();
  });

  it('the ledger shows the totals and the money per day, downloads its CSV, at 1280 and 375 px', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const width = viewports[viewport].width;
      const page = await e2e.page({ as: admin, viewport });
      await visit(page, eventPage);
      await page.getByRole('link', { name: 'Ledger' }).click();
      await expect(h1(page)).toHaveText(`${EVENT_NAME} Ledger`);
      const stat = (label: string) =>
        page
          .locator('.adm-stats__item')
          .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}`) }) })
          .locator('dd');
      await expect(stat('Amount due')).toHaveText('Rs 3,192');
      await expect(stat('Received')).toHaveText('Rs 2,394');
      await expect(stat('Outstanding')).toHaveText('Rs 798');
      const chart = page.getByRole('img', { name: /^Money received per day: Rs 2,394 received over 3 days/ });
      await expect(chart).toBeVisible();
      await page.getByText('Show the data as a table').click();
      await expect(page.getByRole('row', { name: '21 Nov 2026 Rs 1,197' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await dismissToasts(page);
      await expectNoAxeViolations(page, `ledger at ${width} px`);
      await shot(page, `ledger-${width}`);

      if (viewport === 'desktop') {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download ledger CSV' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`${EVENT_NAME}-ledger.csv`);
        const text = readFileSync((await download.path())!, 'utf8');
        expect(text.charCodeAt(0)).toBe(0xfeff);
        const lines = text.slice(1).trimEnd().split('\r\n');
        expect(lines[0]).toBe(
          'Payment reference,Payer,Payer email,Kind,Group,Amount due,Of which hospitality,Payment state,Transaction ID,Amount received,Short,Over,Waived,Waiver note,Received on,Received via,Refunded amount,Refunded on,Registration status',
        );
        expect(lines).toHaveLength(9);
      }
    }
  });

  it("records the rest of a short payment on the registration's page, and the ledger counts it (375 px)", async () => {
    const id = await register('2026-11-22', 300);
    const page = await e2e.page({ as: admin, viewport: 'mobile' });
    await visit(page, paths.registrationDetail(id));
    const panel = page.getByTestId('payment-panel');
    await expect(panel).toContainText('Rs 99 short of Rs 399: outstanding until paid or waived');
    await expect(panel.getByLabel('Amount received (Rs)')).toHaveValue('99');
    await panel.getByLabel('How did the rest arrive?').fill('UPI, UTR 811122223333');
    await panel.getByLabel('Received on').fill('2026-11-24');
    await expectNoAxeViolations(page, 'a short payment at 375 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'payment-top-up-375');
    await panel.getByRole('button', { name: 'Record the money' }).click();
    await expect(toast(page, messages.admin.topUpRecorded)).toBeVisible();
    await expect(panel.locator('.adm-pay__receipts li')).toHaveText([
      'Rs 300 on 2026-11-22 (manual): On the statement',
      'Rs 99 on 2026-11-24 (manual): UPI, UTR 811122223333',
    ]);
    await expect(panel.getByRole('button', { name: 'Waive the rest' })).toHaveCount(0);
    await shot(page, 'payment-receipts-375');

    await visit(page, paths.ledger(EVENT_NAME));
    await page.getByText('Show the data as a table').click();
    await expect(page.getByRole('row', { name: '24 Nov 2026 Rs 99' })).toBeVisible();
  });
});
