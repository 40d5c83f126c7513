// @vitest-environment jsdom
/**
 * The registration questions in the browser (src/shared/registration-questions.ts,
 * docs/decisions/0083-registration-questions.md): the form asks "Dietary and access needs" with its hint
 * and sends the answer under `answers`; the admin's registration detail shows it ("Not given" when empty);
 * the check-in desk's card shows it.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { registrationQuestions } from '~/shared/registration-questions';
import type { Profile } from '~/shared/schemas/accounts';
import type { RegistrationDetail as Detail } from '~/shared/schemas/admin';
import type { CheckinDelegate } from '~/shared/schemas/checkin';
import { RegistrationDetail } from '~/web/features/admin/components/RegistrationDetail';
import { DelegateCard } from '~/web/features/checkin/components/DelegateCard';
import { paymentReferenceQuery } from '~/web/features/registration/api';
import { RegistrationForm } from '~/web/features/registration/components/RegistrationForm';
import { profileQuery } from '~/web/lib/session';
import { conferenceEvent } from '../support/conference-event';
import { installMatchMedia } from '../support/match-media';
import { paymentInfoOf } from '../support/payment-info';
import { renderInApp } from '../support/render';
import { answer, json, watchRequests } from '../support/requests';

const question = registrationQuestions.dietaryNeeds!;
const needs = 'Vegetarian, no peanuts; step-free access';

beforeAll(installMatchMedia);
beforeEach(() => {
  document.cookie = `${AUTH_COOKIE}=token; path=/`;
});
afterEach(() => {
  cleanup();
  document.cookie = `${AUTH_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('the registration form', () => {
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
        portfolios: ['India'],
      },
    ],
  });
  const profile = {
    name: 'Asha Delegate',
    email: 'asha@example.org',
    role: 'client',
    isVerified: true,
    isStudentOfNITS: true,
    sendInviteToWhom: [],
    registrationInvite: [],
  } as unknown as Profile;

  it('asks the question with its hint and sends the answer under answers', async () => {
    answer(
      'POST /v1/api/reg/screenshot-reading',
      json({ message: 'Screenshot read', transactionId: null, amount: null }),
    );
    answer(
      'POST /v1/api/reg/yp',
      json({
        message: messages.registration.success,
        registration: { _id: 'r1', status: 'pending', amountDue: 100 },
      }),
    );
    answer('GET /v1/api/dashboard', json({ ...profile, message: messages.dashboard.success }));
    const watch = watchRequests();
    const { user } = renderInApp(
      <RegistrationForm kind="individual" event={event} profile={profile} onRegistered={() => {}} />,
      {
        path: '/registration',
        session: true,
        cached: [
          [profileQuery.queryKey, profile],
          [paymentReferenceQuery(event.name).queryKey, 'WS31-7Q3K'],
        ],
      },
    );
    const field = screen.getByLabelText(question.label);
    expect(field.getAttribute('maxlength')).toBe(String(question.max));
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(
      question.hint,
    );
    await user.click(screen.getByRole('checkbox', { name: /UNHRC/ }));
    await user.type(screen.getByLabelText('Previous MUN experience'), 'None');
    await user.type(field, needs);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([png], 'receipt.png', { type: 'image/png' }),
    );
    await user.type(screen.getByLabelText('Transaction ID', { selector: 'input' }), '412345678901');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(watch.sent.some((r) => r.url.endsWith('/reg/yp'))).toBe(true));
    const sent = watch.sent.find((r) => r.url.endsWith('/reg/yp'))!;
    expect(sent.body).toMatchObject({ answers: { dietaryNeeds: needs } });
  });
});

describe("the admin's registration detail", () => {
  const paymentInfo = paymentInfoOf({ reference: null, state: null, transactionId: null });
  const detail = (answers: Record<string, string>): Detail => ({
    _id: 'r1',
    name: 'Asha Delegate',
    email: 'asha@example.org',
    college: null,
    phone: '9876543210',
    scholarid: '2012345',
    batch: '2',
    accomodation: null,
    payment: null,
    regsiteredat: '2026-11-20T10:00:00.000Z',
    eventName: 'Annual Conference 2026',
    status: 'confirmed',
    committeePreference: ['UNHRC'],
    portfolioPreference: ['India'],
    cofirmedRegistrationAt: '2026-11-21T10:00:00.000Z',
    amountDue: 0,
    amountLines: null,
    previousMunExperience: 'None',
    answers,
    assignedPortfolio: null,
    assignedCommittee: null,
    kind: 'individual',
    group: null,
    groupPayment: null,
    paymentInfo,
    committees: [],
  });
  const admin = { name: 'Tara Admin', email: 'tara@example.org', role: 'admin' } as unknown as Profile;
  const asAdmin = {
    session: true,
    cached: [[profileQuery.queryKey, admin]] as [readonly unknown[], unknown][],
  };
  const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

  it('shows each question with its answer, or "Not given"', async () => {
    answer(
      'GET /v1/api/admin/registrations/r1',
      json({ message: 'ok', registration: detail({ dietaryNeeds: needs }) }),
    );
    renderInApp(<RegistrationDetail id="r1" />, { path: '/eventreg/r1', ...asAdmin });
    await waitFor(() => expect(term(question.label)).toBe(needs));
    cleanup();
    answer(
      'GET /v1/api/admin/registrations/r2',
      json({ message: 'ok', registration: { ...detail({}), _id: 'r2' } }),
    );
    renderInApp(<RegistrationDetail id="r2" />, { path: '/eventreg/r2', ...asAdmin });
    await waitFor(() => expect(term(question.label)).toBe('Not given'));
  });
});

describe('the check-in card', () => {
  const delegate = (answers: Record<string, string>): CheckinDelegate => ({
    registrationId: 'r1',
    name: 'Asha Delegate',
    email: 'asha@example.org',
    status: 'confirmed',
    committee: 'UNHRC',
    portfolio: 'India',
    photo: null,
    groupPayment: null,
    answers,
    today: null,
  });

  it('shows the answers the desk should see, and nothing for a delegate who gave none', () => {
    const props = { canCheckIn: true, pending: false, onCheckIn: () => {} };
    renderInApp(<DelegateCard delegate={delegate({ dietaryNeeds: needs })} {...props} />);
    expect(document.querySelector('.chk-card__answer')!.textContent).toBe(`${question.label}: ${needs}`);
    cleanup();
    renderInApp(<DelegateCard delegate={delegate({})} {...props} />);
    expect(document.querySelector('.chk-card__answer')).toBeNull();
  });
});
