import type { MetaArgs } from 'react-router';
import { UserDetail } from '~/web/features/superadmin/components/UserDetail';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/user';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Account' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'Account', 'One NITSMUN account and its role, for superadmins.');
}

export default function User({ params }: Route.ComponentProps) {
  return <UserDetail key={params.id} id={params.id} />;
}
