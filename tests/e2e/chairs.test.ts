/**
 * Chairs end to end at 375 px, in Chromium against the real server, database and mail: an admin sets two
 * committee sessions and invites a chair for UNHRC on the event's chairs page; the chair opens the emailed
 * link, signs up and logs in from it, accepts, and lands on UNHRC's roll call, which lists only UNHRC's seated
 * delegates (with the door's check-in); the chair takes the roll call of both sessions (reopened, the room
 * brings the first one's roll call in its own answer; another account reads the refusal); the delegate's
 * dashboard shows their attendance.
 * Then position papers: the delegate uploads a paper from the dashboard, the
 * chair asks for changes with feedback (emailed to the delegate), the delegate uploads version 2 and the
 * chair accepts it. Then marks and awards: the chair marks Rohan's speech and sees the totals, proposes Rohan
 * for Best Delegate, an admin publishes, Rohan downloads the award certificate from the dashboard and the
 * verification URL printed in it says "Best Delegate", and /results/<event> lists it. Axe on the roll call, the review dialog, the papers page, the
 * marks and the results page; no console error or CSP violation on the way.
 *
 * CHAIRS_SHOTS_DIR=/some/dir saves screenshots of the pages there (375 and 1280 px).
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { dateInIndia } from '~/shared/conference-day';
import { certificateMessages, chairMessages } from '~/shared/desk-messages';
import { awardMessages, markMessages, paperMessages } from '~/shared/paper-messages';
import { paths, redirectParam } from '~/shared/paths';
import { awardCategories, rubricCriteria } from '../../src/server/modules/awards/table';
import { attendance } from '../../src/server/modules/checkin/table';
import { events } from '../../src/server/modules/events/table';
import { type TestUser, createUser } from '../support/accounts';
import { type SeededRegistration, createRegistration, eventIdOf } from '../support/admin';
import { SEEDED_EVENT as EVENT_NAME, seededPortfolios } from '../support/seeded-event';
import { makePdf } from '../support/papers';
import { linkIn } from '../support/smtp';
import { formatSessionTime } from '~/web/components/app/format';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { screenshots, toast, useE2E, visit, waitForApp } from './support/harness';

const m = chairMessages;
const mp = paperMessages;
const ma = awardMessages;
const mm = markMessages;
const mc = certificateMessages;
const e2e = useE2E({ smtp: true, contextDefaults: { reducedMotion: 'reduce' }, failOnProblems: true });
const shot = screenshots(process.env.CHAIRS_SHOTS_DIR);
const enc = encodeURIComponent;
const today = dateInIndia(new Date());
const tomorrow = dateInIndia(new Date(Date.now() + 86_400_000));

let admin: TestUser;
let first: SeededRegistration;
const unhrc = seededPortfolios.UNHRC;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** A delegate's row button: its visible text, then what a tap does. */
const tap = (name: string, next: string) => new RegExp(`${name}.*, ${m.tapFor(next)}$`);

beforeAll(async () => {
  const { db } = e2e.server;
  await db.update(events).set({ startsOn: today, endsOn: tomorrow }).where(eq(events.name, EVENT_NAME));
  admin = await createUser(db, { role: 'admin', name: 'Asha Admin' });
  const seat = (committee: 'UNHRC' | 'IB', portfolio: string, name: string) =>
    createRegistration(db, {
      status: 'confirmed',
      assignedCommittee: committee,
      assignedPortfolio: portfolio,
      userOptions: { name },
    });
  first = await seat('UNHRC', unhrc[0]!, 'Rohan First');
  await seat('UNHRC', unhrc[1]!, 'Bina Second');
  await seat('IB', seededPortfolios.IB[0]!, 'Ira Elsewhere');
  const eventId = await eventIdOf(db);
  // Rohan came through the door today.
  await db.insert(attendance).values({
    registrationId: first.id,
    eventId,
    day: today,
    checkedInByEmail: admin.email,
  });
});

describe('a chair from invite to roll call', () => {
  it('the admin invites, the chair signs up from the link and takes two sessions, the delegate sees it', async () => {
    // The admin: two sessions, then the invite.
    const adminPage = await e2e.page({ viewport: 'mobile', as: admin });
    await visit(adminPage, `/registrations/${enc(EVENT_NAME)}/chairs`);
    await expect(h1(adminPage)).toHaveText(`${EVENT_NAME} ${m.pageTitle}`);
    await expect(adminPage.getByText(m.noSessions)).toBeVisible();
    for (const [i, [name, day, time]] of [
      ['Opening session', today, '09:30'],
      ['Second session', tomorrow, '14:00'],
    ].entries()) {
      await button(adminPage, m.addSession).click();
      await field(adminPage, `${m.sessionName} (${i + 1})`).fill(name!);
      await adminPage.getByLabel(m.sessionDay, { exact: true }).nth(i).fill(day!);
      await adminPage.getByLabel(m.sessionStart, { exact: true }).nth(i).fill(time!);
    }
    await button(adminPage, m.saveSessions).click();
    await expect(toast(adminPage, m.sessionsSaved)).toBeVisible();

    const chairEmail = `chair.${Date.now().toString(36)}@example.com`;
    await field(adminPage, m.committee).selectOption('UNHRC');
    await field(adminPage, m.email).fill(chairEmail);
    await button(adminPage, m.invite).click();
    await expect(toast(adminPage, m.invited(chairEmail))).toBeVisible();
    await expect(adminPage.getByRole('listitem').filter({ hasText: chairEmail })).toContainText(
      m.stateLabel.invited,
    );
    await shot(adminPage, 'chairs-admin-375');
    await adminPage.setViewportSize({ width: 1280, height: 800 });
    await shot(adminPage, 'chairs-admin-1280');

    // The chair: the emailed link, sign-up and login from it, accept.
    const mail = await e2e.smtp.waitFor(chairEmail, { timeoutMs: 20_000 });
    const link = linkIn(mail, `${e2e.url}/chair/invite/`);
    const path = new URL(link).pathname;
    const page = await e2e.page({ viewport: 'mobile' });
    await visit(page, link);
    await expect(page.getByText(`The invite is for ${chairEmail}`)).toBeVisible();
    await page.getByRole('link', { name: m.signUp, exact: true }).click();
    await expect(page).toHaveURL(`${e2e.url}/signup?${redirectParam}=${enc(path)}`);
    await waitForApp(page);
    const password = 'chair secret 1';
    await page.getByRole('radio', { name: 'No' }).check();
    await field(page, 'Full name').fill('Chitra Chair');
    await field(page, 'Email').fill(chairEmail);
    await field(page, 'Phone number').fill('9876543210');
    await field(page, 'Password').fill(password);
    await field(page, 'Confirm password').fill(password);
    await button(page, 'Sign Up').click();
    await expect(page).toHaveURL(`${e2e.url}/login?${redirectParam}=${enc(path)}`);
    await field(page, 'Email').fill(chairEmail);
    await field(page, 'Password').fill(password);
    await button(page, 'Log In').click();
    await expect(page).toHaveURL(link);
    await button(page, m.accept).click();
    await expect(page).toHaveURL(`${e2e.url}/chair/${enc(EVENT_NAME)}/UNHRC`);

    // Only UNHRC's seated delegates, with the door's check-in.
    const list = page.getByRole('list', { name: m.delegatesList });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).not.toContainText('Ira Elsewhere');
    const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
    await expect(row('Rohan First')).toContainText(m.checkedInAtDoor);
    await expect(row('Bina Second')).toContainText(m.notCheckedIn);

    // Session 1: a tap marks Rohan present; Bina's button marks her present and voting.
    await page.getByRole('button', { name: tap('Rohan First', m.stateNames.present) }).click();
    await expect(
      row('Rohan First').getByRole('button', { name: m.stateNames.present, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await row('Bina Second')
      .getByRole('button', { name: m.stateNames.presentAndVoting, exact: true })
      .click();
    await expect(page.getByText(m.counts(1, 1, 0, 0))).toBeVisible();
    await shot(page, 'roll-call-375');
    await expectNoAxeViolations(page, 'the roll call (375 px)');

    // Session 2: Rohan absent, Bina present.
    await field(page, m.session).selectOption({
      label: `Second session (${formatSessionTime(tomorrow, '14:00')})`,
    });
    await expect(page.getByText(m.counts(0, 0, 0, 2))).toBeVisible();
    await row('Rohan First').getByRole('button', { name: m.stateNames.absent, exact: true }).click();
    await row('Bina Second').getByRole('button', { name: m.stateNames.present, exact: true }).click();
    await expect(page.getByText(m.counts(1, 0, 1, 0))).toBeVisible();

    // Opened afresh on session 1: its roll call comes with the room's answer, in one call to the API.
    const room = `/v1/api/chair/events/${enc(EVENT_NAME)}/committees/UNHRC`;
    const asked: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      const { pathname } = new URL(request.url());
      if (pathname === room || pathname.startsWith(`${room}/sessions/`)) asked.push(pathname);
    };
    page.on('request', onRequest);
    await page.reload();
    await expect(page.getByText(m.counts(1, 1, 0, 0))).toBeVisible();
    await expect(
      row('Rohan First').getByRole('button', { name: m.stateNames.present, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    page.off('request', onRequest);
    expect(asked).toEqual([room]);
    // Another account opening the room reads the refusal in the page.
    const stranger = await e2e.page({ viewport: 'mobile', as: await createUser(e2e.server.db) });
    await visit(stranger, `/chair/${enc(EVENT_NAME)}/UNHRC`);
    await expect(stranger.getByText(m.notChair)).toBeVisible();
    await expect(stranger.getByRole('list', { name: m.delegatesList })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'roll-call-1280');

    // The delegate's dashboard.
    const delegate = await e2e.page({ viewport: 'mobile', as: first.user });
    await visit(delegate, '/dashboard');
    const card = delegate.getByRole('region', { name: m.dashboardTitle });
    await expect(card.getByRole('row', { name: /Opening session/ })).toContainText(m.stateNames.present);
    await expect(card.getByRole('row', { name: /Second session/ })).toContainText(m.stateNames.absent);
    await shot(delegate, 'dashboard-attendance-375');

    // Position papers: Rohan uploads version 1 from the dashboard.
    const papersCard = delegate.getByRole('region', { name: mp.dashboardTitle });
    await papersCard.getByLabel(mp.fileLabel, { exact: true }).setInputFiles({
      name: 'rohan.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf({ text: 'v1' }),
    });
    await papersCard.getByRole('button', { name: mp.upload, exact: true }).click();
    await expect(papersCard.getByText(mp.uploaded(1))).toBeVisible();
    await expect(papersCard).toContainText(mp.statusNames.submitted);

    // The chair reads the committee's papers by seat and asks for changes.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('link', { name: mp.papersLink, exact: true }).click();
    const papers = page.getByRole('list', { name: mp.listTitle });
    const rohan = papers.getByRole('listitem').filter({ hasText: 'Rohan First' });
    await expect(rohan).toContainText(mp.statusNames.submitted);
    await expect(papers.getByRole('listitem').filter({ hasText: 'Bina Second' })).toContainText(
      mp.statusNames.missing,
    );
    await expect(papers).not.toContainText('Ira Elsewhere');
    const feedback = 'Add the resolutions your country voted for.';
    await rohan.getByRole('button', { name: `${mp.review} ${unhrc[0]}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: mp.requestChanges }).check();
    await dialog.getByLabel(mp.feedbackField, { exact: true }).fill(feedback);
    await shot(page, 'paper-review-375');
    await expectNoAxeViolations(page, 'the review dialog (375 px)');
    await dialog.getByRole('button', { name: mp.sendReview, exact: true }).click();
    await expect(toast(page, mp.reviewed.changesRequested)).toBeVisible();
    await expect(rohan).toContainText(mp.statusNames.changesRequested);

    // Rohan gets the feedback by email and on the dashboard, and uploads version 2.
    const reviewMail = await e2e.smtp.waitFor(first.user.email, {
      timeoutMs: 20_000,
      predicate: (x) => x.text.includes(feedback),
    });
    expect(reviewMail.subject).toContain('changes requested');
    await visit(delegate, '/dashboard');
    await expect(papersCard).toContainText(feedback);
    await expect(papersCard).toContainText(mp.statusNames.changesRequested);
    await papersCard.getByLabel(mp.fileLabel, { exact: true }).setInputFiles({
      name: 'rohan-v2.pdf',
      mimeType: 'application/pdf',
      buffer: await makePdf({ text: 'v2' }),
    });
    await papersCard.getByRole('button', { name: mp.uploadNew, exact: true }).click();
    await expect(papersCard.getByText(mp.uploaded(2))).toBeVisible();
    await shot(delegate, 'dashboard-paper-375');

    // The chair accepts version 2.
    await page.reload();
    await waitForApp(page);
    await expect(rohan).toContainText('Version 2');
    await rohan.getByRole('button', { name: `${mp.review} ${unhrc[0]}`, exact: true }).click();
    await expect(dialog.getByRole('heading', { name: mp.reviewTitle(unhrc[0]!, 2) })).toBeVisible();
    await dialog.getByRole('radio', { name: mp.accept }).check();
    await dialog.getByRole('button', { name: mp.sendReview, exact: true }).click();
    await expect(toast(page, mp.reviewed.accepted)).toBeVisible();
    await expect(rohan).toContainText(mp.statusNames.accepted);
    await expect(page.getByText(mp.counts(1, 1, 1))).toBeVisible();
    await shot(page, 'papers-375');
    await expectNoAxeViolations(page, 'the papers page (375 px)');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'papers-1280');
    await visit(delegate, '/dashboard');
    await expect(papersCard).toContainText(mp.statusNames.accepted);

    // Awards (the event's one category written beside the server): the chair proposes Rohan for Best
    // Delegate; an admin publishes.
    const eventId = await eventIdOf(e2e.server.db);
    await e2e.server.db.insert(awardCategories).values({ eventId, name: 'Best Delegate', perCommittee: 1 });
    await e2e.server.db.insert(rubricCriteria).values({ eventId, name: 'Speech', maxMark: 10 });
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, `/chair/${enc(EVENT_NAME)}/UNHRC`);
    await field(page, ma.delegateField('Best Delegate')).selectOption({ label: `${unhrc[0]}: Rohan First` });
    await button(page, ma.propose).click();
    await expect(toast(page, ma.proposed('Best Delegate', 'Rohan First'))).toBeVisible();
    // Marks before it: Rohan's speech in this session, and the totals.
    await field(page, mm.delegateField).selectOption({ label: `${unhrc[0]}: Rohan First` });
    await field(page, mm.markField('Speech', 10)).fill('8');
    await button(page, mm.save).click();
    await expect(toast(page, mm.saved('Rohan First'))).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: new RegExp(mm.totalsTitle) })
        .getByRole('row')
        .nth(1),
    ).toHaveText(`${unhrc[0]}Rohan First8`);
    await shot(page, 'chair-marks-375');
    await expectNoAxeViolations(page, 'the marks and awards of the chair room (375 px)');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'chair-marks-1280');
    await adminPage.setViewportSize({ width: 375, height: 800 });
    await visit(adminPage, `/registrations/${enc(EVENT_NAME)}/chairs`);
    await button(adminPage, ma.publish).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: ma.publish, exact: true }).click();
    await expect(toast(adminPage, ma.published(1))).toBeVisible();
    await shot(adminPage, 'awards-admin-375');
    await adminPage.setViewportSize({ width: 1280, height: 800 });
    await shot(adminPage, 'awards-admin-1280');

    // Rohan downloads the award certificate; the URL printed in it says "Best Delegate".
    await visit(delegate, '/dashboard');
    const certificates = delegate.getByRole('region', { name: mc.dashboardTitleWithAwards });
    await expect(certificates).toContainText(mc.awardOf('Best Delegate'));
    await shot(delegate, 'dashboard-award-375');
    const [pdf] = await Promise.all([
      delegate.waitForEvent('download'),
      certificates.getByRole('button', { name: new RegExp(mc.download) }).click(),
    ]);
    const pdfBytes = readFileSync((await pdf.path())!).toString('latin1');
    const url = new RegExp(`${e2e.url}/certificates/[a-z2-7]{32}`).exec(pdfBytes)?.[0];
    expect(url).toBeDefined();
    await visit(delegate, url!);
    const verdict = delegate.getByTestId('certificate-verdict');
    await expect(verdict).toContainText(mc.authentic);
    await expect(verdict).toContainText('Best Delegate');
    await expect(verdict).toContainText('Rohan First');
    await shot(delegate, 'verify-award-375');
    await delegate.setViewportSize({ width: 1280, height: 800 });
    await visit(delegate, '/dashboard');
    await shot(delegate, 'dashboard-award-1280');

    // The results page lists it.
    const visitor = await e2e.page({ viewport: 'mobile' });
    await visit(visitor, paths.results(EVENT_NAME));
    const unhrcAwards = visitor.getByRole('list', { name: /UNHRC/ });
    await expect(unhrcAwards).toContainText('Best Delegate');
    await expect(unhrcAwards).toContainText('Rohan First');
    await shot(visitor, 'results-375');
    await expectNoAxeViolations(visitor, 'the results page (375 px)');
    await visitor.setViewportSize({ width: 1280, height: 800 });
    await shot(visitor, 'results-1280');
  });
});
