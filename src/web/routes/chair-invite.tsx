import type { MetaArgs } from 'react-router';
import { InvitePage } from '~/web/features/chairs/InvitePage';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/chair-invite';
import '~/web/features/chairs/chairs.css';

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'Chair invite', 'An invite to chair a committee at a NITSMUN conference.');
}

export default function ChairInvite({ params }: Route.ComponentProps) {
  return <InvitePage key={params.token} token={params.token} />;
}
