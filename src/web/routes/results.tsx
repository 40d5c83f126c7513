import { data, isRouteErrorResponse } from 'react-router';
import { resultsPage } from '~/content/results';
import { messages } from '~/shared/messages';
import { ResultsView } from '~/web/features/results/ResultsView';
import { pageMeta } from '~/web/features/pages/meta';
import { requireResultsRead } from '~/web/lib/results.server';
import type { Route } from './+types/results';
import NotFound, { meta as notFoundMeta } from './not-found';
import '~/web/features/results/results.css';

/**
 * An event's published awards by committee (/results/<event>), rendered by the server and kept until the
 * awards change; the server answers only the names of events that exist, others are 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const results = await requireResultsRead(context, params.event);
  if (!results) throw data(messages.admin.noSuchEvent, { status: 404 });
  return { results };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return notFoundMeta();
  const { name } = loaded.results.event;
  return pageMeta(matches, resultsPage.title(name), resultsPage.description(name));
}

export default function ResultsPage({ loaderData }: Route.ComponentProps) {
  return <ResultsView results={loaderData.results} />;
}

/** An unknown event is the 404 page (the server answers its address with that page and status 404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
