import { Link } from 'react-router';
import type { HomeDocument, SiteDocument } from '~/shared/schemas/pages';
import { Img } from '~/web/components/Img';
import { useFeaturedEventName } from '~/web/lib/featured-event';

/** The hero card; the scroll-down button moves both the view and keyboard focus to the letters. */
export function HomeHero({
  lettersId,
  hero,
  site,
}: {
  lettersId: string;
  hero: HomeDocument['hero'];
  site: SiteDocument;
}) {
  const { logoHalf } = site;
  const featuredEventName = useFeaturedEventName();
  const scrollToLetters = () => {
    const target = document.getElementById(lettersId);
    if (!target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="container home-hero__inner">
        <div className="home-hero__card">
          <Img
            image={site.logo}
            priority
            className="home-hero__logo"
            srcSet={`${logoHalf.src} 240w, ${site.logo.src} 480w`}
            sizes="(min-width: 768px) 240px, 132px"
          />
          <div className="home-hero__text">
            <p className="home-hero__kicker">{hero.kicker}</p>
            <h1 id="home-title" className="home-hero__title">
              <span className="home-hero__short">{site.shortName}</span>
              <br />
              <span className="home-hero__full">{site.fullName}</span>
            </h1>
            <p className="home-hero__tagline">{site.tagline}</p>
            <div className="home-hero__actions">
              <Link to={hero.primaryCta.to} className="button button--gold">
                {featuredEventName ?? hero.primaryCta.label}
              </Link>
              <Link to={hero.secondaryCta.to} className="button button--ghost-light">
                {hero.secondaryCta.label}
              </Link>
            </div>
          </div>
        </div>
        <button
          type="button"
          className="home-hero__scroll"
          onClick={scrollToLetters}
          aria-label="Scroll down to the letters"
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M12 4v15M5 12l7 7 7-7"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
    </section>
  );
}
