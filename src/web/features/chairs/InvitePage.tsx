import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { AUTH_COOKIE } from '~/shared/constants';
import { chairMessages } from '~/shared/desk-messages';
import { paths, withRedirect } from '~/shared/paths';
import { ErrorText, Loading, PageFrame } from '~/web/components/app/PageFrame';
import { errorMessage, readCookie } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { acceptInvite, lookUpInvite } from './api';

const m = chairMessages;

/**
 * /chair/invite/:token: what the invite is for; a visitor without a session signs up or logs in (and comes
 * back here); the account with the invited email accepts and goes to the committee's roll call.
 */
export function InvitePage({ token }: { token: string }) {
  const navigate = useNavigate();
  const unauthorized = useUnauthorizedHandler();
  const invite = useQuery({
    queryKey: ['chair-invite', token],
    queryFn: () => lookUpInvite(token),
    retry: false,
  });
  const accept = useMutation({ mutationFn: () => acceptInvite(token) });
  const signedIn = Boolean(readCookie(AUTH_COOKIE));
  const here = paths.chairInvite(token);

  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: (res) => {
        notify('success', res.message);
        void navigate(paths.chairRoom(res.room.eventName, res.room.committee));
      },
      onError: (error) => {
        if (!unauthorized(error)) notify('error', errorMessage(error, m.error));
      },
    });

  return (
    <PageFrame title={m.inviteTitle}>
      {invite.isPending ? (
        <Loading text={m.loading} />
      ) : invite.isError ? (
        <ErrorText text={errorMessage(invite.error, m.noSuchInvite)} />
      ) : invite.data.state === 'revoked' ? (
        <ErrorText text={m.inviteRevoked} />
      ) : (
        <div className="adm-stack">
          <p>{m.inviteText(invite.data.committeeName, invite.data.eventName, invite.data.email)}</p>
          {signedIn ? (
            <div>
              <button
                type="button"
                className="button button--navy"
                onClick={onAccept}
                disabled={accept.isPending}
              >
                {accept.isPending ? m.accepting : m.accept}
              </button>
              {accept.isError ? (
                <p className="form-error" role="alert">
                  {errorMessage(accept.error, m.error)}
                </p>
              ) : null}
            </div>
          ) : (
            <>
              <p>{m.signUpToAccept}</p>
              <div className="sessions-actions">
                <Link className="button button--navy" to={withRedirect(paths.signup, here)}>
                  {m.signUp}
                </Link>
                <Link className="button button--ghost-dark" to={withRedirect(paths.login, here)}>
                  {m.logIn}
                </Link>
              </div>
            </>
          )}
        </div>
      )}
    </PageFrame>
  );
}
