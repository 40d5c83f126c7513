import type { MetaArgs } from 'react-router';
import { pageMessages as m } from '~/shared/page-messages';
import type { GuardHandle } from '~/web/components/app/Guard';
import { PagesListPage } from '~/web/features/pages-editor/PagesList';
import { accountMeta } from '~/web/lib/meta';

export const handle: GuardHandle = { guardFrame: { title: m.title } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Pages editor',
    'The pages of the site and its settings, to edit, preview and publish.',
  );
}

export default function EditorPages() {
  return <PagesListPage />;
}
