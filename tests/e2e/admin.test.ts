/**
 * Admin and superadmin screens end to end, in Chromium against the real server, database and an SMTP capture:
 * an admin confirms a registration and assigns committee and portfolio (the delegate is mailed and sees it on
 * the dashboard); a decline; the CSV download; the committees of each event (a fifth committee of another
 * event in the filters, the lists, the overview, the CSV and the assignment form; the seeded event's four
 * untouched); no accommodation answer for an institute student; a superadmin elevates, demotes and deletes
 * accounts; role redirects on a cold load by URL; axe on every admin and superadmin page at 1280 and 375 px.
 *
 * ADMIN_SHOTS_DIR=/some/dir also saves a full-page screenshot of each page there.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { SEEDED_EVENT as EVENT_NAME, seededCommittees, seededDisplayNames } from '../support/seeded-event';
import { messages } from '~/shared/messages';
import { adminRules } from '~/shared/schemas/admin';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { committeeOf, createEventWithCommittees, createRegistration } from '../support/admin';
import { request } from '../support/app';
import {
  createRegistrant,
  individualBody,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { screenshots, toast, useE2E, viewports, visit } from './support/harness';

const m = messages.admin;
/** Where the screenshots of the review loop go (looked at by people, not committed). */
const screensDir = process.env.SCREENS_DIR ?? '/work/screens';
const eventPage = `/registrations/${encodeURIComponent(EVENT_NAME)}`;

/** Uncaught exceptions, console errors and CSP violations of every page a test opened fail the test. */
const e2e = useE2E({
  smtp: true,
  contextDefaults: { reducedMotion: 'reduce', acceptDownloads: true },
  failOnProblems: true,
});
const shot = screenshots(process.env.ADMIN_SHOTS_DIR);
let admin: TestUser;
let superadmin: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createUser(e2e.server.db, { role: 'admin', name: 'Asha Admin' });
  superadmin = await createUser(e2e.server.db, { role: 'superadmin', name: 'Sunil Superadmin' });
  adminToken = await sessionFor(e2e.server.db, admin);
  await setRegistrationOpen(e2e.server.db, true);
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * A verified client registered individually for the event (pending, its payment received); returns the
 * registration id.
 */
async function seedRegistration(): Promise<{ user: TestUser; id: string; headers: Record<string, string> }> {
  const registrant = await createRegistrant(e2e.server.db);
  const res = await postRegistration(e2e.server.app, registrant.headers, await individualBody());
  expect(res.statusCode, res.body).toBe(200);
  const { registration } = res.json() as { registration: { _id: string } };
  // The money is in (an admin matched it): Confirm needs no override here (docs/decisions/0053-payment-model.md).
  await adminPut(`/admin/registrations/${registration._id}/payment/received`, { note: 'On the statement' });
  return { ...registrant, id: registration._id };
}

async function adminPut(url: string, json: unknown): Promise<void> {
  const res = await request(e2e.server.app, {
    method: 'PUT',
    url: `/v1/api${url}`,
    headers: bearer(adminToken),
    json,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The mails to `address` after `since` messages, waiting for one whose text contains `needle`. */
async function mailWith(address: string, needle: string) {
  await e2e.server.app.mailer.drain();
  return e2e.smtp.waitFor(address, {
    predicate: (mail) => mail.text.includes(needle) || mail.subject.includes(needle),
  });
}

describe('registrations', () => {
  it('an admin confirms a registration, then assigns committee and portfolio; the delegate is mailed', async () => {
    // Another delegate already holds UNHRC's first portfolio: it is offered disabled.
    const unhrc = (await committeeOf(e2e.server.db, 'UNHRC')).portfolios;
    const other = await seedRegistration();
    await adminPut('/confirm/reg', { regID: other.id });
    await adminPut('/admin/assign/portfolios', {
      eventID: other.id,
      committee: 'UNHRC',
      portfolio: unhrc[0],
    });

    const delegate = await seedRegistration();
    const page = await e2e.sharedPage({ as: admin });
    await visit(page, '/admin');
    await expect(h1(page)).toHaveText('Admin Dashboard');
    await page.getByRole('link', { name: 'All registrations' }).click();
    await expect(h1(page)).toHaveText('All Registrations');
    await page.locator('main').getByRole('link', { name: EVENT_NAME }).click();
    await expect(page).toHaveURL(`${e2e.url}${eventPage}`);
    await expect(h1(page)).toContainText(`${EVENT_NAME} Registrations (`);
    await expect(page).toHaveTitle(`${EVENT_NAME} Registrations | NITSMUN`);

    // Search by email narrows the lists to the delegate.
    await page.getByLabel('Search by name or email').fill(delegate.user.email);
    await expect(h1(page)).toHaveText(`${EVENT_NAME} Registrations (1)`);
    const all = page.locator('details').filter({ hasText: 'All registrations' });
    await all.getByRole('link', { name: delegate.user.email }).click();
    await expect(page).toHaveURL(`${e2e.url}/eventreg/${delegate.id}`);
    await expect(page.getByText(delegate.user.email).first()).toBeVisible();

    // The payment screenshot opens full size.
    await page.getByRole('button', { name: /View full size/ }).click();
    const viewer = page.getByRole('dialog', { name: `Payment screenshot of ${delegate.user.name}` });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img')).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    // Assignment is offered only once confirmed.
    await expect(page.getByLabel('Committee', { exact: true })).toHaveCount(0);
    await button(page, 'Confirm').click();
    await expect(page).toHaveURL(`${e2e.url}/allreg`);
    await expect(toast(page, m.confirmed)).toBeVisible();
    await mailWith(delegate.user.email, 'onfirm');

    await visit(page, `/eventreg/${delegate.id}`);
    await expect(button(page, 'Confirm')).toHaveCount(0);
    await expect(button(page, 'Decline')).toHaveCount(0);
    await button(page, 'Assign').click();
    await expect(page.getByRole('alert').filter({ hasText: m.payloadMissing })).toBeVisible();
    await page.getByLabel('Committee', { exact: true }).selectOption('UNHRC');
    const taken = page.getByRole('option', { name: `${unhrc[0]} (assigned)` });
    await expect(taken).toBeDisabled();
    await page.getByLabel('Portfolio', { exact: true }).selectOption(unhrc[1]!);
    await button(page, 'Assign').click();
    await expect(page).toHaveURL(`${e2e.url}/allreg`);
    await expect(toast(page, m.assignedToast)).toBeVisible();
    const mail = await mailWith(delegate.user.email, unhrc[1]!);
    expect(mail.text).toContain('UNHRC');

    // The detail now shows the assignment and offers no further action.
    await visit(page, `/eventreg/${delegate.id}`);
    await expect(page.getByText(unhrc[1]!, { exact: true }).last()).toBeVisible();
    await expect(button(page, 'Assign')).toHaveCount(0);

    // The delegate sees the confirmed registration and the assignment on the dashboard.
    const delegatePage = await e2e.page({ as: delegate.user });
    await visit(delegatePage, '/dashboard');
    const registered = delegatePage.getByRole('region', { name: 'Registered Events' });
    await expect(registered).toContainText(EVENT_NAME);
    await expect(registered).toContainText('confirmed');
    await expect(registered).toContainText(`Committee: UNHRC · Portfolio: ${unhrc[1]!}`);
  });

  it('an admin declines a registration after confirming; the page reloads it as declined and the delegate is mailed', async () => {
    const delegate = await seedRegistration();
    const page = await e2e.sharedPage({ as: admin });
    await visit(page, `/eventreg/${delegate.id}`);
    // Decline asks first; Cancel leaves the registration pending.
    await button(page, 'Decline').click();
    const dialog = page.getByRole('dialog', { name: m.declineConfirmTitle });
    await expect(dialog).toContainText(delegate.user.name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await button(page, 'Decline').click();
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(toast(page, m.declined)).toBeVisible();
    await expect(page).toHaveURL(`${e2e.url}/eventreg/${delegate.id}`);
    await expect(page.getByText('Declined', { exact: true }).first()).toBeVisible();
    await expect(button(page, 'Confirm')).toHaveCount(0);
    await expect(button(page, 'Decline')).toHaveCount(0);
    await expect(button(page, m.reopen)).toBeVisible();
    // The decline's email is held for the undo window, then sent (the worker's clock moved past it).
    await e2e.server.app.mailer.drain(
      new Date(Date.now() + (adminRules.declineMailHoldMinutes + 1) * 60_000),
    );
    await mailWith(delegate.user.email, 'eclin');

    await visit(page, `/reg/${encodeURIComponent(EVENT_NAME)}/declined`);
    await expect(page.getByRole('link', { name: delegate.user.email })).toBeVisible();
    await visit(page, `/reg/${encodeURIComponent(EVENT_NAME)}/nonsense`);
    await expect(page.getByRole('alert')).toHaveText(m.noSuchStatus);
  });

  it('the review loop: Review pending opens the oldest, Confirm stays, Next pending (with the count left) goes on; Undo decline reopens', async () => {
    // A fresh queue: the earlier tests' pending registrations are settled first.
    const settle = await e2e.server.app.inject({
      method: 'GET',
      url: `/v1/api/admin/events/${encodeURIComponent(EVENT_NAME)}/registrations?status=pending&limit=5000`,
      headers: bearer(adminToken),
    });
    for (const r of settle.json().registrations as { _id: string }[])
      await adminPut('/decline/reg', { regID: r._id });
    const first = await seedRegistration();
    const second = await seedRegistration();
    const third = await seedRegistration();

    const page = await e2e.page({ as: admin, viewport: 'mobile' });
    await visit(page, eventPage);
    await page.getByRole('link', { name: m.reviewPending(3) }).click();
    await expect(page).toHaveURL(`${e2e.url}/eventreg/${first.id}?review=1`);
    await expect(page.getByText(first.user.email).first()).toBeVisible();

    // Confirm in the loop: the page stays, focus goes to Next pending with the count left.
    await button(page, 'Confirm').click();
    await expect(toast(page, m.confirmed)).toBeVisible();
    const next = page.getByRole('link', { name: m.nextPending(2) });
    await expect(next).toBeFocused();
    await expect(page).toHaveURL(`${e2e.url}/eventreg/${first.id}?review=1`);
    // Looked at and scanned as the admin sees it, toast and all: closing the toast would take the focus
    // through the toaster, and back only when its exit animation ends.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${screensDir}/next-pending-375.png`, animations: 'disabled' });
    await expectNoAxeViolations(page, 'review loop after Confirm at 375 px');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${e2e.url}/eventreg/${second.id}?review=1`);

    // Decline in the loop (asked first), then Next pending: the last one.
    await button(page, 'Decline').click();
    await page
      .getByRole('dialog', { name: m.declineConfirmTitle })
      .getByRole('button', { name: 'Decline' })
      .click();
    await expect(toast(page, m.declined)).toBeVisible();
    // A mistaken decline: undone at once, the delegate is never emailed.
    await button(page, m.reopen).click();
    await expect(toast(page, m.reopenedMailWithdrawn)).toBeVisible();
    await expect(button(page, 'Confirm')).toBeVisible();
    await button(page, 'Decline').click();
    await page
      .getByRole('dialog', { name: m.declineConfirmTitle })
      .getByRole('button', { name: 'Decline' })
      .click();
    await page.getByRole('link', { name: m.nextPending(1) }).click();
    await expect(page).toHaveURL(`${e2e.url}/eventreg/${third.id}?review=1`);
    await button(page, 'Confirm').click();
    await expect(page.getByText(m.noPendingLeft)).toBeVisible();
    await expect(page.getByRole('link', { name: `Back to ${EVENT_NAME} Registrations` })).toBeFocused();

    // Opened from the lists (the original's routes), Confirm still goes to /allreg.
    const plain = await seedRegistration();
    await visit(page, `/eventreg/${plain.id}`);
    await button(page, 'Confirm').click();
    await expect(page).toHaveURL(`${e2e.url}/allreg`);
  });

  it('the CSV download holds the filtered rows, with a byte-order mark', async () => {
    const declined = await seedRegistration();
    await adminPut('/decline/reg', { regID: declined.id });
    const pending = await seedRegistration();

    const page = await e2e.sharedPage({ as: admin });
    await visit(page, `${eventPage}?status=declined`);
    await expect(page.getByLabel('Status')).toHaveValue('declined');
    await expect(page.getByRole('link', { name: declined.user.email }).first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Download CSV').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/email/i);
    expect(text).toContain(declined.user.email);
    expect(text).not.toContain(pending.user.email);
    for (const line of lines.slice(1)) expect(line).toContain('declined');

    // Unfiltered: every registration of the event is a row.
    await page.getByLabel('Status').selectOption('');
    await expect(page).toHaveURL(`${e2e.url}${eventPage}`);
    const [all] = await Promise.all([page.waitForEvent('download'), button(page, 'Download CSV').click()]);
    const allText = readFileSync((await all.path())!, 'utf8');
    expect(allText).toContain(declined.user.email);
    expect(allText).toContain(pending.user.email);
  });
});

describe("the event's committees", () => {
  const nextEvent = 'Annual Conference 2026';
  const nextPage = `/registrations/${encodeURIComponent(nextEvent)}`;
  const fifth = {
    code: 'UNSC',
    displayName: 'United Nations Security Council',
    portfolios: Array.from({ length: 20 }, (_, i) => `Member State ${i + 1}`),
  };
  const fifthName = `${fifth.displayName} (${fifth.code})`;
  const name = (code: (typeof seededCommittees)[number]) =>
    seededDisplayNames[code] === code ? code : `${seededDisplayNames[code]} (${code})`;
  const seededNames = seededCommittees.map(name);

  it('a fifth committee of another event shows in its filters, lists, overview, CSV and assignment form; the seeded event keeps its four', async () => {
    const db = e2e.server.db;
    await createEventWithCommittees(db, nextEvent, { extra: [fifth] });
    const assigned = await createRegistration(db, {
      eventName: nextEvent,
      status: 'confirmed',
      assignedCommittee: fifth.code,
      assignedPortfolio: fifth.portfolios[0]!,
    });
    const pending = await createRegistration(db, { eventName: nextEvent });
    const confirmed = await createRegistration(db, { eventName: nextEvent, status: 'confirmed' });

    const page = await e2e.sharedPage({ as: admin });
    await visit(page, '/allreg');
    await expect(page.locator('main').getByRole('link', { name: EVENT_NAME })).toBeVisible();
    await page.locator('main').getByRole('link', { name: nextEvent }).click();
    await expect(page).toHaveURL(`${e2e.url}${nextPage}`);
    await expect(h1(page)).toHaveText(`${nextEvent} Registrations (3)`);

    // The filter offers the event's five committees in its order; the lists group by them.
    const committeeFilter = page.getByLabel('Assigned committee');
    await expect(committeeFilter.locator('option')).toHaveText(['All committees', ...seededNames, fifthName]);
    const groups = page.locator('details summary h2');
    await expect(groups).toHaveText([
      'All registrations (3)',
      'Status pending (1)',
      'Status confirmed (2)',
      'Status declined (0)',
      ...seededNames.map((n) => `Assigned ${n} (0)`),
      `Assigned ${fifthName} (1)`,
    ]);
    const fifthGroup = page.locator('details').filter({ hasText: `Assigned ${fifthName}` });
    await fifthGroup.locator('summary').click();
    await expect(fifthGroup.getByRole('link', { name: assigned.user.email })).toBeVisible();
    await shot(page, 'registrations-five-committees-1280');

    // Filtered by the fifth committee, the list and the CSV hold its registration only.
    await committeeFilter.selectOption(fifth.code);
    await expect(page).toHaveURL(`${e2e.url}${nextPage}?committee=${fifth.code}`);
    await expect(h1(page)).toHaveText(`${nextEvent} Registrations (1)`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Download CSV').click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(assigned.user.email);
    expect(csv).toContain(`,${fifth.code},${fifth.portfolios[0]},`);
    expect(csv).not.toContain(pending.user.email);

    // The seeded event's page still offers its own four committees.
    await visit(page, eventPage);
    await expect(page.getByLabel('Assigned committee').locator('option')).toHaveText([
      'All committees',
      ...seededNames,
    ]);

    // The overview counts each event's committees, in its order.
    await visit(page, '/admin');
    const chart = page.locator('figure').filter({ hasText: `Assigned per committee · ${nextEvent}` });
    await expect(chart.locator('.adm-bars__label')).toHaveText([...seededNames, fifthName]);
    await expect(chart.locator('.adm-bars__count').last()).toHaveText('1');
    await expect(
      page
        .locator('figure')
        .filter({ hasText: `Assigned per committee · ${EVENT_NAME}` })
        .locator('.adm-bars__label'),
    ).toHaveText(seededNames);

    // The assignment form offers the fifth committee and its portfolios (the one given, disabled).
    await visit(page, `/eventreg/${confirmed.id}`);
    await page.getByLabel('Committee', { exact: true }).selectOption(fifth.code);
    await expect(page.getByRole('option', { name: `${fifth.portfolios[0]} (assigned)` })).toBeDisabled();
    await page.getByLabel('Portfolio', { exact: true }).selectOption(fifth.portfolios[19]!);
    await button(page, 'Assign').click();
    await expect(page).toHaveURL(`${e2e.url}/allreg`);
    await expect(toast(page, m.assignedToast)).toBeVisible();
    await visit(page, `/eventreg/${confirmed.id}`);
    await expect(page.locator('.adm-detail__row').filter({ hasText: 'Assigned committee' })).toContainText(
      fifthName,
    );
  });

  it('the registration detail shows no accommodation answer for an institute student', async () => {
    const student = await createRegistration(e2e.server.db, {
      userOptions: { student: true },
      college: null,
    });
    const outsider = await createRegistration(e2e.server.db);
    const page = await e2e.sharedPage({ as: admin });
    await visit(page, `/eventreg/${student.id}`);
    await expect(page.getByText(student.user.email).first()).toBeVisible();
    await expect(page.getByText('Scholar ID', { exact: true })).toBeVisible();
    await expect(page.getByText('Accommodation', { exact: true })).toHaveCount(0);
    await shot(page, 'eventreg-institute-student-1280');
    await visit(page, `/eventreg/${outsider.id}`);
    await expect(page.locator('.adm-detail__row').filter({ hasText: 'Accommodation' })).toContainText('No');
  });
});

describe('superadmin', () => {
  it('elevates a client to admin (who can then open /admin) and demotes them again', async () => {
    const client = await createUser(e2e.server.db, { name: 'Esha Elevate' });
    const page = await e2e.sharedPage({ as: superadmin });
    await visit(page, '/superadmin');
    await page.getByRole('link', { name: 'All accounts' }).click();
    await expect(h1(page)).toContainText('All Accounts');
    await page.getByLabel('Search by name or email').fill(client.email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: client.name }).click();
    await expect(page).toHaveURL(`${e2e.url}/user/${client.id}`);
    await expect(button(page, 'Demote Role')).toHaveCount(0);
    await button(page, 'Elevate Role').click();
    await expect(toast(page, m.elevated)).toBeVisible();
    await expect(button(page, 'Demote Role')).toBeVisible();
    await expect(button(page, 'Delete account')).toHaveCount(0);

    const clientPage = await e2e.page({ as: client });
    await visit(clientPage, '/admin');
    await expect(h1(clientPage)).toHaveText('Admin Dashboard');
    await expect(clientPage.getByRole('heading', { name: 'Overview' })).toBeVisible();

    await button(page, 'Demote Role').click();
    await expect(toast(page, m.demoted)).toBeVisible();
    await expect(button(page, 'Elevate Role')).toBeVisible();

    const again = await e2e.page({ as: client });
    await again.goto('/admin');
    await expect(again).toHaveURL(`${e2e.url}/`);
  });

  it('deletes a client after the confirmation dialog', async () => {
    const client = await createUser(e2e.server.db, { name: 'Dev Delete' });
    const page = await e2e.sharedPage({ as: superadmin });
    await visit(page, `/user/${client.id}`);
    await button(page, 'Delete account').click();
    const dialog = page.getByRole('dialog', { name: 'Delete this account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await button(page, 'Delete account').click();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(toast(page, m.deleted)).toBeVisible();
    await expect(page).toHaveURL(`${e2e.url}/allaccounts`);
    await visit(page, `/user/${client.id}`);
    await expect(page.getByRole('alert')).toHaveText(m.noSuchAccount);
  });

  it('lists the accounts scheduled for deletion, or says there are none', async () => {
    const page = await e2e.sharedPage({ as: superadmin });
    await visit(page, '/scheduled');
    await expect(page.getByText(m.noScheduled)).toBeVisible();

    const leaving = await createUser(e2e.server.db, { name: 'Lina Leaving' });
    const res = await request(e2e.server.app, {
      method: 'DELETE',
      url: '/v1/api/account',
      headers: bearer(await sessionFor(e2e.server.db, leaving)),
    });
    expect(res.statusCode, res.body).toBe(200);
    await visit(page, '/scheduled');
    await page.getByRole('link', { name: leaving.email }).click();
    await expect(page).toHaveURL(`${e2e.url}/user/${leaving.id}`);
  });

  it('shows the audit log: who did what to which record, newest first', async () => {
    const declined = await seedRegistration();
    await adminPut('/decline/reg', { regID: declined.id });
    const page = await e2e.sharedPage({ as: superadmin });
    await visit(page, '/superadmin');
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(`${e2e.url}/auditlog`);
    const newest = page.locator('.adm-list__item').first();
    await expect(newest).toContainText('Declined a registration');
    await expect(newest).toContainText(`by ${admin.email}`);
    await expect(newest).toContainText(declined.id);
  });
});

describe('role redirects on a cold load by URL', () => {
  // Which guard stands above each page, and where each kind of visitor goes, are component rules
  // (tests/unit/guards.test.tsx); this is the same redirect on a page the server rendered first.
  it('anyone but an admin or superadmin leaves an admin page for /, and anyone but a superadmin a superadmin page', async () => {
    const client = await createUser(e2e.server.db);
    const cases: [TestUser | undefined, string][] = [
      [undefined, '/allreg'],
      [client, eventPage],
      [admin, '/auditlog'],
      [client, '/superadmin'],
    ];
    for (const [as, path] of cases) {
      const page = await e2e.sharedPage({ as });
      await page.goto(path);
      await expect(page).toHaveURL(`${e2e.url}/`);
      await expect(h1(page)).toContainText('NITSMUN');
    }
  });
});

describe('the superadmin holds the admin powers', () => {
  it('reviews a registration reached from its home and confirms it', async () => {
    const pending = await seedRegistration();
    const page = await e2e.sharedPage({ as: superadmin, viewport: 'mobile' });
    await visit(page, '/superadmin');
    await page.getByRole('link', { name: 'All registrations' }).click();
    await expect(h1(page)).toHaveText('All Registrations');
    await visit(page, `/eventreg/${pending.id}`);
    await expect(page.getByText(pending.user.email).first()).toBeVisible();
    await expect(page.getByText(/^Payment: /)).toBeVisible();
    await button(page, 'Confirm').click();
    await expect(toast(page, m.confirmed)).toBeVisible();
  });
});

describe('accessibility', () => {
  it.each(['desktop', 'mobile'] as const)(
    'every admin and superadmin page has no axe violations (%s)',
    async (viewport) => {
      const pending = await seedRegistration();
      const confirmed = await seedRegistration();
      await adminPut('/confirm/reg', { regID: confirmed.id });
      const client = await createUser(e2e.server.db, { name: 'Cara Client' });
      const contact = await request(e2e.server.app, {
        method: 'POST',
        url: '/v1/api/contactus',
        json: {
          name: 'Priya Sharma',
          email: 'priya@example.com',
          message: 'When does the\nconference start?',
        },
      });
      expect(contact.statusCode, contact.body).toBe(200);

      const pages: { as: TestUser; path: string; name: string; heading: string | RegExp }[] = [
        { as: admin, path: '/admin', name: 'admin', heading: 'Admin Dashboard' },
        { as: admin, path: '/allreg', name: 'allreg', heading: 'All Registrations' },
        { as: admin, path: eventPage, name: 'registrations', heading: /Registrations \(\d+\)$/ },
        { as: admin, path: `/eventreg/${pending.id}`, name: 'eventreg-pending', heading: 'Registration' },
        { as: admin, path: `/eventreg/${confirmed.id}`, name: 'eventreg-confirmed', heading: 'Registration' },
        {
          as: admin,
          path: `/reg/${encodeURIComponent(EVENT_NAME)}/pending`,
          name: 'reg-status',
          heading: /^Pending registrations/,
        },
        { as: admin, path: '/contactusres', name: 'contactusres', heading: /^Contact Us Responses \(\d+\)$/ },
        { as: superadmin, path: '/superadmin', name: 'superadmin', heading: 'Superadmin Dashboard' },
        { as: superadmin, path: '/allaccounts', name: 'allaccounts', heading: /^All Accounts/ },
        { as: superadmin, path: `/user/${client.id}`, name: 'user', heading: 'Account' },
        {
          as: superadmin,
          path: '/contactusresponses',
          name: 'contactusresponses',
          heading: /^Contact Us Responses/,
        },
        { as: superadmin, path: '/scheduled', name: 'scheduled', heading: 'Scheduled for deletion' },
        { as: superadmin, path: '/auditlog', name: 'auditlog', heading: 'Audit log' },
      ];
      const width = viewports[viewport].width;
      const byRole = new Map<TestUser, Page>();
      for (const { as, path, name, heading } of pages) {
        let page = byRole.get(as);
        if (!page) {
          page = await e2e.sharedPage({ as, viewport });
          byRole.set(as, page);
        }
        await visit(page, path);
        await expect(h1(page)).toHaveText(heading);
        await expect(page.locator('[role="status"]').filter({ hasText: m.loading })).toHaveCount(0);
        await expect(page.locator('.adm-payment__placeholder')).toHaveCount(0);
        await expect(page.locator('h1')).toHaveCount(1);
        const overflow = await page.evaluate(() => {
          const wide = [...document.querySelectorAll('body *')].filter(
            (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5,
          );
          return {
            scrollWidth: document.documentElement.scrollWidth,
            wide: wide.slice(0, 3).map((el) => el.outerHTML.slice(0, 120)),
          };
        });
        expect(
          overflow.scrollWidth,
          `${path} at ${width} px: ${overflow.wide.join(' | ')}`,
        ).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page, `${path} at ${width} px`);
        await shot(page, `${name}-${width}`);
      }
      // The full-size payment viewer and the deletion dialog, open.
      const adminPage = byRole.get(admin)!;
      await visit(adminPage, `/eventreg/${pending.id}`);
      await adminPage.getByRole('button', { name: /View full size/ }).click();
      await expect(adminPage.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(adminPage, `payment viewer at ${width} px`);
      await shot(adminPage, `payment-viewer-${width}`);
      const superPage = byRole.get(superadmin)!;
      await visit(superPage, `/user/${client.id}`);
      await button(superPage, 'Delete account').click();
      await expect(superPage.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(superPage, `delete dialog at ${width} px`);
    },
  );
});
