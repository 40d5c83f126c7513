import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toastDurations } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { errorMessage } from '~/web/lib/api';
import { notify } from '~/web/lib/toast';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { useFeaturedEvent } from '~/web/features/registration/api';
import { keptForAfterVerification } from '~/web/lib/after-verification';
import { chosenRegistrationEvent, paths } from '~/shared/paths';
import { sendVerificationLink, useRefreshProfile } from '../api';

/**
 * Shown instead of the profile until the email is verified: why (to register for the event the sign-up
 * started from, such as the Mock MUN, else the featured event), how to verify, and a button that sends the
 * link (which the page also shows when the server returns it).
 */
export function UnverifiedNotice({ email }: { email: string }) {
  const refreshProfile = useRefreshProfile();
  const unauthorized = useUnauthorizedHandler();
  const send = useMutation({
    mutationFn: sendVerificationLink,
    onSuccess: (data) =>
      notify(
        'success',
        data.verifyEmailLink ? messages.sendLink.linkProvided : messages.sendLink.linkSentToInbox,
        {
          duration: toastDurations.verificationLink,
        },
      ),
    onError: (error) => {
      if (unauthorized(error)) return;
      const message = errorMessage(error, messages.sendLink.unknownError);
      notify('error', message);
      if (message === messages.sendLink.alreadyVerified) void refreshProfile();
    },
  });
  // The featured event's name, once known (the sentence stands without it while the list loads).
  const featured = useFeaturedEvent().data?.name ?? null;
  const startedFrom = useEventKeptAtSignup();

  return (
    <section className="panel dash-card dash-verify" aria-labelledby="dash-verify-title">
      <h2 id="dash-verify-title" className="dash-card__title">
        Verify your email
      </h2>
      <p className="dash-verify__lead">
        {messages.ui.registration.verifyToRegister(startedFrom ?? featured)}
      </p>
      <ol className="dash-verify__steps">
        <li>
          Click <strong>Send verification link</strong>: we send the link to the personal email you gave at
          signup, <strong className="dash-verify__email">{email}</strong>.
        </li>
        <li>Check your inbox, and the spam folder too, then open the link.</li>
        <li>Refresh this page.</li>
        <li>
          Then click <strong>Apply</strong> in the navbar to register.
        </li>
      </ol>
      <button
        type="button"
        className="form-submit dash-verify__send"
        onClick={() => send.mutate()}
        disabled={send.isPending}
        aria-busy={send.isPending}
      >
        {send.isPending ? messages.generic.sending : 'Send verification link'}
      </button>
      <div aria-live="polite">
        {send.isSuccess ? (
          <VerificationSent message={send.data.message} link={send.data.verifyEmailLink} email={email} />
        ) : null}
      </div>
    </section>
  );
}

/**
 * What the page says once the link is issued: the link itself when the server returns it (the original's screen,
 * kept in development and tests), otherwise that it went to the inbox, which only the owner can open.
 */
export function VerificationSent({
  message,
  link,
  email,
}: {
  message: string;
  link?: string;
  email: string;
}) {
  return (
    <div className="dash-verify__sent">
      <p>{message || messages.sendLink.success}.</p>
      {link ? (
        <p>
          Your verification link:{' '}
          <a href={link} className="acc-link dash-verify__link">
            {link}
          </a>
        </p>
      ) : (
        <p>{messages.sendLink.sentToInbox(email)}</p>
      )}
    </div>
  );
}

/**
 * The event whose registration the sign-up started from (kept in this browser until the email is verified),
 * or null. Read after mounting: the storage is the browser's alone.
 */
function useEventKeptAtSignup(): string | null {
  const [eventName, setEventName] = useState<string | null>(null);
  useEffect(() => {
    const kept = keptForAfterVerification();
    if (!kept) return;
    const url = new URL(kept, window.location.origin);
    setEventName(url.pathname === paths.registration ? chosenRegistrationEvent(url.search) : null);
  }, []);
  return eventName;
}
