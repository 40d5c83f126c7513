/**
 * Where delegates pay the conference fee. Shown on the registration forms; the QR is a generic
 * placeholder (the registration screen generates a UPI QR carrying the exact amount due).
 */
import type { PaymentDetails } from './types';
import qr from './images/payment/upi-qr.webp';

export const payment: PaymentDetails = {
  accountNumber: '38472615094',
  ifsc: 'SBIN0007061',
  bankName: 'State Bank of India, NIT Silchar branch',
  accountHolder: 'NITSMUN',
  upiIds: ['nitsmun@sbi', 'nitsmun.treasurer@okaxis'],
  qr: { src: qr, width: 594, height: 678, alt: 'UPI QR code to pay NITSMUN' },
  contactPersons: [
    { name: 'Priyanshu Nath', phone: '+91 94350 18276' },
    { name: 'Sneha Paul', phone: '+91 70029 53148' },
  ],
};
