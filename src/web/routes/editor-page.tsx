import type { MetaArgs } from 'react-router';
import { pageMessages as m } from '~/shared/page-messages';
import type { GuardHandle } from '~/web/components/app/Guard';
import { PageEditorPage } from '~/web/features/pages-editor/PageEditor';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/editor-page';

export const handle: GuardHandle = { guardFrame: { title: m.title } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(
    matches,
    'Page editor',
    'One page of the site: its draft, preview, publish and versions.',
  );
}

export default function EditorPage({ params }: Route.ComponentProps) {
  return <PageEditorPage pageKey={params.key} />;
}
