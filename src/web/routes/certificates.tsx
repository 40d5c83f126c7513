import { CertificatesPage } from '~/web/features/certificates/CertificatesPage';
import type { GuardHandle } from '~/web/components/app/Guard';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/certificates';

/** What the guard shows around its error line. */
export const handle: GuardHandle = {
  guardFrame: (params) => ({ title: `${params.event} Certificates` }),
};

/** The parameters, for the page's title once it runs in the browser (the server's shell names none). */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { params };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const params = loaderData?.params;
  return accountMeta(
    matches,
    params ? `${params.event} Certificates` : 'Certificates',
    "The participation certificates of one event's delegates, for NITSMUN admins.",
  );
}

export default function Certificates({ params }: Route.ComponentProps) {
  return <CertificatesPage key={params.event} eventName={params.event} />;
}
