/**
 * Check-in at the venue end to end, in Chromium against the real server and database: a
 * confirmed delegate's dashboard draws their check-in QR code (at 375 and 1280 px); that QR code,
 * screenshotted, becomes the fake camera of a second Chromium (`--use-file-for-fake-video-capture`, a
 * YUV4MPEG2 file made here); an admin at 375 px opens /checkin, scans it, sees the delegate, checks them
 * in, scans again ("already checked in at HH:MM by ..."), then checks another delegate in by search. The
 * attendance rows, the counts, axe at 375 px, and no console error or CSP violation on the way.
 *
 * CHECKIN_SHOTS_DIR=/some/dir also saves screenshots of the pages there.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { AUTH_COOKIE } from '~/shared/constants';
import { dateInIndia } from '~/shared/conference-day';
import { checkinMessages } from '~/shared/desk-messages';
import { attendance, checkinCodes } from '../../src/server/modules/checkin/table';
import { events } from '../../src/server/modules/events/table';
import { type TestUser, createUser, sessionFor } from '../support/accounts';
import { type SeededRegistration, createRegistration } from '../support/admin';
import { launchBrowser } from '../support/browser';
import { SEEDED_EVENT as EVENT_NAME, seededDisplayNames, seededPortfolios } from '../support/seeded-event';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { screenshots, toast, useE2E, viewports, visit } from './support/harness';

const m = checkinMessages;
const e2e = useE2E({ contextDefaults: { reducedMotion: 'reduce' }, failOnProblems: true });
const shot = screenshots(process.env.CHECKIN_SHOTS_DIR);
const dir = mkdtempSync(join(tmpdir(), 'checkin-e2e-'));
let admin: TestUser;
let scanned: SeededRegistration & { name: string };
let searched: SeededRegistration & { name: string };
let cameraBrowser: Browser | undefined;

beforeAll(async () => {
  const { db } = e2e.server;
  const day = (offset: number) => dateInIndia(new Date(Date.now() + offset * 86_400_000));
  await db
    .update(events)
    .set({ startsOn: day(-1), endsOn: day(1) })
    .where(eq(events.name, EVENT_NAME));
  admin = await createUser(db, { role: 'admin', name: 'Asha Admin' });
  const seat = (portfolio: number) => ({
    status: 'confirmed' as const,
    assignedCommittee: 'UNHRC',
    assignedPortfolio: seededPortfolios.UNHRC[portfolio]!,
  });
  scanned = {
    ...(await createRegistration(db, { ...seat(0), userOptions: { name: 'Rohan Scanned' } })),
    name: 'Rohan Scanned',
  };
  searched = {
    ...(await createRegistration(db, { ...seat(1), userOptions: { name: 'Bina Searchable' } })),
    name: 'Bina Searchable',
  };
});
afterAll(async () => {
  await cameraBrowser?.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A YUV4MPEG2 video (4:2:0, BT.601 full range as C420jpeg means) of a few identical frames showing the
 * image centred on white, as Chromium's fake camera plays it.
 */
async function y4mOf(png: Buffer, path: string): Promise<void> {
  const [width, height, side] = [640, 480, 360];
  const qr = await sharp(png).resize(side, side, { kernel: 'nearest' }).toBuffer();
  const { data } = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, left: (width - side) / 2, top: (height - side) / 2 }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  const rgb = (x: number, row: number) => {
    const i = (row * width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
  };
  for (let row = 0; row < height; row++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = rgb(x, row);
      y[row * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  for (let row = 0; row < height / 2; row++) {
    for (let x = 0; x < width / 2; x++) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const [pr, pg, pb] = rgb(2 * x + dx, 2 * row + dy);
        [r, g, b] = [r + pr / 4, g + pg / 4, b + pb / 4];
      }
      const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
      u[row * (width / 2) + x] = clamp(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
      v[row * (width / 2) + x] = clamp(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  writeFileSync(
    path,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array(5).fill(frame),
    ]),
  );
}

/** A page at 375 px of a Chromium whose camera plays `video`, signed in as `user`. */
async function pageWithCamera(video: string, user: TestUser): Promise<Page> {
  cameraBrowser = await launchBrowser({
    args: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await cameraBrowser.newContext({
    viewport: viewports.mobile,
    baseURL: e2e.url,
    reducedMotion: 'reduce',
  });
  await context.grantPermissions(['camera'], { origin: e2e.url });
  await context.addCookies([
    { name: AUTH_COOKIE, value: await sessionFor(e2e.server.db, user), url: e2e.url, sameSite: 'Strict' },
  ]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  pageProblems.set(page, problems);
  return page;
}
const pageProblems = new WeakMap<Page, string[]>();

const attendanceOf = (registrationId: string) =>
  e2e.server.db.select().from(attendance).where(eq(attendance.registrationId, registrationId));

describe('check-in at the venue', () => {
  let qrPng: Buffer;

  it("draws the delegate's check-in QR code and its text on the dashboard, at 375 and 1280 px", async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await e2e.page({ as: scanned.user, viewport });
      await visit(page, '/dashboard');
      const pass = page.getByRole('region', { name: m.passTitle });
      await expect(pass).toBeVisible();
      const qr = pass.getByRole('img', { name: `Check-in QR code for ${EVENT_NAME}` });
      await expect(qr.locator('svg')).toBeVisible();
      const [code] = await e2e.server.db
        .select({ code: checkinCodes.code })
        .from(checkinCodes)
        .where(eq(checkinCodes.registrationId, scanned.id));
      await expect(pass.locator('code')).toHaveText(code!.code);
      const box = await qr.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewports[viewport].width);
      await shot(page, `dashboard-pass-${viewport}`);
      await expectNoAxeViolations(page, `/dashboard with a check-in pass (${viewport})`);
      if (viewport === 'mobile') qrPng = await qr.screenshot();
    }
  });

  it('lets an admin at 375 px scan that QR code with the camera, check the delegate in, and see a second scan refused as already done', async () => {
    const video = join(dir, 'qr.y4m');
    await y4mOf(qrPng, video);
    const page = await pageWithCamera(video, admin);
    await visit(page, '/checkin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pageTitle);
    await expect(page.getByText(/^Conference day: /)).toBeVisible();

    await page.getByRole('button', { name: m.scan }).click();
    const card = page.getByRole('article', { name: scanned.name });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText(seededDisplayNames.UNHRC);
    await expect(card).toContainText(seededPortfolios.UNHRC[0]!);
    await shot(page, 'checkin-scanned-375');
    await card.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByRole('status').filter({ hasText: m.checkedIn(scanned.name) })).toBeVisible();
    await expect(card).toContainText('Checked in at');
    expect(await card.textContent()).toMatch(/Checked in at \d\d:\d\d by Asha Admin/);
    expect(await attendanceOf(scanned.id)).toHaveLength(1);

    // The second scan: the card says when and by whom, and offers no second check-in.
    await page.getByRole('button', { name: 'Scan next' }).click();
    const already = page.getByRole('status').filter({ hasText: 'Already checked in at' });
    await expect(already).toBeVisible({ timeout: 20_000 });
    expect(await already.textContent()).toMatch(/^Already checked in at \d\d:\d\d by Asha Admin$/);
    await expect(card).toContainText('Checked in at');
    await expect(card.getByRole('button', { name: 'Check in' })).toHaveCount(0);
    expect(await attendanceOf(scanned.id)).toHaveLength(1);

    // Then by search.
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('bina sea');
    const found = page
      .getByRole('list', { name: 'Delegates found' })
      .getByRole('article', { name: searched.name });
    await expect(found).toBeVisible();
    await found.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByRole('status').filter({ hasText: m.checkedIn(searched.name) })).toBeVisible();
    expect(await attendanceOf(searched.id)).toHaveLength(1);

    // The live counts: both UNHRC delegates checked in today.
    const counts = page.getByRole('region', { name: 'Attendance' });
    await expect(counts.getByRole('row', { name: new RegExp(seededDisplayNames.UNHRC) })).toContainText('2');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewports.mobile.width);
    await shot(page, 'checkin-done-375');
    await expectNoAxeViolations(page, '/checkin at 375 px');
    expect(pageProblems.get(page)).toEqual([]);
  });

  it('shows the page at 1280 px, issues a new code in place of a leaked one, and shows no pass to a pending delegate', async () => {
    const page = await e2e.page({ as: admin });
    await visit(page, '/checkin');
    await expect(page.getByRole('region', { name: 'Attendance' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('Rohan');
    await expect(page.getByRole('article', { name: scanned.name })).toContainText('Checked in at');
    await shot(page, 'checkin-1280');
    await expectNoAxeViolations(page, '/checkin at 1280 px');

    // A leaked code: the admin issues a new one; the old one is revoked.
    const codes = () =>
      e2e.server.db
        .select({ code: checkinCodes.code, revokedAt: checkinCodes.revokedAt })
        .from(checkinCodes)
        .where(eq(checkinCodes.registrationId, scanned.id));
    const [old] = await codes();
    await page.getByRole('article', { name: scanned.name }).getByRole('button', { name: m.newCode }).click();
    const dialog = page.getByRole('dialog', { name: m.newCodeTitle(scanned.name) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: m.issueNewCode }).click();
    await expect(toast(page, m.reissued)).toBeVisible();
    const after = await codes();
    expect(after.find((c) => c.code === old!.code)?.revokedAt).not.toBeNull();
    expect(after.filter((c) => c.revokedAt === null)).toHaveLength(1);

    const pending = await createRegistration(e2e.server.db, { userOptions: { name: 'Pia Pending' } });
    const delegate = await e2e.page({ as: pending.user, viewport: 'mobile' });
    await visit(delegate, '/dashboard');
    await expect(delegate.getByRole('heading', { name: 'Registered Events' })).toBeVisible();
    await expect(delegate.getByRole('region', { name: m.passTitle })).toHaveCount(0);

    // At the door, a search tells a registration that is pending apart from no registration at all.
    const searchbox = page.getByRole('searchbox', { name: 'Search by name or email' });
    await searchbox.fill('Pia Pending');
    const refused = page.getByRole('list', { name: m.notAdmitted });
    await expect(refused.getByRole('listitem', { name: 'Pia Pending' })).toContainText(
      m.notConfirmed.pending,
    );
    await expect(page.getByText(m.noResults)).toBeVisible();
    await expect(refused.getByRole('button')).toHaveCount(0);
    await shot(page, 'checkin-pending-1280');
    await searchbox.fill('Nobody Registered Here');
    await expect(page.getByText(m.noRegistration)).toBeVisible();
    await expect(refused).toHaveCount(0);
  });

  it("reaches the attendance table's scroll area with the keyboard (named, focusable)", async () => {
    const page = await e2e.page({ as: admin, viewport: 'mobile' });
    await visit(page, '/checkin');
    const scroller = page.getByRole('region', { name: 'Check-ins per committee and day, scrollable' });
    await expect(scroller).toBeVisible();
    await expect(scroller).toHaveAttribute('tabindex', '0');
    // Tab from the search box (the last control before it) lands on it.
    await page.getByRole('searchbox', { name: 'Search by name or email' }).focus();
    for (let i = 0; i < 10 && !(await scroller.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(scroller).toBeFocused();
    await expectNoAxeViolations(page, 'the attendance table at 375 px');
  });
});
