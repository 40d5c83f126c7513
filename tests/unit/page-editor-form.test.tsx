// @vitest-environment jsdom
/**
 * The page editor (src/web/features/pages-editor): the form built from a page document labels every field,
 * checks a draft with the API's own schema and says each problem at its field (the first one focused) before
 * anything is sent, adds, removes and moves list items from the keyboard (the focus stays on Move up), sends
 * the whole document with the version it was loaded at, keeps its fields in the schema's order, and asks
 * before publishing (which waits for unsaved changes to be saved).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageMessages as pm } from '~/shared/page-messages';
import type { EditablePage } from '~/shared/schemas/pages';
import { PageDocumentEditor, inSchemaOrder } from '~/web/features/pages-editor/PageEditor';
import { pageDocumentSchemas } from '~/shared/schemas/pages';
import seed from '../fixtures/site-pages-seed.json';
import { installDialogMethods } from '../support/dialog';
import { answer, json, watchRequests } from '../support/requests';

beforeAll(installDialogMethods);
afterEach(cleanup);

const page = (key: 'home' | 'faq' | 'mockmun', draft: unknown = null): EditablePage => ({
  key,
  published: seed[key],
  draft: draft as EditablePage['draft'],
  version: 7,
  revision: 2,
  updatedAt: '2026-11-28T10:00:00.000Z',
});

/** Renders the editor of a page; the page's published versions, which it reads when it opens, are none. */
function setup(editable: EditablePage) {
  answer(
    `GET /v1/api/editor/pages/${editable.key}/versions`,
    json({ message: pm.versionsFetched, versions: [] }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['pages', 'versions', editable.key], []);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PageDocumentEditor page={editable} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the page editor', () => {
  it('says each problem at its field, focuses the first, and sends nothing', async () => {
    const requests = watchRequests();
    const user = setup(page('home'));
    const kicker = document.getElementById('pf-hero-kicker') as HTMLInputElement;
    const alt = document.getElementById('pf-collaboration-slides-1-image-alt') as HTMLInputElement;
    await user.clear(kicker);
    await user.clear(alt);
    await user.click(screen.getByRole('button', { name: pm.saveDraft }));
    expect(document.getElementById('pf-hero-kicker-error')?.textContent).toBe(pm.required);
    expect(document.getElementById('pf-collaboration-slides-1-image-alt-error')?.textContent).toBe(
      pm.altRequired,
    );
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(pm.invalid).getAttribute('role')).toBe('alert');
    await vi.waitFor(() => expect(document.activeElement).toBe(kicker));
    expect(requests.writes()).toEqual([]);
  });

  it('moves, removes and adds list items from the keyboard, then sends the whole document with its version', async () => {
    // The server keeps the document sent as the draft, one version on.
    answer('PUT /v1/api/editor/pages/faq/draft', (request) => {
      const { document } = request.body as { document: EditablePage['draft'] };
      return json({ message: pm.draftSaved, page: { ...page('faq'), draft: document, version: 8 } });
    });
    const requests = watchRequests();
    const user = setup(page('faq'));
    const items = () => screen.getByRole('group', { name: 'Items' });
    const up = within(items()).getByRole('button', { name: 'Move up (Items, item 3)' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toContain('Move up');
    expect((document.getElementById('pf-items-1-question') as HTMLInputElement).value).toBe(
      seed.faq.items[2]!.question,
    );
    await user.click(within(items()).getByRole('button', { name: 'Remove (Items, item 1)' }));
    await user.click(within(items()).getByRole('button', { name: 'Add (Items)' }));
    const added = document.getElementById(
      `pf-items-${seed.faq.items.length - 1}-question`,
    ) as HTMLInputElement;
    expect(added.value).toBe('');
    await user.type(added, 'Is there a dress code?');
    await user.type(
      document.getElementById(`pf-items-${seed.faq.items.length - 1}-answer`) as HTMLTextAreaElement,
      'Western formals.',
    );
    await user.click(screen.getByRole('button', { name: pm.saveDraft }));
    await vi.waitFor(() => expect(requests.writes()).toEqual(['PUT /v1/api/editor/pages/faq/draft']));
    const body = requests.sent.find((r) => r.method === 'PUT')!.body as {
      version: number;
      document: typeof seed.faq;
    };
    expect(body.version).toBe(7);
    expect(body.document.items.map((i) => i.question)).toEqual([
      seed.faq.items[2]!.question,
      ...seed.faq.items
        .slice(1)
        .filter((_, i) => i !== 1)
        .map((i) => i.question),
      'Is there a dress code?',
    ]);
    // The draft saved is the one the editor has now, ready to preview.
    expect(await screen.findByRole('link', { name: pm.preview })).toBeTruthy();
  });

  it('adds a first item to a list left empty, shaped by the schema', async () => {
    // A draft with two reviews left, so that two Removes empty the list.
    const draft = {
      ...seed.home,
      reviews: { ...seed.home.reviews, items: seed.home.reviews.items.slice(0, 2) },
    };
    const user = setup(page('home', draft));
    const reviews = () => screen.getByRole('group', { name: 'Items' });
    for (let i = draft.reviews.items.length; i > 0; i--) {
      await user.click(within(reviews()).getByRole('button', { name: `Remove (Items, item ${i})` }));
    }
    expect(document.getElementById('pf-reviews-items-0-name')).toBeNull();
    await user.click(within(reviews()).getByRole('button', { name: 'Add (Items)' }));
    expect((document.getElementById('pf-reviews-items-0-name') as HTMLInputElement).value).toBe('');
    expect((document.getElementById('pf-reviews-items-0-review') as HTMLTextAreaElement).value).toBe('');
    expect(document.getElementById('pf-reviews-items-0-img-alt')).not.toBeNull();
  });

  it('asks before publishing, and publishing waits for unsaved changes to be saved', async () => {
    const requests = watchRequests();
    const user = setup(page('faq', seed.faq));
    const publish = screen.getByRole('button', { name: pm.publish });
    await user.click(publish);
    expect(screen.getByRole('dialog', { name: pm.publishConfirmTitle })).toBeTruthy();
    expect(requests.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.type(document.getElementById('pf-eyebrow') as HTMLInputElement, '!');
    expect((publish as HTMLButtonElement).disabled).toBe(true);
  });

  it("labels the Mock MUN's step variants with the fact each one names", () => {
    setup(page('mockmun'));
    const labels = pm.fieldLabels.mockmun!;
    const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    expect(field(labels['steps.registerBefore']!).value).toBe(seed.mockmun.steps.registerBefore);
    expect(field(labels['steps.arriveOn']!).value).toBe(seed.mockmun.steps.arriveOn);
    expect(field(labels['steps.venueFallback']!).value).toBe(seed.mockmun.steps.venueFallback);
    expect(field('Allotment').value).toBe(seed.mockmun.steps.allotment);
  });

  it('lays the fields out in the order of the schema, whatever order the database kept', () => {
    const shuffled = Object.fromEntries(Object.entries(seed.about).reverse());
    expect(Object.keys(inSchemaOrder(pageDocumentSchemas.about, shuffled) as object)).toEqual(
      Object.keys(pageDocumentSchemas.about.shape),
    );
  });
});
