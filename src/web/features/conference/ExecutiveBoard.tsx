import type { ConferenceDocument } from '~/shared/schemas/pages';
import { CAROUSEL_DELAY_MS } from '~/shared/constants';
import type { BoardMember } from '~/shared/schemas/events';
import { Img } from '~/web/components/Img';
import { Carousel } from './Carousel';
import { imageAsset } from './event-data';

/** 'Chairperson, <committee>': the member's role and the display name of the committee they chair. */
const roleOf = (member: BoardMember, committeeNames: Map<string, string>) =>
  [member.role, member.committee && (committeeNames.get(member.committee) ?? member.committee)]
    .filter(Boolean)
    .join(', ');

export function ExecutiveBoard({
  board,
  committeeNames,
  copy,
}: {
  board: BoardMember[];
  committeeNames: Map<string, string>;
  copy: ConferenceDocument;
}) {
  if (board.length === 0) return null;
  return (
    <section className="conf-section conf-board" aria-labelledby="board-heading">
      <div className="container">
        <header className="conf-section__header">
          <p className="conf-eyebrow conf-eyebrow--on-dark">{copy.boardEyebrow}</p>
          <h2 id="board-heading" className="conf-section__title">
            {copy.boardTitle}
          </h2>
        </header>
        <Carousel
          label={copy.boardCarouselLabel}
          items={board}
          itemKey={(member, i) => `${i}-${member.name}`}
          variant="single"
          showDots
          delayMs={CAROUSEL_DELAY_MS}
          renderSlide={(member) => (
            <article className="conf-chair">
              {member.photo && <Img image={imageAsset(member.photo)} className="conf-chair__photo" />}
              <div className="conf-chair__text">
                <p className="conf-chair__committee">{roleOf(member, committeeNames)}</p>
                <h3 className="conf-chair__name">{member.name}</h3>
                {member.bio && <p className="conf-chair__bio">{member.bio}</p>}
              </div>
            </article>
          )}
        />
      </div>
    </section>
  );
}
