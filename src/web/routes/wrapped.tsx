import { WrappedView } from '~/web/features/pages/WrappedView';
import { pageMeta } from '~/web/features/pages/meta';
import { requirePage } from '~/web/lib/pages.server';
import type { Route } from './+types/wrapped';
import '~/web/features/pages/wrapped.css';

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await requirePage(context, 'wrapped') };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(matches, loaderData.page.title, loaderData.page.description) : [];
}

export default function WrappedPage({ loaderData }: Route.ComponentProps) {
  return <WrappedView page={loaderData.page} />;
}
