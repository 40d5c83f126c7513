import type { MetaArgs } from 'react-router';
import { ContactResponses } from '~/web/features/admin/components/ContactResponses';
import { accountMeta } from '~/web/lib/meta';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Contact Us Responses' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'Contact Us Responses', 'The messages sent through the NITSMUN contact form.');
}

export default function ContactUsRes() {
  return <ContactResponses role="admin" />;
}
