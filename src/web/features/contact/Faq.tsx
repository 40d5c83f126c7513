import type { FaqDocument } from '~/shared/schemas/pages';

/** The FAQ as a native disclosure list: keyboard operable and readable without JavaScript. */
export function Faq({ contactPage }: { contactPage: FaqDocument }) {
  const faq = contactPage.items;
  return (
    <section className="faq" aria-labelledby="faq-heading">
      <div className="container faq__inner">
        <div className="faq__intro">
          <p className="contact-eyebrow">{contactPage.faqEyebrow}</p>
          <h2 id="faq-heading" className="faq__title">
            {contactPage.faqTitle}
          </h2>
          <p className="faq__lead">{contactPage.faqLead}</p>
        </div>
        <div className="faq__list">
          {faq.map((item) => (
            <details key={item.question} className="faq__item">
              <summary className="faq__question">{item.question}</summary>
              <p className="faq__answer">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
