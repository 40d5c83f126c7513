/**
 * One page's editor: its draft (or its published form) in a form built from the document, saved as a draft
 * with the version it was loaded at; a preview of the draft; publish and discard after a confirmation; the
 * published versions, each restorable as the draft. A stale version (someone else saved first) is said with a
 * way to reload; nothing is overwritten.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { pageMessages as m } from '~/shared/page-messages';
import { paths } from '~/shared/paths';
import { type EditablePage, type PageKey, isPageKey, pageDocumentSchemas } from '~/shared/schemas/pages';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { formatDateTime } from '~/web/components/app/format';
import { ListState } from '~/web/components/app/ListState';
import { PageFrame } from '~/web/components/app/PageFrame';
import { ApiError, errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { DocumentForm, type Json } from './DocumentForm';
import { type PageAnswer, pageCalls, pageKey, pageQuery, pagesQuery, versionsQuery } from './api';
import '~/web/features/superadmin/superadmin.css';
import '~/web/features/superadmin/events/events.css';
import './pages-editor.css';

type Doc = { [key: string]: Json };
const fallbackError = messages.generic.somethingWentWrong;

/** The problems of a document by field path ('hero.kicker'), as the server would name them. */
export function documentErrors(key: PageKey, document: unknown): Record<string, string> {
  const result = pageDocumentSchemas[key].safeParse(document);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * A value with its keys in the order of its schema (the database keeps a document's keys in an order of its
 * own), so the form reads as the page does.
 */
export function inSchemaOrder(schema: unknown, value: Json): Json {
  const s = schema as { shape?: Record<string, unknown>; element?: unknown };
  if (Array.isArray(value)) return s.element ? value.map((item) => inSchemaOrder(s.element, item)) : value;
  if (typeof value !== 'object' || value === null || !s.shape) return value;
  const keys = [
    ...Object.keys(s.shape).filter((k) => k in value),
    ...Object.keys(value).filter((k) => !(k in s.shape!)),
  ];
  return Object.fromEntries(keys.map((k) => [k, inSchemaOrder(s.shape![k], value[k]!)]));
}

const documentOf = (page: EditablePage) =>
  inSchemaOrder(pageDocumentSchemas[page.key], (page.draft ?? page.published) as Doc) as Doc;

export function PageDocumentEditor({ page }: { page: EditablePage }) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const [saved, setSaved] = useState(page);
  const [document, setDocument] = useState<Doc>(() => documentOf(page));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const publishDialog = useRef<HTMLDialogElement>(null);
  const discardDialog = useRef<HTMLDialogElement>(null);
  const restoreDialog = useRef<HTMLDialogElement>(null);
  const summaryId = useId();
  const key = page.key;
  const versions = useQuery(versionsQuery(key));
  const dirty = JSON.stringify(document) !== JSON.stringify(documentOf(saved));

  const adopt = (next: EditablePage) => {
    queryClient.setQueryData(pageKey(key), next);
    void queryClient.invalidateQueries({ queryKey: pagesQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: versionsQuery(key).queryKey });
    setSaved(next);
    setDocument(documentOf(next));
    setErrors({});
    setConflict(null);
  };
  const closeDialogs = () => {
    for (const d of [publishDialog, discardDialog, restoreDialog]) d.current?.close();
  };
  const onError = (error: unknown) => {
    closeDialogs();
    if (unauthorized(error)) return;
    const message = errorMessage(error, fallbackError);
    if (error instanceof ApiError && error.status === 409) setConflict(message);
    else if (error instanceof ApiError && error.status === 400) setErrors({ '': message });
    else notify('error', message);
  };
  const onSuccess = ({ message, page: next }: PageAnswer) => {
    closeDialogs();
    notify('success', message);
    adopt(next);
  };
  const save = useMutation({
    mutationFn: () => pageCalls.saveDraft(key, saved.version, document),
    onSuccess,
    onError,
  });
  const publish = useMutation({
    mutationFn: () => pageCalls.publish(key, saved.version),
    onSuccess,
    onError,
  });
  const discard = useMutation({
    mutationFn: () => pageCalls.discard(key, saved.version),
    onSuccess,
    onError,
  });
  const restore = useMutation({
    mutationFn: (revision: number) => pageCalls.restore(key, saved.version, revision),
    onSuccess,
    onError,
  });
  const pending = save.isPending || publish.isPending || discard.isPending || restore.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = documentErrors(key, document);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => {
        window.document.querySelector<HTMLElement>('.pe-form [aria-invalid="true"]')?.focus();
      });
      return;
    }
    save.mutate();
  };
  const reload = async () => {
    const next = await queryClient.fetchQuery(pageQuery(key));
    adopt(next);
  };
  const summary = errors[''] ?? (Object.keys(errors).length > 0 ? m.invalid : null);

  return (
    <>
      {conflict ? (
        <div className="ce-conflict" role="alert">
          <p>{conflict}</p>
          <button type="button" className="button button--ghost-dark" onClick={() => void reload()}>
            {m.reload}
          </button>
        </div>
      ) : null}
      <form
        className="panel adm-card"
        onSubmit={submit}
        noValidate
        aria-describedby={summary ? summaryId : undefined}
      >
        <h2 className="adm-card__title">{saved.draft ? m.hasDraft : m.revisionLabel(saved.revision)}</h2>
        {summary ? (
          <p id={summaryId} className="form-error" role="alert">
            {summary}
          </p>
        ) : null}
        <DocumentForm
          schema={pageDocumentSchemas[key]}
          labels={m.fieldLabels[key]}
          document={document}
          errors={errors}
          onChange={setDocument}
          disabled={pending}
        />
        <div className="pe-actions">
          <button type="submit" className="adm-btn adm-btn--confirm" disabled={pending || !dirty}>
            {save.isPending ? m.saving : m.saveDraft}
          </button>
          {saved.draft && !dirty ? (
            <Link to={paths.pagePreview(key)} className="button button--ghost-dark">
              {m.preview}
            </Link>
          ) : null}
          <button
            type="button"
            className="adm-btn adm-btn--confirm"
            disabled={pending || dirty || !saved.draft}
            onClick={() => publishDialog.current?.showModal()}
          >
            {m.publish}
          </button>
          <button
            type="button"
            className="button button--ghost-dark"
            disabled={pending || !saved.draft}
            onClick={() => discardDialog.current?.showModal()}
          >
            {m.discard}
          </button>
        </div>
      </form>
      <section className="panel adm-card" aria-labelledby="pe-versions-title">
        <h2 id="pe-versions-title" className="adm-card__title">
          {m.versionsTitle}
        </h2>
        <ListState query={versions} errorText={m.loadError}>
          {(list) => (
            <ul className="pe-versions">
              {list.map((v) => (
                <li key={v.revision} className="pe-versions__item">
                  <span>
                    <strong>{m.revisionLabel(v.revision)}</strong> · {formatDateTime(v.publishedAt)}
                  </span>
                  <button
                    type="button"
                    className="button button--ghost-dark"
                    disabled={pending}
                    onClick={() => {
                      setRestoring(v.revision);
                      restoreDialog.current?.showModal();
                    }}
                  >
                    {m.restore}
                    <span className="visually-hidden"> ({m.revisionLabel(v.revision)})</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
      <ConfirmDialog
        ref={publishDialog}
        title={m.publishConfirmTitle}
        confirmLabel={m.publish}
        pending={publish.isPending}
        onConfirm={() => publish.mutate()}
      >
        <p>{m.publishConfirm}</p>
      </ConfirmDialog>
      <ConfirmDialog
        ref={discardDialog}
        title={m.discardConfirmTitle}
        confirmLabel={m.discard}
        pending={discard.isPending}
        onConfirm={() => discard.mutate()}
      >
        <p>{m.discardConfirm}</p>
      </ConfirmDialog>
      <ConfirmDialog
        ref={restoreDialog}
        title={m.restoreConfirmTitle(restoring ?? 0)}
        confirmLabel={m.restore}
        pending={restore.isPending}
        onConfirm={() => restoring !== null && restore.mutate(restoring)}
      >
        <p>{m.restoreConfirm}</p>
      </ConfirmDialog>
    </>
  );
}

export function PageEditorPage({ pageKey: key }: { pageKey: string }) {
  const page = useQuery({ ...pageQuery(key), enabled: isPageKey(key) });
  const label = isPageKey(key) ? m.pageLabels[key] : m.unknownPage;
  return (
    <PageFrame
      variant="admin"
      eyebrow={m.title}
      title={label}
      back={{ to: paths.pagesEditor, label: m.back }}
    >
      <div className="adm-stack">
        {isPageKey(key) ? (
          <ListState query={page} errorText={m.loadError}>
            {(loaded) => <PageDocumentEditor key={loaded.key} page={loaded} />}
          </ListState>
        ) : (
          <p className="adm-empty">{m.unknownPage}</p>
        )}
      </div>
    </PageFrame>
  );
}
