import { PageIntro } from '~/web/features/pages/PageIntro';
import type { WrappedDocument } from '~/shared/schemas/pages';
import '~/web/features/pages/wrapped.css';

export function WrappedView({ page: wrappedPage }: { page: WrappedDocument }) {
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
