import type { MetaArgs } from 'react-router';
import { VerificationPage } from '~/web/features/certificates/VerificationPage';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/certificate-verification';

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Certificate Verification',
    'Whether a NITSMUN participation certificate is authentic.',
  );
}

export default function CertificateVerification({ params }: Route.ComponentProps) {
  return <VerificationPage key={params.code} code={params.code} />;
}
