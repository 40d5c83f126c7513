import { Link } from 'react-router';
import { mockMunPage } from '~/content/mockmun';
import { ArrowRightIcon, CalendarIcon, CheckIcon, PinIcon } from '~/web/features/pages/icons';
import { PageIntro } from '~/web/features/pages/PageIntro';
import { pageMeta } from '~/web/features/pages/meta';
import '~/web/features/pages/mockmun.css';

export function meta() {
  return pageMeta(mockMunPage.title, mockMunPage.description);
}

const highlightIcons = { calendar: CalendarIcon, pin: PinIcon } as const;

function RegisterLink({ className = '' }: { className?: string }) {
  return (
    <Link to={mockMunPage.register.to} className={`button button--gold ${className}`}>
      {mockMunPage.register.label}
      <ArrowRightIcon />
    </Link>
  );
}

export default function MockMunPage() {
  const { whatIs, whenWhere, committees, eligibility, steps, closing } = mockMunPage;
  return (
    <main id="main" className="mock-page">
      <PageIntro
        tone="navy"
        className="mock-hero"
        eyebrow={mockMunPage.eyebrow}
        title={mockMunPage.heading}
        lead={mockMunPage.lead}
      >
        <ul className="mock-hero__highlights">
          {mockMunPage.highlights.map(({ icon, text }) => {
            const Icon = highlightIcons[icon];
            return (
              <li key={text}>
                <Icon />
                {text}
              </li>
            );
          })}
        </ul>
        <div className="mock-hero__actions">
          <RegisterLink />
          <a href={mockMunPage.committeesLink.to} className="button button--ghost-light">
            {mockMunPage.committeesLink.label}
          </a>
        </div>
      </PageIntro>

      <section className="page-section mock-about" aria-labelledby="mock-what">
        <div className="container mock-about__grid">
          <div className="mock-prose">
            <h2 className="page-section__title page-ruled" id="mock-what">
              {whatIs.heading}
            </h2>
            {whatIs.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <section className="mock-facts" aria-labelledby="mock-when">
            <h2 className="mock-facts__title" id="mock-when">
              {whenWhere.heading}
            </h2>
            <dl className="mock-facts__list">
              {whenWhere.facts.map((fact) => (
                <div key={fact.label} className="mock-facts__row">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </section>

      <section
        className="page-section mock-committees"
        id={committees.id}
        aria-labelledby="mock-committees-title"
      >
        <div className="container">
          <h2 className="page-section__title page-ruled" id="mock-committees-title">
            {committees.heading}
          </h2>
          <ul className="mock-committees__list">
            {committees.items.map((committee) => (
              <li key={committee.id} className="mock-committee">
                <h3 className="mock-committee__name">{committee.name}</h3>
                <p className="mock-committee__full">{committee.fullName}</p>
                <p className="mock-committee__agenda">
                  <span className="mock-committee__agenda-label">{committees.agendaLabel}</span>
                  {committee.agenda}
                </p>
                <p className="mock-committee__text">{committee.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="page-section mock-join">
        <div className="container mock-join__grid">
          <section aria-labelledby="mock-who">
            <h2 className="page-section__title page-ruled" id="mock-who">
              {eligibility.heading}
            </h2>
            <ul className="mock-checklist">
              {eligibility.items.map((text) => (
                <li key={text}>
                  <span className="mock-checklist__icon">
                    <CheckIcon />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="mock-how">
            <h2 className="page-section__title page-ruled" id="mock-how">
              {steps.heading}
            </h2>
            <ol className="mock-steps">
              {steps.items.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ol>
          </section>
        </div>
      </div>

      <section className="mock-cta" aria-labelledby="mock-cta-title">
        <div className="container mock-cta__inner">
          <div>
            <h2 className="mock-cta__title" id="mock-cta-title">
              {closing.heading}
            </h2>
            <p>{closing.text}</p>
          </div>
          <RegisterLink />
        </div>
      </section>
    </main>
  );
}
