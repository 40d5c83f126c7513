/**
 * The page a new account goes to once its email is verified, when the sign-up started from one (a group
 * invite: login's `?redirectTo=`): kept in this browser's storage, where the verification link usually opens.
 * Only a path of this site is kept or given back (safeRedirectTarget); elsewhere the default applies.
 */
import { safeRedirectTarget } from '~/shared/paths';

const key = 'nitsmun:after-verification';

export function rememberAfterVerification(target: string | null): void {
  const safe = safeRedirectTarget(target);
  try {
    if (safe) window.localStorage.setItem(key, safe);
  } catch {
    // Storage refused (private mode, quota): the verified account lands on the default page.
  }
}

/** The page kept at sign-up, or null. */
export function keptForAfterVerification(): string | null {
  try {
    return safeRedirectTarget(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

/** Forgets the page kept at sign-up (once the email is verified and the account is on its way there). */
export function forgetAfterVerification(): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing kept, or storage refused.
  }
}
