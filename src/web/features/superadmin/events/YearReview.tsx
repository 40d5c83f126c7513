import { ownYear, textsNamingOtherYears } from '~/shared/event-review';
import type { EditableEvent } from '~/shared/schemas/events';

/** A text shown in the list: its first 160 characters. */
const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

/**
 * The texts that still name another year than the event's own (what a copy of last year's edition keeps:
 * the hero's alt text, the agendas...), each with a link to the section that edits it. Nothing when none
 * does.
 */
export function YearReview({ event }: { event: EditableEvent }) {
  const texts = textsNamingOtherYears(event);
  if (texts.length === 0) return null;
  const year = ownYear(event);
  return (
    <section className="panel adm-card ev-review" aria-labelledby="ev-review-title">
      <h2 id="ev-review-title" className="adm-card__title">
        Texts to review
      </h2>
      <p className="adm-card__lead">
        {year
          ? `These texts name another year than ${year}: check that each is meant for this edition.`
          : 'This event has no dates and its name no year: check that each year these texts name is meant for this edition.'}
      </p>
      <ul className="ev-review__list">
        {texts.map((t) => (
          <li key={`${t.section}:${t.label}`} className="ev-review__item">
            <a href={`#${t.section}`} className="ev-review__label">
              {t.label}
            </a>{' '}
            <span className="ev-review__years">({t.years.join(', ')})</span>
            <q className="ev-review__text">{excerpt(t.text)}</q>
          </li>
        ))}
      </ul>
    </section>
  );
}
