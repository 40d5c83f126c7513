import type { MetaArgs } from 'react-router';
import { pageMessages as m } from '~/shared/page-messages';
import type { GuardHandle } from '~/web/components/app/Guard';
import { PagePreview } from '~/web/features/pages-editor/PagePreview';
import { accountMeta } from '~/web/lib/meta';
import { loadMockMunEdition } from '~/web/lib/mockmun.server';
import type { Route } from './+types/editor-page-preview';

export const handle: GuardHandle = { guardFrame: { title: m.title } };

export function meta({ matches }: MetaArgs) {
  return accountMeta(matches, 'Preview', 'The draft of a page as it will look once published.');
}

/**
 * The event the Mock MUN page's preview shows its draft around (public data, as on /mockmun24). The server
 * renders an app page and its data once for every value of its parameters (src/server/plugins/site/index.ts),
 * so this cannot depend on the key: every preview gets it and the Mock MUN's alone uses it. A failed read
 * leaves the other pages' previews as they are.
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { mockMun: await loadMockMunEdition(context) };
  } catch {
    return { mockMun: 'unavailable' as const };
  }
}

export default function EditorPagePreview({ params, loaderData }: Route.ComponentProps) {
  return <PagePreview pageKey={params.key} mockMun={loaderData.mockMun} />;
}
