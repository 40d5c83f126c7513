import { conference, conferenceCopy as copy } from '~/content/conference';

export function ThemeAbout() {
  return (
    <section className="conf-section conf-intro" aria-label="Theme and about">
      <div className="container conf-intro__grid">
        <div className="conf-theme">
          <p className="conf-eyebrow">{copy.themeEyebrow}</p>
          <h2 className="conf-theme__title">{conference.theme.title}</h2>
          {conference.theme.paragraphs.map((p) => (
            <p key={p} className="conf-theme__text">
              {p}
            </p>
          ))}
        </div>
        <div className="conf-about">
          <h2 className="conf-section__title conf-about__title">{copy.aboutTitle}</h2>
          {conference.about.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <dl className="conf-highlights">
            {conference.highlights.map((h) => (
              <div key={h.label} className="conf-highlights__item">
                <dt>{h.label}</dt>
                <dd>{h.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
