import { contactPage } from '~/content/faq';
import { site } from '~/content/site';
import { ContactDetails } from '~/web/features/contact/ContactDetails';
import { ContactForm } from '~/web/features/contact/ContactForm';
import { Faq } from '~/web/features/contact/Faq';
import '~/web/features/contact/contact.css';

export function meta() {
  return [
    { title: `Contact | ${site.productName}` },
    {
      name: 'description',
      content:
        'Contact NITSMUN, the Model United Nations club of NIT Silchar: send us a message, find our address, email and phone, and read the FAQ.',
    },
  ];
}

export default function Contact() {
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
            <ContactForm />
            <ContactDetails />
          </div>
        </div>
      </section>
      <Faq />
    </main>
  );
}
