/**
 * Group invites as a club lives them, in Chromium against the real server, database and a real SMTP server:
 * a member who opens the emailed invite while logged out logs in and lands on the member form, registers,
 * and the leader sees it; an invite emailed before the event was renamed still opens (under the new name),
 * as do the admin's and the editor's old addresses; the member's pending invites on the dashboard (at 375
 * px) and on the choice screen, Decline (confirmed; the leader sees it), Accept (the member form), and the
 * confirmation before registering individually, after which the leader's list says so.
 *
 * INVITE_SHOTS_DIR=/some/dir saves a full-page screenshot of each screen there.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { redirectDelays } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { redirectParam } from '~/shared/paths';
import type { EditableEvent, EventDetailsInput } from '~/shared/schemas/events';
import { invitePath } from '~/shared/schemas/registration';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { createEventWithCommittees } from '../support/admin';
import { individualBody, parseInviteLink, setRegistrationOpen } from '../support/registration';
import { SEEDED_EVENT as EVENT_NAME } from '../support/seeded-event';
import { linkIn } from '../support/smtp';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { dismissToasts, screenshots, toast, useE2E, visit, waitForApp } from './support/harness';

const m = messages.registration;
const e2e = useE2E({ smtp: true, contextDefaults: { reducedMotion: 'reduce' }, failOnProblems: true });
const shot = screenshots(process.env.INVITE_SHOTS_DIR);
let superadminToken: string;

/** What the viewport shows, into INVITE_SHOTS_DIR when it is set. */
async function viewShot(page: Page, name: string): Promise<void> {
  const dir = process.env.INVITE_SHOTS_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled' });
}

beforeAll(async () => {
  const superadmin = await createUser(e2e.server.db, { role: 'superadmin' });
  superadminToken = await sessionFor(e2e.server.db, superadmin);
  await setRegistrationOpen(e2e.server.db, true);
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const enc = encodeURIComponent;

/** A call to the API as `token`'s account. */
async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${e2e.url}/v1/api${path}`, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** The leader sends an invite (POST /sendinvite) and the test reads the link from the mail it got. */
async function invite(leader: TestUser, member: TestUser, grpName: string, eventName = EVENT_NAME) {
  const seen = e2e.smtp.to(member.email).length;
  const sent = await api(await sessionFor(e2e.server.db, leader), 'POST', '/sendinvite', {
    email: member.email,
    eventName,
    grpName,
  });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  const mail = await e2e.smtp.waitFor(member.email, {
    timeoutMs: 20_000,
    predicate: (mail) =>
      e2e.smtp.to(member.email).indexOf(mail) >= seen && mail.text.includes('/registration/invite/'),
  });
  return linkIn(mail, `${e2e.url}/registration/invite/`);
}

/**
 * The member form: UNHRC with India (checkboxes at 1280 px, the tap list's toggle buttons on phones), and the
 * experience; Submit; the success notice, then the dashboard 2.5 s later (on the page's clock, driven by
 * the test: the page stays until then).
 */
async function registerAsMember(page: Page, phone = false): Promise<void> {
  await page.clock.install();
  const option = (scope: ReturnType<Page['getByRole']>, name: string) =>
    phone
      ? scope.getByRole('button', { name, exact: true })
      : scope.getByRole('checkbox', { name, exact: true });
  await option(page.getByRole('group', { name: 'Committee preference' }), 'UNHRC').click();
  await option(page.getByRole('group', { name: /^UNHRC \d of 3$/ }), 'India').click();
  await field(page, 'Previous MUN experience').fill('Two MUNs as a delegate');
  const form = page.url();
  await button(page, 'Submit').click();
  await expect(page.getByRole('status').filter({ hasText: m.checkEmail })).toBeVisible();
  await page.clock.runFor(redirectDelays.afterRegistration - 500);
  expect(page.url()).toBe(form);
  await page.clock.runFor(500);
  await expect(page).toHaveURL(`${e2e.url}/dashboard`);
}

/** The leader's list of invited members (the group leader form), one row per member. */
async function leaderRow(page: Page, member: TestUser) {
  return page
    .getByRole('list', { name: 'Invited members' })
    .getByRole('listitem')
    .filter({ hasText: member.email });
}

describe('the logged-out invite', () => {
  it('the emailed link -> login (the invite kept) -> the member form -> registered, and the leader sees it', async () => {
    const leader = await createUser(e2e.server.db, { student: true, name: 'Lata Leader' });
    const member = await createUser(e2e.server.db, { student: true });
    const grpName = `Logged Out ${Date.now().toString(36)}`;
    const link = await invite(leader, member, grpName);
    const path = new URL(link).pathname;

    // Logged out: sent to login with the invite as the target, and told why.
    const page = await e2e.page({ viewport: 'mobile' });
    await visit(page, link);
    await expect(page).toHaveURL(`${e2e.url}/login?${redirectParam}=${enc(path)}`);
    await expect(toast(page, m.loginFirst)).toBeVisible();
    await waitForApp(page);
    await expect(
      page.getByRole('status').filter({ hasText: 'Log in to open your group invite' }),
    ).toBeVisible();
    // Sign-up from here keeps the invite too.
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/signup?${redirectParam}=${enc(path)}`,
    );
    await shot(page, 'login-with-invite-375');

    await field(page, 'Email').fill(member.email);
    await field(page, 'Password').fill(member.password);
    await button(page, 'Log In').click();
    await expect(page).toHaveURL(link);
    await expect(h1(page)).toHaveText('Registration');
    await expect(page.getByText(`invited you to the group ${grpName}`)).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Group leader/ })).toHaveCount(0);
    await registerAsMember(page, true);

    // The leader's list: registered.
    const leaderPage = await e2e.page({ as: leader });
    await visit(leaderPage, '/registration?as=leader');
    await expect(await leaderRow(leaderPage, member)).toContainText(m.memberRegistered);
  });

  it('a redirectTo that leaves the site is ignored: login goes to /registration', async () => {
    const member = await createUser(e2e.server.db, { student: true });
    const page = await e2e.page();
    await visit(page, `/login?${redirectParam}=${enc('//evil.example/registration')}`);
    await field(page, 'Email').fill(member.email);
    await field(page, 'Password').fill(member.password);
    await button(page, 'Log In').click();
    await expect(page).toHaveURL(`${e2e.url}/registration`);
  });
});

describe('an invite sent before a rename, opened after it', () => {
  it('opens the member form under the new name and registers; old admin and editor addresses follow', async () => {
    const before = `Rename Conference ${Date.now().toString(36)}`;
    const after = `${before} (Renamed)`;
    await createEventWithCommittees(e2e.server.db, before);
    await setRegistrationOpen(e2e.server.db, true, before);
    const leader = await createUser(e2e.server.db, { student: true });
    const member = await createUser(e2e.server.db, { student: true });
    const link = await invite(leader, member, 'Before Rename', before);
    expect(parseInviteLink(link).eventName).toBe(before);

    // The superadmin renames the event (the editor's save).
    const editable = (await api(superadminToken, 'GET', `/superadmin/events/${enc(before)}`)).json
      .event as EditableEvent;
    const details: EventDetailsInput = {
      name: after,
      theme: editable.theme,
      about: editable.about,
      startsOn: editable.startsOn,
      endsOn: editable.endsOn,
      venue: editable.venue,
      hero: editable.hero,
      archiveUrl: editable.archiveUrl,
      window: editable.window,
      fees: editable.fees,
      payment: editable.payment,
    };
    expect((await api(superadminToken, 'PUT', `/superadmin/events/${enc(before)}`, details)).status).toBe(
      200,
    );

    const page = await e2e.page({ as: member });
    await visit(page, link);
    const renamed = invitePath({ ...parseInviteLink(link), eventName: after });
    await expect(page).toHaveURL(`${e2e.url}${renamed}`);
    await expect(page.getByText(`${after}: Group member registration`)).toBeVisible();
    await expect(page.getByText(m.noSuchEvent)).toHaveCount(0);
    await registerAsMember(page);

    const sent = (await api(await sessionFor(e2e.server.db, leader), 'GET', '/dashboard')).json
      .sendInviteToWhom as { eventName: string; toWhom: { status: string }[] }[];
    expect(sent).toContainEqual(
      expect.objectContaining({
        eventName: after,
        toWhom: [expect.objectContaining({ status: 'accepted' })],
      }),
    );

    // The admin's list and the editor under the old name: the new one.
    const admin = await createUser(e2e.server.db, { role: 'admin' });
    const adminPage = await e2e.page({ as: admin });
    await visit(adminPage, `/registrations/${enc(before)}`);
    await expect(adminPage).toHaveURL(`${e2e.url}/registrations/${enc(after)}`);
    await expect(h1(adminPage)).toContainText(after);
    const superadmin = await createUser(e2e.server.db, { role: 'superadmin' });
    const editorPage = await e2e.page({ as: superadmin });
    await visit(editorPage, `/superadmin/events/${enc(before)}`);
    await expect(editorPage).toHaveURL(`${e2e.url}/superadmin/events/${enc(after)}`);
    await expect(h1(editorPage)).toContainText(after);
  });
});

describe('pending invites', () => {
  it('on the dashboard at 375 px: Decline (confirmed, the leader sees it) and Accept (the member form)', async () => {
    const first = await createUser(e2e.server.db, { student: true, name: 'Farah First' });
    const second = await createUser(e2e.server.db, { student: true, name: 'Sunil Second' });
    const member = await createUser(e2e.server.db, { student: true });
    await invite(first, member, 'First Bloc');
    await invite(second, member, 'Second Bloc');

    const page = await e2e.page({ as: member, viewport: 'mobile' });
    await visit(page, '/dashboard');
    const card = page.getByRole('region', { name: 'Group invites' });
    const item = (grpName: string) => card.getByRole('listitem').filter({ hasText: grpName });
    await expect(item('First Bloc')).toContainText('Farah First');
    await expect(item('Second Bloc')).toContainText('Sunil Second');
    await dismissToasts(page);
    await expectNoAxeViolations(page, 'the pending invites on the dashboard at 375 px');
    await card.scrollIntoViewIfNeeded();
    await viewShot(page, 'dashboard-pending-invites-375');
    await shot(page, 'dashboard-pending-invites-375-full');

    // Decline asks first; Cancel keeps it.
    await item('Second Bloc').getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline the invite to Second Bloc?' });
    await expect(dialog).toContainText('Sunil Second will see that you declined');
    await viewShot(page, 'dashboard-decline-dialog-375');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await item('Second Bloc').getByRole('button', { name: 'Decline' }).click();
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(toast(page, m.inviteDeclined)).toBeVisible();
    await expect(item('Second Bloc')).toHaveCount(0);

    const secondPage = await e2e.page({ as: second });
    await visit(secondPage, '/registration?as=leader');
    await expect(await leaderRow(secondPage, member)).toContainText(m.memberDeclined);
    // The leader can ask again: Resend.
    await expect(
      (await leaderRow(secondPage, member)).getByRole('button', {
        name: `Resend the invite to ${member.email}`,
      }),
    ).toBeVisible();

    // Accept opens the member form of that invite.
    await item('First Bloc').getByRole('button', { name: 'Accept' }).click();
    await expect(page).toHaveURL(/\/registration\/invite\//);
    await expect(page.getByText('invited you to the group First Bloc')).toBeVisible();
  });

  it('on the choice screen; registering individually asks first, and the leader then sees it and can invite someone else', async () => {
    const leader = await createUser(e2e.server.db, { student: true, name: 'Indra Inviter' });
    const member = await createUser(e2e.server.db, { student: true });
    await invite(leader, member, 'Choice Bloc');

    const page = await e2e.page({ as: member });
    await visit(page, '/registration');
    const notice = page.getByRole('region', { name: 'You have a group invite' });
    await expect(notice.getByRole('listitem')).toContainText('Indra Inviter');
    await page.getByRole('radio', { name: /^Individual/ }).check();
    await button(page, 'Next').click();
    const dialog = page.getByRole('dialog', { name: 'Register individually instead?' });
    await expect(dialog).toContainText('Indra Inviter invited you to their group');
    await expectNoAxeViolations(page, 'the individual registration warning at 1280 px');
    await shot(page, 'choice-warning-1280');
    await dialog.getByRole('button', { name: 'Register individually' }).click();
    await expect(page).toHaveURL(`${e2e.url}/registration?as=individual`);
    await expect(page.getByRole('heading', { level: 2, name: 'Committees and portfolios' })).toBeVisible();

    // The registration itself (its form is tested in registration.test.ts): through the API.
    const registered = await api(
      await sessionFor(e2e.server.db, member),
      'POST',
      '/reg/yp',
      await individualBody(),
    );
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);

    const leaderPage = await e2e.page({ as: leader });
    await visit(leaderPage, '/registration?as=leader');
    const row = await leaderRow(leaderPage, member);
    await expect(row).toContainText(m.memberRegisteredIndividually);
    await expect(row.getByRole('button', { name: /Resend/ })).toHaveCount(0);
    await row.getByRole('button', { name: /invite someone else/ }).click();
    await expect(field(leaderPage, "Member's email")).toBeFocused();
  });
});

describe('deleting an event', () => {
  it('the superadmin deletes an event without registrations after a confirmation naming it; one with registrations stays', async () => {
    const empty = `Empty Conference ${Date.now().toString(36)}`;
    await createEventWithCommittees(e2e.server.db, empty);
    const delegate = await createUser(e2e.server.db, { student: true });
    const registered = await api(
      await sessionFor(e2e.server.db, delegate),
      'POST',
      '/reg/yp',
      await individualBody(),
    );
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);
    const superadmin = await createUser(e2e.server.db, { role: 'superadmin' });
    const page = await e2e.page({ as: superadmin });
    await visit(page, '/superadmin/events');
    const row = (name: string) => page.getByRole('listitem').filter({ hasText: name });
    // The seeded event has registrations: no Delete, and the reason.
    await expect(row(EVENT_NAME).getByText(messages.events.hasRegistrations)).toBeVisible();
    await expect(row(EVENT_NAME).getByRole('button', { name: `Delete ${EVENT_NAME}` })).toHaveCount(0);

    await row(empty)
      .getByRole('button', { name: `Delete ${empty}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete ${empty}?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'the delete-event confirmation at 1280 px');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(empty)).toHaveCount(1);

    await row(empty)
      .getByRole('button', { name: `Delete ${empty}` })
      .click();
    await dialog.getByRole('button', { name: 'Delete event' }).click();
    await expect(toast(page, messages.events.deleted)).toBeVisible();
    await expect(row(empty)).toHaveCount(0);
    expect((await api(superadminToken, 'GET', `/superadmin/events/${enc(empty)}`)).status).toBe(404);
  });
});
