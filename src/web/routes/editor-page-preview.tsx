import type { MetaArgs } from 'react-router';
import { pageMessages as m } from '~/shared/page-messages';
import type { GuardHandle } from '~/web/components/app/Guard';
import { PagePreview } from '~/web/features/pages-editor/PagePreview';
import { accountMeta } from '~/web/lib/meta';
import type { Route } from './+types/editor-page-preview';

export const handle: GuardHandle = { guardFrame: { title: m.title } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'Preview', 'The draft of a page as it will look once published.');
}

export default function EditorPagePreview({ params }: Route.ComponentProps) {
  return <PagePreview pageKey={params.key} />;
}
