import { ContactResponses } from '~/web/features/admin/components/ContactResponses';
import { accountMeta } from '~/web/lib/meta';

export function meta() {
  return accountMeta('Contact Us Responses', 'The messages sent through the NITSMUN contact form.');
}

export default function ContactUsResponses() {
  return <ContactResponses role="superadmin" />;
}
