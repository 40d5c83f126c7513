import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { redirectDelays, toastDurations } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { chosenRegistrationEvent, isInvitePath, paths } from '~/shared/paths';
import { forgetAfterVerification, keptForAfterVerification } from '~/web/lib/after-verification';
import { errorMessage } from '~/web/lib/api';
import { notify } from '~/web/lib/toast';
import { useRefreshProfile, verifyEmailToken } from '../api';
import { useRedirectAfter } from '~/web/components/app/useRedirectAfter';
import '~/web/styles/app.css';

/**
 * /verifyemail/{token}: PUT /verifytoken/{token} once (a query, so a remount never spends the single-use
 * token twice), then the success heading and /registration after 2.5 s, or the failure heading and the
 * server's message, on the page and as a toast (each server error is a toast).
 */
export function VerifyEmail({ token }: { token: string }) {
  const result = useQuery({
    queryKey: ['verifyEmail', token],
    queryFn: () => verifyEmailToken(token),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchInterval: false,
  });
  const refreshProfile = useRefreshProfile();
  const verified = result.isSuccess;

  useEffect(() => {
    if (!verified) return;
    notify('success', result.data.message || messages.verify.success, { duration: toastDurations.key });
    void refreshProfile();
    forgetAfterVerification();
  }, [verified, result.data, refreshProfile]);
  // The page the sign-up started from (a group invite), else registration.
  const [next] = useState(() => (typeof window === 'undefined' ? null : keptForAfterVerification()));
  const to = next ?? paths.registration;
  // A Register button of another event than the featured one kept its registration (`?event=`).
  const namedEvent =
    next && next.includes('?') ? chosenRegistrationEvent(next.slice(next.indexOf('?'))) : null;
  useRedirectAfter(verified, to, redirectDelays.afterEmailVerification);

  const failure = result.isError
    ? errorMessage(result.error, messages.generic.somethingWentWrong)
    : undefined;
  useEffect(() => {
    // One toast per token, even if the screen renders again.
    if (failure) notify('error', failure, { id: `verify-email-failed:${token}` });
  }, [failure, token]);

  let heading: string = messages.verify.verifying;
  if (result.isSuccess) heading = result.data.message || messages.verify.success;
  if (result.isError) heading = messages.verify.failedHeading;

  return (
    <main id="main" className="acc-page">
      <header className="acc-intro">
        <div className="container acc-intro__inner" aria-live="polite">
          <p className="acc-intro__eyebrow">Email verification</p>
          <h1 className="acc-intro__title">{heading}</h1>
        </div>
      </header>
      <div className="container acc-body">
        <div className="panel acc-card">
          {result.isPending ? (
            <p className="acc-loading">This takes a moment: please keep this page open.</p>
          ) : null}
          {result.isSuccess ? (
            <div className="acc-status">
              <p className="acc-status__text">
                {next && isInvitePath(next)
                  ? 'You can now accept your group invite. Taking you to it…'
                  : `You can now register for the ${namedEvent ?? 'Annual Conference'}. Taking you to the registration page…`}
              </p>
              <Link to={to} className="acc-link">
                {next && isInvitePath(next) ? 'Open the invite now' : 'Go to registration now'}
              </Link>
            </div>
          ) : null}
          {result.isError ? (
            <div className="acc-status">
              <p className="acc-status__error" role="alert">
                {failure}
              </p>
              <p className="acc-status__text">
                Links work once and expire. Log in and send yourself a new verification link from your
                dashboard.
              </p>
              <Link to={paths.dashboard} className="acc-link">
                Go to your dashboard
              </Link>
            </div>
          ) : null}
        </div>
      </div>
    </main>
  );
}
