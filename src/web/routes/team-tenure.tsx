import { data, isRouteErrorResponse } from 'react-router';
import { fillTemplate } from '~/shared/fill-template';
import { messages } from '~/shared/messages';
import { TeamView } from '~/web/features/team/TeamView';
import { pageMeta } from '~/web/features/pages/meta';
import { requirePage } from '~/web/lib/pages.server';
import { requireTeamRead } from '~/web/lib/team.server';
import type { Route } from './+types/team-tenure';
import NotFound, { meta as notFoundMeta } from './not-found';
import '~/web/features/team/team.css';

/** A tenure by its label (/team/2024-25); the server answers only the labels that exist, others are 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const team = await requireTeamRead(context, params.tenure);
  if (!team) throw data(messages.team.noSuchTenure, { status: 404 });
  return { page: await requirePage(context, 'team'), team };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return notFoundMeta();
  const { page, team } = loaded;
  const values = { tenure: team.label };
  return pageMeta(matches, fillTemplate(page.pastTitle, values), fillTemplate(page.pastDescription, values));
}

export default function TeamTenurePage({ loaderData }: Route.ComponentProps) {
  return <TeamView page={loaderData.page} team={loaderData.team} />;
}

/**
 * An unknown tenure is the 404 page (the server answers its address with that page and status 404; in the
 * browser the route's data then answers 404 too, and this shows the same page).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
