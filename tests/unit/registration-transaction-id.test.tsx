// @vitest-environment jsdom
/**
 * The registration form's transaction ID field (src/web/features/registration/components/RegistrationForm.tsx,
 * its rules in src/shared/payments.ts): a payer who leaves it empty or types something that is neither a
 * 12-digit UPI transaction ID nor a bank reference gets its message on the field; spaces and dashes are
 * taken out and letters put in capitals; the value goes with the registration that is sent. The chosen
 * screenshot is read (POST /reg/screenshot-reading) and the transaction ID it shows is offered under the
 * field, put in only when the delegate taps it.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '~/shared/constants';
import { messages } from '~/shared/messages';
import type { Profile } from '~/shared/schemas/accounts';
import { paymentReferenceQuery } from '~/web/features/registration/api';
import { RegistrationForm } from '~/web/features/registration/components/RegistrationForm';
import { profileQuery } from '~/web/lib/session';
import { conferenceEvent } from '../support/conference-event';
import { installMatchMedia } from '../support/match-media';
import { renderInApp } from '../support/render';
import { type RequestWatch, answer, json, watchRequests } from '../support/requests';

const m = messages.registration;
const ui = messages.ui.registration;

const event = conferenceEvent({
  committees: [
    {
      code: 'UNHRC',
      displayName: 'UNHRC',
      fullName: 'United Nations Human Rights Council',
      agenda: '',
      description: '',
      banner: null,
      guideUrl: null,
      portfolios: ['India', 'Japan'],
    },
  ],
});

const profile = {
  name: 'Asha Payer',
  email: 'asha@example.org',
  role: 'client',
  isVerified: true,
  isStudentOfNITS: true,
  sendInviteToWhom: [],
  registrationInvite: [],
} as unknown as Profile;

let uploads: RequestWatch;
/** The registrations sent (the screenshot's reading is not one). */
const registrations = () => uploads.sent.filter((r) => r.url.endsWith('/reg/yp'));
const reading = (transactionId: string | null) => ({
  message: m.screenshotRead,
  transactionId,
  amount: transactionId ? 100 : null,
});
// jsdom has no matchMedia: the form asks it whether to show the phone's tap lists (not here).
beforeAll(installMatchMedia);
beforeEach(() => {
  document.cookie = `${AUTH_COOKIE}=token; path=/`;
  uploads = watchRequests();
  // Nothing read from the screenshot, unless a test answers otherwise.
  answer('POST /v1/api/reg/screenshot-reading', json(reading(null)));
});
afterEach(() => {
  cleanup();
  document.cookie = `${AUTH_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

function renderForm() {
  return renderInApp(
    <RegistrationForm kind="individual" event={event} profile={profile} onRegistered={() => {}} />,
    {
      path: '/registration',
      session: true,
      cached: [
        [profileQuery.queryKey, profile],
        [paymentReferenceQuery(event.name).queryKey, 'WS31-7Q3K'],
      ],
    },
  ).user;
}

const field = () => screen.getByLabelText('Transaction ID', { selector: 'input' });
const errorText = () => document.getElementById('reg-transaction-id-error')?.textContent ?? null;
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Submit' }));

/** Everything else the form needs, filled in validly. */
async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /UNHRC/ }));
  await user.type(screen.getByLabelText('Previous MUN experience'), 'None');
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  await user.upload(
    document.querySelector<HTMLInputElement>('input[type="file"]')!,
    new File([png], 'receipt.png', { type: 'image/png' }),
  );
}

describe('the transaction ID field', () => {
  it('asks for it when it is left empty, and sends nothing', async () => {
    const user = renderForm();
    await fillTheRest(user);
    await submit(user);
    await waitFor(() => expect(errorText()).toBe(m.transactionIdRequired));
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain('reg-transaction-id-error');
    expect(document.activeElement).toBe(field());
    expect(registrations()).toEqual([]);
  });

  it.each([
    ['too few digits for a UTR', '12345678901'],
    ['too many digits for a UTR', '1234567890123'],
    ['a bank reference too short', 'AB12'],
    ['a bank reference too long', `A${'1'.repeat(22)}`],
    ['other characters', 'UTR#41234567'],
  ])('refuses %s with its message, and sends nothing', async (_case, value) => {
    const user = renderForm();
    await fillTheRest(user);
    await user.type(field(), value);
    await submit(user);
    await waitFor(() => expect(errorText()).toBe(m.invalidTransactionId));
    expect(registrations()).toEqual([]);
  });

  it('takes the message away once what is typed is right', async () => {
    const user = renderForm();
    await fillTheRest(user);
    await user.type(field(), '4123');
    await submit(user);
    await waitFor(() => expect(errorText()).toBe(m.invalidTransactionId));
    await user.type(field(), '45678901');
    await waitFor(() => expect(errorText()).toBeNull());
  });

  it.each([
    ['a UTR written with spaces and dashes', '4123 4567-8901', '412345678901'],
    ['a bank reference in small letters', 'hdfc-n520 24112', 'HDFCN52024112'],
  ])('sends %s without spaces or dashes, in capitals', async (_case, typed, sent) => {
    answer(
      'POST /v1/api/reg/yp',
      json({ message: m.success, registration: { _id: 'r1', status: 'pending', amountDue: 100 } }),
    );
    // After a registration the page reads the profile again.
    answer('GET /v1/api/dashboard', json({ ...profile, message: messages.dashboard.success }));
    const user = renderForm();
    await fillTheRest(user);
    await user.type(field(), typed);
    await submit(user);
    await waitFor(() => expect(registrations()).toHaveLength(1));
    const [request] = registrations();
    expect(request!.method).toBe('POST');
    expect(request!.url).toMatch(/\/v1\/api\/reg\/yp$/);
    expect(request!.body).toMatchObject({
      eventName: event.name,
      isGroupRegistration: false,
      committeePreference: ['UNHRC'],
      transactionId: sent,
    });
    expect(errorText()).toBeNull();
    // Registered, the page reads the profile again (its invites), and sends nothing else.
    await waitFor(() =>
      expect(uploads.sent.map((r) => `${r.method} ${r.url}`)).toEqual([
        'POST /v1/api/reg/screenshot-reading',
        'POST /v1/api/reg/yp',
        'GET /v1/api/dashboard',
      ]),
    );
  });

  it('offers the transaction ID read from the screenshot, and puts it in only when tapped', async () => {
    answer('POST /v1/api/reg/screenshot-reading', json(reading('412345678901')));
    const user = renderForm();
    await fillTheRest(user);
    const offer = await screen.findByRole('button', { name: ui.useReadId });
    expect(offer.closest('[role="status"]')!.textContent).toContain(`${ui.screenshotShows} 412345678901`);
    expect(field()).toHaveProperty('value', '');
    const [sent] = uploads.sent;
    expect(sent).toMatchObject({ method: 'POST', url: '/v1/api/reg/screenshot-reading' });
    expect((sent!.body as { payment: string }).payment).toMatch(/^data:image\/png;base64,/);
    await user.click(offer);
    expect(field()).toHaveProperty('value', '412345678901');
    expect(screen.getByText(ui.readIdMatches)).toBeTruthy();
    expect(screen.queryByRole('button', { name: ui.useReadId })).toBeNull();
  });

  it('says it is reading, then offers nothing when no ID was read', async () => {
    let reply: (response: Response) => void = () => {};
    answer(
      'POST /v1/api/reg/screenshot-reading',
      () => new Promise<Response>((resolve) => (reply = resolve)),
    );
    const user = renderForm();
    await fillTheRest(user);
    expect(await screen.findByText(ui.readingScreenshot)).toBeTruthy();
    reply(json(reading(null)));
    await waitFor(() => expect(screen.queryByText(ui.readingScreenshot)).toBeNull());
    expect(screen.queryByRole('button', { name: ui.useReadId })).toBeNull();
  });
});
