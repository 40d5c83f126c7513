/**
 * A page as it will look once its draft is published: the same components as the public page, given the draft
 * (the published document when there is no draft). Seen only by the page's editors.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { pageMessages as m } from '~/shared/page-messages';
import { paths } from '~/shared/paths';
import type {
  AboutDocument,
  ApplyDocument,
  ConferenceDocument,
  GalleryDocument,
  ArchiveDocument,
  EditablePage,
  FaqDocument,
  HomeDocument,
  MockmunDocument,
  ResultsDocument,
  SiteDocument,
  TeamDocument,
  WrappedDocument,
} from '~/shared/schemas/pages';
import { ListState } from '~/web/components/app/ListState';
import { Loading } from '~/web/components/app/PageFrame';
import { SiteFooter } from '~/web/components/SiteFooter';
import { SiteHeader } from '~/web/components/SiteHeader';
import { ApplyView } from '~/web/features/conference/ApplyView';
import { ConferenceView } from '~/web/features/conference/ConferenceView';
import { ContactView } from '~/web/features/contact/ContactView';
import { GalleryView } from '~/web/features/gallery/GalleryView';
import { HomeView } from '~/web/features/home/HomeView';
import { AboutView } from '~/web/features/pages/AboutView';
import { ArchiveView } from '~/web/features/pages/ArchiveView';
import { MockMunView } from '~/web/features/pages/MockMunView';
import type { MockMunEdition } from '~/web/features/pages/mockmun-edition';
import { WrappedView } from '~/web/features/pages/WrappedView';
import { ResultsView } from '~/web/features/results/ResultsView';
import { currentTeamQuery } from '~/web/features/team/queries';
import { TeamView } from '~/web/features/team/TeamView';
import { useFeaturedEventName } from '~/web/lib/featured-event';
import { SiteOverride, useSite } from '~/web/lib/site';
import { pageQuery } from './api';
import '~/web/features/results/results.css';
import '~/web/features/team/team.css';
import './pages-editor.css';

/** The Apply page's preview: an open registration, so that every text of the page shows, fees filled in. */
const previewState = { state: 'open', when: null } as const;

/**
 * The results page's preview: an event whose awards are not published yet, so that every text the page shows
 * is there (the notice; a committee's list is named only for screen readers), `{event}` filled in.
 */
const resultsPreview = (eventName: string) => ({
  event: { name: eventName, theme: '' },
  published: false,
  committees: [],
});

/** The team page's words around the current published team (none when it cannot be read). */
function TeamPagePreview({ page }: { page: TeamDocument }) {
  const team = useQuery(currentTeamQuery);
  if (team.isPending) return <Loading text={messages.generic.loading} />;
  return <TeamView page={page} team={team.data ?? null} />;
}

/** The Mock MUN event its page's preview shows (the route's loader), or 'unavailable' when it could not be read. */
export type MockMunPreviewEvent = MockMunEdition | null | 'unavailable';

/** A page's draft (its published document when it has none) drawn by the public page's own components. */
export function DraftPreview({
  page,
  mockMun = null,
}: {
  page: EditablePage;
  mockMun?: MockMunPreviewEvent;
}) {
  const site = useSite();
  const eventName = useFeaturedEventName();
  const document = page.draft ?? page.published;
  switch (page.key) {
    case 'home':
      return <HomeView page={document as HomeDocument} site={site} letters={[]} />;
    case 'site':
      return (
        <SiteOverride value={document as SiteDocument}>
          <SiteHeader />
          <SiteFooter />
        </SiteOverride>
      );
    case 'about':
      return <AboutView page={document as AboutDocument} />;
    case 'wrapped':
      return <WrappedView page={document as WrappedDocument} />;
    case 'faq':
      return <ContactView page={document as FaqDocument} />;
    case 'archive':
      return <ArchiveView page={document as ArchiveDocument} pastEvents={[]} />;
    case 'apply':
      return (
        <ApplyView
          page={document as ApplyDocument}
          event={{ name: eventName ?? m.previewEventName, fees: m.previewFees }}
          registration={previewState}
        />
      );
    case 'conference':
      return (
        <ConferenceView page={document as ConferenceDocument} event={null} dates={null} registration={null} />
      );
    case 'gallery':
      return <GalleryView page={document as GalleryDocument} album={null} />;
    case 'team':
      return <TeamPagePreview page={document as TeamDocument} />;
    case 'results':
      return (
        <ResultsView
          page={document as ResultsDocument}
          results={resultsPreview(eventName ?? m.previewEventName)}
        />
      );
    case 'mockmun':
      return mockMun === 'unavailable' ? (
        <p className="adm-empty">{m.loadError}</p>
      ) : (
        <MockMunView page={document as MockmunDocument} edition={mockMun} />
      );
    default:
      return <p className="adm-empty">{m.previewUnavailable}</p>;
  }
}

export function PagePreview({ pageKey: key, mockMun }: { pageKey: string; mockMun?: MockMunPreviewEvent }) {
  const page = useQuery(pageQuery(key));
  return (
    <>
      <div className="pe-preview-banner" role="status">
        <p>
          {page.data && !page.data.draft ? m.previewNone : m.previewBanner}{' '}
          <Link to={paths.pageEditor(key)}>{m.backToEditor}</Link>
        </p>
      </div>
      <ListState query={page} errorText={m.loadError}>
        {(loaded) => <DraftPreview page={loaded} mockMun={mockMun} />}
      </ListState>
    </>
  );
}
