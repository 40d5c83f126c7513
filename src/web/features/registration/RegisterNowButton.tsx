import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toastDurations } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { paths, withRedirect } from '~/shared/paths';
import { useSession } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import './RegisterNowButton.css';

export type RegisterNowTone = 'gold' | 'navy' | 'outline';

interface RegisterNowButtonProps {
  children?: ReactNode;
  tone?: RegisterNowTone;
  className?: string;
  /** Where a signed-in visitor goes: /registration (the featured event) unless given. */
  to?: string;
}

/**
 * Register Now: goes to /registration when logged in; otherwise to /signup with the
 * 'Please login or signup to register for the event' toast (10 s). A button for another event than the
 * featured one (`to`) keeps its target through sign-up or login (`?redirectTo=`), so the new account
 * registers for that event, not the featured one.
 */
export function RegisterNowButton({
  children = 'Register Now',
  tone = 'gold',
  className,
  to = paths.registration,
}: RegisterNowButtonProps) {
  const { isLoggedIn } = useSession();
  return (
    <Link
      to={isLoggedIn ? to : withRedirect(paths.signup, to === paths.registration ? null : to)}
      className={['reg-btn', `reg-btn--${tone}`, className].filter(Boolean).join(' ')}
      onClick={() => {
        if (!isLoggedIn)
          notify('error', messages.auth.loginOrSignupToRegister, { duration: toastDurations.key });
      }}
    >
      {children}
    </Link>
  );
}
