/**
 * Conference registration end to end, in Chromium against the real server, database and a real SMTP server
 * capturing mail: the superadmin's Open/Close control; the closed state; the guards; an individual
 * registration by an institute student and by a non-student with accommodation (amount and UPI QR); a whole
 * group through emailed invite links (the group fee x 3 and a member's hospitality, the member's dashboard
 * awaiting the leader's payment); the featured event's own fees, group size and
 * payment details; the phone tap list; axe on every screen at 1280 and 375 px.
 *
 * REG_SHOTS_DIR=/some/dir also saves a full-page screenshot of each screen there.
 */
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { AUTH_COOKIE, redirectDelays } from '~/shared/constants';
import {
  SEEDED_EVENT as EVENT_NAME,
  seededCommittees,
  seededDisplayNames,
  seededFees,
} from '../support/seeded-event';
import { formatRupees, upiPaymentUri } from '~/shared/fees';
import { messages } from '~/shared/messages';
import type {
  ConferenceEvent,
  EventFees,
  EventsResponse,
  PaymentDetails,
  WindowAction,
} from '~/shared/schemas/events';
import { invitePath } from '~/shared/schemas/registration';
import { qrOptions, svgDataUrl } from '~/web/features/registration/qr';
import { formatMoment } from '~/web/features/registration/when';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { makeImage, receiptPng } from '../support/images';
import { createInvite, setEventFees, setEventPayment, setFeatured } from '../support/registration';
import { linkIn } from '../support/smtp';
import { expectNoAxeViolations } from './support/axe';
import { expect } from './support/expect';
import { type ViewportName, gate, screenshots, toast, useE2E, viewports, visit } from './support/harness';

const m = messages.registration;
const ui = messages.ui.registration;
/** The seeded event's fees, as the screens show them. */
const { individual, hospitality, groupPerMember } = seededFees;
const rs = formatRupees;

/** Uncaught exceptions, console errors and CSP violations of every page a test opened fail the test. */
const e2e = useE2E({ smtp: true, contextDefaults: { reducedMotion: 'reduce' }, failOnProblems: true });
const shot = screenshots(process.env.REG_SHOTS_DIR);
let superadmin: TestUser;
let superadminToken: string;
/** The seeded event's payment details, as GET /events answers them. */
let payment: PaymentDetails;

/** GET /v1/api/events: the featured event. */
async function featuredEvent(): Promise<ConferenceEvent | undefined> {
  const res = await fetch(`${e2e.url}/v1/api/events`);
  expect(res.status).toBe(200);
  return ((await res.json()) as EventsResponse).events.find((event) => event.featured);
}

beforeAll(async () => {
  superadmin = await createUser(e2e.server.db, { role: 'superadmin' });
  superadminToken = await sessionFor(e2e.server.db, superadmin);
  const seeded = await featuredEvent();
  expect(seeded?.name).toBe(EVENT_NAME);
  payment = seeded!.payment;
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const committees = (page: Page) => page.getByRole('group', { name: 'Committee preference' });
/** The portfolio list of one chosen committee (its legend reads e.g. 'UNHRC 1 of 3'). */
const portfoliosOf = (page: Page, committee: string) =>
  page.getByRole('group', { name: new RegExp(`^${committee} \\d of 3$`) });
const amountDue = (page: Page) => page.getByTestId('amount-due');
const qr = (page: Page) => page.getByRole('img', { name: /^UPI QR code to pay Rs / });

/** PUT /superadmin/events/registration as the superadmin. */
async function setRegistrationOpen(open: boolean): Promise<void> {
  const res = await fetch(`${e2e.url}/v1/api/superadmin/events/registration`, {
    method: 'PUT',
    headers: { ...bearer(superadminToken), 'content-type': 'application/json' },
    body: JSON.stringify({ eventName: EVENT_NAME, open }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** PUT /superadmin/events/:eventName/registration (open, close or schedule) as the superadmin. */
async function windowAction(body: WindowAction): Promise<void> {
  const res = await fetch(
    `${e2e.url}/v1/api/superadmin/events/${encodeURIComponent(EVENT_NAME)}/registration`,
    {
      method: 'PUT',
      headers: { ...bearer(superadminToken), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The choice screen: pick a registration type, then Next. */
async function choose(page: Page, type: 'Group leader' | 'Individual'): Promise<void> {
  await expect(h1(page)).toHaveText('Registration');
  await expect(button(page, 'Next')).toBeDisabled();
  await page.getByRole('radio', { name: new RegExp(`^${type}`) }).check();
  await button(page, 'Next').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Committees and portfolios' })).toBeVisible();
}

/** Desktop: checkboxes; phones: the tap list's toggle buttons. */
function option(scope: Locator, name: string, viewport: ViewportName): Locator {
  return viewport === 'desktop'
    ? scope.getByRole('checkbox', { name, exact: true })
    : scope.getByRole('button', { name, exact: true });
}

/** Whether a checkbox is ticked (retried like the other assertions). */
async function expectChecked(control: Locator, checked: boolean): Promise<void> {
  await expect.poll(() => control.isChecked()).toBe(checked);
}

async function pick(scope: Locator, name: string, viewport: ViewportName = 'desktop'): Promise<void> {
  const control = option(scope, name, viewport);
  await control.click();
  if (viewport === 'desktop') await expectChecked(control, true);
  else await expect(control).toHaveAttribute('aria-pressed', 'true');
}

/** UNHRC (India, Japan) and IB (Prime minister). */
async function fillPreferences(page: Page, viewport: ViewportName = 'desktop'): Promise<void> {
  await pick(committees(page), 'UNHRC', viewport);
  await pick(committees(page), 'IB', viewport);
  await pick(portfoliosOf(page, 'UNHRC'), 'India', viewport);
  await pick(portfoliosOf(page, 'UNHRC'), 'Japan', viewport);
  await pick(portfoliosOf(page, 'IB'), 'Prime minister', viewport);
  await field(page, 'Previous MUN experience').fill('Two MUNs as a delegate');
}

async function uploadScreenshot(page: Page): Promise<void> {
  // A screenshot and a transaction ID of its own each time (another registration's are refused).
  await field(page, 'Payment screenshot').setInputFiles({
    name: 'paid.png',
    mimeType: 'image/png',
    buffer: await makeImage('png', { width: 320, height: 640, seed: randomBytes(8) }),
  });
  await expect(page.getByRole('img', { name: 'Preview of your payment screenshot' })).toBeVisible();
  await field(page, 'Transaction ID').fill(
    String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999)),
  );
}

/**
 * The QR code on the page carries a UPI link for exactly `amount` to the first UPI ID of the payment details
 * (the seeded event's unless given) and is the code of that link.
 */
async function expectQrFor(page: Page, amount: number, to: PaymentDetails = payment): Promise<void> {
  // The note is the payment reference the page shows (the event's prefix, 4 characters without look-alikes).
  const reference = page.getByTestId('payment-reference');
  await expect(reference).toHaveText(/^[A-Z]{1,4}\d{2}-[2-9A-HJKMNP-Z]{4,}$/);
  const note = (await reference.textContent())!;
  const uri = upiPaymentUri(amount, { upiId: to.upiIds[0]!, name: to.accountHolder }, note);
  expect(uri).toContain(`am=${amount}.00`);
  expect(uri).toContain(`tn=${note}`);
  const image = page.getByRole('img', { name: `UPI QR code to pay Rs ${amount} to ${to.accountHolder}` });
  await expect(image).toHaveAttribute('data-upi', uri);
  const expected = svgDataUrl(await QRCode.toString(uri, qrOptions));
  await expect(image).toHaveAttribute('src', expected);
  await expect
    .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
}

/**
 * Submits and checks the in-flight state, the success notice and the dashboard 2.5 s later (on the page's
 * clock, driven by the test: the page stays until then).
 */
async function submitAndLand(
  page: Page,
  expectedBody: (body: Record<string, unknown>) => void,
): Promise<void> {
  await page.clock.install();
  const held = gate();
  // The button shows the in-flight state before the request reaches the route under load: wait for it.
  let sent!: (body: Record<string, unknown>) => void;
  const body = new Promise<Record<string, unknown>>((resolve) => (sent = resolve));
  await page.route('**/v1/api/reg/yp', async (route) => {
    sent(route.request().postDataJSON() as Record<string, unknown>);
    await held.promise;
    await route.continue();
  });
  const form = page.url();
  await button(page, 'Submit').click();
  await expect(button(page, messages.generic.sending)).toBeDisabled();
  expectedBody(await body);
  held.release();
  await expect(toast(page, m.success)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: m.checkEmail })).toBeVisible();
  await shot(page, 'success');
  await page.clock.runFor(redirectDelays.afterRegistration - 500);
  expect(page.url()).toBe(form);
  await page.clock.runFor(500);
  await expect(page).toHaveURL(`${e2e.url}/dashboard`);
}

/** The dashboard lists the registration with its status, in the card and in the Events Registered pop-up. */
async function expectRegisteredOnDashboard(page: Page): Promise<void> {
  const card = page.getByRole('region', { name: 'Registered Events' });
  await expect(card.getByRole('listitem').filter({ hasText: EVENT_NAME })).toContainText('pending');
  await button(page, 'Events Registered').click();
  const popup = page.getByRole('region', { name: 'Your registrations' });
  await expect(popup.getByRole('listitem')).toHaveText(`${EVENT_NAME} pending`);
}

/** The newest invite link mailed to `email` after `seen` earlier messages to it. */
async function invitedLink(email: string, seen: number): Promise<string> {
  const mail = await e2e.smtp.waitFor(email, {
    timeoutMs: 20_000,
    predicate: (mail) =>
      e2e.smtp.to(email).indexOf(mail) >= seen && mail.text.includes('/registration/invite/'),
  });
  return linkIn(mail, `${e2e.url}/registration/invite/`);
}

describe('the superadmin control', () => {
  it('opens and closes registration from /superadmin; Signout goes to /', async () => {
    const page = await e2e.page({ as: superadmin });
    await visit(page, '/superadmin');
    await expect(h1(page)).toHaveText('Superadmin Dashboard');
    const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: EVENT_NAME }) });
    await expect(event).toContainText('Registration closed');
    await expectNoAxeViolations(page, '/superadmin at 1280 px');
    await shot(page, 'superadmin-1280');

    await event.getByRole('button', { name: 'Open registration' }).click();
    await expect(toast(page, m.opened)).toBeVisible();
    await expect(event).toContainText('Registration open');
    await event.getByRole('button', { name: 'Close registration' }).click();
    await expect(toast(page, m.closedButton)).toBeVisible();
    await expect(event.getByRole('button', { name: 'Open registration' })).toBeVisible();

    await button(page, 'Signout').click();
    await expect(page).toHaveURL(`${e2e.url}/`);
    expect((await page.context().cookies()).find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
  });

  it('at 375 px', async () => {
    const page = await e2e.page({ as: superadmin, viewport: 'mobile' });
    await visit(page, '/superadmin');
    // The seeded event's control (the seeded Mock MUN has one of its own).
    const event = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: EVENT_NAME }) });
    await expect(event.getByRole('button', { name: 'Open registration' })).toBeVisible();
    await expectNoAxeViolations(page, '/superadmin at 375 px');
    await shot(page, 'superadmin-375');
  });
});

describe('closed registration', () => {
  it('the form is readable; its submit button reads Registration closed and stays disabled', async () => {
    await setRegistrationOpen(false);
    const user = await createUser(e2e.server.db, { student: true });
    const page = await e2e.page({ as: user });
    await visit(page, '/registration');
    await expect(page.getByRole('status').filter({ hasText: m.eventClosed })).toBeVisible();
    await shot(page, 'closed-choice');
    await choose(page, 'Individual');
    await expect(button(page, m.closedButton)).toBeDisabled();
    await expect(button(page, 'Submit')).toHaveCount(0);
    // Still usable to read and try out.
    await pick(committees(page), 'UNHRC');
    await expect(portfoliosOf(page, 'UNHRC')).toBeVisible();
    await expect(amountDue(page)).toHaveText(rs(individual));
    await expect(button(page, m.closedButton)).toBeDisabled();
    await shot(page, 'closed-form');

    await visit(page, '/applynow');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Registrations for Annual Conference 2024 have been closed.' }),
    ).toBeVisible();
  });
});

describe("the featured event's facts", () => {
  /** Other fees than the seeded ones, and a group of at least four people. */
  const fees: EventFees = { individual: 499, groupPerMember: 449, hospitality: 1800, groupMinPeople: 4 };
  const otherPayment: PaymentDetails = {
    accountHolder: 'NITSMUN Conference Fund',
    bankName: 'Punjab National Bank, Silchar branch',
    accountNumber: '55120098761',
    ifsc: 'PUNB0123400',
    upiIds: ['conference.fund@okhdfc'],
    contacts: [{ name: 'Arijit Deb', phone: '+91 98640 11223' }],
  };

  it('the choice, the forms, the amount, the QR and the payment details follow the event in the database', async () => {
    await setRegistrationOpen(true);
    await setEventFees(e2e.server.db, fees);
    await setEventPayment(e2e.server.db, otherPayment);
    try {
      // The events list is answered from memory until the change feed drops it.
      await expect.poll(async () => (await featuredEvent())?.payment.upiIds).toEqual(otherPayment.upiIds);
      const user = await createUser(e2e.server.db, { student: false });
      const page = await e2e.page({ as: user });
      await visit(page, '/registration');
      await expect(page.getByText(`Register a group of 4 or more: ${rs(449)} per head`)).toBeVisible();
      await expect(page.getByText(`Register on your own: ${rs(499)}.`)).toBeVisible();
      const aside = page.getByRole('complementary');
      await expect(aside).toContainText(`once at least three members have registered, and pays ${rs(449)}`);
      await expect(aside).toContainText('A group needs at least 4 people, the leader included.');

      await choose(page, 'Individual');
      await expect(amountDue(page)).toHaveText(rs(499));
      await expect(page.getByText(`adds ${rs(1800)} to the amount due`)).toBeVisible();
      await page.getByRole('radio', { name: 'Yes', exact: true }).check();
      await expect(amountDue(page)).toHaveText(rs(499 + 1800));
      await expectQrFor(page, 499 + 1800, otherPayment);
      const details = page.locator('.reg-pay__details');
      for (const value of [
        otherPayment.accountHolder,
        otherPayment.bankName,
        otherPayment.accountNumber,
        otherPayment.ifsc,
        otherPayment.upiIds[0]!,
      ])
        await expect(details.getByText(value, { exact: true })).toBeVisible();
      await expect(details.getByText('UPI ID', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: '+91 98640 11223' })).toHaveAttribute(
        'href',
        'tel:+919864011223',
      );
      for (const old of [payment.accountNumber, payment.ifsc, ...payment.upiIds, payment.contacts[0]!.phone])
        await expect(page.getByText(old, { exact: true })).toHaveCount(0);
      await shot(page, 'other-fees-1280');

      // The leader needs three registered members before registering a group of four.
      await visit(page, '/registration?as=leader');
      await expect(page.getByText(messages.ui.registration.needMoreMembers(4))).toBeVisible();
      await expect(page.getByText('At least 3 invited members need to register')).toBeVisible();
      await expect(page.getByText('Invite at least three members.')).toBeVisible();
      await expect(amountDue(page)).toHaveText(rs(449));
      await expect(button(page, 'Submit')).toBeDisabled();
    } finally {
      await setEventFees(e2e.server.db, seededFees);
      await setEventPayment(e2e.server.db, payment);
    }
  });

  it('scheduled: the screen says when registration opens, and the form stays closed', async () => {
    const opensAt = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    await windowAction({ action: 'schedule', opensAt, closesAt: null });
    try {
      await expect.poll(async () => (await featuredEvent())?.window.opensAt).toBeTruthy();
      const user = await createUser(e2e.server.db, { student: true });
      const page = await e2e.page({ as: user });
      await visit(page, '/registration');
      const notice = `${m.eventClosed}. ${messages.events.opensOn} ${formatMoment(opensAt)}.`;
      await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
      await choose(page, 'Individual');
      await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
      await expect(button(page, m.closedButton)).toBeDisabled();
      await expectNoAxeViolations(page, 'the form of a scheduled registration at 1280 px');
    } finally {
      await windowAction({ action: 'close' });
    }
  });

  it('no featured event: the screen says there is nothing to register for', async () => {
    await setFeatured(e2e.server.db, false);
    try {
      await expect.poll(featuredEvent).toBeUndefined();
      const user = await createUser(e2e.server.db, { student: true });
      for (const viewport of ['desktop', 'mobile'] as const) {
        const page = await e2e.page({ as: user, viewport });
        await visit(page, '/registration');
        await expect(
          page.getByRole('status').filter({ hasText: messages.ui.registration.noEvent }),
        ).toBeVisible();
        await expect(page.getByRole('radio')).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
          'href',
          '/dashboard',
        );
        await expectNoAxeViolations(page, `/registration without a featured event (${viewport})`);
        await shot(page, `no-event-${viewport}`);
      }
    } finally {
      await setFeatured(e2e.server.db, true);
    }
  });
});

describe('first content', () => {
  it('the server renders the page frame (nothing of the visitor); the profile is then read once', async () => {
    const user = await createUser(e2e.server.db, { verified: true });
    const page = await e2e.page({ as: user });
    const html = await (await page.request.get(`${e2e.url}/registration`)).text();
    expect(html).toContain('<h1 class="acc-intro__title">Registration</h1>');
    expect(html).not.toContain(user.email);
    const profiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/api/dashboard') profiles.push(request.url());
    });
    await visit(page, '/registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect(page).toHaveURL(`${e2e.url}/dashboard`);
    // The profile comes from the query cache on the next page, not from the server again.
    expect(profiles).toHaveLength(1);
  });
});

describe('individual registration (open)', () => {
  it('an institute student: the rules in the browser, then registered and on the dashboard', async () => {
    await setRegistrationOpen(true);
    const user = await createUser(e2e.server.db, { student: true });
    const page = await e2e.page({ as: user });
    await visit(page, '/registration');
    await expectNoAxeViolations(page, 'the choice screen at 1280 px');
    await shot(page, 'choice-1280');
    await choose(page, 'Individual');
    await expect(page).toHaveURL(`${e2e.url}/registration?as=individual`);
    // Institute students are not asked for college or accommodation.
    await expect(field(page, 'College')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Do you need accommodation?' })).toHaveCount(0);
    await expect(amountDue(page)).toHaveText(rs(individual));
    await expectQrFor(page, individual);
    await expect(page.getByText(payment.accountNumber)).toBeVisible();
    await expect(page.getByText(payment.ifsc)).toBeVisible();
    for (const id of payment.upiIds) await expect(page.getByText(id, { exact: true })).toBeVisible();
    for (const person of payment.contacts)
      await expect(page.getByRole('link', { name: person.phone })).toBeVisible();

    // Nothing chosen: the form's messages, the focus on the first problem.
    await button(page, 'Submit').click();
    await expect(page.locator('#reg-committees-error')).toHaveText(m.selectCommittees);
    await expect(field(page, 'Previous MUN experience')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#reg-payment-error')).toHaveText(m.allFieldsRequired);
    // The first committee of the event's order.
    await expect(option(committees(page), seededDisplayNames[seededCommittees[0]], 'desktop')).toBeFocused();
    await expectNoAxeViolations(page, 'the individual form with errors at 1280 px');

    // A fourth committee clears the selection.
    for (const name of ['UNHRC', 'IB', 'IPC']) await pick(committees(page), name);
    await expect(page.locator('#reg-committees-error')).toHaveCount(0);
    await pick(portfoliosOf(page, 'UNHRC'), 'India');
    await committees(page).getByRole('checkbox', { name: 'Hastinapur Special Council' }).click();
    await expect(page.locator('#reg-committees-error')).toHaveText(m.selectCommittees);
    await expect(committees(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(portfoliosOf(page, 'UNHRC')).toHaveCount(0);

    // Portfolios: at most 3 per committee; the search narrows a long list; a chip removes a choice.
    await pick(committees(page), 'UNHRC');
    const unhrc = portfoliosOf(page, 'UNHRC');
    for (const name of ['India', 'Japan', 'Kuwait']) await pick(unhrc, name);
    await unhrc.getByRole('checkbox', { name: 'Senegal', exact: true }).click();
    await expect(page.locator('#reg-portfolios-error')).toHaveText(
      messages.ui.registration.maxPortfoliosPerCommittee,
    );
    await expect(page.getByRole('group', { name: 'Portfolio preference' })).toHaveAttribute(
      'aria-describedby',
      'reg-portfolios-hint reg-portfolios-error',
    );
    await expectChecked(unhrc.getByRole('checkbox', { name: 'Senegal', exact: true }), false);
    await unhrc.getByRole('button', { name: 'Remove Kuwait' }).click();
    await unhrc.getByRole('searchbox').fill('seneg');
    await expect(unhrc.getByRole('checkbox')).toHaveCount(1);
    await pick(unhrc, 'Senegal');
    await expect(page.locator('#reg-portfolios-error')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Portfolio preference' })).toHaveAttribute(
      'aria-describedby',
      'reg-portfolios-hint',
    );

    // The screenshot: the type and size rules.
    await field(page, 'Payment screenshot').setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(501 * 1024, 1),
    });
    await expect(page.locator('#reg-payment-error')).toHaveText(m.invalidPayment);
    await field(page, 'Payment screenshot').setInputFiles({
      name: 'paid.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(page.locator('#reg-payment-error')).toHaveText(m.invalidPayment);
    await uploadScreenshot(page);
    await expect(page.locator('#reg-payment-error')).toHaveCount(0);

    await field(page, 'Previous MUN experience').fill('Two MUNs as a delegate');
    await expect(field(page, 'Previous MUN experience')).toHaveAttribute('aria-invalid', 'false');
    await shot(page, 'individual-student-1280');
    await submitAndLand(page, (body) => {
      expect(body).toMatchObject({
        eventName: EVENT_NAME,
        isGroupRegistration: false,
        committeePreference: ['UNHRC'],
        portfolioPreference: ['India', 'Japan', 'Senegal'],
        previousMunExperience: 'Two MUNs as a delegate',
      });
      expect(String(body.payment)).toMatch(/^data:image\/png;base64,/);
      expect(body).not.toHaveProperty('college');
      expect(body).not.toHaveProperty('accomodation');
    });
    await expectRegisteredOnDashboard(page);
    await e2e.smtp.waitFor(user.email, {
      timeoutMs: 20_000,
      predicate: (mail) => mail.text.includes(EVENT_NAME),
    });

    // Registered: the screen says so instead of offering the form again.
    await visit(page, '/registration');
    await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
  });

  it('a non-student with accommodation: college and accommodation required; fee + hospitality with its QR; the transaction ID read from the receipt', async () => {
    await setRegistrationOpen(true);
    const user = await createUser(e2e.server.db, { student: false });
    const page = await e2e.page({ as: user });
    await visit(page, '/registration');
    await choose(page, 'Individual');
    await fillPreferences(page);
    // A UPI receipt: the server reads its transaction ID, and the form offers it; a tap puts it in.
    const utr = String(500_000_000_000 + Math.floor(Math.random() * 99_999_999_999));
    await field(page, 'Payment screenshot').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: await receiptPng({ amount: String(individual + hospitality), utr }),
    });
    const offer = page.getByRole('status').filter({ hasText: ui.screenshotShows });
    await expect(offer).toContainText(utr);
    await expect(field(page, 'Transaction ID')).toHaveValue('');
    await offer.getByRole('button', { name: ui.useReadId }).click();
    await expect(field(page, 'Transaction ID')).toHaveValue(utr);
    await expect(page.getByText(ui.readIdMatches)).toBeVisible();
    await button(page, 'Submit').click();
    await expect(page.locator('#reg-college-error')).toHaveText(m.allFieldsRequired);
    await expect(page.locator('#reg-accommodation-error')).toHaveText(m.allFieldsRequired);
    await expect(field(page, 'College')).toBeFocused();

    await field(page, 'College').fill('Assam Engineering College');
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expect(page.locator('#reg-accommodation-error')).toHaveCount(0);
    await expect(amountDue(page)).toHaveText(rs(individual + hospitality));
    await expect(page.locator('.reg-amount__line')).toHaveText(
      [`${m.feeIndividual} ${rs(individual)}`, `${m.feeHospitality} ${rs(hospitality)}`],
      { useInnerText: true },
    );
    await expectQrFor(page, individual + hospitality);
    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await expect(amountDue(page)).toHaveText(rs(individual));
    await expectQrFor(page, individual);
    await page.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expectQrFor(page, individual + hospitality);
    await expectNoAxeViolations(page, 'the individual form of a non-student at 1280 px');
    await shot(page, 'individual-outsider-1280');

    await submitAndLand(page, (body) => {
      expect(body).toMatchObject({
        isGroupRegistration: false,
        college: 'Assam Engineering College',
        accomodation: 'Yes',
        committeePreference: ['UNHRC', 'IB'],
        portfolioPreference: ['India', 'Japan', 'Prime minister'],
        transactionId: utr,
      });
    });
    await expectRegisteredOnDashboard(page);
  });
});

describe('group registration (open)', () => {
  // Three accounts through the whole journey in one test (invites by mail, two member forms, the leader's
  // payment): longer than the file's default on a busy host.
  it("the leader invites two members, each registers through the emailed link (awaiting the leader's payment), the leader pays the group fee x 3 and a member's hospitality", async () => {
    await setRegistrationOpen(true);
    const leader = await createUser(e2e.server.db, { student: true, name: 'Leela Leader' });
    const first = await createUser(e2e.server.db, { student: true });
    const second = await createUser(e2e.server.db, { student: false });
    const grpName = `Delegation ${Date.now().toString(36)}`;

    const page = await e2e.page({ as: leader });
    await visit(page, '/registration');
    await choose(page, 'Group leader');
    await expect(page.getByRole('heading', { level: 2, name: 'Your group' })).toBeVisible();
    await expect(button(page, 'Submit')).toBeDisabled();
    await expect(
      page.getByText(messages.ui.registration.needMoreMembers(seededFees.groupMinPeople)),
    ).toBeVisible();
    await expect(amountDue(page)).toHaveText(rs(groupPerMember));

    // The invite form's rules; then the server's errors as toasts.
    await field(page, "Member's email").fill('not-an-email');
    await button(page, 'Send invite').click();
    await expect(page.locator('#reg-invite-email-error')).toHaveText(m.invalidInviteEmail);
    await expect(page.locator('#reg-grp-name-error')).toHaveText(m.inviteFieldsRequired);
    await field(page, 'Group name').fill(grpName);
    await field(page, "Member's email").fill(leader.email);
    await button(page, 'Send invite').click();
    await expect(toast(page, m.selfInvite)).toBeVisible();

    // Invite the first member: 'Sending...' while in flight.
    const seenFirst = e2e.smtp.to(first.email).length;
    const held = gate();
    await page.route('**/v1/api/sendinvite', async (route) => {
      await held.promise;
      await route.continue();
    });
    await field(page, "Member's email").fill(first.email);
    await button(page, 'Send invite').click();
    await expect(button(page, messages.generic.sending)).toBeDisabled();
    held.release();
    await expect(toast(page, m.inviteSent)).toBeVisible();
    const members = page.getByRole('list', { name: 'Invited members' });
    const row = (user: TestUser) => members.getByRole('listitem').filter({ hasText: user.email });
    await expect(row(first)).toContainText(m.memberNotRegistered);
    await expect(field(page, "Member's email")).toHaveValue('');

    const seenSecond = e2e.smtp.to(second.email).length;
    await field(page, "Member's email").fill(second.email);
    await button(page, 'Send invite').click();
    await expect(row(second)).toContainText(m.memberNotRegistered);
    // The group name is fixed once invites exist.
    await expect(field(page, 'Group name')).toHaveAttribute('readonly', '');
    await expectNoAxeViolations(page, 'the group leader form at 1280 px');
    await shot(page, 'leader-invited-1280');

    // Resend to the first member: a fresh link replaces the first one.
    const firstLink = await invitedLink(first.email, seenFirst);
    const seenResend = e2e.smtp.to(first.email).length;
    await row(first)
      .getByRole('button', { name: `Resend the invite to ${first.email}` })
      .click();
    const resentLink = await invitedLink(first.email, seenResend);
    expect(resentLink).not.toBe(firstLink);

    // Each member opens the link from the email: the member form directly, without payment.
    let secondPage: Page | undefined;
    for (const [member, link] of [
      [first, resentLink],
      [second, await invitedLink(second.email, seenSecond)],
    ] as const) {
      const memberPage = await e2e.page({ as: member });
      await visit(memberPage, link);
      await expect(memberPage.getByRole('radio', { name: /^Group leader/ })).toHaveCount(0);
      await expect(memberPage.getByText(`invited you to the group ${grpName}`)).toBeVisible();
      await expect(memberPage.getByRole('heading', { name: 'Payment' })).toHaveCount(0);
      await fillPreferences(memberPage);
      if (!member.isStudentOfNits) {
        // The non-institute member chooses accommodation: the leader pays its hospitality.
        await field(memberPage, 'College').fill('Cotton University');
        await expect(memberPage.locator('#reg-accommodation-hint')).toContainText(
          `adds ${rs(hospitality)} to your group leader's amount due`,
        );
        await memberPage.getByRole('radio', { name: 'Yes', exact: true }).check();
      }
      if (member === second) {
        await expectNoAxeViolations(memberPage, 'the member form at 1280 px');
        await shot(memberPage, 'member-1280');
      }
      await submitAndLand(memberPage, (body) => {
        expect(body).toMatchObject({
          isGroupRegistration: true,
          grpName,
          eventNameIn: EVENT_NAME,
          memberEmail: member.email,
          grpLeaderEmail: leader.email,
        });
        expect(body).not.toHaveProperty('payment');
      });
      // The member's dashboard: the registration awaits the leader's payment.
      const registered = memberPage
        .getByRole('region', { name: 'Registered Events' })
        .getByRole('listitem')
        .filter({ hasText: EVENT_NAME });
      await expect(registered).toContainText('pending');
      await expect(registered.getByTestId('group-payment')).toHaveText(m.groupPayment.awaitingLeader);
      if (member === second) {
        secondPage = memberPage;
        await expectNoAxeViolations(memberPage, "the member's dashboard at 1280 px");
        await shot(memberPage, 'member-dashboard-1280');
      }
    }

    // The leader refreshes: both registered; the group fee x 3 and the second member's hospitality due (the
    // server's breakdown), with its QR.
    await button(page, 'Refresh').click();
    await expect(row(first)).toContainText(m.memberRegistered);
    await expect(row(second)).toContainText(m.memberRegistered);
    await expect(row(first).getByRole('button')).toHaveCount(0);
    const groupTotal = groupPerMember * 3 + hospitality;
    await expect(amountDue(page)).toHaveText(rs(groupTotal));
    await expect(page.locator('.reg-amount__line')).toHaveText(
      [
        `${m.feeGroup} (${groupPerMember} x 3) ${rs(groupPerMember * 3)}`,
        `${m.feeHospitality} (${hospitality} x 1) ${rs(hospitality)}`,
      ],
      { useInnerText: true },
    );
    await expectQrFor(page, groupTotal);
    await expect(
      page.getByText(messages.ui.registration.needMoreMembers(seededFees.groupMinPeople)),
    ).toHaveCount(0);
    await fillPreferences(page);
    await uploadScreenshot(page);
    await expectNoAxeViolations(page, 'the group leader form with its breakdown at 1280 px');
    await shot(page, 'leader-ready-1280');
    await submitAndLand(page, (body) => {
      expect(body).toMatchObject({ isGroupRegistration: true, grpName });
      expect([...(body.grpMembers as string[])].sort()).toEqual([first.email, second.email].sort());
    });
    await expectRegisteredOnDashboard(page);
    // The leader's registration is in: the member's dashboard says so.
    await secondPage!.reload();
    await expect(
      secondPage!.getByRole('region', { name: 'Registered Events' }).getByTestId('group-payment'),
    ).toHaveText(m.groupPayment.leaderRegistered);
  }, 180_000);
});

describe('phones', () => {
  it('at 375 px a tap list replaces the multi-select, and back at 1280 px the checkboxes return', async () => {
    await setRegistrationOpen(true);
    const user = await createUser(e2e.server.db, { student: false });
    const page = await e2e.page({ as: user, viewport: 'mobile' });
    await visit(page, '/registration');
    await expectNoAxeViolations(page, 'the choice screen at 375 px');
    await shot(page, 'choice-375');
    await choose(page, 'Individual');
    await expect(committees(page).getByRole('checkbox')).toHaveCount(0);
    const unhrcTap = committees(page).getByRole('button', { name: 'UNHRC', exact: true });
    await expect(unhrcTap).toHaveAttribute('aria-pressed', 'false');
    const box = await unhrcTap.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await fillPreferences(page, 'mobile');
    await unhrcTap.click();
    await expect(unhrcTap).toHaveAttribute('aria-pressed', 'false');
    await expect(portfoliosOf(page, 'UNHRC')).toHaveCount(0);
    await unhrcTap.click();
    await pick(portfoliosOf(page, 'UNHRC'), 'India', 'mobile');
    // Phones get a link that opens a UPI app with the amount filled in.
    await expect(page.getByRole('link', { name: `Pay ${rs(individual)} in a UPI app` })).toHaveAttribute(
      'href',
      new RegExp(`^upi://pay\\?.*am=${individual}\\.00`),
    );
    await expect(qr(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await expectNoAxeViolations(page, 'the individual form at 375 px');
    await shot(page, 'individual-375');

    await page.setViewportSize(viewports.desktop);
    await expectChecked(committees(page).getByRole('checkbox', { name: 'UNHRC' }), true);
    await expect(committees(page).getByRole('button', { name: 'UNHRC', exact: true })).toHaveCount(0);
  });

  it('the leader and member forms at 375 px', async () => {
    await setRegistrationOpen(true);
    const leader = await createUser(e2e.server.db, { student: true });
    const member = await createUser(e2e.server.db, { student: false });
    const link = await createInvite(e2e.server.db, leader, member, `Phones ${Date.now().toString(36)}`);

    const page = await e2e.page({ as: leader, viewport: 'mobile' });
    await visit(page, '/registration');
    await choose(page, 'Group leader');
    await expect(page.getByRole('list', { name: 'Invited members' })).toContainText(member.email);
    await expect(page.getByRole('list', { name: 'Invited members' })).toContainText(m.memberNotRegistered);
    await expectNoAxeViolations(page, 'the group leader form at 375 px');
    await shot(page, 'leader-375');

    const memberPage = await e2e.page({ as: member, viewport: 'mobile' });
    await visit(memberPage, invitePath(link));
    await expect(memberPage.getByText(`invited you to the group ${link.grpName}`)).toBeVisible();
    await expectNoAxeViolations(memberPage, 'the member form at 375 px');
    await shot(memberPage, 'member-375');
  });
});
