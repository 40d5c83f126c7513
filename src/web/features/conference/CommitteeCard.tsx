import type { PageCommittee } from './event-data';
import { Img } from '~/web/components/Img';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import { BackgroundGuideLink } from './BackgroundGuideLink';
import { imageAsset } from './event-data';

interface CommitteeCardProps {
  committee: PageCommittee;
  onReadMore: (committee: PageCommittee, trigger: HTMLButtonElement) => void;
}

export function CommitteeCard({ committee, onReadMore }: CommitteeCardProps) {
  const headingId = `committee-${committee.code.toLowerCase()}`;
  return (
    <article className="conf-committee" aria-labelledby={headingId}>
      {committee.banner && (
        <Img image={imageAsset(committee.banner)} alt="" className="conf-committee__banner" />
      )}
      <div className="conf-committee__body">
        {committee.fullName && <p className="conf-committee__kicker">{committee.fullName}</p>}
        <h3 id={headingId} className="conf-committee__title">
          {committee.displayName}
        </h3>
        {committee.agenda && (
          <p className="conf-committee__agenda">
            <span className="conf-committee__agenda-label">Agenda</span>
            {committee.agenda}
          </p>
        )}
        <div className="conf-committee__actions">
          <RegisterNowButton />
          <button
            type="button"
            className="conf-committee__more"
            aria-haspopup="dialog"
            onClick={(event) => onReadMore(committee, event.currentTarget)}
          >
            Read More<span className="visually-hidden"> about {committee.displayName}</span>
          </button>
          {committee.guideUrl && (
            <BackgroundGuideLink url={committee.guideUrl} committeeName={committee.displayName} />
          )}
        </div>
      </div>
    </article>
  );
}
