// @vitest-environment jsdom
/**
 * The content editors (src/web/features/content): the album editor checks a save with the API's own schema
 * and says each problem at its field (the first one focused) before anything is sent, keeps the focus on Move
 * up while a photo climbs from the keyboard, sends saved photos by id and new ones by image with the version
 * it was loaded at, and asks before publishing; the blog form takes http(s) links only and a thumbnail with its
 * text alternative; deleting a blog asks first.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { galleryDeskMessages as g } from '~/shared/desk-messages';
import { messages } from '~/shared/messages';
import type { EditableAlbum, EditableBlog } from '~/shared/schemas/content';
import { BlogForm, BlogRow } from '~/web/features/content/BlogsEditor';
import { AlbumEditor, captionFromFileName, saveRequest } from '~/web/features/content/GalleryEditor';
import { expectCancelSendsNothing, installDialogMethods } from '../support/dialog';
import { answer, json, networkError, watchRequests } from '../support/requests';

const m = messages.content;

beforeAll(installDialogMethods);
afterEach(cleanup);

function setup(
  children: ReactNode,
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const image = (n: number) => ({
  url: `/gallery/full/photo-${n}.webp`,
  width: 1600,
  height: 1067,
  variants: [
    { url: `/gallery/thumb/photo-${n}.webp`, width: 480 },
    { url: `/gallery/full/photo-${n}.webp`, width: 1600 },
  ],
});

const album: EditableAlbum = {
  _id: 'a1',
  title: 'Cultural Night',
  published: false,
  current: false,
  version: 4,
  photos: [1, 2, 3].map((n) => ({ _id: `p${n}`, caption: `Caption ${n}`, alt: `Alt ${n}`, image: image(n) })),
};

const albumPath = '/v1/api/editor/gallery/albums/a1';

/** The server's answer to a change of the album: the album as saved, one version on. */
function answerAlbum(route: string, message: string, saved: Partial<EditableAlbum>) {
  answer(route, json({ message, album: { ...album, ...saved, version: album.version + 1 } }));
}

describe('AlbumEditor', () => {
  it('says each problem at its field, focuses the first, and sends nothing', async () => {
    const requests = watchRequests();
    const user = setup(<AlbumEditor album={album} onReload={() => Promise.resolve(album)} />);
    const alts = screen.getAllByLabelText('Text alternative (what the photo shows)');
    await user.clear(alts[1]!);
    await user.clear(screen.getByLabelText('Album title'));
    await user.click(screen.getByRole('button', { name: 'Save album' }));
    expect(document.getElementById('ce-album-title-input-error')?.textContent).toBe(m.titleRequired);
    expect(document.getElementById('ce-photo-p2-alt-error')?.textContent).toBe(m.altRequired);
    expect(alts[1]!.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Album title')));
    expect(requests.writes()).toEqual([]);
  });

  it('moves a photo from the keyboard, keeping the focus on the button pressed', async () => {
    const user = setup(<AlbumEditor album={album} onReload={() => Promise.resolve(album)} />);
    const up = screen.getByRole('button', { name: 'Move up (Photo 3)' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up (Photo 2)' }));
    await user.keyboard('{Enter}');
    // At the top Move up is off: the focus goes to Move down of the same photo.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down (Photo 1)' }));
    const captions = screen.getAllByLabelText('Caption') as HTMLInputElement[];
    expect(captions.map((c) => c.value)).toEqual(['Caption 3', 'Caption 1', 'Caption 2']);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('saves saved photos by id and new ones by image, with the version it was loaded at', async () => {
    answerAlbum(`PUT ${albumPath}`, messages.content.albumSaved, {
      photos: album.photos.filter((p) => p._id !== 'p2'),
    });
    const requests = watchRequests();
    const user = setup(<AlbumEditor album={album} onReload={() => Promise.resolve(album)} />);
    await user.click(screen.getByRole('button', { name: 'Remove (Photo 2)' }));
    await user.click(screen.getByRole('button', { name: 'Save album' }));
    await vi.waitFor(() => expect(requests.writes()).toEqual(['PUT /v1/api/editor/gallery/albums/a1']));
    expect(requests.sent.find((s) => s.method === 'PUT')!.body).toEqual({
      version: 4,
      title: 'Cultural Night',
      photos: [
        { _id: 'p1', caption: 'Caption 1', alt: 'Alt 1' },
        { _id: 'p3', caption: 'Caption 3', alt: 'Alt 3' },
      ],
    });
    // The album as saved is the one edited now.
    await vi.waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('an upload that fails says so on its line and leaves the album as it was', async () => {
    answer('POST /v1/api/editor/gallery/files', networkError);
    const requests = watchRequests();
    const uploads = watchRequests();
    setup(<AlbumEditor album={album} onReload={() => Promise.resolve(album)} />);
    // As a picker that lets any file through (a browser's own filter is only a hint).
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose photos') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'night.png', { type: 'image/png' });
    const refused = new File(['GIF89a'], 'notes.gif', { type: 'image/gif' });
    await user.upload(input, [file, refused]);
    const list = screen.getByRole('list', { name: 'Uploads' });
    // Refused here at once; the other sent, and failing as where no server answers.
    expect(within(list).getByText(m.invalidPhoto)).toBeTruthy();
    await vi.waitFor(() =>
      expect(
        within(list)
          .getAllByRole('alert')
          .map((line) => line.textContent),
      ).toHaveLength(2),
    );
    expect(uploads.sent.map((u) => `${u.method} ${u.url}`)).toEqual(['POST /v1/api/editor/gallery/files']);
    expect(screen.getAllByLabelText('Caption')).toHaveLength(3);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    // The upload is the only write (it is seen with the rest): the album itself is not saved.
    expect(requests.writes()).toEqual(['POST /v1/api/editor/gallery/files']);
  });

  it('asks before publishing, and publishing waits for unsaved changes to be saved', async () => {
    const requests = watchRequests();
    const user = setup(<AlbumEditor album={album} onReload={() => Promise.resolve(album)} />);
    const publish = screen.getByRole('button', { name: 'Publish album' });
    await user.click(publish);
    const dialog = screen.getByRole('dialog', { name: 'Publish Cultural Night?' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    await user.type(screen.getAllByLabelText('Caption')[0]!, ' again');
    expect((publish as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Save the album first.')).toBeTruthy();
    expect(requests.writes()).toEqual([]);
  });
});

describe('AlbumEditor: unpublish and delete', () => {
  it('the album the gallery shows offers neither, and says how to take it down', () => {
    setup(
      <AlbumEditor
        album={{ ...album, published: true, current: true }}
        onReload={() => Promise.resolve(album)}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete album' })).toBeNull();
    expect(screen.getByText(g.currentHint)).toBeTruthy();
  });

  it('unpublishes a published album after a confirmation, naming its version', async () => {
    answerAlbum(`PUT ${albumPath}/unpublish`, g.albumUnpublished, { published: false });
    const requests = watchRequests();
    const user = setup(
      <AlbumEditor album={{ ...album, published: true }} onReload={() => Promise.resolve(album)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = screen.getByRole('dialog', { name: 'Unpublish Cultural Night?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await vi.waitFor(() =>
      expect(requests.writes()).toEqual(['PUT /v1/api/editor/gallery/albums/a1/unpublish']),
    );
    expect(requests.sent.find((r) => r.method === 'PUT')!.body).toEqual({ version: 4 });
    // The album as the server left it: a draft again, which has nothing to unpublish.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull());
  });

  it('deletes only after a confirmation that says it cannot be undone', async () => {
    answer(`DELETE ${albumPath}`, json({ message: g.albumDeleted, albums: [] }));
    const requests = watchRequests();
    const user = setup(<AlbumEditor album={album} onReload={() => Promise.resolve(album)} />);
    await user.click(screen.getByRole('button', { name: 'Delete album' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Cultural Night?' });
    expect(dialog.textContent).toContain('3 photos are deleted. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete album' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete album' }));
    await vi.waitFor(() => expect(requests.writes()).toEqual(['DELETE /v1/api/editor/gallery/albums/a1']));
    expect(requests.sent.find((r) => r.method === 'DELETE')!.body).toEqual({ version: 4 });
    await vi.waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
  });
});

describe('the save request', () => {
  it('names new photos by their image and starts their caption from the file name', () => {
    const request = saveRequest(
      {
        title: 'T',
        photos: [
          { key: 'k', image: image(5), caption: captionFromFileName('opening_night-05.jpeg'), alt: 'A' },
        ],
      },
      2,
    );
    expect(request).toEqual({
      version: 2,
      title: 'T',
      photos: [{ image: image(5), caption: 'opening night 05', alt: 'A' }],
    });
  });
});

describe('BlogForm', () => {
  const blog: EditableBlog = {
    _id: 'b1',
    name: 'Crisis Notes',
    url: 'https://medium.com/@nitsmun/crisis-notes',
    thumbnail: '/blog-thumbnails/crisis-committees.webp',
    thumbnailAlt: 'A crisis room',
  };

  it('takes http(s) links only and a thumbnail with its text alternative, and submits nothing until then', async () => {
    const onSubmit = vi.fn();
    const user = setup(<BlogForm id="b" submitLabel="Add blog" pending={false} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'A blog');
    await user.type(screen.getByLabelText('Link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add blog' }));
    expect(document.getElementById('b-url-error')?.textContent).toBe(m.blogLinkInvalid);
    expect(screen.getByText(m.thumbnailRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the blog as edited', async () => {
    const onSubmit = vi.fn();
    const user = setup(
      <BlogForm id="b" blog={blog} submitLabel="Save" pending={false} onSubmit={onSubmit} />,
    );
    const alt = screen.getByLabelText(/Text alternative/);
    await user.clear(alt);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(m.thumbnailAltRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(alt, 'A crisis room at night');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      ...blog,
      _id: undefined,
      thumbnailAlt: 'A crisis room at night',
    });
  });

  it('asks before deleting a blog', async () => {
    const requests = watchRequests();
    const user = setup(
      <ul>
        <BlogRow blog={blog} index={0} blogs={[blog]} />
      </ul>,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete (Crisis Notes)' }));
    await expectCancelSendsNothing(user, 'Delete Crisis Notes?', requests);
  });
});
