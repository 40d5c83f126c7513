// @vitest-environment jsdom
/**
 * The admin's payment panel shows what OCR read from the screenshot: "Reading…" while pending, "Not read"
 * when nothing was read, the amount and UTR when read, and a warning naming what differs from the bill.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentInfo, ScreenshotReading } from '~/shared/schemas/admin';
import { PaymentPanel } from '~/web/features/admin/components/PaymentPanel';
import { paymentInfoOf } from '../support/payment-info';
import { renderInApp } from '../support/render';

afterEach(cleanup);

const info = (screenshotReading: ScreenshotReading | null): PaymentInfo =>
  paymentInfoOf({ reference: 'AC24-7Q3K', screenshotReading });

const reading = (over: Partial<ScreenshotReading>): ScreenshotReading => ({
  state: 'read',
  amount: 449,
  transactionId: '412345678901',
  text: 'Paid to NITSMUN\n₹449\nUPI transaction ID\n412345678901',
  readAt: '2026-11-27T10:00:00.000Z',
  differs: { amount: false, transactionId: false },
  ...over,
});

function renderPanel(payment: PaymentInfo) {
  renderInApp(<PaymentPanel registrationId="r1" info={payment} amountDue={449} />);
}

/** The value of the panel's "Read from the screenshot" row. */
async function readRow() {
  const term = await screen.findByText('Read from the screenshot');
  return term.nextElementSibling as HTMLElement;
}

describe('the reading of the payment screenshot', () => {
  it('says Reading… while pending, as a status', async () => {
    renderPanel(info(reading({ state: 'pending', amount: null, transactionId: null, text: null })));
    expect(within(await readRow()).getByRole('status')).toHaveProperty('textContent', 'Reading…');
  });

  it('says Not read when nothing was read', async () => {
    renderPanel(info(reading({ state: 'not_read', amount: null, transactionId: null, text: null })));
    expect((await readRow()).textContent).toBe('Not read');
    expect(screen.queryByTestId('reading-mismatch')).toBeNull();
  });

  it('shows the amount and UTR read, and the text behind a disclosure, without a warning when they match', async () => {
    renderPanel(info(reading({})));
    expect((await readRow()).textContent).toBe('amount Rs 449, UTR 412345678901');
    expect(screen.queryByTestId('reading-mismatch')).toBeNull();
    expect(screen.getByText('Text read from the screenshot')).toBeTruthy();
  });

  it('warns with both figures when the amount or the transaction ID differs', async () => {
    renderPanel(
      info(
        reading({
          amount: 199,
          transactionId: '487654321098',
          differs: { amount: true, transactionId: true },
        }),
      ),
    );
    const warning = await screen.findByTestId('reading-mismatch');
    expect(warning.getAttribute('role')).toBe('note');
    expect(warning.textContent).toContain('Amount read Rs 199, amount due Rs 449.');
    expect(warning.textContent).toContain('Transaction ID read 487654321098, entered 412345678901.');
  });

  it('says what was not found, and shows no row for a registration without a screenshot', async () => {
    renderPanel(info(reading({ amount: null, transactionId: null })));
    expect((await readRow()).textContent).toBe('no amount found, no transaction ID found');
    cleanup();
    renderPanel(info(null));
    await screen.findByText('Payment reference');
    expect(screen.queryByText('Read from the screenshot')).toBeNull();
  });
});

describe('the possible duplicate screenshots', () => {
  it('link each registration, its email breaking only after the @ on a narrow line', async () => {
    const email = 'priyanka.bhattacharjee.2024@students.example.ac.in';
    renderPanel({
      ...info(null),
      similar: [
        { _id: 'r2', name: 'Priyanka', email, eventName: 'Annual Conference 2024', distance: 3, reason: 'x' },
      ],
    });
    const note = await screen.findByTestId('near-duplicate');
    const link = within(note).getByRole('link', { name: /^Priyanka/ });
    expect(link.textContent).toBe(`Priyanka (${email}), Annual Conference 2024`);
    expect(link.getAttribute('href')).toBe('/eventreg/r2');
    // The one break opportunity inside the address is after its @ (the CSS never breaks inside a word
    // that fits its line).
    expect(link.querySelectorAll('wbr')).toHaveLength(1);
    expect(link.querySelector('wbr')?.previousSibling?.textContent).toMatch(/@$/);
  });
});
