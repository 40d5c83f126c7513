import type { MetaArgs } from 'react-router';
import { accountMeta } from '~/web/lib/meta';
import { BlogsEditorPage } from '~/web/features/content/BlogsEditor';
import type { GuardHandle } from '~/web/components/app/Guard';

/** What the guard shows around its error line. */
export const handle: GuardHandle = { guardFrame: { title: 'Blogs' } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'Blogs editor', 'The blogs the site lists, to add, edit, reorder and delete.');
}

export default function EditorBlogs() {
  return <BlogsEditorPage />;
}
