import { fillTemplate } from '~/shared/fill-template';
import { TeamView } from '~/web/features/team/TeamView';
import { pageMeta } from '~/web/features/pages/meta';
import { requirePage } from '~/web/lib/pages.server';
import { requireTeamRead } from '~/web/lib/team.server';
import type { Route } from './+types/team';
import '~/web/features/team/team.css';

/** The page's words and the current tenure, read on the server (the page's HTML carries every card). */
export async function loader({ context }: Route.LoaderArgs) {
  const team = await requireTeamRead(context, null);
  return { page: await requirePage(context, 'team'), team };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data?.page) return [];
  const { page, team } = data;
  return pageMeta(
    matches,
    page.title,
    team ? fillTemplate(page.description, { tenure: team.label }) : page.noTenureTitle,
  );
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  return <TeamView page={loaderData.page} team={loaderData.team} />;
}
