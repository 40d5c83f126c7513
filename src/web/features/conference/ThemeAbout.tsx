import type { ConferenceDocument } from '~/shared/schemas/pages';
import { paragraphsOf } from '~/shared/paragraphs';
import { type ConferencePageEvent, lengthInDays } from './event-data';

/**
 * The theme beside the about text. The about text's first paragraph, which introduces the theme, goes with
 * it when there are more paragraphs to fill the about column.
 */
export function ThemeAbout({ event, copy }: { event: ConferencePageEvent; copy: ConferenceDocument }) {
  const paragraphs = paragraphsOf(event.about);
  const themeText = event.theme && paragraphs.length > 1 ? paragraphs[0] : undefined;
  const about = themeText ? paragraphs.slice(1) : paragraphs;
  const days = lengthInDays(event.startsOn, event.endsOn);
  const committees = event.committees.length;
  const highlights = [
    ...(days ? [{ value: String(days), label: days === 1 ? copy.dayLabel : copy.daysLabel }] : []),
    ...(committees > 0
      ? [{ value: String(committees), label: committees === 1 ? copy.committeeLabel : copy.committeesLabel }]
      : []),
    ...copy.clubHighlights,
  ];
  return (
    <section className="conf-section conf-intro" aria-label="Theme and about">
      <div className={`container conf-intro__grid${event.theme ? '' : ' conf-intro__grid--single'}`}>
        {event.theme && (
          <div className="conf-theme">
            <p className="conf-eyebrow">{copy.themeEyebrow}</p>
            <h2 className="conf-theme__title">{event.theme}</h2>
            {themeText && <p className="conf-theme__text">{themeText}</p>}
          </div>
        )}
        <div className="conf-about">
          <h2 className="conf-section__title conf-about__title">{copy.aboutTitle}</h2>
          {about.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <dl className="conf-highlights">
            {highlights.map((h) => (
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
