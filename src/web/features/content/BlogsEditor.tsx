import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import {
  type BlogInput,
  type BlogListResponse,
  type EditableBlog,
  blogInputSchema,
  contentRules,
} from '~/shared/schemas/content';
import { ApiError, errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { Field } from '~/web/components/app/Field';
import { ListState } from '~/web/components/app/ListState';
import { MoveButtons, movedIds } from '~/web/components/app/MoveButtons';
import { PageFrame } from '~/web/components/app/PageFrame';
import { SubmitButton } from '~/web/components/app/SubmitButton';
import { mappedResolver } from '~/web/lib/form';
import { StoredImageField } from '~/web/components/app/StoredImageField';
import { blogCalls, blogsEditorQuery, uploadBlogThumbnail } from './api';
import '~/web/features/superadmin/superadmin.css';
import '~/web/features/superadmin/events/events.css';
import './content-editor.css';

const m = messages.content;
const fallbackError = messages.generic.somethingWentWrong;

/** What the image field shows of the thumbnail. */
interface PhotoValue {
  url: string;
  width: number;
  height: number;
}

/** What the blog form's inputs hold: text, and the thumbnail as the image field shows it. */
export interface BlogFormValues {
  name: string;
  url: string;
  thumbnail: PhotoValue | null;
  thumbnailAlt: string;
}

const blogRequest = (values: BlogFormValues): BlogInput => ({
  name: values.name,
  url: values.url,
  thumbnail: values.thumbnail?.url ?? '',
  thumbnailAlt: values.thumbnailAlt,
});

/** A blog's card picture as the form shows it (uploaded thumbnails are the card's 640 x 400). */
const thumbnailOf = (blog: EditableBlog): PhotoValue => ({ url: blog.thumbnail, width: 640, height: 400 });

async function uploadThumbnail(file: string, onProgress: (fraction: number) => void) {
  const { image } = await uploadBlogThumbnail(file, onProgress);
  return { url: image.url, width: image.width, height: image.height };
}

/** A blog's name, address (http(s) only), thumbnail and its text alternative. */
export function BlogForm({
  id,
  blog,
  submitLabel,
  pending,
  onSubmit,
  serverError,
}: {
  id: string;
  blog?: EditableBlog;
  submitLabel: string;
  pending: boolean;
  onSubmit: (request: BlogInput) => void;
  /** A refusal of the server, shown under the form. */
  serverError?: string | null;
}) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<BlogFormValues, unknown, BlogInput>({
    resolver: mappedResolver(blogInputSchema, blogRequest),
    mode: 'onTouched',
    defaultValues: {
      name: blog?.name ?? '',
      url: blog?.url ?? '',
      thumbnail: blog ? thumbnailOf(blog) : null,
      thumbnailAlt: blog?.thumbnailAlt ?? '',
    },
  });
  const alt = watch('thumbnailAlt');
  return (
    <form className="acc-form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={submitLabel}>
      <div className="acc-form__grid">
        <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(a11y) => (
            <input
              {...register('name')}
              {...a11y}
              className="form-input"
              type="text"
              maxLength={contentRules.blogName}
            />
          )}
        </Field>
        <Field
          id={`${id}-url`}
          label="Link"
          hint="The blog's address, starting with https://"
          error={errors.url?.message}
        >
          {(a11y) => (
            <input
              {...register('url')}
              {...a11y}
              className="form-input"
              type="url"
              inputMode="url"
              maxLength={contentRules.url}
            />
          )}
        </Field>
        <Controller
          control={control}
          name="thumbnail"
          render={({ field }) => (
            <StoredImageField<PhotoValue>
              id={`${id}-thumbnail`}
              label="Thumbnail"
              noun="image"
              value={field.value}
              onChange={(image) => field.onChange(image)}
              upload={uploadThumbnail}
              maxBytes={contentRules.thumbnailMaxBytes}
              invalidMessage={m.invalidThumbnail}
              hint="Cut to the card's 16:10. Stored when you save."
              shape="wide"
              alt={alt}
              altMaxLength={contentRules.alt}
              altRequired
              onAltChange={(next) =>
                setValue('thumbnailAlt', next, { shouldValidate: Boolean(errors.thumbnailAlt) })
              }
              error={errors.thumbnail?.message ?? errors.thumbnailAlt?.message}
              disabled={pending}
            />
          )}
        />
      </div>
      {serverError ? (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
    </form>
  );
}

/** A call that answers the whole list: the answer goes into the cache and its message is toasted. */
function useBlogsMutation<T>(
  call: (variables: T) => Promise<BlogListResponse>,
  options: { onSaved?: () => void; onFailure?: (message: string, error: unknown) => boolean } = {},
) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ message, blogs }) => {
      queryClient.setQueryData(blogsEditorQuery.queryKey, blogs);
      notify('success', message);
      options.onSaved?.();
    },
    onError: (error) => {
      if (unauthorized(error)) return;
      const message = errorMessage(error, fallbackError);
      if (!options.onFailure?.(message, error)) notify('error', message);
    },
  });
}

/** A refusal the form shows beside itself (a bad value, a taken address); anything else is toasted. */
const isFormError = (error: unknown) => error instanceof ApiError && [400, 409].includes(error.status);

export function BlogRow({
  blog,
  index,
  blogs,
}: {
  blog: EditableBlog;
  index: number;
  blogs: EditableBlog[];
}) {
  const [editing, setEditing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const reorder = useBlogsMutation(blogCalls.reorder);
  const save = useBlogsMutation((body: BlogInput) => blogCalls.save(blog._id, body), {
    onSaved: () => {
      setEditing(false);
      setServerError(null);
    },
    onFailure: (message, error) => {
      if (!isFormError(error)) return false;
      setServerError(message);
      return true;
    },
  });
  const remove = useBlogsMutation(() => blogCalls.remove(blog._id), {
    onSaved: () => dialog.current?.close(),
    onFailure: () => {
      dialog.current?.close();
      return false;
    },
  });
  return (
    <li className="ce-blog">
      <div className="ce-blog__row">
        <img
          className="ce-blog__thumb"
          src={blog.thumbnail}
          width={640}
          height={400}
          alt={blog.thumbnailAlt}
        />
        <div>
          <p className="ce-blog__name">{blog.name}</p>
          <p className="ce-blog__url">{blog.url}</p>
        </div>
        <div className="ev-row__buttons">
          <button
            type="button"
            className="ev-row__button"
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            Edit<span className="visually-hidden"> ({blog.name})</span>
          </button>
          <MoveButtons
            label={blog.name}
            index={index}
            count={blogs.length}
            pending={reorder.isPending}
            onMove={(to) => reorder.mutate(movedIds(blogs, index, to))}
          />
          <button
            type="button"
            className="ev-row__button ev-row__button--remove"
            aria-haspopup="dialog"
            onClick={() => dialog.current?.showModal()}
          >
            Delete<span className="visually-hidden"> ({blog.name})</span>
          </button>
        </div>
      </div>
      {editing ? (
        <BlogForm
          id={`ce-blog-${blog._id}`}
          blog={blog}
          submitLabel={`Save ${blog.name}`}
          pending={save.isPending}
          serverError={serverError}
          onSubmit={(body) => save.mutate(body)}
        />
      ) : null}
      <ConfirmDialog
        ref={dialog}
        title={`Delete ${blog.name}?`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
      >
        <p>The blog leaves the blogs page and the home page. The post itself stays where it is hosted.</p>
      </ConfirmDialog>
    </li>
  );
}

function NewBlog() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const create = useBlogsMutation(blogCalls.create, {
    onSaved: () => {
      setServerError(null);
      setFormKey((k) => k + 1);
    },
    onFailure: (message, error) => {
      if (!isFormError(error)) return false;
      setServerError(message);
      return true;
    },
  });
  return (
    <section className="panel adm-card" aria-labelledby="ce-new-blog-title">
      <h2 id="ce-new-blog-title" className="adm-card__title">
        Add a blog
      </h2>
      <BlogForm
        key={formKey}
        id="ce-new-blog"
        submitLabel="Add blog"
        pending={create.isPending}
        serverError={serverError}
        onSubmit={(body) => create.mutate(body)}
      />
    </section>
  );
}

/** /editor/blogs: the blogs in the order the site lists them; add, edit, reorder, delete. */
export function BlogsEditorPage() {
  const blogs = useQuery(blogsEditorQuery);
  return (
    <PageFrame
      variant="admin"
      eyebrow="Content"
      title="Blogs"
      count={blogs.data?.length}
      lead="The blogs the site lists, in this order, on the blogs page and the home page."
      back={{ to: paths.dashboard, label: 'Dashboard' }}
    >
      <div className="adm-stack">
        <section className="panel adm-card" aria-labelledby="ce-blogs-title">
          <h2 id="ce-blogs-title" className="adm-card__title">
            Blogs
          </h2>
          <ListState query={blogs} errorText={messages.dashboard.error} empty="No blogs yet.">
            {(list) => (
              <ul className="ce-blogs">
                {list.map((blog, index) => (
                  <BlogRow key={blog._id} blog={blog} index={index} blogs={list} />
                ))}
              </ul>
            )}
          </ListState>
        </section>
        <NewBlog />
      </div>
    </PageFrame>
  );
}
