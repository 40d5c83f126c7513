import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { imageRules } from '~/shared/images';
import { galleryDeskMessages as g } from '~/shared/desk-messages';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import {
  type AlbumListItem,
  type ContentImage,
  type CreateAlbumInput,
  type EditableAlbum,
  type SaveAlbumInput,
  contentRules,
  createAlbumSchema,
  saveAlbumSchema,
} from '~/shared/schemas/content';
import { ApiError, errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { Field } from '~/web/components/app/Field';
import { FileButton, UploadProgress } from '~/web/components/app/FilePicker';
import { ListState } from '~/web/components/app/ListState';
import { MoveButtons, moveItem, movedIds } from '~/web/components/app/MoveButtons';
import { PageFrame } from '~/web/components/app/PageFrame';
import { SubmitButton } from '~/web/components/app/SubmitButton';
import { checkFile, readAsDataUrl, sizeLimit } from '~/web/components/app/files';
import { mappedResolver } from '~/web/lib/form';
import { albumCalls, albumKey, albumQuery, albumsQuery, uploadGalleryPhoto } from './api';
import '~/web/features/superadmin/superadmin.css';
import '~/web/features/superadmin/events/events.css';
import './content-editor.css';

const m = messages.content;
const fallbackError = messages.generic.somethingWentWrong;
/** Uploads sent at once: enough to keep a phone's connection busy, few enough to show each one's progress. */
const parallelUploads = 2;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A photo of the album being edited: one already saved (its id) or one just uploaded. */
export interface DraftPhoto {
  key: string;
  _id?: string;
  image: ContentImage;
  caption: string;
  alt: string;
}

interface Draft {
  title: string;
  photos: DraftPhoto[];
}

function draftOf(album: EditableAlbum): Draft {
  return {
    title: album.title,
    photos: album.photos.map((p) => ({
      key: p._id,
      _id: p._id,
      image: p.image,
      caption: p.caption,
      alt: p.alt,
    })),
  };
}

/** The save request of a draft: saved photos by id, uploaded ones by their image. */
export function saveRequest(draft: Draft, version: number): SaveAlbumInput {
  return {
    version,
    title: draft.title,
    photos: draft.photos.map((p) =>
      p._id !== undefined
        ? { _id: p._id, caption: p.caption, alt: p.alt }
        : { image: p.image, caption: p.caption, alt: p.alt },
    ),
  };
}

/** A caption to start from: the file's name without its extension, separators as spaces. */
export function captionFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, contentRules.caption);
}

/** The state pills of an album. */
function AlbumState({ album }: { album: Pick<AlbumListItem, 'published' | 'current'> }) {
  return (
    <>
      <span className={`adm-pill ${album.published ? 'ce-pill--published' : 'ce-pill--draft'}`}>
        {album.published ? 'Published' : 'Draft'}
      </span>
      {album.current ? <span className="adm-pill tm-current">Shown in the gallery</span> : null}
    </>
  );
}

function AlbumItem({
  album,
  selected,
  index,
  albums,
}: {
  album: AlbumListItem;
  selected: boolean;
  index: number;
  albums: AlbumListItem[];
}) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const reorder = useMutation({
    mutationFn: albumCalls.reorder,
    onSuccess: ({ message, albums: next }) => {
      queryClient.setQueryData(albumsQuery.queryKey, next);
      notify('success', message);
    },
    onError: (error) => {
      if (!unauthorized(error)) notify('error', errorMessage(error, fallbackError));
    },
  });
  return (
    <li className="sa-event ev-summary ce-album-item">
      <div className="sa-event__text">
        <h3 className="sa-event__name">
          {album.title} <AlbumState album={album} />
        </h3>
        <p className="sa-event__meta">
          <span>{plural(album.photoCount, 'photo', 'photos')}</span>
        </p>
      </div>
      <div className="ev-row__buttons ce-album-item__buttons">
        <MoveButtons
          label={album.title}
          index={index}
          count={albums.length}
          pending={reorder.isPending}
          onMove={(to) => reorder.mutate(movedIds(albums, index, to))}
        />
        <Link
          to={`?album=${encodeURIComponent(album._id)}`}
          className="sa-toggle ev-edit-link"
          aria-label={`Edit ${album.title}`}
          aria-current={selected ? 'true' : undefined}
        >
          Edit
        </Link>
      </div>
    </li>
  );
}

/** Create an album: a draft without photos, opened for editing. */
export function NewAlbumForm({ onCreated }: { onCreated: (album: EditableAlbum) => void }) {
  const unauthorized = useUnauthorizedHandler();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CreateAlbumInput, unknown, CreateAlbumInput>({
    resolver: mappedResolver(createAlbumSchema, (values: CreateAlbumInput) => values),
    mode: 'onTouched',
    defaultValues: { title: '' },
  });
  const create = useMutation({
    mutationFn: albumCalls.create,
    onSuccess: ({ message, album }) => {
      notify('success', message);
      reset();
      void queryClient.invalidateQueries({ queryKey: albumsQuery.queryKey });
      onCreated(album);
    },
    onError: (error) => {
      if (unauthorized(error)) return;
      const message = errorMessage(error, fallbackError);
      if (error instanceof ApiError && error.status === 400) setError('title', { message });
      else notify('error', message);
    },
  });
  return (
    <form
      className="acc-form ev-new"
      noValidate
      aria-labelledby="ce-new-album-title"
      onSubmit={handleSubmit((values) => create.mutate(values))}
    >
      <h2 id="ce-new-album-title" className="adm-card__title">
        New album
      </h2>
      <Field
        id="ce-new-album"
        label="Album title"
        hint="A draft until you publish it; the gallery shows it once you make it current."
        error={errors.title?.message}
      >
        {(a11y) => (
          <input
            {...register('title')}
            {...a11y}
            className="form-input"
            type="text"
            maxLength={contentRules.albumTitle}
          />
        )}
      </Field>
      <SubmitButton pending={create.isPending}>Create album</SubmitButton>
    </form>
  );
}

interface UploadItem {
  key: string;
  name: string;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

/**
 * Adding photos: several files at once, each checked here (type, size) and sent with its own progress; each
 * stored photo joins the draft. Nothing reaches the album before Save, so a failed upload changes nothing.
 */
function PhotoUploads({
  onUploaded,
  onBusy,
  disabled,
}: {
  onUploaded: (photo: DraftPhoto) => void;
  /** Told when uploads start and when the last one has ended (the album is saved once they have). */
  onBusy: (busy: boolean) => void;
  disabled: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const unauthorized = useUnauthorizedHandler();
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const busy = items.some((item) => item.state === 'waiting' || item.state === 'uploading');

  /** Sends one file; answers its photo, or null when it failed (the reason is shown in its line). */
  const send = async (key: string, file: File): Promise<DraftPhoto | null> => {
    update(key, { state: 'uploading', progress: 0 });
    try {
      const { image } = await uploadGalleryPhoto(await readAsDataUrl(file), (progress) =>
        update(key, { progress }),
      );
      update(key, { state: 'done', progress: 1 });
      return { key, image, caption: captionFromFileName(file.name), alt: '' };
    } catch (caught) {
      if (!unauthorized(caught))
        update(key, { state: 'failed', error: errorMessage(caught, m.invalidPhoto) });
      return null;
    }
  };

  const choose = async (files: File[]) => {
    if (input.current) input.current.value = '';
    const chosen = files.map((file) => ({
      file,
      item: {
        key: crypto.randomUUID(),
        name: file.name,
        progress: 0,
        ...(checkFile(file, imageRules.types, contentRules.photoMaxBytes)
          ? { state: 'waiting' as const }
          : { state: 'failed' as const, error: m.invalidPhoto }),
      },
    }));
    setItems((list) => [...list.filter((item) => item.state !== 'done'), ...chosen.map((c) => c.item)]);
    const queue = chosen.filter((c) => c.item.state === 'waiting');
    if (queue.length === 0) return;
    onBusy(true);
    // The photos join the album in the order they were chosen, whichever upload ends first.
    const results: (DraftPhoto | null | undefined)[] = queue.map(() => undefined);
    let joined = 0;
    const join = () => {
      for (; joined < results.length && results[joined] !== undefined; joined++) {
        const photo = results[joined];
        if (photo) onUploaded(photo);
      }
    };
    let next = 0;
    const worker = async () => {
      while (next < queue.length) {
        const index = next++;
        const { item, file } = queue[index]!;
        results[index] = await send(item.key, file);
        join();
      }
    };
    await Promise.all(Array.from({ length: parallelUploads }, worker));
    onBusy(false);
  };

  return (
    <section className="ce-uploads" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="acc-form__section-title">
        Add photos
      </h3>
      <div className="acc-file__controls">
        <FileButton
          id={`${id}-file`}
          hintId={`${id}-hint`}
          inputRef={input}
          accept={imageRules.accept}
          chooseLabel="Choose photos"
          hint={`PNG, JPEG, WebP or AVIF, ${sizeLimit(contentRules.photoMaxBytes)} each; choose several at once. They join the album when you save.`}
          invalid={false}
          disabled={disabled || busy}
          onFiles={(files) => void choose(files)}
        />
      </div>
      {items.length > 0 ? (
        <ul className="ce-upload-list" aria-label="Uploads">
          {items.map((item) => (
            <li key={item.key} className={`ce-upload ce-upload--${item.state}`}>
              <span className="ce-upload__name">{item.name}</span>
              {item.state === 'uploading' ? (
                <UploadProgress labelId={`${item.key}-progress`} progress={item.progress} />
              ) : (
                <span className="ce-upload__state" role={item.state === 'failed' ? 'alert' : undefined}>
                  {item.state === 'waiting' ? 'Waiting…' : item.state === 'done' ? 'Uploaded' : item.error}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The errors of a save request by field ('title', 'photos.3.alt'), as the shared schema words them. */
function saveErrors(request: SaveAlbumInput): Record<string, string> {
  const parsed = saveAlbumSchema.safeParse(request);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

function PhotoRow({
  photo,
  index,
  count,
  errors,
  disabled,
  onChange,
  onMove,
  onRemove,
}: {
  photo: DraftPhoto;
  index: number;
  count: number;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (change: Partial<DraftPhoto>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const label = `Photo ${index + 1}`;
  const narrowest = [...photo.image.variants].sort((a, b) => a.width - b.width)[0]!;
  const field = (name: string) => `ce-photo-${photo.key}-${name}`;
  return (
    <li className="ev-row ce-photo">
      <fieldset className="ev-row__fieldset">
        <legend className="acc-form__section-title">
          {label}
          {photo._id === undefined ? <span className="adm-pill ce-pill--new">New</span> : null}
        </legend>
        <div className="ce-photo__body">
          <img
            className="ce-photo__preview"
            src={narrowest.url}
            width={narrowest.width}
            height={Math.round((narrowest.width * photo.image.height) / photo.image.width)}
            alt={photo.alt ? `Preview: ${photo.alt}` : `Preview of ${label.toLowerCase()}`}
          />
          <div className="acc-form__grid ce-photo__fields">
            <Field id={field('caption')} label="Caption" error={errors[`photos.${index}.caption`]}>
              {(a11y) => (
                <input
                  {...a11y}
                  className="form-input"
                  type="text"
                  value={photo.caption}
                  maxLength={contentRules.caption}
                  disabled={disabled}
                  onChange={(event) => onChange({ caption: event.currentTarget.value })}
                />
              )}
            </Field>
            <Field
              id={field('alt')}
              label="Text alternative (what the photo shows)"
              error={errors[`photos.${index}.alt`]}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  className="form-input"
                  type="text"
                  value={photo.alt}
                  maxLength={contentRules.alt}
                  disabled={disabled}
                  onChange={(event) => onChange({ alt: event.currentTarget.value })}
                />
              )}
            </Field>
          </div>
        </div>
        <div className="ev-row__buttons">
          <MoveButtons label={label} index={index} count={count} pending={disabled} onMove={onMove} />
          <button
            type="button"
            className="ev-row__button ev-row__button--remove"
            disabled={disabled}
            onClick={onRemove}
          >
            Remove<span className="visually-hidden"> ({label})</span>
          </button>
        </div>
      </fieldset>
    </li>
  );
}

/**
 * One album: its title and photos (upload, caption, text alternative, order from the keyboard, remove), saved
 * at once with the version it was loaded at; then Publish and Show in the gallery, each after a confirmation.
 */
export function AlbumEditor({
  album,
  onReload,
  onDeleted,
}: {
  album: EditableAlbum;
  onReload: () => Promise<EditableAlbum>;
  /** After the album is deleted (the editor is then closed). */
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const [draft, setDraft] = useState<Draft>(() => draftOf(album));
  const [version, setVersion] = useState(album.version);
  const [saved, setSaved] = useState<EditableAlbum>(album);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const publishDialog = useRef<HTMLDialogElement>(null);
  const currentDialog = useRef<HTMLDialogElement>(null);
  const unpublishDialog = useRef<HTMLDialogElement>(null);
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const formError = useId();
  const closeDialogs = () => {
    for (const dialog of [publishDialog, currentDialog, unpublishDialog, deleteDialog])
      dialog.current?.close();
  };

  const dirty =
    JSON.stringify(saveRequest(draft, version)) !== JSON.stringify(saveRequest(draftOf(saved), version));

  const adopt = (next: EditableAlbum) => {
    queryClient.setQueryData(albumKey(next._id), next);
    void queryClient.invalidateQueries({ queryKey: albumsQuery.queryKey });
    setSaved(next);
    setVersion(next.version);
    setDraft(draftOf(next));
    setErrors({});
    setConflict(null);
  };
  const onFailure = (error: unknown) => {
    closeDialogs();
    if (unauthorized(error)) return;
    const message = errorMessage(error, fallbackError);
    if (error instanceof ApiError && error.status === 409) setConflict(message);
    else if (error instanceof ApiError && error.status === 400) setErrors({ form: message });
    else notify('error', message);
  };
  const done = ({ message, album: next }: { message: string; album: EditableAlbum }) => {
    closeDialogs();
    notify('success', message);
    adopt(next);
  };
  const save = useMutation({
    mutationFn: (body: SaveAlbumInput) => albumCalls.save(album._id, body),
    onSuccess: done,
    onError: onFailure,
  });
  const publish = useMutation({
    mutationFn: () => albumCalls.publish(album._id, version),
    onSuccess: done,
    onError: onFailure,
  });
  const makeCurrent = useMutation({
    mutationFn: () => albumCalls.makeCurrent(album._id, version),
    onSuccess: done,
    onError: onFailure,
  });
  const unpublish = useMutation({
    mutationFn: () => albumCalls.unpublish(album._id, version),
    onSuccess: done,
    onError: onFailure,
  });
  const remove = useMutation({
    mutationFn: () => albumCalls.remove(album._id, version),
    onSuccess: ({ message, albums }) => {
      closeDialogs();
      notify('success', message);
      queryClient.setQueryData(albumsQuery.queryKey, albums);
      queryClient.removeQueries({ queryKey: albumKey(album._id) });
      onDeleted?.();
    },
    onError: onFailure,
  });
  const pending =
    save.isPending || publish.isPending || makeCurrent.isPending || unpublish.isPending || remove.isPending;

  const setPhoto = (key: string, change: Partial<DraftPhoto>) =>
    setDraft((d) => ({ ...d, photos: d.photos.map((p) => (p.key === key ? { ...p, ...change } : p)) }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const request = saveRequest(draft, version);
    const found = saveErrors(request);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field in error takes the focus (its message is tied to it).
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>('.ce-album [aria-invalid="true"]');
        first?.focus();
      });
      return;
    }
    save.mutate(request);
  };

  const reload = async () => adopt(await onReload());

  return (
    <section className="panel adm-card ce-album" aria-labelledby="ce-album-title">
      <h2 id="ce-album-title" className="adm-card__title">
        {saved.title} <AlbumState album={saved} />
      </h2>
      {conflict ? (
        <div className="ce-conflict" role="alert">
          <p>{conflict}</p>
          <button type="button" className="adm-btn adm-btn--outline" onClick={() => void reload()}>
            Reload the album
          </button>
        </div>
      ) : null}
      <form
        className="acc-form"
        noValidate
        onSubmit={submit}
        aria-describedby={errors.form ? formError : undefined}
      >
        <Field id="ce-album-title-input" label="Album title" error={errors.title}>
          {(a11y) => (
            <input
              {...a11y}
              className="form-input"
              type="text"
              value={draft.title}
              maxLength={contentRules.albumTitle}
              disabled={pending}
              onChange={(event) => {
                const title = event.currentTarget.value;
                setDraft((d) => ({ ...d, title }));
              }}
            />
          )}
        </Field>
        <PhotoUploads
          // A save starts a fresh list: the photos uploaded before it are in the album now.
          key={saved.version}
          disabled={pending}
          onBusy={setUploading}
          onUploaded={(photo) => setDraft((d) => ({ ...d, photos: [...d.photos, photo] }))}
        />
        <h3 className="acc-form__section-title">
          Photos ({draft.photos.length} of at most {contentRules.maxPhotos})
        </h3>
        {draft.photos.length === 0 ? (
          <p className="adm-empty">No photos yet: choose some above.</p>
        ) : (
          <ol className="ev-rows ce-photos" aria-label="Photos of the album, in order">
            {draft.photos.map((photo, index) => (
              <PhotoRow
                key={photo.key}
                photo={photo}
                index={index}
                count={draft.photos.length}
                errors={errors}
                disabled={pending}
                onChange={(change) => setPhoto(photo.key, change)}
                onMove={(to) => setDraft((d) => ({ ...d, photos: moveItem(d.photos, index, to) }))}
                onRemove={() =>
                  setDraft((d) => ({ ...d, photos: d.photos.filter((p) => p.key !== photo.key) }))
                }
              />
            ))}
          </ol>
        )}
        {errors.photos || errors.form ? (
          <p id={formError} className="form-error" role="alert">
            {errors.photos ?? errors.form}
          </p>
        ) : null}
        <div className="ce-album__actions">
          <SubmitButton pending={save.isPending} disabled={!dirty || pending || uploading}>
            Save album
          </SubmitButton>
          {uploading ? (
            <span className="ce-album__unsaved">Uploads still running…</span>
          ) : dirty ? (
            <span className="ce-album__unsaved">Unsaved changes</span>
          ) : null}
        </div>
      </form>
      <div className="adm-action__buttons ce-album__publish">
        {!saved.published ? (
          <button
            type="button"
            className="adm-btn adm-btn--confirm"
            aria-haspopup="dialog"
            disabled={dirty || pending || uploading}
            onClick={() => publishDialog.current?.showModal()}
          >
            Publish album
          </button>
        ) : null}
        {saved.published && !saved.current ? (
          <button
            type="button"
            className="adm-btn adm-btn--confirm"
            aria-haspopup="dialog"
            disabled={dirty || pending || uploading}
            onClick={() => currentDialog.current?.showModal()}
          >
            Show in the gallery
          </button>
        ) : null}
        {saved.published && !saved.current ? (
          <button
            type="button"
            className="adm-btn adm-btn--outline"
            aria-haspopup="dialog"
            disabled={pending || uploading}
            onClick={() => unpublishDialog.current?.showModal()}
          >
            Unpublish
          </button>
        ) : null}
        {!saved.current ? (
          <button
            type="button"
            className="adm-btn adm-btn--decline"
            aria-haspopup="dialog"
            disabled={pending || uploading}
            onClick={() => deleteDialog.current?.showModal()}
          >
            Delete album
          </button>
        ) : null}
        {dirty && (!saved.published || !saved.current) ? (
          <p className="acc-field__hint">Save the album first.</p>
        ) : null}
        {saved.current ? <p className="acc-field__hint">{g.currentHint}</p> : null}
      </div>
      <ConfirmDialog
        ref={unpublishDialog}
        title={`Unpublish ${saved.title}?`}
        confirmLabel="Unpublish"
        pending={unpublish.isPending}
        onConfirm={() => unpublish.mutate()}
      >
        <p>It becomes a draft again: the gallery cannot show it until it is published again.</p>
      </ConfirmDialog>
      <ConfirmDialog
        ref={deleteDialog}
        title={`Delete ${saved.title}?`}
        confirmLabel="Delete album"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      >
        <p>
          The album and its {plural(saved.photos.length, 'photo', 'photos')} are deleted. This cannot be
          undone.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        ref={publishDialog}
        title={`Publish ${saved.title}?`}
        confirmLabel="Publish"
        pending={publish.isPending}
        onConfirm={() => publish.mutate()}
      >
        <p>
          Its {plural(saved.photos.length, 'photo', 'photos')} can then be shown in the gallery. Once
          published, every save of the album is public at once when it is the one the gallery shows.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        ref={currentDialog}
        title={`Show ${saved.title} in the gallery?`}
        confirmLabel="Show it"
        pending={makeCurrent.isPending}
        onConfirm={() => makeCurrent.mutate()}
      >
        <p>The photo gallery will show this album instead of the one it shows now, within seconds.</p>
      </ConfirmDialog>
    </section>
  );
}

function SelectedAlbum({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const album = useQuery(albumQuery(id));
  return (
    <ListState query={album} errorText={(error) => errorMessage(error, messages.dashboard.error)}>
      {(loaded) => (
        <AlbumEditor
          key={loaded._id}
          album={loaded}
          onReload={() => queryClient.fetchQuery({ ...albumQuery(id), staleTime: 0 })}
          onDeleted={onDeleted}
        />
      )}
    </ListState>
  );
}

/** /editor/gallery: the albums, a new album, and the album chosen for editing (`?album=<id>`). */
export function GalleryEditorPage() {
  const albums = useQuery(albumsQuery);
  const [search, setSearch] = useSearchParams();
  const selected = search.get('album');
  return (
    <PageFrame
      variant="admin"
      eyebrow="Content"
      title="Gallery"
      count={albums.data?.length}
      lead="Albums of the photo gallery. The gallery shows one published album; a draft is seen only here."
      back={{ to: paths.dashboard, label: 'Dashboard' }}
    >
      <div className="adm-stack">
        <section className="panel adm-card" aria-labelledby="ce-albums-title">
          <h2 id="ce-albums-title" className="adm-card__title">
            Albums
          </h2>
          <ListState query={albums} errorText={messages.dashboard.error} empty="No albums yet.">
            {(list) => (
              <ul className="sa-events">
                {list.map((album, index) => (
                  <AlbumItem
                    key={album._id}
                    album={album}
                    index={index}
                    albums={list}
                    selected={album._id === selected}
                  />
                ))}
              </ul>
            )}
          </ListState>
        </section>
        {selected ? <SelectedAlbum key={selected} id={selected} onDeleted={() => setSearch({})} /> : null}
        <section className="panel adm-card">
          <NewAlbumForm onCreated={(album) => setSearch({ album: album._id })} />
        </section>
      </div>
    </PageFrame>
  );
}
