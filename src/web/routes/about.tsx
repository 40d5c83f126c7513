import { AboutView } from '~/web/features/pages/AboutView';
import { pageMeta } from '~/web/features/pages/meta';
import { requirePage } from '~/web/lib/pages.server';
import type { Route } from './+types/about';
import '~/web/features/pages/about.css';

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await requirePage(context, 'about') };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(matches, loaderData.page.title, loaderData.page.description) : [];
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <AboutView page={loaderData.page} />;
}
