// @vitest-environment jsdom
/**
 * The payment reference is one tap to copy (src/web/components/app/CopyButton.tsx, on the registration's
 * payment details and on the dashboard): the button puts exactly the reference on the clipboard, says
 * Copied and tells a screen reader; where the browser refuses the clipboard, it says to copy by hand.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { PaymentDetails } from '~/web/features/registration/components/PaymentDetails';
import { renderInApp } from '../support/render';

const m = messages.ui.copy;
const payment = {
  accountHolder: 'NITSMUN',
  bankName: 'State Bank of India',
  accountNumber: '12345678901',
  ifsc: 'SBIN0001234',
  upiIds: ['nitsmun@sbi'],
  contacts: [],
};
const amount = { total: 1449, lines: [{ label: 'Delegate fee', amount: 1449 }] };

function renderDetails() {
  return renderInApp(
    <PaymentDetails amount={amount} payment={payment} showUpiLink={false} reference="AC26-7KQ4" />,
  );
}

afterEach(cleanup);

describe('the payment reference', () => {
  it('is copied in one tap, and the tap is confirmed on the button and to a screen reader', async () => {
    const { user } = renderDetails();
    await user.click(screen.getByRole('button', { name: m.label('payment reference') }));
    expect(await navigator.clipboard.readText()).toBe('AC26-7KQ4');
    expect(screen.getByRole('button', { name: m.label('payment reference') }).textContent).toBe(m.copied);
    expect(screen.getByText(m.copiedStatus('Payment reference')).getAttribute('role')).toBe('status');
  });

  it('says to copy it by hand when the browser refuses the clipboard', async () => {
    const { user } = renderDetails();
    // The browser's refusal (an insecure page, a denied permission), after user-event installed its clipboard.
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    await user.click(screen.getByRole('button', { name: m.label('payment reference') }));
    const line = await screen.findByText(m.failed('payment reference'));
    expect(line.getAttribute('role')).toBe('status');
    expect(line.className).not.toContain('visually-hidden');
    expect(screen.getByRole('button', { name: m.label('payment reference') }).textContent).toBe(m.button);
    expect(screen.getByTestId('payment-reference').textContent).toBe('AC26-7KQ4');
  });
});
