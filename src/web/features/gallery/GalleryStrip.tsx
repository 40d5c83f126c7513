import { useCallback, useEffect, useRef, useState } from 'react';
import { galleryMessages as labels } from '~/shared/gallery-messages';
import type { GalleryEntry } from './entry';
import { gallery } from '~/shared/constants';
import { Img } from '~/web/components/Img';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
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
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

const EAGER_THUMBS = 2;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * A horizontal strip of the album's first photos (at most `gallery.photoCount`) with left and right buttons
 * that scroll it by 100 px.
 */
export function GalleryStrip({
  photos,
  onOpen,
}: {
  photos: GalleryEntry[];
  onOpen: (index: number) => void;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const updateEdges = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges]);

  const scroll = (sign: 1 | -1) =>
    track.current?.scrollBy({ left: sign * gallery.scrollStepPx, behavior: scrollBehavior() });

  return (
    <div className="gallery-strip">
      <button
        type="button"
        className="gallery-strip__scroll gallery-strip__scroll--left"
        aria-label={labels.scrollLeft}
        aria-disabled={edges.atStart}
        onClick={() => scroll(-1)}
      >
        <Chevron direction="left" />
      </button>
      <ul ref={track} className="gallery-strip__track" aria-label={labels.stripLabel} onScroll={updateEdges}>
        {photos.slice(0, gallery.photoCount).map((photo) => (
          <li key={photo.id} className="gallery-strip__item">
            <button
              type="button"
              className="gallery-thumb"
              onClick={(event) => {
                // Safari does not focus a clicked button; the viewer returns focus to it on close.
                event.currentTarget.focus();
                onOpen(photo.id);
              }}
            >
              <span className="gallery-thumb__frame">
                <Img
                  image={photo.img}
                  srcSet={photo.srcSet}
                  sizes="(max-width: 480px) 75vw, 420px"
                  alt=""
                  className="gallery-thumb__img"
                  // The first photos are in view on every screen; the rest load as the strip scrolls.
                  loading={photo.id <= EAGER_THUMBS ? 'eager' : 'lazy'}
                />
              </span>
              <span className="gallery-thumb__caption">
                <span className="visually-hidden">{labels.open(photo.id, photos.length)}</span>
                <span className="gallery-thumb__number" aria-hidden="true">
                  {String(photo.id).padStart(2, '0')}
                </span>
                {photo.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="gallery-strip__scroll gallery-strip__scroll--right"
        aria-label={labels.scrollRight}
        aria-disabled={edges.atEnd}
        onClick={() => scroll(1)}
      >
        <Chevron direction="right" />
      </button>
    </div>
  );
}
