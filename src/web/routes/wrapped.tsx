import { wrappedPage } from '~/content/wrapped';
import { PageIntro } from '~/web/features/pages/PageIntro';
import { pageMeta } from '~/web/features/pages/meta';
import '~/web/features/pages/wrapped.css';

export function meta() {
  return pageMeta(wrappedPage.title, wrappedPage.description);
}

export default function WrappedPage() {
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
