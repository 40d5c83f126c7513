import { Outlet } from 'react-router';
import { requirePage } from '~/web/lib/pages.server';
import type { Route } from './+types/SiteLayout';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The site settings (name, logo, contacts, social and footer links), shown by the header and footer of every page. */
export async function loader({ context }: Route.LoaderArgs) {
  return { site: await requirePage(context, 'site') };
}

/** Read once with the page: client-side navigations never fetch the settings again. */
export function shouldRevalidate() {
  return false;
}

/** Skip link, header, the page (each page renders its own <main id="main"> with one <h1>) and footer. */
export default function SiteLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </>
  );
}
