import { useQuery } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { certificateMessages } from '~/shared/desk-messages';
import type { CertificateVerification } from '~/shared/schemas/certificates';
import { Icon } from '~/web/components/app/Icon';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { formatDay } from '~/web/components/app/format';
import { errorMessage } from '~/web/lib/api';
import { verifyCertificateQuery } from './api';
import './certificates.css';

const m = certificateMessages;

function Facts({ certificate }: { certificate: CertificateVerification }) {
  const rows: [string, string][] = [
    ...(certificate.award === null ? [] : [[m.facts.award, certificate.award] as [string, string]]),
    [m.facts.name, certificate.name],
    [m.facts.event, certificate.event],
    [m.facts.committee, certificate.committee],
    [m.facts.portfolio, certificate.portfolio],
    [m.facts.issuedOn, formatDay(certificate.issuedOn)],
  ];
  return (
    <dl className="cert-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="cert-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Verdict({ certificate }: { certificate: CertificateVerification | null }) {
  if (!certificate) {
    return (
      <div className="cert-verdict cert-verdict--unknown" data-testid="certificate-verdict">
        <h2 className="cert-verdict__title">
          <Icon name="close" size={22} strokeWidth={2.5} />
          {m.unknownNotice}
        </h2>
        <p className="cert-verdict__hint">{m.unknownHint}</p>
      </div>
    );
  }
  const valid = certificate.status === 'valid';
  return (
    <div
      className={`cert-verdict ${valid ? 'cert-verdict--valid' : 'cert-verdict--revoked'}`}
      data-testid="certificate-verdict"
    >
      <h2 className="cert-verdict__title">
        <Icon name={valid ? 'check-circle' : 'close'} size={22} strokeWidth={2.5} />
        {valid ? m.authentic : m.revokedNotice}
      </h2>
      <Facts certificate={certificate} />
    </div>
  );
}

/**
 * /certificates/:code, public: whether the certificate of the code is authentic (with what it
 * says), revoked, or unknown. Read in the browser from the public API, never cached as one page.
 */
export function VerificationPage({ code }: { code: string }) {
  const query = useQuery(verifyCertificateQuery(code));
  let body;
  if (query.isPending) body = <Loading text={messages.generic.loading} />;
  else if (query.isError)
    body = <ErrorText text={errorMessage(query.error, messages.generic.somethingWentWrong)} />;
  else body = <Verdict certificate={query.data} />;
  return (
    <PageFrame eyebrow="NITSMUN" title={m.verifyTitle}>
      <div aria-live="polite">{body}</div>
    </PageFrame>
  );
}
