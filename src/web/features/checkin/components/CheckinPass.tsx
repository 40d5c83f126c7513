import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { checkinMessages } from '~/shared/desk-messages';
import type { CheckinPass as Pass } from '~/shared/schemas/checkin';
import { passesQuery } from '../api';
import '../checkin.css';

const m = checkinMessages;
const qrOptions = {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 4,
  color: { dark: '#000000', light: '#ffffff' },
} as const;

/**
 * The dashboard's check-in pass: one QR code per confirmed registration, drawn as inline SVG in the page
 * (no image request), so it stays on screen at a door without network. Nothing shows without a pass.
 */
export function CheckinPass() {
  const passes = useQuery(passesQuery);
  if (passes.isPending) {
    return (
      <p className="dash-empty" role="status">
        {m.passLoading}
      </p>
    );
  }
  if (passes.isError) {
    return (
      <p className="dash-error" role="alert">
        {m.passError}
      </p>
    );
  }
  if (passes.data.length === 0) return null;
  return (
    <section className="panel dash-card chk-pass" aria-labelledby="chk-pass-title">
      <h2 id="chk-pass-title" className="dash-card__title">
        {m.passTitle}
      </h2>
      <p className="chk-pass__help">{m.passHelp}</p>
      <ul className="chk-pass__list">
        {passes.data.map((pass) => (
          <li key={pass.code} className="chk-pass__item">
            <PassCode pass={pass} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PassCode({ pass }: { pass: Pass }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((module) => {
        // A CommonJS package: its functions are named exports or sit on `default`, depending on interop.
        const QRCode = 'toString' in module ? module : (module as { default: typeof module }).default;
        return QRCode.toString(pass.code, qrOptions);
      })
      .then((drawn) => {
        if (live) setSvg(drawn);
      })
      .catch((error: unknown) => {
        console.error('Could not draw the check-in QR code:', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [pass.code]);
  return (
    <figure className="chk-pass__figure">
      {svg ? (
        <div
          className="chk-pass__qr"
          role="img"
          aria-label={`Check-in QR code for ${pass.eventName}`}
          data-testid="checkin-qr"
          // The SVG is drawn here by the qrcode package from the code alone.
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : failed ? null : (
        <div className="chk-pass__qr chk-pass__qr--loading" aria-hidden="true" />
      )}
      <figcaption className="chk-pass__caption">
        <span className="chk-pass__event">{pass.eventName}</span>
        {pass.committee && pass.portfolio ? (
          <span className="chk-pass__seat">
            {pass.committee} · {pass.portfolio}
          </span>
        ) : null}
        <code className="chk-pass__code">{pass.code}</code>
      </figcaption>
    </figure>
  );
}
