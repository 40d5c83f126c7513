import { useEffect, useRef } from 'react';
import { galleryMessages as labels } from '~/shared/gallery-messages';
import type { GalleryEntry } from './entry';
import { Img } from '~/web/components/Img';
import { canGoNext, canGoPrevious, VIEWER_CLOSED } from './viewerState';

interface GalleryViewerProps {
  photos: GalleryEntry[];
  /** 0 when closed, else the 1-based photo number. */
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M19 12H5M11 6l-6 6 6 6' : 'M5 12h14M13 6l6 6-6 6'} />
    </svg>
  );
}

/**
 * The full-screen viewer: a modal <dialog> (focus moves in and comes back to the thumbnail on close).
 * Escape, the close button and a click on the dark backdrop close it; the arrow keys change photo.
 */
export function GalleryViewer({ photos, index, onPrevious, onNext, onClose }: GalleryViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const open = index !== VIEWER_CLOSED;
  const total = photos.length;
  const photo = open ? photos[index - 1] : undefined;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
      closeButton.current?.focus();
      const root = document.documentElement;
      const previousOverflow = root.style.overflow;
      root.style.overflow = 'hidden';
      return () => {
        root.style.overflow = previousOverflow;
      };
    }
    if (!open) {
      if (el.open) el.close();
      returnFocus.current?.focus();
      returnFocus.current = null;
    }
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      onNext();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onPrevious();
    }
  }

  function onClick(event: React.MouseEvent<HTMLDialogElement>) {
    // The dialog itself and the stage around the photo are the backdrop.
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.dataset.backdrop !== undefined) onClose();
  }

  const hasPrevious = canGoPrevious(index);
  const hasNext = canGoNext(index, total);

  return (
    <dialog
      ref={dialog}
      className="gallery-viewer"
      aria-modal="true"
      aria-labelledby="gallery-viewer-counter"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The browser may close a modal dialog on its own (a repeated Escape); keep the state in step.
      onClose={() => {
        if (open) onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {photo ? (
        <>
          <div className="gallery-viewer__bar">
            <p className="gallery-viewer__counter" id="gallery-viewer-counter" aria-live="polite">
              {labels.counter(index, total)}
            </p>
            <button
              ref={closeButton}
              type="button"
              className="gallery-viewer__close"
              aria-label={labels.close}
              onClick={onClose}
            >
              <svg
                viewBox="0 0 24 24"
                width="22"
                height="22"
                aria-hidden="true"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <figure className="gallery-viewer__stage" data-backdrop="">
            <Img
              key={photo.id}
              image={photo.full}
              srcSet={photo.srcSet}
              sizes="100vw"
              priority
              className="gallery-viewer__img"
            />
            <figcaption className="gallery-viewer__caption">
              <span className="gallery-viewer__title">{photo.title}</span>
              <span className="gallery-viewer__alt" aria-hidden="true">
                {photo.full.alt}
              </span>
            </figcaption>
          </figure>
          <div className="gallery-viewer__controls" data-backdrop="">
            <button
              type="button"
              className="gallery-viewer__nav"
              aria-disabled={!hasPrevious}
              aria-label={hasPrevious ? labels.previousPhoto(index - 1, total) : labels.previous}
              onClick={onPrevious}
            >
              <Arrow direction="left" />
              <span>{labels.previous}</span>
              {hasPrevious ? <span className="gallery-viewer__target">({index - 1})</span> : null}
            </button>
            <button
              type="button"
              className="gallery-viewer__nav"
              aria-disabled={!hasNext}
              aria-label={hasNext ? labels.nextPhoto(index + 1, total) : labels.next}
              onClick={onNext}
            >
              {hasNext ? <span className="gallery-viewer__target">({index + 1})</span> : null}
              <span>{labels.next}</span>
              <Arrow direction="right" />
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
