import { Link } from 'react-router';
import { paths } from '~/shared/paths';
import { Img } from '~/web/components/Img';
import { PageIntro } from '~/web/features/pages/PageIntro';
import { useFeaturedEventName } from '~/web/lib/featured-event';
import type { AboutDocument } from '~/shared/schemas/pages';
import '~/web/features/pages/about.css';

function Paragraphs({ items }: { items: readonly string[] }) {
  return items.map((text) => <p key={text}>{text}</p>);
}

export function AboutView({ page: aboutPage }: { page: AboutDocument }) {
  const { aboutUs, vision, whatIs, objective, explore } = aboutPage;
  const featuredEventName = useFeaturedEventName();
  return (
    <main id="main" className="about-page">
      <PageIntro tone="light" eyebrow={aboutPage.eyebrow} title={aboutPage.heading} lead={aboutPage.lead} />

      <section className="page-section about-us" aria-labelledby={aboutUs.id}>
        <div className="container about-us__grid">
          <div className="about-prose">
            <h2 className="page-section__title page-ruled" id={aboutUs.id}>
              {aboutUs.heading}
            </h2>
            <Paragraphs items={aboutUs.paragraphs} />
          </div>
          <figure className="about-us__figure">
            <Img image={aboutPage.image} className="about-us__img" />
          </figure>
        </div>
        <div className="container">
          <ul className="about-stats">
            {aboutPage.stats.map((stat) => (
              <li key={stat.label} className="about-stats__item">
                <span className="about-stats__value">{stat.value}</span>
                <span className="about-stats__label">{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="about-vision" aria-labelledby={vision.id}>
        <div className="container about-vision__inner">
          <h2 className="about-vision__title page-ruled page-ruled--center" id={vision.id}>
            {vision.heading}
          </h2>
          <p className="about-vision__statement">{vision.paragraphs[0]}</p>
          <Paragraphs items={vision.paragraphs.slice(1)} />
        </div>
      </section>

      <section className="page-section about-what" aria-labelledby={whatIs.id}>
        <div className="container about-what__grid">
          <h2 className="page-section__title page-ruled" id={whatIs.id}>
            {whatIs.heading}
          </h2>
          <div className="about-prose">
            <Paragraphs items={whatIs.paragraphs} />
          </div>
        </div>
      </section>

      <section className="page-section about-objective" aria-labelledby={objective.id}>
        <div className="container">
          <h2 className="page-section__title page-ruled" id={objective.id}>
            {objective.heading}
          </h2>
          <p className="about-objective__intro">{objective.intro}</p>
          <ol className="about-objective__list">
            {objective.items.map((item) => (
              <li key={item.title} className="about-objective__item">
                <h3 className="about-objective__title">{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="about-explore" aria-labelledby="about-explore-title">
        <div className="container about-explore__inner">
          <div>
            <h2 className="about-explore__title" id="about-explore-title">
              {explore.heading}
            </h2>
            <p>{explore.text}</p>
          </div>
          <ul className="about-explore__links">
            {explore.links.map((link, index) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={`button ${index === 0 ? 'button--gold' : 'button--ghost-light'}`}
                >
                  {(link.to === paths.annualConf && featuredEventName) || link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
