import { VerificationPage } from '~/web/features/certificates/VerificationPage';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/certificate-verification';

export function meta() {
  return accountMeta('Certificate Verification', 'Whether a NITSMUN participation certificate is authentic.');
}

export default function CertificateVerification({ params }: Route.ComponentProps) {
  return <VerificationPage key={params.code} code={params.code} />;
}
