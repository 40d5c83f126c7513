import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { paperMessages } from '~/shared/paper-messages';
import { paths } from '~/shared/paths';
import type { CommitteePaper, CommitteePapers } from '~/shared/schemas/papers';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { formatDateTime } from '~/web/components/app/format';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { committeePapersQuery, downloadPapersZip, reviewPaper, setPapersClosed } from './api';
import { OpenPaperButton } from './OpenPaperButton';
import { ReviewDialog } from './ReviewDialog';
import './papers.css';
import '~/web/features/chairs/chairs.css';

const m = paperMessages;

/**
 * /chair/:event/:committee/papers: the committee's seated delegates by portfolio with their paper's status;
 * read a paper, review it (accept, or ask for changes with feedback), close or open the committee's papers,
 * and download every latest version as one ZIP.
 */
export function ChairPapersPage({ eventName, committee }: { eventName: string; committee: string }) {
  const query = useQuery(committeePapersQuery(eventName, committee));
  const title = m.pageTitle(query.data?.room.committeeName ?? committee);
  return (
    <PageFrame
      variant="admin"
      eyebrow={eventName}
      title={title}
      back={{ to: paths.chairRoom(eventName, committee), label: m.rollCallLink }}
    >
      {query.isPending ? (
        <Loading text={m.loading} />
      ) : query.isError ? (
        <ErrorText text={errorMessage(query.error, m.error)} />
      ) : (
        <Papers eventName={eventName} committee={committee} data={query.data} />
      )}
    </PageFrame>
  );
}

function Papers({
  eventName,
  committee,
  data,
}: {
  eventName: string;
  committee: string;
  data: CommitteePapers;
}) {
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const key = committeePapersQuery(eventName, committee).queryKey;
  const reviewRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLDialogElement>(null);
  const listId = useId();
  const [reviewing, setReviewing] = useState<CommitteePaper | null>(null);
  const [zipping, setZipping] = useState(false);
  const closed = useMutation({
    mutationFn: (value: boolean) => setPapersClosed({ eventName, committee }, value),
  });
  const setClosed = (value: boolean) =>
    closed.mutate(value, {
      onSuccess: (res) => {
        closeRef.current?.close();
        notify('success', res.message);
        queryClient.setQueryData<CommitteePapers>(key, (old) => (old ? { ...old, rules: res.rules } : old));
      },
      onError: (error) => {
        closeRef.current?.close();
        if (!unauthorized(error)) notify('error', errorMessage(error, m.error));
      },
    });
  const counts = {
    submitted: data.papers.filter((p) => p.status !== 'missing').length,
    accepted: data.papers.filter((p) => p.status === 'accepted').length,
    missing: data.papers.filter((p) => p.status === 'missing').length,
  };
  const download = async () => {
    setZipping(true);
    try {
      await downloadPapersZip(eventName, committee);
    } catch (error) {
      if (!unauthorized(error)) notify('error', errorMessage(error, m.error));
    } finally {
      setZipping(false);
    }
  };

  return (
    <div className="adm-stack roll-page">
      <section className="panel adm-card paper-panel paper-rules" aria-label={m.rulesTitle}>
        <p>
          {data.rules.deadline ? m.deadline(formatDateTime(data.rules.deadline)) : m.noDeadline}.{' '}
          {data.rules.required ? m.required : m.optional}.
        </p>
        <p className="paper-rules__state">{data.rules.closed ? m.closedState : m.openState}</p>
        <div className="paper-actions">
          {data.rules.closed ? (
            <button
              type="button"
              className="button button--ghost-dark"
              onClick={() => setClosed(false)}
              disabled={closed.isPending}
            >
              {m.reopen}
            </button>
          ) : (
            <button
              type="button"
              className="button button--ghost-dark"
              onClick={() => closeRef.current?.showModal()}
            >
              {m.close}
            </button>
          )}
          <button
            type="button"
            className="button button--navy"
            onClick={() => void download()}
            disabled={zipping || counts.submitted === 0}
            aria-busy={zipping}
          >
            {zipping ? m.downloading : m.downloadAll}
          </button>
        </div>
      </section>
      <p className="roll-counts" aria-live="polite">
        {m.counts(counts.submitted, counts.accepted, counts.missing)}
      </p>
      {data.papers.length === 0 ? (
        <p className="adm-empty">{m.noDelegates}</p>
      ) : (
        <ul className="paper-list" aria-label={m.listTitle} id={listId}>
          {data.papers.map((p) => (
            <li key={p.registrationId} className={`paper-item paper-item--${p.status}`}>
              <div className="paper-item__who">
                <span className="roll-item__portfolio">{p.portfolio}</span>
                <span>{p.name}</span>
                <span className={`paper-status paper-status--${p.status}`}>{m.statusNames[p.status]}</span>
                {p.latest ? (
                  <span className="roll-item__meta">
                    {m.versionLine(p.latest.version, formatDateTime(p.latest.uploadedAt), p.latest.late)}
                  </span>
                ) : null}
              </div>
              {p.latest ? (
                <div className="paper-actions">
                  <OpenPaperButton paperId={p.latest.id} version={p.latest.version} />
                  <button
                    type="button"
                    className="button button--navy button--small"
                    aria-label={`${m.review} ${p.portfolio}`}
                    onClick={() => {
                      setReviewing(p);
                      reviewRef.current?.showModal();
                    }}
                  >
                    {m.review}
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ReviewDialog
        ref={reviewRef}
        paper={reviewing}
        onSubmit={async (body) => {
          const res = await reviewPaper({ eventName, committee, paperId: reviewing!.latest!.id }, body);
          queryClient.setQueryData<CommitteePapers>(key, (old) =>
            old
              ? {
                  ...old,
                  papers: old.papers.map((p) =>
                    p.registrationId === res.paper.registrationId ? res.paper : p,
                  ),
                }
              : old,
          );
          return res.message;
        }}
        onDone={(message) => notify('success', message)}
      />
      <ConfirmDialog
        ref={closeRef}
        title={m.closeTitle}
        confirmLabel={m.close}
        pending={closed.isPending}
        onConfirm={() => setClosed(true)}
      >
        <p>{m.closeText}</p>
      </ConfirmDialog>
    </div>
  );
}
