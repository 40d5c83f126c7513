import { contentCapability, contentSections, hasCapability } from '~/shared/capabilities';
import { paths } from '~/shared/paths';
import type { GuardProfile } from '~/shared/access';

/** The editor of each content section (docs/decisions/0063-content-editing.md). */
const editorLinks = {
  gallery: { to: paths.galleryEditor, text: 'Edit the gallery' },
  blogs: { to: paths.blogsEditor, text: 'Edit the blogs' },
  team: { to: paths.superadminTeam, text: 'Edit the team' },
  pages: { to: paths.pagesEditor, text: 'Edit the pages' },
} as const;

/** The links to the editors of the sections an account may edit, for its dashboard's menu. */
export function contentEditorLinks(profile: Pick<GuardProfile, 'role' | 'capabilities'>) {
  return contentSections
    .filter((section) => hasCapability(profile, contentCapability(section)))
    .map((section) => editorLinks[section]);
}
