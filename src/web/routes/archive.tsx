import { PageIntro } from '~/web/features/pages/PageIntro';
import { pageMeta } from '~/web/features/pages/meta';
import { loadEvents } from '~/web/lib/featured-event.server';
import type { Route } from './+types/archive';
import { requirePage } from '~/web/lib/pages.server';
import '~/web/features/pages/archive.css';

/**
 * The past events that have an archive link (not the featured one), newest first, above the editions that
 * had sites of their own. When the events cannot be read the page still shows those (the server does not
 * keep such a rendering).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [page, events] = await Promise.all([
    requirePage(context, 'archive'),
    loadEvents(context).catch(() => []),
  ]);
  const pastEvents = events
    .filter((event) => !event.featured && event.archiveUrl)
    .sort((a, b) => (b.startsOn ?? '').localeCompare(a.startsOn ?? '') || a.name.localeCompare(b.name, 'en'))
    .map((event) => ({
      id: event._id,
      name: event.name,
      year: event.startsOn?.slice(0, 4) ?? null,
      theme: event.theme,
      url: event.archiveUrl!,
    }));
  return { page, pastEvents };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(matches, loaderData.page.title, loaderData.page.description) : [];
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

export default function ArchivePage({ loaderData }: Route.ComponentProps) {
  const archivePage = loaderData.page;
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
          {loaderData.pastEvents.map((event) => (
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
