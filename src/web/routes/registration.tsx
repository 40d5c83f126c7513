import type { LoaderFunctionArgs } from 'react-router';
import { useRouteLoaderData } from 'react-router';
import { chosenRegistrationEvent } from '~/shared/paths';
import { type ChoicePreview, choicePreviewOf } from '~/web/features/registration/choice-preview';
import {
  RegistrationLoading,
  RegistrationScreen,
  type RouteParams,
} from '~/web/features/registration/components/RegistrationScreen';
import { loadFeaturedEvent } from '~/web/lib/featured-event.server';
import { accountMeta } from '~/web/lib/meta';
import type { GuardHandle } from '~/web/components/app/Guard';

interface RegistrationData {
  /** The choice screen, in the server's rendering for a visitor who will see it; null otherwise. */
  choice: ChoicePreview | null;
}

/**
 * The server renders the page once for everyone (its loading frame), and once more for the visitors it knows
 * the guard lets in and who have not registered yet: that rendering ('choice') opens on the choice screen of
 * the featured event (docs/decisions/0041-registration-choice-in-the-html.md).
 */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<RegistrationData> {
  if (context?.site?.rendering !== 'choice') return { choice: null };
  // An address naming another event than the featured one: its screen is drawn in the browser.
  if (chosenRegistrationEvent(new URL(request.url).search)) return { choice: null };
  const event = await loadFeaturedEvent(context).catch(() => null);
  return { choice: event && choicePreviewOf(event) };
}

/** Client-side navigations never ask the server: the page reads the visitor's data itself. */
export function clientLoader(): RegistrationData {
  return { choice: null };
}

/** The server's rendering of /registration, in AppShell's loading state (the invite route has no choice). */
function LoadingFrame() {
  const data = useRouteLoaderData<RegistrationData>('routes/registration');
  return <RegistrationLoading choice={data?.choice ?? null} />;
}

/**
 * What the guard shows around its error line or the notice of an invite meant for someone else; the server
 * renders the page's frame while it checks.
 */
export const handle: GuardHandle = {
  guardFrame: (params) => (params.memberEmail ? { eyebrow: 'Group invite' } : {}),
  loadingFrame: LoadingFrame,
};

export function meta() {
  return accountMeta(
    'Registration',
    'Register for the NITSMUN Annual Conference: on your own, as a group leader, or through a group invite.',
  );
}

/** /registration and /registration/invite/...: the same screen (the invite opens the member form). */
export default function Registration({
  params,
  loaderData,
}: {
  params: RouteParams;
  loaderData: RegistrationData;
}) {
  return <RegistrationScreen params={params} choice={loaderData.choice} />;
}
