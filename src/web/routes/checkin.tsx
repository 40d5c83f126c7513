import type { MetaArgs } from 'react-router';
import { CheckinPage } from '~/web/features/checkin/components/CheckinPage';
import { accountMeta } from '~/web/lib/meta';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Check-in', eyebrow: 'Admin' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Check-in',
    'Check delegates in at the venue: scan their code or search, for NITSMUN admins.',
  );
}

export default function Checkin() {
  return <CheckinPage />;
}
