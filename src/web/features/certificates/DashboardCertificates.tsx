import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '~/shared/messages';
import { certificateMessages } from '~/shared/desk-messages';
import type { MyCertificate } from '~/shared/schemas/certificates';
import { Icon } from '~/web/components/app/Icon';
import { formatDay } from '~/web/components/app/format';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { downloadMyCertificate, myCertificatesQuery } from './api';
import './certificates.css';

const m = certificateMessages;

function CertificateItem({ certificate }: { certificate: MyCertificate }) {
  const [busy, setBusy] = useState(false);
  const onUnauthorized = useUnauthorizedHandler();
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyCertificate(certificate.code);
    } catch (error) {
      if (!onUnauthorized(error)) notify('error', errorMessage(error, messages.generic.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="dash-events__item cert-dash__item">
      <span className="dash-events__name">{certificate.eventName}</span>
      {certificate.award === null ? null : <p className="cert-dash__award">{m.awardOf(certificate.award)}</p>}
      <p className="dash-events__assignment">
        {certificate.committee} · {certificate.portfolio} · issued {formatDay(certificate.issuedOn)}
      </p>
      <button
        type="button"
        className="button button--gold button--small"
        onClick={download}
        disabled={busy}
        aria-busy={busy}
      >
        <Icon name="download" size={16} strokeWidth={2} />
        {m.download}
        <span className="visually-hidden">
          {' '}
          (
          {certificate.award === null
            ? certificate.eventName
            : `${certificate.award}, ${certificate.eventName}`}
          )
        </span>
      </button>
    </li>
  );
}

/**
 * The dashboard's certificates, participation and award: shown only once the delegate has one. An award
 * certificate exists only once the award is published, so the award shows then and never before.
 */
export function DashboardCertificates() {
  const query = useQuery(myCertificatesQuery);
  const certificates = query.data ?? [];
  if (certificates.length === 0) return null;
  return (
    <section className="panel dash-card" aria-labelledby="dash-certificates-title">
      <h2 id="dash-certificates-title" className="dash-card__title">
        {certificates.some((c) => c.award !== null) ? m.dashboardTitleWithAwards : m.dashboardTitle}
      </h2>
      <ul className="dash-events">
        {certificates.map((certificate) => (
          <CertificateItem key={certificate.code} certificate={certificate} />
        ))}
      </ul>
    </section>
  );
}
