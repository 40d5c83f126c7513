import { archiveLinks, archivePage } from '~/content/archive';
import { PageIntro } from '~/web/features/pages/PageIntro';
import { pageMeta } from '~/web/features/pages/meta';
import '~/web/features/pages/archive.css';

export function meta() {
  return pageMeta(archivePage.title, archivePage.description);
}

function ExternalIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

export default function ArchivePage() {
  return (
    <main id="main" className="archive-page">
      <PageIntro
        tone="light"
        eyebrow={archivePage.eyebrow}
        title={archivePage.heading}
        lead={archivePage.lead}
      />
      <div className="container archive-body">
        <ul className="archive-list">
          {archiveLinks.map((edition) => (
            <li key={edition.year} className="archive-card">
              <span className="archive-card__year" aria-hidden="true">
                {edition.year}
              </span>
              <h2 className="archive-card__title">{edition.title}</h2>
              <p className="archive-card__text">{edition.description}</p>
              <a className="archive-card__link" href={edition.url} target="_blank" rel="noopener noreferrer">
                {archivePage.linkLabel}
                <span className="visually-hidden">{archivePage.linkContext(edition.title)}</span>
                <ExternalIcon />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
