import { applyDescription } from '~/web/features/conference/apply-text';
import { ApplyView } from '~/web/features/conference/ApplyView';
import { registrationStateOf } from '~/web/features/conference/registration-state';
import { pageMeta } from '~/web/features/pages/meta';
import { requireFeaturedEventRead } from '~/web/lib/featured-event.server';
import { requirePage } from '~/web/lib/pages.server';
import type { Route } from './+types/applynow';

/** The page's document, the featured event's name and fees, and its registration state worded on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const event = await requireFeaturedEventRead(context);
  const page = await requirePage(context, 'apply');
  if (!event) return { page, event: null, registration: null };
  return {
    page,
    event: { name: event.name, fees: event.fees },
    registration: registrationStateOf(event),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data?.page) return [];
  return pageMeta(matches, data.page.metaTitle, applyDescription(data.page, data.event?.name ?? null));
}

export default function Apply({ loaderData }: Route.ComponentProps) {
  const { page, event, registration } = loaderData;
  return <ApplyView page={page} event={event} registration={registration} />;
}
