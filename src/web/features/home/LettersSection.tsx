import { paragraphsOf } from '~/shared/paragraphs';
import type { TeamLetter } from '~/shared/schemas/team';
import { TeamPhoto } from '~/web/features/team/TeamPhoto';

/** The current tenure's letters (the Faculty Advisor's and the Secretary General's), as data. */
export function LettersSection({ id, letters }: { id: string; letters: TeamLetter[] }) {
  return (
    <section id={id} className="home-section home-letters" aria-labelledby="letters-title" tabIndex={-1}>
      <div className="container">
        <header className="home-section__header">
          <p className="home-eyebrow">Messages</p>
          <h2 id="letters-title" className="home-section__title">
            Letters to our delegates
          </h2>
        </header>
        <div className="home-letters__list">
          {letters.map((letter, index) => (
            <article key={letter.kind} className="home-letter" aria-labelledby={`letter-${index}`}>
              <div className="home-letter__head">
                <TeamPhoto
                  image={letter.photo}
                  name={letter.author}
                  className="home-letter__photo"
                  sizes="88px"
                />
                <h3 id={`letter-${index}`} className="home-letter__title">
                  {letter.title}
                </h3>
              </div>
              <div className="home-letter__body">
                {paragraphsOf(letter.text).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <p className="home-letter__signature">
                <span className="home-letter__name">{letter.author}</span>
                <span className="home-letter__role">{letter.role}</span>
              </p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
