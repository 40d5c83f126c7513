/**
 * The conference days (docs/requirements.md#conference-days) as one story, in Chromium against the real
 * server and database: on a day of the conference an admin at the door (375 px) finds a delegate by name and
 * checks them in; after the event an admin issues certificates, and only the delegate who was checked in gets
 * one; that delegate downloads it from the dashboard and its printed URL says authentic. (Each feature's own
 * file covers its details; this one covers what passes between them: attendance recorded at the door is what
 * makes a certificate.)
 *
 * CONFERENCE_DAYS_SHOTS_DIR=/some/dir also saves full-page screenshots there.
 */
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, it } from 'vitest';
import { dateInIndia } from '~/shared/conference-day';
import { certificateMessages, checkinMessages } from '~/shared/desk-messages';
import { paths } from '~/shared/paths';
import { events } from '../../src/server/modules/events/table';
import { type TestUser, createUser } from '../support/accounts';
import { createRegistration } from '../support/admin';
import { SEEDED_EVENT as EVENT_NAME, seededPortfolios } from '../support/seeded-event';
import { expect } from './support/expect';
import { screenshots, useE2E, visit } from './support/harness';

const e2e = useE2E({
  contextDefaults: { reducedMotion: 'reduce', acceptDownloads: true },
  failOnProblems: true,
});
const shot = screenshots(process.env.CONFERENCE_DAYS_SHOTS_DIR);
let admin: TestUser;
let present: TestUser;

beforeAll(async () => {
  const { db } = e2e.server;
  const day = (offset: number) => dateInIndia(new Date(Date.now() + offset * 86_400_000));
  await db
    .update(events)
    .set({ startsOn: day(0), endsOn: day(1) })
    .where(eq(events.name, EVENT_NAME));
  admin = await createUser(db, { role: 'admin', name: 'Dev Door' });
  const seat = (portfolio: number) => ({
    status: 'confirmed' as const,
    assignedCommittee: 'UNHRC',
    assignedPortfolio: seededPortfolios.UNHRC[portfolio]!,
  });
  present = (await createRegistration(db, { ...seat(0), userOptions: { name: 'Meera Present' } })).user;
  await createRegistration(db, { ...seat(1), userOptions: { name: 'Kabir Absent' } });
});

describe('conference days', () => {
  it('turn a check-in at the door into a certificate the delegate downloads and anyone can verify', async () => {
    // At the door, on a phone: search, check in.
    const door = await e2e.page({ as: admin, viewport: 'mobile' });
    await visit(door, paths.checkin);
    await door.getByRole('searchbox', { name: 'Search by name or email' }).fill('meera');
    const card = door
      .getByRole('list', { name: 'Delegates found' })
      .getByRole('article', { name: 'Meera Present' });
    await card.getByRole('button', { name: 'Check in' }).click();
    await expect(
      door.getByRole('status').filter({ hasText: checkinMessages.checkedIn('Meera Present') }),
    ).toBeVisible();
    await shot(door, 'door-375');

    // After the event: certificates go to those who attended.
    const office = await e2e.page({ as: admin });
    await visit(office, paths.certificates(EVENT_NAME));
    await office.getByRole('button', { name: certificateMessages.issue, exact: true }).click();
    // The dialog names any problem (the seeded event has no signatories): its button then reads Issue anyway.
    const confirmIssue = new RegExp(`^(${certificateMessages.issue}|${certificateMessages.issueAnyway})$`);
    await office.getByRole('dialog').getByRole('button', { name: confirmIssue }).click();
    await expect(
      office.getByRole('status').filter({ hasText: certificateMessages.issuedCounts(1, 0) }),
    ).toBeVisible();
    await expect(office.locator('tbody')).toContainText('Meera Present');
    await expect(office.locator('tbody')).not.toContainText('Kabir Absent');
    await shot(office, 'certificates-1280');

    // The delegate downloads it; its URL verifies.
    const delegate = await e2e.page({ as: present, viewport: 'mobile' });
    await visit(delegate, '/dashboard');
    await expect(delegate.getByTestId('checkin-qr')).toBeVisible();
    await shot(delegate, 'dashboard-375');
    const [pdf] = await Promise.all([
      delegate.waitForEvent('download'),
      delegate
        .getByRole('region', { name: certificateMessages.dashboardTitle })
        .getByRole('button', { name: new RegExp(certificateMessages.download) })
        .click(),
    ]);
    const bytes = readFileSync((await pdf.path())!);
    const url = new RegExp(`${e2e.url}/certificates/[a-z2-7]{32}`).exec(bytes.toString('latin1'))?.[0];
    expect(url).toBeDefined();
    await visit(delegate, url!);
    const verdict = delegate.getByTestId('certificate-verdict');
    await expect(verdict).toContainText(certificateMessages.authentic);
    await expect(verdict).toContainText('Meera Present');
    await expect(verdict).toContainText(seededPortfolios.UNHRC[0]!);
    await shot(delegate, 'verified-375');
  });
});
