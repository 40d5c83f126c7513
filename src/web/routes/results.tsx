import { data, isRouteErrorResponse } from 'react-router';
import { fillTemplate } from '~/shared/fill-template';
import { messages } from '~/shared/messages';
import { ResultsView } from '~/web/features/results/ResultsView';
import { pageMeta } from '~/web/features/pages/meta';
import { requirePage } from '~/web/lib/pages.server';
import { requireResultsRead } from '~/web/lib/results.server';
import type { Route } from './+types/results';
import NotFound, { meta as notFoundMeta } from './not-found';
import '~/web/features/results/results.css';

/**
 * An event's published awards by committee (/results/<event>) and the page's words (the page document
 * `results`), rendered by the server and kept until the awards or a page change; the server answers only the
 * names of events that exist, others are 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const results = await requireResultsRead(context, params.event);
  if (!results) throw data(messages.admin.noSuchEvent, { status: 404 });
  return { page: await requirePage(context, 'results'), results };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return notFoundMeta();
  const values = { event: loaded.results.event.name };
  return pageMeta(
    matches,
    fillTemplate(loaded.page.title, values),
    fillTemplate(loaded.page.description, values),
  );
}

export default function ResultsPage({ loaderData }: Route.ComponentProps) {
  return <ResultsView page={loaderData.page} results={loaderData.results} />;
}

/** An unknown event is the 404 page (the server answers its address with that page and status 404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
