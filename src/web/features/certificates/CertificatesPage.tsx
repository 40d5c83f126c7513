import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { messages } from '~/shared/messages';
import { certificateMessages } from '~/shared/desk-messages';
import { paths } from '~/shared/paths';
import type {
  CertificateListItem,
  CertificateListResponse,
  CertificateProblem,
} from '~/shared/schemas/certificates';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { Icon } from '~/web/components/app/Icon';
import { ListState } from '~/web/components/app/ListState';
import { PageFrame } from '~/web/components/app/PageFrame';
import { formatDateTime } from '~/web/components/app/format';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import {
  type ZipProgress,
  certificateListQuery,
  downloadCertificatesZip,
  issueCertificates,
  reissueCertificate,
  revokeCertificate,
} from './api';
import './certificates.css';

const m = certificateMessages;

function ZipDownload({ eventName, live }: { eventName: string; live: number }) {
  const [progress, setProgress] = useState<ZipProgress | null>(null);
  const [error, setError] = useState('');
  const onUnauthorized = useUnauthorizedHandler();
  const busy = progress !== null;
  const start = async () => {
    setError('');
    setProgress({ files: 0, total: live, bytes: 0 });
    try {
      await downloadCertificatesZip(eventName, setProgress);
    } catch (failure) {
      if (!onUnauthorized(failure)) setError(errorMessage(failure, m.downloadFailed));
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="cert-zip">
      <button type="button" className="button button--navy" onClick={start} disabled={busy || live === 0}>
        <Icon name="download" size={18} strokeWidth={2} />
        {m.downloadAll}
      </button>
      {progress ? (
        <div className="cert-zip__progress">
          <progress
            max={Math.max(progress.total, 1)}
            value={progress.files}
            aria-label={m.downloadAll}
            aria-valuetext={m.downloading(progress.files, progress.total)}
          />
          <span role="status">
            {m.downloading(progress.files, progress.total)} · {(progress.bytes / 1024 / 1024).toFixed(1)} MB
          </span>
        </div>
      ) : null}
      {error ? (
        <p className="acc-status__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CertificateRows({
  items,
  onRevoke,
  onReissue,
}: {
  items: CertificateListItem[];
  onRevoke: (item: CertificateListItem) => void;
  onReissue: (item: CertificateListItem) => void;
}) {
  return (
    <div className="adm-table-wrap">
      <table className="adm-table cert-table">
        <thead>
          <tr>
            <th scope="col">Delegate</th>
            <th scope="col">Committee</th>
            <th scope="col">Portfolio</th>
            <th scope="col">{m.awardColumn}</th>
            <th scope="col">Issued</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item._id}>
              <th scope="row" data-label="Delegate">
                {item.delegateName}
              </th>
              <td data-label="Committee">{item.committee}</td>
              <td data-label="Portfolio">{item.portfolio}</td>
              <td data-label={m.awardColumn}>{item.award ?? m.participation}</td>
              <td data-label="Issued">{formatDateTime(item.issuedAt)}</td>
              <td data-label="Status">
                <span className={`adm-pill ${item.revokedAt ? 'adm-pill--declined' : 'adm-pill--confirmed'}`}>
                  {item.revokedAt ? m.statusRevoked : m.statusValid}
                </span>
              </td>
              <td className="cert-table__actions">
                <a href={paths.certificateVerification(item.code)} target="_blank" rel="noreferrer">
                  Verify page<span className="visually-hidden"> of {item.delegateName}</span>
                </a>
                {item.revokedAt ? (
                  <button
                    type="button"
                    className="button button--ghost-dark button--small"
                    onClick={() => onReissue(item)}
                    aria-haspopup="dialog"
                  >
                    {m.reissue}
                    <span className="visually-hidden"> {item.delegateName}</span>
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--ghost-dark button--small"
                    onClick={() => onRevoke(item)}
                    aria-haspopup="dialog"
                  >
                    {m.revoke}
                    <span className="visually-hidden"> {item.delegateName}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What issuing now would get wrong, as the server reports it (shown on the page and in the dialog). */
function Problems({ problems, id }: { problems: CertificateProblem[]; id?: string }) {
  return (
    <ul className="cert-problems" id={id}>
      {problems.map((p) => (
        <li key={p.code} className="cert-problems__item">
          <Icon name="alert" size={18} strokeWidth={2.2} />
          <span>{p.message}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /registrations/:event/certificates: issue the participation certificates of the delegates who attended
 * (confirming first what the server says is wrong with issuing now), see them, revoke one, re-issue a
 * revoked one, and download them all as one ZIP with its progress.
 */
export function CertificatesPage({ eventName }: { eventName: string }) {
  const queryClient = useQueryClient();
  const onUnauthorized = useUnauthorizedHandler();
  const list = useQuery(certificateListQuery(eventName));
  const issueDialog = useRef<HTMLDialogElement>(null);
  const revokeDialog = useRef<HTMLDialogElement>(null);
  const reissueDialog = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState<CertificateListItem | null>(null);
  const [result, setResult] = useState('');

  const refresh = () => queryClient.invalidateQueries({ queryKey: certificateListQuery(eventName).queryKey });
  const fail = (error: unknown) => {
    if (!onUnauthorized(error)) notify('error', errorMessage(error, messages.admin.somethingWentWrong));
  };
  const problems = list.data?.problems ?? [];
  const issue = useMutation({
    // Exactly the problems the dialog named: one that appeared since is refused (409) and shown.
    mutationFn: () =>
      issueCertificates(
        eventName,
        problems.map((p) => p.code),
      ),
    onSuccess: async (data) => {
      issueDialog.current?.close();
      const text = `${m.issued}: ${m.issuedCounts(data.issued, data.existing)}`;
      setResult(text);
      notify('success', text);
      await refresh();
    },
    onError: async (error) => {
      issueDialog.current?.close();
      fail(error);
      await refresh();
    },
  });
  const reissue = useMutation({
    mutationFn: (code: string) => reissueCertificate(eventName, code),
    onSuccess: async () => {
      reissueDialog.current?.close();
      notify('success', m.reissued);
      await refresh();
    },
    onError: (error) => {
      reissueDialog.current?.close();
      fail(error);
    },
  });
  const revoke = useMutation({
    mutationFn: (code: string) => revokeCertificate(eventName, code),
    onSuccess: async () => {
      revokeDialog.current?.close();
      notify('success', m.revoked);
      await refresh();
    },
    onError: fail,
  });

  const title = `${eventName} ${m.title}`;
  const live = list.data?.certificates.filter((c) => !c.revokedAt).length ?? 0;
  return (
    <PageFrame
      variant="admin"
      title={title}
      count={list.data?.certificates.length}
      back={{ to: paths.eventRegistrations(eventName), label: 'Go Back' }}
    >
      <section className="panel adm-card" aria-label={title}>
        <p className="adm-card__lead">{m.intro}</p>
        <div className="adm-tools cert-tools">
          <button
            type="button"
            className="button button--gold"
            onClick={() => issueDialog.current?.showModal()}
            disabled={list.isPending}
          >
            {m.issue}
          </button>
          <ZipDownload eventName={eventName} live={live} />
          {list.data ? (
            <span className="adm-tools__text" data-testid="eligible-without">
              {list.data.eligibleWithout === 1
                ? '1 eligible delegate has no certificate yet'
                : `${list.data.eligibleWithout} eligible delegates have no certificate yet`}
            </span>
          ) : null}
        </div>
        {problems.length > 0 ? (
          <div className="cert-warning" aria-labelledby="cert-warning-title">
            <h2 id="cert-warning-title" className="cert-warning__title">
              {m.problemsTitle}
            </h2>
            <Problems problems={problems} />
          </div>
        ) : null}
        <p className="adm-result" role="status">
          {result}
        </p>
        <ListState<CertificateListResponse>
          query={list}
          errorText={(error) => errorMessage(error, messages.admin.errorFetchingData)}
          empty={m.none}
          isEmpty={(data) => data.certificates.length === 0}
        >
          {(data) => (
            <CertificateRows
              items={data.certificates}
              onRevoke={(item) => {
                setTarget(item);
                revokeDialog.current?.showModal();
              }}
              onReissue={(item) => {
                setTarget(item);
                reissueDialog.current?.showModal();
              }}
            />
          )}
        </ListState>
      </section>
      <ConfirmDialog
        ref={issueDialog}
        title={problems.length > 0 ? m.problemsTitle : m.issueConfirmTitle}
        confirmLabel={problems.length > 0 ? m.issueAnyway : m.issue}
        pending={issue.isPending}
        onConfirm={() => issue.mutate()}
      >
        {problems.length > 0 ? <Problems problems={problems} /> : null}
        <p>{m.issueConfirm}</p>
      </ConfirmDialog>
      <ConfirmDialog
        ref={reissueDialog}
        title={m.reissueConfirmTitle}
        confirmLabel={m.reissue}
        pending={reissue.isPending}
        onConfirm={() => target && reissue.mutate(target.code)}
      >
        <p>{target ? m.reissueConfirm(target.delegateName) : ''}</p>
      </ConfirmDialog>
      <ConfirmDialog
        ref={revokeDialog}
        title={m.revokeConfirmTitle}
        confirmLabel={m.revoke}
        pending={revoke.isPending}
        onConfirm={() => target && revoke.mutate(target.code)}
      >
        <p>{target ? m.revokeConfirm(target.delegateName) : ''}</p>
      </ConfirmDialog>
    </PageFrame>
  );
}
