/**
 * The announcements page (/registrations/:event/announcements) end to end, in Chromium against
 * the real server, database, mail worker and an SMTP capture: an admin at 1280 px opens it from the
 * event's registrations, writes to one committee, previews (count and names), confirms and sends; the list
 * follows the delivery live until every email is sent; the SMTP capture got exactly that committee's
 * delegates; one of them sees it on the dashboard (markup shown as text, the address a link) and a delegate
 * of another committee does not. At 375 px the page and the dashboard fit the screen; axe at both widths.
 *
 * ANN_SHOTS_DIR=/some/dir also saves full-page screenshots there.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { announcementMessages } from '~/shared/desk-messages';
import { committeeName } from '~/web/components/app/format';
import { type TestUser, createUser } from '../support/accounts';
import { type SeededRegistration, createEventWithCommittees, createRegistration } from '../support/admin';
import { seededDisplayNames, seededPortfolios } from '../support/seeded-event';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { dismissToasts, screenshots, toast, useE2E, visit } from './support/harness';

const m = announcementMessages;
const e2e = useE2E({ smtp: true, contextDefaults: { reducedMotion: 'reduce' }, failOnProblems: true });
const shot = screenshots(process.env.ANN_SHOTS_DIR);

const eventName = `Announcement Summit ${randomBytes(3).toString('hex')}`;
const eventPage = `/registrations/${encodeURIComponent(eventName)}`;
const announcementsPage = `${eventPage}/announcements`;
const subject = 'Committee session moved to Hall B';
const body =
  'Dear delegates,\nthe session starts at 10:00 in Hall B.\n\nGuide: https://example.com/guide\n<b>not bold</b>';

let admin: TestUser;
let unhrc: (SeededRegistration & { name: string })[];
let ib: (SeededRegistration & { name: string })[];

beforeAll(async () => {
  const db = e2e.server.db;
  admin = await createUser(db, { role: 'admin', name: 'Asha Admin' });
  await createEventWithCommittees(db, eventName);
  const delegate = async (name: string, committee: 'UNHRC' | 'IB', i: number) => ({
    ...(await createRegistration(db, {
      eventName,
      status: 'confirmed',
      assignedCommittee: committee,
      assignedPortfolio: seededPortfolios[committee][i],
      userOptions: { name },
    })),
    name,
  });
  unhrc = [
    await delegate('Uma Rights', 'UNHRC', 0),
    await delegate('Ulla Rights', 'UNHRC', 1),
    await delegate('Ugo Rights', 'UNHRC', 2),
  ];
  ib = [await delegate('Ivan Bureau', 'IB', 0), await delegate('Ines Bureau', 'IB', 1)];
  // A registrant without a seat: not in the committee's audience either.
  await createRegistration(db, { eventName, userOptions: { name: 'Pia Pending' } });
});

/** The dashboard's section of announcements. */
const dashboardSection = 'Messages from the organisers';
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('announcements', () => {
  it('an admin writes to one committee, previews, sends; exactly its delegates get the email and see it on the dashboard', async () => {
    const page = await e2e.page({ as: admin });
    await visit(page, eventPage);
    await shot(page, 'registrations-1280');
    await page.getByRole('link', { name: 'Announcements', exact: true }).click();
    await expect(h1(page)).toHaveText(`${eventName} Announcements`);
    await expect(page.getByText('No announcement has been sent for this event yet.')).toBeVisible();

    // The form checks with the API's messages before anything is sent.
    await button(page, 'Send announcement').click();
    await expect(page.getByText(m.subjectRequired)).toBeVisible();
    await expect(page.getByText(m.bodyRequired)).toBeVisible();
    await expect(page.getByLabel('Subject')).toBeFocused();
    await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill(body);
    await expect(page.getByText(m.subjectRequired)).toHaveCount(0);
    await expect(page.getByText(m.bodyRequired)).toHaveCount(0);
    await page.getByLabel('Who receives it').selectOption('committee');
    await page.getByLabel('Assigned committee').selectOption('UNHRC');
    await expect(page.getByLabel('Assigned committee')).toContainText(seededDisplayNames.UNHRC);
    await button(page, 'Preview recipients').click();
    await expect(page.getByText('3 recipients', { exact: true })).toBeVisible();
    for (const d of unhrc) await expect(page.locator('.ann-preview__list')).toContainText(d.name);
    await expect(page.locator('.ann-preview__list')).not.toContainText(ib[0]!.name);
    await expectNoAxeViolations(page, 'announcement preview at 1280 px');
    await shot(page, 'announcements-preview-1280');

    await button(page, 'Send announcement').click();
    const dialog = page.getByRole('dialog', { name: 'Send this announcement?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('3 registrants');
    await expectNoAxeViolations(page, 'send dialog at 1280 px');
    await dialog.getByRole('button', { name: 'Send to 3 recipients' }).click();
    await expect(toast(page, m.sent)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Subject')).toHaveValue('');

    // The list follows the delivery until every email is sent.
    const item = page.locator('.ann-item').filter({ hasText: subject });
    await expect(item).toContainText('3 recipients');
    await expect(item).toContainText(
      `Committee ${committeeName({ code: 'UNHRC', displayName: seededDisplayNames.UNHRC })}`,
    );
    await expect(item.getByTestId('delivery')).toContainText('3 sent', { timeout: 20_000 });
    await expect(item.getByTestId('delivery')).toContainText('0 queued');
    await expect(item.getByTestId('delivery')).toContainText('0 failed');

    // Exactly the committee's delegates got it.
    const mails = e2e.smtp.messages.filter((mail) => mail.subject === `[NITSMUN] ${eventName}: ${subject}`);
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual(unhrc.map((d) => d.user.email).sort());
    for (const mail of mails) {
      expect(mail.text).toContain('the session starts at 10:00 in Hall B.');
      expect(mail.html).toContain('<a href="https://example.com/guide"');
      expect(mail.html).not.toContain('<b>not bold</b>');
    }

    await dismissToasts(page);
    await expectNoAxeViolations(page, 'announcements list at 1280 px');
    await shot(page, 'announcements-sent-1280');

    // A delegate of the committee sees it on the dashboard: the markup as text, the address a link.
    const own = await e2e.page({ as: unhrc[0]!.user });
    await visit(own, '/dashboard');
    const section = own.getByRole('region', { name: dashboardSection });
    await expect(section.getByRole('heading', { name: subject })).toBeVisible();
    await expect(section).toContainText('<b>not bold</b>');
    await expect(section.locator('b')).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'https://example.com/guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );
    await expectNoAxeViolations(own, 'dashboard announcements at 1280 px');
    await shot(own, 'dashboard-announcements-1280');

    // A delegate of another committee does not.
    const other = await e2e.page({ as: ib[0]!.user });
    await visit(other, '/dashboard');
    await expect(other.getByRole('region', { name: dashboardSection })).toContainText(
      'No announcements yet.',
    );
  });

  it('fits a 375 px screen (the page and the dashboard), without axe violations', async () => {
    const page = await e2e.page({ as: admin, viewport: 'mobile' });
    await visit(page, eventPage);
    await shot(page, 'registrations-375');
    await visit(page, announcementsPage);
    await expect(h1(page)).toHaveText(`${eventName} Announcements`);
    await page.getByLabel('Who receives it').selectOption('kind');
    await button(page, 'Preview recipients').click();
    await expect(page.locator('.ann-preview__count')).toBeVisible();
    await expect(page.locator('.ann-item').first()).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'announcements page at 375 px');
    await shot(page, 'announcements-375');

    const own = await e2e.page({ as: unhrc[1]!.user, viewport: 'mobile' });
    await visit(own, '/dashboard');
    await expect(
      own.getByRole('region', { name: dashboardSection }).getByRole('heading', { name: subject }),
    ).toBeVisible();
    expect(await noHorizontalScroll(own)).toBe(true);
    await shot(own, 'dashboard-announcements-375');
  });
});
