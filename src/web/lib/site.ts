/**
 * The site settings (name, logo, contacts, social links, footer links: the `site` page document,
 * docs/decisions/0071-pages-as-data-every-page.md), read once by the site's layout and given to every component under it.
 */
import { createContext, useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { SiteDocument } from '~/shared/schemas/pages';

/** The layout route that loads the site settings (src/web/routes.ts). */
export const siteLayoutId = 'components/SiteLayout';

/** Settings shown instead of the published ones: the page editor's preview of a draft. */
export const SiteOverride = createContext<SiteDocument | null>(null);

export function useSite(): SiteDocument {
  const override = useContext(SiteOverride);
  const data = useRouteLoaderData<{ site: SiteDocument }>(siteLayoutId);
  if (override) return override;
  if (!data) throw new Error('useSite() needs the site layout above it');
  return data.site;
}

/** A route `meta()`'s matches, as far as the site settings need them. */
export type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The site settings as a route's `meta()` finds them among its matches (undefined on an error page). */
export function siteOf(matches: MetaMatches): SiteDocument | undefined {
  const match = matches.find((m) => m?.id === siteLayoutId);
  return (match?.loaderData as { site?: SiteDocument } | undefined)?.site;
}

/** The name that ends every page's title ('Team | NITSMUN'). */
export const siteName = (matches: MetaMatches) => siteOf(matches)?.productName ?? '';
