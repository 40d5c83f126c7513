import { useState } from 'react';
import { type GalleryEntry, galleryPage } from '~/content/gallery';
import { gallery } from '~/shared/constants';
import { GalleryStrip } from './GalleryStrip';
import { GalleryViewer } from './GalleryViewer';
import { nextIndex, previousIndex, VIEWER_CLOSED } from './viewerState';
import './gallery.css';

/** The photo strip and its full-screen viewer (which opens every photo, also those past the strip's). */
export function Gallery({ photos }: { photos: GalleryEntry[] }) {
  const [index, setIndex] = useState(VIEWER_CLOSED);
  return (
    <>
      <GalleryStrip photos={photos} onOpen={setIndex} />
      {photos.length > gallery.photoCount ? (
        <p className="gallery-more">{galleryPage.more(gallery.photoCount, photos.length)}</p>
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
