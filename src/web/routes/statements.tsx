import type { MetaArgs } from 'react-router';
import { StatementEvents } from '~/web/features/statements/StatementEvents';
import type { GuardHandle } from '~/web/components/app/Guard';
import { accountMeta } from '~/web/lib/meta';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Bank statements' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Bank statements',
    'Choose the event whose bank statement to import, for NITSMUN treasurers and admins.',
  );
}

export default function Statements() {
  return <StatementEvents />;
}
