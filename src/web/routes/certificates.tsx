import { CertificatesPage } from '~/web/features/certificates/CertificatesPage';
import type { GuardHandle } from '~/web/components/app/Guard';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/certificates';

/** What the guard shows around its error line. */
export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: `${params.event} Certificates` }),
};

export function meta() {
  return accountMeta(
    'Certificates',
    "The participation certificates of one event's delegates, for NITSMUN admins.",
  );
}

export default function Certificates({ params }: Route.ComponentProps) {
  return <CertificatesPage key={params.event} eventName={params.event} />;
}
