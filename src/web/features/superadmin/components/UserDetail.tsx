import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { type Capability, capabilities, capabilityRoles } from '~/shared/capabilities';
import { messages } from '~/shared/messages';
import { statementMessages } from '~/shared/statement-messages';
import { paths } from '~/shared/paths';
import type { AccountDetail } from '~/shared/schemas/superadmin-accounts';
import { errorMessage } from '~/web/lib/api';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { formatDateTime, statusLabel } from '~/web/components/app/format';
import { notify } from '~/web/lib/toast';
import { accountQuery, deleteAccount, demoteAccount, elevateAccount, setCapability } from '../api';

function useOnError() {
  const unauthorized = useUnauthorizedHandler();
  return (error: unknown) => {
    if (!unauthorized(error)) notify('error', errorMessage(error, messages.generic.somethingWentWrong));
  };
}

/** Elevate Role (clients) or Demote Role (admins); the account is reloaded afterwards. */
function RoleAction({ account }: { account: AccountDetail }) {
  const queryClient = useQueryClient();
  const onError = useOnError();
  const change = useMutation({
    mutationFn: () => (account.role === 'client' ? elevateAccount(account._id) : demoteAccount(account._id)),
    onSuccess: async ({ message }) => {
      notify('success', message);
      await queryClient.invalidateQueries({ queryKey: ['superadmin'] });
    },
    onError,
  });
  if (account.role === 'superadmin') return null;
  const elevate = account.role === 'client';
  return (
    <button
      type="button"
      className={elevate ? 'adm-btn adm-btn--confirm' : 'adm-btn adm-btn--outline'}
      onClick={() => change.mutate()}
      disabled={change.isPending}
      aria-busy={change.isPending}
    >
      {change.isPending ? messages.generic.sending : elevate ? 'Elevate Role' : 'Demote Role'}
    </button>
  );
}

/** Delete account (clients only), after a confirmation dialog; then back to the accounts list. */
function DeleteAction({ account }: { account: AccountDetail }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onError = useOnError();
  const remove = useMutation({
    mutationFn: () => deleteAccount(account._id),
    onSuccess: ({ message }) => {
      notify('success', message);
      dialog.current?.close();
      queryClient.removeQueries({ queryKey: ['superadmin', 'account', account._id] });
      void queryClient.invalidateQueries({ queryKey: ['superadmin'] });
      void navigate(paths.allAccounts);
    },
    onError: (error) => {
      dialog.current?.close();
      onError(error);
    },
  });
  const pending = remove.isPending || remove.isSuccess;
  return (
    <>
      <button type="button" className="adm-btn adm-btn--decline" onClick={() => dialog.current?.showModal()}>
        Delete account
      </button>
      <ConfirmDialog
        ref={dialog}
        title="Delete this account?"
        confirmLabel="Delete account"
        pending={pending}
        onConfirm={() => remove.mutate()}
      >
        <p>
          {account.name} ({account.email}) is deleted now, with their profile, photo, registrations and
          invites. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}

const sm = statementMessages;

/** Grant or revoke one capability, after a confirmation; the account is reloaded afterwards. */
function CapabilityRow({ account, capability }: { account: AccountDetail; capability: Capability }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const onError = useOnError();
  const holds = account.capabilities.includes(capability);
  const byRole = capabilityRoles[capability].includes(account.role);
  const label = sm.capabilityLabels[capability];
  const effect = sm.capabilityEffects[capability];
  const change = useMutation({
    mutationFn: () => setCapability(account._id, capability, !holds),
    onSuccess: async ({ message }) => {
      dialog.current?.close();
      notify('success', message);
      await queryClient.invalidateQueries({ queryKey: ['superadmin'] });
    },
    onError: (error) => {
      dialog.current?.close();
      onError(error);
    },
  });
  return (
    <li className="adm-capability">
      <p className="adm-card__lead">
        {label}: <strong>{holds ? 'granted' : 'not granted'}</strong>
        {byRole ? ` (${account.role}s have it by their role)` : ''}
      </p>
      <div className="adm-action__buttons">
        <button
          type="button"
          className={holds ? 'adm-btn adm-btn--outline' : 'adm-btn adm-btn--confirm'}
          aria-haspopup="dialog"
          onClick={() => dialog.current?.showModal()}
        >
          {holds ? sm.revoke : sm.grant}
          <span className="visually-hidden"> ({label})</span>
        </button>
      </div>
      <ConfirmDialog
        ref={dialog}
        title={holds ? sm.revokeConfirmTitle(label) : sm.grantConfirmTitle(label)}
        confirmLabel={holds ? sm.revoke : sm.grant}
        pending={change.isPending}
        onConfirm={() => change.mutate()}
      >
        <p>{holds ? sm.revokeConfirm(account.email, effect) : sm.grantConfirm(account.email, effect)}</p>
      </ConfirmDialog>
    </li>
  );
}

/** The capabilities a superadmin grants beside the role: the treasurer and each content section's editor. */
function CapabilityActions({ account }: { account: AccountDetail }) {
  return (
    <section className="panel adm-card adm-action" aria-labelledby="adm-account-capabilities">
      <h2 id="adm-account-capabilities" className="adm-card__title">
        {sm.capabilitiesTitle}
      </h2>
      <ul className="adm-capabilities" role="list">
        {capabilities.map((capability) => (
          <CapabilityRow key={capability} account={account} capability={capability} />
        ))}
      </ul>
    </section>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="adm-detail__row">
      <dt>{term}</dt>
      <dd>{children || <span className="adm-detail__none">Not given</span>}</dd>
    </div>
  );
}

/** /user/:id: one account and the actions its role allows. */
export function UserDetail({ id }: { id: string }) {
  const account = useQuery(accountQuery(id));
  let body: React.ReactNode;
  if (account.isPending)
    body = (
      <div className="panel adm-card">
        <Loading text={messages.admin.loading} />
      </div>
    );
  else if (account.isError)
    body = (
      <div className="panel adm-card">
        <ErrorText text={errorMessage(account.error, messages.generic.somethingWentWrong)} />
      </div>
    );
  else {
    const a = account.data;
    body = (
      <div className="adm-stack">
        <section className="panel adm-card" aria-labelledby="adm-account-title">
          <div className="adm-detail__head">
            <h2 id="adm-account-title" className="adm-card__title">
              {a.name}
            </h2>
            <span className={`adm-pill adm-pill--role-${a.role}`}>{statusLabel(a.role)}</span>
          </div>
          <dl className="adm-detail__list">
            <Row term="Email">
              <a href={`mailto:${a.email}`}>{a.email}</a>
            </Row>
            <Row term="Role">{statusLabel(a.role)}</Row>
            <Row term="Verified">{a.isVerified ? 'Yes' : 'No'}</Row>
            <Row term="Phone">{a.phone}</Row>
            <Row term="Student of NIT Silchar">{a.isStudentOfNITS ? 'Yes' : 'No'}</Row>
            <Row term="Scholar ID">{a.scholarID}</Row>
            <Row term="Created">{formatDateTime(a.createdAt)}</Row>
            {a.deleteAfter ? (
              <Row term="Scheduled for deletion after">{formatDateTime(a.deleteAfter)}</Row>
            ) : null}
            <Row term={sm.capabilitiesTitle}>{a.capabilities.join(', ')}</Row>
          </dl>
        </section>
        <CapabilityActions account={a} />
        {a.role !== 'superadmin' ? (
          <section className="panel adm-card adm-action" aria-labelledby="adm-account-actions">
            <h2 id="adm-account-actions" className="adm-card__title">
              Actions
            </h2>
            <p className="adm-card__lead">
              {a.role === 'client'
                ? 'Elevate this client to admin, or delete the account and its data.'
                : 'Demote this admin to client. Only clients can be deleted.'}
            </p>
            <div className="adm-action__buttons">
              <RoleAction account={a} />
              {a.role === 'client' ? <DeleteAction account={a} /> : null}
            </div>
          </section>
        ) : null}
      </div>
    );
  }
  return (
    <PageFrame
      variant="admin"
      eyebrow="Superadmin"
      title="Account"
      lead={account.data?.email}
      back={{ to: paths.allAccounts, label: 'All accounts' }}
    >
      {body}
    </PageFrame>
  );
}
