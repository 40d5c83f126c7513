import type { MetaArgs } from 'react-router';
import { accountMeta } from '~/web/lib/meta';
import { GalleryEditorPage } from '~/web/features/content/GalleryEditor';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Gallery' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'Gallery editor', "The photo gallery's albums, to create, fill and publish.");
}

export default function EditorGallery() {
  return <GalleryEditorPage />;
}
