import { ContactDetails } from '~/web/features/contact/ContactDetails';
import { ContactForm } from '~/web/features/contact/ContactForm';
import { Faq } from '~/web/features/contact/Faq';
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
  const contactPage = loaderData.page;
  return (
    <main id="main" className="contact-page">
      <section className="contact-top" aria-labelledby="contact-title">
        <div className="container">
          <header className="contact-header">
            <p className="contact-eyebrow">{contactPage.eyebrow}</p>
            <h1 id="contact-title" className="contact-header__title">
              {contactPage.title}
            </h1>
            <p className="contact-header__lead">{contactPage.lead}</p>
          </header>
          <div className="contact-grid">
            <ContactForm contactPage={contactPage} />
            <ContactDetails contactPage={contactPage} />
          </div>
        </div>
      </section>
      <Faq contactPage={contactPage} />
    </main>
  );
}
