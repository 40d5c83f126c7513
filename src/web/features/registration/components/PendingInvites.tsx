import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '~/shared/messages';
import type { PendingInvite } from '~/shared/schemas/registration';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { ErrorText } from '~/web/components/app/PageFrame';
import { formatDateTime } from '~/web/components/app/format';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { declineInvite, failureMessage, inviteFormPath, pendingInvitesQuery } from '../api';
import './pending-invites.css';

const m = messages.registration;

interface InviteItemProps {
  invite: PendingInvite;
  onDecline: (invite: PendingInvite) => void;
  declining: boolean;
}

/** One invite: who asks, for which group and event, and Accept (the member form) or Decline. */
function InviteItem({ invite, onDecline, declining }: InviteItemProps) {
  const navigate = useNavigate();
  const unauthorized = useUnauthorizedHandler();
  const accept = useMutation({
    mutationFn: () => inviteFormPath(invite._id),
    onSuccess: (path) => void navigate(path),
    onError: (error) => {
      if (!unauthorized(error)) notify('error', failureMessage(error));
    },
  });
  const titleId = `pending-invite-${invite._id}`;
  const busy = accept.isPending || accept.isSuccess;
  return (
    <li className="pinv__item">
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="pinv__title">
          {invite.grpName} <span className="pinv__event">· {invite.eventName}</span>
        </h3>
        <p className="pinv__from">
          {invite.leaderName} (<span className="pinv__email">{invite.leaderEmail}</span>) invited you to
          register as a member of their group. Members do not pay: the leader pays for the group.
        </p>
        <p className="pinv__meta">
          Sent <time dateTime={invite.sentAt}>{formatDateTime(invite.sentAt)}</time>
        </p>
        {invite.registrationOpen ? null : <p className="pinv__closed">{m.eventClosed}.</p>}
        <div className="pinv__actions">
          <button
            type="button"
            className="button button--navy button--small"
            onClick={() => accept.mutate()}
            disabled={!invite.registrationOpen || busy || declining}
            aria-busy={busy}
            aria-describedby={titleId}
          >
            {busy ? messages.generic.loading : 'Accept'}
          </button>
          <button
            type="button"
            className="button button--ghost-dark button--small"
            onClick={() => onDecline(invite)}
            disabled={busy || declining}
            aria-describedby={titleId}
          >
            Decline
          </button>
        </div>
      </article>
    </li>
  );
}

interface PendingInvitesListProps {
  invites: PendingInvite[];
}

/** The invites with their Decline confirmation (the leader sees the answer; only a new invite asks again). */
export function PendingInvitesList({ invites }: PendingInvitesListProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [asked, setAsked] = useState<PendingInvite | null>(null);
  const queryClient = useQueryClient();
  const unauthorized = useUnauthorizedHandler();
  const decline = useMutation({
    mutationFn: (invite: PendingInvite) => declineInvite(invite._id),
    onSuccess: async ({ message }) => {
      dialog.current?.close();
      notify('success', message || m.inviteDeclined);
      await queryClient.invalidateQueries({ queryKey: pendingInvitesQuery.queryKey });
    },
    onError: (error) => {
      dialog.current?.close();
      if (!unauthorized(error)) notify('error', failureMessage(error));
    },
  });
  const ask = (invite: PendingInvite) => {
    setAsked(invite);
    dialog.current?.showModal();
  };
  return (
    <>
      <ul className="pinv">
        {invites.map((invite) => (
          <InviteItem
            key={invite._id}
            invite={invite}
            onDecline={ask}
            declining={decline.isPending && decline.variables._id === invite._id}
          />
        ))}
      </ul>
      <ConfirmDialog
        ref={dialog}
        title={asked ? `Decline the invite to ${asked.grpName}?` : 'Decline the invite?'}
        confirmLabel="Decline"
        pending={decline.isPending}
        onConfirm={() => asked && decline.mutate(asked)}
      >
        {asked ? (
          <p>
            {asked.leaderName} will see that you declined, and can invite someone else. Only a new invite from
            them can bring it back to your dashboard.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * The dashboard's card of the member's pending group invites, first on the page: shown when there are
 * invites (or they could not be read), and absent while loading or when none waits (nothing to act on).
 */
export function DashboardPendingInvites() {
  const query = useQuery(pendingInvitesQuery);
  if (query.isPending || (query.data && query.data.length === 0)) return null;
  return (
    <section className="panel dash-card pinv-card" aria-labelledby="dash-invites-title">
      <h2 id="dash-invites-title" className="dash-card__title">
        Group invites
      </h2>
      {query.isError ? <ErrorText text={failureMessage(query.error)} /> : null}
      {query.data ? <PendingInvitesList invites={query.data} /> : null}
    </section>
  );
}
