import { fillTemplate } from '~/shared/fill-template';
import type { Results } from '~/shared/schemas/awards';
import type { ResultsDocument } from '~/shared/schemas/pages';
import { PageIntro } from '~/web/features/pages/PageIntro';

/**
 * An event's published awards by committee: each committee a section, each award its category, the
 * delegate and the portfolio. Before publication, a notice and nothing else. The words are the page document
 * `results` (`{event}` and `{committee}` filled in here).
 */
export function ResultsView({ page, results }: { page: ResultsDocument; results: Results }) {
  const { event } = results;
  return (
    <main id="main" className="results-page">
      <PageIntro
        tone="light"
        eyebrow={page.eyebrow}
        title={fillTemplate(page.title, { event: event.name })}
        lead={event.theme || undefined}
      />
      <section className="results-section">
        <div className="container">
          {results.published ? (
            <div className="results-grid">
              {results.committees.map((committee) => (
                <section
                  key={committee.code}
                  className="results-committee"
                  aria-labelledby={`results-${committee.code}`}
                >
                  <h2 id={`results-${committee.code}`} className="results-committee__title">
                    {committee.displayName}
                  </h2>
                  {committee.fullName ? (
                    <p className="results-committee__full">{committee.fullName}</p>
                  ) : null}
                  <ul
                    className="results-list"
                    aria-label={fillTemplate(page.committeeAwards, { committee: committee.displayName })}
                  >
                    {committee.awards.map((award, i) => (
                      <li key={i} className="results-list__item">
                        <span className="results-list__award">{award.category}</span>
                        <span className="results-list__name">{award.name}</span>
                        {award.portfolio ? (
                          <span className="results-list__portfolio">{award.portfolio}</span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          ) : (
            <p className="results-empty">{page.notYet}</p>
          )}
        </div>
      </section>
    </main>
  );
}
