import type { ArchiveDocument } from '~/shared/schemas/pages';
import { PageIntro } from './PageIntro';
import './archive.css';

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

interface CardProps {
  year: number | string | null;
  title: string;
  text: string;
  url: string;
  label: string;
}

function ArchiveCard({ year, title, text, url, label }: CardProps) {
  return (
    <li className="archive-card">
      {year !== null && (
        <span className="archive-card__year" aria-hidden="true">
          {year}
        </span>
      )}
      <h2 className="archive-card__title">{title}</h2>
      {text && <p className="archive-card__text">{text}</p>}
      <a className="archive-card__link" href={url} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden">{` of ${title} (opens in a new tab)`}</span>
        <ExternalIcon />
      </a>
    </li>
  );
}

/** A past event of this website that has an archive link. */
export interface PastEvent {
  id: string;
  name: string;
  year: string | null;
  theme: string;
  url: string;
}

export function ArchiveView({
  page: archivePage,
  pastEvents,
}: {
  page: ArchiveDocument;
  pastEvents: PastEvent[];
}) {
  const archiveLinks = archivePage.links;
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
          {pastEvents.map((event) => (
            <ArchiveCard
              key={event.id}
              year={event.year}
              title={event.name}
              text={event.theme}
              url={event.url}
              label={archivePage.eventLinkLabel}
            />
          ))}
          {archiveLinks.map((edition) => (
            <ArchiveCard
              key={edition.year}
              year={edition.year}
              title={edition.title}
              text={edition.description}
              url={edition.url}
              label={archivePage.linkLabel}
            />
          ))}
        </ul>
      </div>
    </main>
  );
}
