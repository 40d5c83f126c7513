import { useEffect, useState } from 'react';
import { messages } from '~/shared/messages';
import { QR_SIZE, qrOptions, svgDataUrl } from '../qr';

interface UpiQrProps {
  /** The upi://pay link the code carries. */
  uri: string;
  amount: number;
  /** Who is paid, as the image's text alternative names them (the account holder). */
  payee: string;
  /** Named instead of the code when it cannot be drawn. */
  upiId: string;
}

/**
 * A UPI QR code carrying the exact amount due. The `qrcode` package is loaded on demand, so only this
 * screen pays for it; the code is redrawn whenever the amount (or the event's UPI ID) changes.
 */
export function UpiQr({ uri, amount, payee, upiId }: UpiQrProps) {
  const [drawn, setDrawn] = useState<{ uri: string; amount: number; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((module) => {
        // A CommonJS package: its functions are named exports or sit on `default`, depending on interop.
        const QRCode = 'toDataURL' in module ? module : (module as { default: typeof module }).default;
        return QRCode.toString(uri, qrOptions);
      })
      .then((svg) => {
        if (live) setDrawn({ uri, amount, src: svgDataUrl(svg) });
      })
      .catch((error: unknown) => {
        console.error('Could not draw the UPI QR code:', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [uri, amount]);

  if (failed)
    return (
      <p className="reg-qr__img reg-qr__failed" role="status">
        {messages.ui.registration.qrFailed} <span className="reg-pay__mono">{upiId}</span>
      </p>
    );
  // Until a new amount's code is drawn (a few milliseconds), the previous one stays: no flicker.
  return drawn ? (
    <img
      className="reg-qr__img"
      src={drawn.src}
      width={QR_SIZE}
      height={QR_SIZE}
      alt={`UPI QR code to pay Rs ${drawn.amount} to ${payee}`}
      data-upi={drawn.uri}
    />
  ) : (
    <span className="reg-qr__img reg-qr__placeholder" role="img" aria-label="Drawing the UPI QR code" />
  );
}
