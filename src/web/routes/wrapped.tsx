import { PageIntro } from '~/web/features/pages/PageIntro';
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
  const wrappedPage = loaderData.page;
  return (
    <main id="main" className="wrapped-page">
      <PageIntro
        tone="navy"
        className="wrapped-hero"
        eyebrow={wrappedPage.eyebrow}
        title={wrappedPage.heading}
        lead={wrappedPage.intro}
      >
        <span className="wrapped-hero__year" aria-hidden="true">
          {wrappedPage.year}
        </span>
      </PageIntro>
    </main>
  );
}
