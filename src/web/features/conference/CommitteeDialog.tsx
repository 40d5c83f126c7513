import { useEffect, useRef } from 'react';
import type { PageCommittee } from './event-data';
import { Img } from '~/web/components/Img';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import { BackgroundGuideLink } from './BackgroundGuideLink';
import { paragraphsOf } from '~/shared/paragraphs';
import { imageAsset } from './event-data';
import { CloseIcon } from './icons';

interface CommitteeDialogProps {
  /** The committee shown; null when closed. */
  committee: PageCommittee | null;
  /** Where focus returns when the dialog closes (the Read More button that opened it). */
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}

/**
 * The Read More popup: a native modal <dialog> (focus is kept inside, Escape closes it), plus closing
 * on a backdrop click and returning focus to the button that opened it.
 */
export function CommitteeDialog({ committee, returnFocusTo, onClose }: CommitteeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // A drag that starts inside the panel and ends on the backdrop is not a backdrop click.
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (committee && !el.open) {
      el.showModal();
      closeButton.current?.focus();
      el.scrollTop = 0;
    } else if (!committee && el.open) {
      el.close();
    }
  }, [committee]);

  const handleClose = () => {
    onClose();
    returnFocusTo?.focus();
  };

  const titleId = 'committee-dialog-title';
  return (
    <dialog
      ref={dialog}
      className="conf-dialog"
      aria-labelledby={titleId}
      onClose={handleClose}
      // The dialog element itself is only hit on the backdrop: its content fills the inner panel.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) event.currentTarget.close();
      }}
    >
      {committee && (
        <div className="conf-dialog__panel">
          <button
            ref={closeButton}
            type="button"
            className="conf-dialog__close"
            aria-label="Close"
            onClick={() => dialog.current?.close()}
          >
            <CloseIcon />
          </button>
          {committee.banner && (
            <Img image={imageAsset(committee.banner)} alt="" className="conf-dialog__banner" />
          )}
          <div className="conf-dialog__body">
            {committee.fullName && <p className="conf-committee__kicker">{committee.fullName}</p>}
            <h2 id={titleId} className="conf-dialog__title">
              {committee.displayName}
            </h2>
            {committee.agenda && (
              <p className="conf-committee__agenda">
                <span className="conf-committee__agenda-label">Agenda</span>
                {committee.agenda}
              </p>
            )}
            {paragraphsOf(committee.description).map((paragraph, i) => (
              <p key={i} className="conf-dialog__text">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="conf-dialog__footer conf-committee__actions">
            <RegisterNowButton />
            {committee.guideUrl && (
              <BackgroundGuideLink url={committee.guideUrl} committeeName={committee.displayName} />
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
