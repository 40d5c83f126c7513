import type { MetaArgs } from 'react-router';
import type { GuardHandle } from '~/web/components/app/Guard';
import {
  RegistrationLoading,
  RegistrationScreen,
  type RouteParams,
} from '~/web/features/registration/components/RegistrationScreen';
import { accountMeta } from '~/web/lib/meta';

/** The page's frame with its loading line, which the server renders while the browser checks the visitor. */
function LoadingFrame() {
  return <RegistrationLoading />;
}

/** What the guard shows around its error line or the notice of an invite meant for someone else. */
export const handle: GuardHandle = {
  guardFrame: (params) => (params.memberEmail ? { eyebrow: 'Group invite' } : {}),
  loadingFrame: LoadingFrame,
};

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Registration',
    'Register for the NITSMUN Annual Conference: on your own, as a group leader, or through a group invite.',
  );
}

/** /registration and /registration/invite/...: the same screen (the invite opens the member form). */
export default function Registration({ params }: { params: RouteParams }) {
  return <RegistrationScreen params={params} />;
}
