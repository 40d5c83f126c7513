import { useState } from 'react';
import { gallery } from '~/shared/constants';
import { fillTemplate } from '~/shared/fill-template';
import type { GalleryEntry } from './entry';
import { GalleryStrip } from './GalleryStrip';
import { GalleryViewer } from './GalleryViewer';
import { nextIndex, previousIndex, VIEWER_CLOSED } from './viewerState';
import './gallery.css';

/** The photo strip and its full-screen viewer (which opens every photo, also those past the strip's). */
/** `more`: the line under the strip when the album holds more photos than it shows (`{shown}`, `{total}`). */
export function Gallery({ photos, more }: { photos: GalleryEntry[]; more: string }) {
  const [index, setIndex] = useState(VIEWER_CLOSED);
  return (
    <>
      <GalleryStrip photos={photos} onOpen={setIndex} />
      {photos.length > gallery.photoCount ? (
        <p className="gallery-more">
          {fillTemplate(more, { shown: gallery.photoCount, total: photos.length })}
        </p>
      ) : null}
      <GalleryViewer
        photos={photos}
        index={index}
        onPrevious={() => setIndex(previousIndex)}
        onNext={() => setIndex((i) => nextIndex(i, photos.length))}
        onClose={() => setIndex(VIEWER_CLOSED)}
      />
    </>
  );
}
