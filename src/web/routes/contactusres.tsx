import { ContactResponses } from '~/web/features/admin/components/ContactResponses';
import { accountMeta } from '~/web/lib/meta';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Contact Us Responses' } };

export function meta() {
  return accountMeta('Contact Us Responses', 'The messages sent through the NITSMUN contact form.');
}

export default function ContactUsRes() {
  return <ContactResponses role="admin" />;
}
