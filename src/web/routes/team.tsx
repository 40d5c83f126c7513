import { teamPage } from '~/content/team-page';
import { TeamView } from '~/web/features/team/TeamView';
import { pageMeta } from '~/web/features/pages/meta';
import { requireTeamRead } from '~/web/lib/team.server';
import type { Route } from './+types/team';
import '~/web/features/team/team.css';

/** The current tenure, read on the server (the page's HTML carries every card). */
export async function loader({ context }: Route.LoaderArgs) {
  return { team: await requireTeamRead(context, null) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const label = data?.team?.label;
  return pageMeta(matches, teamPage.title, label ? teamPage.description(label) : teamPage.noTenureTitle);
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  return <TeamView team={loaderData.team} />;
}
