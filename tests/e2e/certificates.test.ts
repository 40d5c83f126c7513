/**
 * Certificates end to end, in Chromium against the real server and database: an admin issues an
 * event's certificates (confirmation, counts; only the delegates who attended) and downloads them all as one
 * ZIP; a delegate downloads theirs from the dashboard; the verification URL printed in the PDF opens the
 * public page, which says authentic with the five facts; a certificate revoked on the admin page reads
 * revoked; an unknown code reads unknown; at 375 px the pages fit the screen; axe at both widths.
 *
 * Before that, a superadmin sets the event's signatories in the event editor.
 *
 * CERT_SHOTS_DIR=/some/dir also saves full-page screenshots there.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { messages } from '~/shared/messages';
import { certificateMessages } from '~/shared/desk-messages';
import { type TestUser, createUser } from '../support/accounts';
import { committeeOf, createEventWithCommittees, createRegistration } from '../support/admin';
import { recordAttendance } from '../support/certificates';
import { events } from '../../src/server/modules/events/table';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { dismissToasts, screenshots, toast, useE2E, visit } from './support/harness';

const m = certificateMessages;
const e2e = useE2E({
  contextDefaults: { reducedMotion: 'reduce', acceptDownloads: true },
  failOnProblems: true,
});
const shot = screenshots(process.env.CERT_SHOTS_DIR);
/** Where the screenshot of the issue warning goes (looked at by people, not committed). */
const screensDir = process.env.SCREENS_DIR ?? '/work/screens';
const eventName = `Certificate Conference ${randomBytes(3).toString('hex')}`;
const adminPage = `/registrations/${encodeURIComponent(eventName)}/certificates`;
let admin: TestUser;
let attendee: TestUser;
let other: TestUser;

beforeAll(async () => {
  const db = e2e.server.db;
  admin = await createUser(db, { role: 'admin', name: 'Asha Admin' });
  const eventId = await createEventWithCommittees(db, eventName);
  // A conference that is over: issuing it raises no problem once its signatories are set.
  await db.update(events).set({ startsOn: '2024-10-12', endsOn: '2024-10-14' }).where(eq(events.id, eventId));
  const ib = await committeeOf(db, 'IB', eventName);
  const seat = (n: number) => ({
    eventName,
    status: 'confirmed' as const,
    assignedCommittee: 'IB',
    assignedPortfolio: ib.portfolios[n]!,
  });
  const a = await createRegistration(db, { ...seat(0), userOptions: { name: 'Ananya Śarmā' } });
  const b = await createRegistration(db, { ...seat(1), userOptions: { name: 'Bikram Das' } });
  await createRegistration(db, { ...seat(2), userOptions: { name: 'Absent Delegate' } });
  await recordAttendance(db, a.id, ['2024-10-12']);
  await recordAttendance(db, b.id, ['2024-10-13']);
  attendee = a.user;
  other = b.user;
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function fitsWidth(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);
}

describe('certificate signatories', () => {
  it('are set by a superadmin in the event editor, in order', async () => {
    const superadmin = await createUser(e2e.server.db, { role: 'superadmin', name: 'Sana Superadmin' });
    const page = await e2e.sharedPage({ as: superadmin });
    await visit(page, `/superadmin/events/${encodeURIComponent(eventName)}`);
    const section = page.getByRole('form', { name: 'Certificate signatories' });
    await expect(section).toContainText('No signatories yet.');
    for (const [i, [name, title]] of [
      ['Rahul Deb', 'Secretary-General'],
      ['Dr. Mitali Sen', 'Faculty Advisor'],
    ].entries()) {
      await section.getByRole('button', { name: 'Add a signatory' }).click();
      await page.locator(`#ev-signatory-${i}-name`).fill(name!);
      await page.locator(`#ev-signatory-${i}-title`).fill(title!);
    }
    await section.getByRole('button', { name: 'Save signatories' }).click();
    await expect(toast(page, messages.events.saved).first()).toBeVisible();
    const [row] = await e2e.server.db
      .select({ signatories: events.certificateSignatories })
      .from(events)
      .where(eq(events.name, eventName));
    expect(row!.signatories).toEqual([
      { name: 'Rahul Deb', title: 'Secretary-General' },
      { name: 'Dr. Mitali Sen', title: 'Faculty Advisor' },
    ]);
    await dismissToasts(page);
    await section.scrollIntoViewIfNeeded();
    if (process.env.CERT_SHOTS_DIR) {
      await section.screenshot({ path: `${process.env.CERT_SHOTS_DIR}/signatories-1280.png` });
    }
  });
});

describe('certificates', () => {
  it('are issued by an admin, zipped, downloaded by the delegate and verified through their URL', async () => {
    const page = await e2e.sharedPage({ as: admin });
    await visit(page, adminPage);
    await expect(h1(page)).toContainText(`${eventName} ${m.title}`);
    await expect(page.getByText(m.none)).toBeVisible();
    await expect(page.getByTestId('eligible-without')).toHaveText(
      '2 eligible delegates have no certificate yet',
    );
    await expect(button(page, m.downloadAll)).toBeDisabled();

    await button(page, m.issue).click();
    const dialog = page.getByRole('dialog', { name: m.issueConfirmTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: m.issue }).click();
    await expect(page.getByRole('status').filter({ hasText: m.issuedCounts(2, 0) })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect(page.locator('tbody')).not.toContainText('Absent Delegate');
    await dismissToasts(page);
    await shot(page, 'admin-1280');
    await expectNoAxeViolations(page, 'certificates page at 1280 px');

    // Download all: a ZIP of two PDFs.
    const [zip] = await Promise.all([page.waitForEvent('download'), button(page, m.downloadAll).click()]);
    expect(zip.suggestedFilename()).toMatch(/certificates\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await zip.path())!)));
    expect(Object.keys(files)).toHaveLength(2);
    for (const bytes of Object.values(files))
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');

    // The delegate downloads theirs from the dashboard.
    const delegatePage = await e2e.page({ as: attendee });
    await visit(delegatePage, '/dashboard');
    const card = delegatePage.getByRole('region', { name: m.dashboardTitle });
    await expect(card).toContainText(eventName);
    await shot(delegatePage, 'dashboard-1280');
    const [pdf] = await Promise.all([
      delegatePage.waitForEvent('download'),
      card.getByRole('button', { name: new RegExp(m.download) }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfBytes = readFileSync((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    const url = new RegExp(`${e2e.url}/certificates/[a-z2-7]{32}`).exec(pdfBytes.toString('latin1'))?.[0];
    expect(url).toBeDefined();

    // The URL printed in the PDF: authentic, with the five facts.
    await visit(delegatePage, url!);
    const verdict = delegatePage.getByTestId('certificate-verdict');
    await expect(verdict).toContainText(m.authentic);
    await expect(verdict).toContainText('Ananya Śarmā');
    await expect(verdict).toContainText(eventName);
    await expect(delegatePage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await shot(delegatePage, 'verify-valid-1280');
    await expectNoAxeViolations(delegatePage, 'verification page at 1280 px');

    // A client who attended nothing has no certificate card.
    const absentPage = await e2e.page({ loggedIn: true });
    await visit(absentPage, '/dashboard');
    await expect(absentPage.getByRole('heading', { name: 'Registered Events' })).toBeVisible();
    await expect(absentPage.getByRole('region', { name: m.dashboardTitle })).toHaveCount(0);
  });

  it('reads revoked once an admin revokes it, unknown for a code nobody holds; fits 375 px', async () => {
    const page = await e2e.sharedPage({ as: admin, viewport: 'mobile' });
    await visit(page, adminPage);
    const row = page.locator('tbody tr').filter({ hasText: other.name });
    await expect(row).toContainText(m.statusValid);
    const code = /certificates\/([a-z2-7]{32})/.exec(
      (await row.getByRole('link', { name: /Verify page/ }).getAttribute('href'))!,
    )![1]!;
    await fitsWidth(page, 375);
    await shot(page, 'admin-375');
    await expectNoAxeViolations(page, 'certificates page at 375 px');

    await row.getByRole('button', { name: new RegExp(`^${m.revoke}`) }).click();
    const dialog = page.getByRole('dialog', { name: m.revokeConfirmTitle });
    await expect(dialog).toContainText(other.name);
    await dialog.getByRole('button', { name: m.revoke }).click();
    await expect(toast(page, m.revoked)).toBeVisible();
    await expect(row).toContainText(m.statusRevoked);

    const visitor = await e2e.page({ viewport: 'mobile' });
    await visit(visitor, `/certificates/${code}`);
    const verdict = visitor.getByTestId('certificate-verdict');
    await expect(verdict).toContainText(m.revokedNotice);
    await expect(verdict).not.toContainText(m.authentic);
    await fitsWidth(visitor, 375);
    await shot(visitor, 'verify-revoked-375');
    await expectNoAxeViolations(visitor, 'revoked verification at 375 px');

    await visit(visitor, `/certificates/${'a'.repeat(32)}`);
    await expect(visitor.getByTestId('certificate-verdict')).toContainText(m.unknownNotice);
    await shot(visitor, 'verify-unknown-375');

    // The delegate's dashboard no longer offers it.
    const delegatePage = await e2e.page({ as: other });
    await visit(delegatePage, '/dashboard');
    await expect(delegatePage.getByRole('heading', { name: 'Registered Events' })).toBeVisible();
    await expect(delegatePage.getByRole('region', { name: m.dashboardTitle })).toHaveCount(0);
  });

  it('a revoked certificate is not replaced by Issue certificates; its Re-issue gives a new one', async () => {
    const page = await e2e.sharedPage({ as: admin });
    await visit(page, adminPage);
    const rows = page.locator('tbody tr').filter({ hasText: other.name });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(m.statusRevoked);
    await button(page, m.issue).click();
    await page
      .getByRole('dialog', { name: m.issueConfirmTitle })
      .getByRole('button', { name: m.issue })
      .click();
    await expect(page.getByRole('status').filter({ hasText: m.issuedCounts(0, 2) })).toBeVisible();
    await expect(rows).toHaveCount(1);

    await rows.getByRole('button', { name: new RegExp(`^${m.reissue}`) }).click();
    const dialog = page.getByRole('dialog', { name: m.reissueConfirmTitle });
    await expect(dialog).toContainText(other.name);
    await dialog.getByRole('button', { name: m.reissue }).click();
    await expect(toast(page, m.reissued)).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: m.statusValid })).toHaveCount(1);
    const delegatePage = await e2e.page({ as: other });
    await visit(delegatePage, '/dashboard');
    await expect(delegatePage.getByRole('region', { name: m.dashboardTitle })).toContainText(eventName);
  });

  it('issuing before the last day and without signatories asks first, naming both problems; fits 375 px', async () => {
    const db = e2e.server.db;
    const early = `Early Conference ${randomBytes(3).toString('hex')}`;
    const eventId = await createEventWithCommittees(db, early);
    const lastDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await db.update(events).set({ startsOn: lastDay, endsOn: lastDay }).where(eq(events.id, eventId));
    const ib = await committeeOf(db, 'IB', early);
    const reg = await createRegistration(db, {
      eventName: early,
      status: 'confirmed',
      assignedCommittee: 'IB',
      assignedPortfolio: ib.portfolios[0]!,
    });
    await recordAttendance(db, reg.id, [lastDay]);

    const page = await e2e.sharedPage({ as: admin, viewport: 'mobile' });
    await visit(page, `/registrations/${encodeURIComponent(early)}/certificates`);
    const warning = page.getByRole('heading', { name: m.problemsTitle });
    await expect(warning).toBeVisible();
    await expect(page.getByText(m.problems.noSignatories).first()).toBeVisible();
    await button(page, m.issue).click();
    const dialog = page.getByRole('dialog', { name: m.problemsTitle });
    await expect(dialog).toContainText('The conference is not over');
    await expect(dialog).toContainText(m.problems.noSignatories);
    await fitsWidth(page, 375);
    await page.screenshot({ path: `${screensDir}/certificate-warning-375.png`, animations: 'disabled' });
    await expectNoAxeViolations(page, 'certificate warning dialog at 375 px');
    // Cancel: nothing issued. Then Issue anyway.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(m.none)).toBeVisible();
    await button(page, m.issue).click();
    await dialog.getByRole('button', { name: m.issueAnyway }).click();
    await expect(page.getByRole('status').filter({ hasText: m.issuedCounts(1, 0) })).toBeVisible();
  });
});
