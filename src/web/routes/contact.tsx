import { ContactView } from '~/web/features/contact/ContactView';
import { pageMeta } from '~/web/features/pages/meta';
import { requirePage } from '~/web/lib/pages.server';
import type { Route } from './+types/contact';
import '~/web/features/contact/contact.css';

/** The Contact page's words and its FAQ (the `faq` page document). */
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await requirePage(context, 'faq') };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, loaderData?.page.metaTitle ?? '', loaderData?.page.description ?? '');
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactView page={loaderData.page} />;
}
