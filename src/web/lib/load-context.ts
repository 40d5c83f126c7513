/**
 * What our server (src/server/plugins/site/render.ts) gives the route loaders as React Router's load
 * context: the data the server-rendered pages show.
 */
import type { ConferenceEvent } from '~/shared/schemas/events';
import type { PublicAlbum } from '~/shared/schemas/content';
import type { PageDocuments, PageKey } from '~/shared/schemas/pages';
import type { TeamTenure } from '~/shared/schemas/team';
import type { Results } from '~/shared/schemas/awards';

export interface SiteData {
  /** The featured event in its public shape, or null when no event is featured. */
  featuredEvent(): Promise<ConferenceEvent | null>;
  /** Every event in its public shape (the Archive page lists the past ones that have a link). */
  events(): Promise<ConferenceEvent[]>;
  /** A tenure of the team by its label, or the current tenure for null; null when there is none. */
  team(label: string | null): Promise<TeamTenure | null>;
  /** The gallery's current published album, or null when there is none. */
  gallery(): Promise<PublicAlbum | null>;
  /** A page's published document (docs/decisions/0071-pages-as-data-every-page.md). */
  page<K extends PageKey>(key: K): Promise<PageDocuments[K]>;
  /** An event's published awards by committee (by its name, or a former name); null when there is no such event. */
  results(eventName: string): Promise<Results | null>;
}

declare module 'react-router' {
  interface AppLoadContext {
    /** Absent only under `npm run dev`, where Vite's server renders the pages (see featured-event.server.ts). */
    site?: SiteData;
  }
}
