import { letters } from '~/content/letters';
import { Img } from '~/web/components/Img';

export function LettersSection({ id }: { id: string }) {
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
            <article key={letter.title} className="home-letter" aria-labelledby={`letter-${index}`}>
              <div className="home-letter__head">
                <Img image={letter.photo} className="home-letter__photo" />
                <h3 id={`letter-${index}`} className="home-letter__title">
                  {letter.title}
                </h3>
              </div>
              <div className="home-letter__body">
                {letter.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <p className="home-letter__signature">
                <span className="home-letter__name">{letter.name}</span>
                <span className="home-letter__role">{letter.role}</span>
              </p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
