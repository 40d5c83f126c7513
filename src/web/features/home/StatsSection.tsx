import { Link } from 'react-router';
import type { HomeDocument } from '~/shared/schemas/pages';
import { paths } from '~/shared/paths';

export function StatsSection({ stats, whatIs }: Pick<HomeDocument, 'stats' | 'whatIs'>) {
  return (
    <section className="home-stats" aria-labelledby="what-is-title">
      <div className="container home-stats__grid">
        <ul className="home-stats__list" aria-label="NITSMUN in numbers">
          {stats.map((stat) => (
            <li key={stat.label} className="home-stat">
              <span className="home-stat__value">{stat.value}</span>
              <span className="home-stat__label">{stat.label}</span>
            </li>
          ))}
        </ul>
        <div className="home-stats__about">
          <h2 id="what-is-title" className="home-stats__title">
            {whatIs.heading}
          </h2>
          {whatIs.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <Link to={paths.about} className="button button--gold">
            About
          </Link>
        </div>
      </div>
    </section>
  );
}
