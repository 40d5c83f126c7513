/**
 * The team for the loaders of the pages that show it (/team, /team/:tenure, the home page's letters). Server
 * only (`.server`): client-side navigations get the loaders' answers as React Router data.
 */
import { type AppLoadContext, data } from 'react-router';
import { messages } from '~/shared/messages';
import { apiBase } from '~/shared/paths';
import { type TeamTenure, teamResponseSchema } from '~/shared/schemas/team';

/** `npm run dev`: Vite renders the pages and the API runs beside it (scripts/dev.ts), so ask the API. */
async function teamFromApi(label: string | null): Promise<TeamTenure | null> {
  if (!import.meta.env.DEV) throw new Error('The server passed no site data to the page loaders');
  const path = label === null ? '/team' : `/team/${encodeURIComponent(label)}`;
  const response = await fetch(`http://127.0.0.1:${process.env.API_PORT ?? '3001'}${apiBase}${path}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${apiBase}${path} answered ${response.status}`);
  return teamResponseSchema.parse(await response.json()).team;
}

/** A tenure by label (the current one for null), or null when there is none. */
export function loadTeam(
  context: AppLoadContext | undefined,
  label: string | null,
): Promise<TeamTenure | null> {
  if (context?.site) return context.site.team(label);
  return teamFromApi(label);
}

/** For a page that shows the team: when it cannot be read, the page is a 503 error page. */
export async function requireTeamRead(
  context: AppLoadContext | undefined,
  label: string | null,
): Promise<TeamTenure | null> {
  try {
    return await loadTeam(context, label);
  } catch {
    throw data(messages.generic.serviceUnavailable, { status: 503 });
  }
}
