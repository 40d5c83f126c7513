// @vitest-environment jsdom
/**
 * The admin's payment panel and the money that arrived (docs/decisions/0077-ledger-counts-the-money.md):
 * Mark received sends the note, the amount (the amount due to start with) and the day (today to start with);
 * an amount the API would refuse is stopped with the API's message on its field before anything is sent; a bill received
 * short says how much is missing and offers to record the rest (a top-up) or waive it with a reason, and
 * lists each receipt once there are several; a refund uses the same form.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dateInIndia } from '~/shared/conference-day';
import { messages } from '~/shared/messages';
import type { PaymentInfo } from '~/shared/schemas/admin';
import { LazyToaster } from '~/web/components/LazyToaster';
import { PaymentPanel } from '~/web/features/admin/components/PaymentPanel';
import { paymentInfoOf } from '../support/payment-info';
import { renderInApp } from '../support/render';
import { type RequestWatch, answer, json, watchRequests } from '../support/requests';

afterEach(cleanup);

const info = paymentInfoOf;

/** Each request the panel sent, as [method, url, body]. */
const sentOf = (watch: RequestWatch) => watch.sent.map((s) => [s.method, s.url, s.body]);

function renderPanel(payment: PaymentInfo) {
  return renderInApp(
    <>
      <PaymentPanel registrationId="r1" info={payment} amountDue={1449} />
      <LazyToaster />
    </>,
  );
}

describe('marking a payment received by hand', () => {
  it('sends the note, the amount that arrived and its day, starting from the amount due and today', async () => {
    answer(
      'PUT /v1/api/admin/registrations/r1/payment/received',
      json({ message: 'Payment marked received' }),
    );
    const watch = watchRequests();
    const { user } = renderPanel(info({}));
    const amount = screen.getByLabelText('Amount received (Rs)');
    expect((amount as HTMLInputElement).value).toBe('1449');
    expect((screen.getByLabelText('Received on') as HTMLInputElement).value).toBe(dateInIndia(new Date()));
    await user.type(screen.getByLabelText('How was the payment checked?'), 'Cash at the desk');
    await user.clear(amount);
    await user.type(amount, '1,400.50');
    await user.clear(screen.getByLabelText('Received on'));
    await user.type(screen.getByLabelText('Received on'), '2026-11-17');
    await user.click(screen.getByRole('button', { name: 'Mark received' }));
    await screen.findByText('Payment marked received');
    expect(sentOf(watch)).toEqual([
      [
        'PUT',
        '/v1/api/admin/registrations/r1/payment/received',
        { note: 'Cash at the desk', amount: 1400.5, receivedOn: '2026-11-17' },
      ],
    ]);
  });

  it("stops an amount the API would refuse with the API's message, sending nothing", async () => {
    const watch = watchRequests();
    const { user } = renderPanel(info({}));
    await user.type(screen.getByLabelText('How was the payment checked?'), 'Cash');
    const amount = screen.getByLabelText('Amount received (Rs)');
    await user.clear(amount);
    await user.type(amount, '1.005');
    await user.click(screen.getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText(messages.admin.invalidReceivedAmount)).toBeTruthy();
    // On the amount's field, tied to it.
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toBe(
      screen.getByText(messages.admin.invalidReceivedAmount).id,
    );
    expect(watch.writes()).toEqual([]);
  });
});

describe('a payment received short', () => {
  it('says how much is missing, and waives the rest with a reason', async () => {
    answer(
      'PUT /v1/api/admin/registrations/r1/payment/waiver',
      json({ message: messages.admin.shortfallWaived }),
    );
    const watch = watchRequests();
    const { user } = renderPanel(
      info({
        state: 'received',
        receivedAt: '2026-11-20T10:00:00.000Z',
        receivedVia: 'statement',
        note: 'Bank statement hdfc.csv',
        amountReceived: 1400,
        receivedOn: '2026-11-17',
        short: 49,
      }),
    );
    expect(screen.getByText('Short').nextElementSibling!.textContent).toBe(
      'Rs 49 short of Rs 1,449: outstanding until paid or waived',
    );
    expect(screen.getByText('Received').nextElementSibling!.textContent).toMatch(
      /^Rs 1,400 on 2026-11-17, marked /,
    );
    await user.type(screen.getByLabelText('Why does the club let the Rs 49 go?'), 'A partner college');
    await user.click(screen.getByRole('button', { name: 'Waive the rest' }));
    await screen.findByText(messages.admin.shortfallWaived);
    expect(sentOf(watch)).toEqual([
      ['PUT', '/v1/api/admin/registrations/r1/payment/waiver', { note: 'A partner college' }],
    ]);
  });

  it('is refunded with the same form: the amount, the day and a note, stopped when the amount is missing', async () => {
    answer(
      'PUT /v1/api/admin/registrations/r1/payment/refunded',
      json({ message: 'Payment marked refunded' }),
    );
    const watch = watchRequests();
    const { user } = renderPanel(info({ state: 'received', amountReceived: 1449, receivedOn: '2026-11-17' }));
    await user.type(screen.getByLabelText('Note'), 'Paid twice');
    await user.type(screen.getByLabelText('Refunded on'), '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByText(messages.admin.invalidRefund)).toBeTruthy();
    expect(watch.writes()).toEqual([]);
    await user.type(screen.getByLabelText('Amount refunded (Rs)'), '200');
    await user.click(screen.getByRole('button', { name: 'Mark refunded' }));
    await screen.findByText('Payment marked refunded');
    expect(sentOf(watch)).toEqual([
      [
        'PUT',
        '/v1/api/admin/registrations/r1/payment/refunded',
        { note: 'Paid twice', amount: 200, refundedOn: '2026-11-25' },
      ],
    ]);
  });

  it('records the rest of a short payment with its amount (the shortfall to start with) and its day', async () => {
    answer(
      'POST /v1/api/admin/registrations/r1/payment/receipts',
      json({ message: messages.admin.topUpRecorded }),
    );
    const watch = watchRequests();
    const { user } = renderPanel(
      info({ state: 'received', amountReceived: 1400, receivedOn: '2026-11-17', short: 49 }),
    );
    const amount = screen.getByLabelText('Amount received (Rs)');
    expect(amount).toHaveProperty('value', '49');
    expect(screen.getByLabelText('Received on')).toHaveProperty('value', dateInIndia(new Date()));
    await user.click(screen.getByRole('button', { name: 'Record the money' }));
    expect(await screen.findByText(messages.admin.noteRequired)).toBeTruthy();
    expect(watch.writes()).toEqual([]);
    await user.type(screen.getByLabelText('How did the rest arrive?'), 'UPI, UTR 811122223333');
    await user.clear(screen.getByLabelText('Received on'));
    await user.type(screen.getByLabelText('Received on'), '2026-11-22');
    await user.click(screen.getByRole('button', { name: 'Record the money' }));
    await screen.findByText(messages.admin.topUpRecorded);
    expect(sentOf(watch)).toEqual([
      [
        'POST',
        '/v1/api/admin/registrations/r1/payment/receipts',
        { note: 'UPI, UTR 811122223333', amount: 49, receivedOn: '2026-11-22' },
      ],
    ]);
  });

  it('lists each receipt once a short payment was topped up', () => {
    renderPanel(
      info({
        state: 'received',
        receivedAt: '2026-11-20T10:00:00.000Z',
        receivedVia: 'manual',
        amountReceived: 1449,
        receivedOn: '2026-11-17',
        receipts: [
          { amount: 1400, receivedOn: '2026-11-17', via: 'statement', note: 'Bank statement hdfc.csv' },
          { amount: 49, receivedOn: '2026-11-22', via: 'manual', note: 'UPI, UTR 811122223333' },
        ],
      }),
    );
    const items = screen.getByText('Receipts').nextElementSibling!.querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual([
      'Rs 1,400 on 2026-11-17 (statement): Bank statement hdfc.csv',
      'Rs 49 on 2026-11-22 (manual): UPI, UTR 811122223333',
    ]);
  });

  it('offers no waiver and no top-up once nothing is short', () => {
    renderPanel(info({ state: 'received', amountReceived: 1449, receivedOn: '2026-11-17', short: 0 }));
    expect(screen.queryByRole('button', { name: 'Waive the rest' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record the money' })).toBeNull();
    expect(screen.queryByText('Short')).toBeNull();
  });
});
