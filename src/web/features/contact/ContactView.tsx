import { ContactDetails } from '~/web/features/contact/ContactDetails';
import { ContactForm } from '~/web/features/contact/ContactForm';
import { Faq } from '~/web/features/contact/Faq';
import type { FaqDocument } from '~/shared/schemas/pages';
import '~/web/features/contact/contact.css';

export function ContactView({ page: contactPage }: { page: FaqDocument }) {
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
