import { useState } from 'react';
import type { GalleryEntry } from '~/content/gallery';
import { GalleryStrip } from './GalleryStrip';
import { GalleryViewer } from './GalleryViewer';
import { nextIndex, previousIndex, VIEWER_CLOSED } from './viewerState';
import './gallery.css';

/** The photo strip and its full-screen viewer. */
export function Gallery({ photos }: { photos: GalleryEntry[] }) {
  const [index, setIndex] = useState(VIEWER_CLOSED);
  return (
    <>
      <GalleryStrip photos={photos} onOpen={setIndex} />
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
