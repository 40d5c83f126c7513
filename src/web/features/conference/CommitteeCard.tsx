import type { ConferenceCommittee } from '~/content/committees';
import { Img } from '~/web/components/Img';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import { BackgroundGuideLink } from './BackgroundGuideLink';

interface CommitteeCardProps {
  committee: ConferenceCommittee;
  onReadMore: (committee: ConferenceCommittee, trigger: HTMLButtonElement) => void;
}

export function CommitteeCard({ committee, onReadMore }: CommitteeCardProps) {
  const headingId = `committee-${committee.code.toLowerCase()}`;
  return (
    <article className="conf-committee" aria-labelledby={headingId}>
      <Img image={committee.banner} alt="" className="conf-committee__banner" />
      <div className="conf-committee__body">
        <p className="conf-committee__kicker">{committee.fullName}</p>
        <h3 id={headingId} className="conf-committee__title">
          {committee.displayName}
        </h3>
        <p className="conf-committee__agenda">
          <span className="conf-committee__agenda-label">Agenda</span>
          {committee.agenda}
        </p>
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
          {committee.backgroundGuideUrl && (
            <BackgroundGuideLink url={committee.backgroundGuideUrl} committeeName={committee.displayName} />
          )}
        </div>
      </div>
    </article>
  );
}
