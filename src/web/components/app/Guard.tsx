/**
 * The guard layouts of the app pages (src/web/routes/guards/*.tsx, nested under AppShell in
 * src/web/routes.ts). Each one's clientLoader reads the session once, through the page's query client, and
 * carries out the decision of ./access.ts: a redirect with its toast, the page (with the profile for it to
 * read), or the error line in the page's frame. The pages below a guard hold no access logic.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import {
  type ClientLoaderFunctionArgs,
  Outlet,
  type Params,
  redirect,
  replace,
  useLoaderData,
  useMatches,
  useNavigate,
  useRevalidator,
} from 'react-router';
import { AUTH_COOKIE } from '~/shared/constants';
import type { Profile } from '~/shared/schemas/accounts';
import { addressWithCurrentEventName } from '~/web/lib/event-names';
import { getQueryClient } from '~/web/lib/query-client';
import { endSession, isUnauthorized, onSessionEnd, profileQuery, readCookie } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { type GuardToast, type Requirement, type Visitor, decideAccess, needsProfile } from '~/shared/access';
import { AppLoading } from './AppLoading';
import { ErrorText, PageFrame, type PageVariant } from './PageFrame';

/** What a guard layout renders: the page, the error line, or a notice before a delayed redirect. */
export type GuardData =
  | { state: 'allow'; profile: Profile | null }
  | { state: 'error'; message: string }
  | { state: 'hold'; notice: string; delayMs: number; to: string; toast: GuardToast | null };

/** The parts of a page's frame that the guard shows around its error line or notice. */
export interface GuardFrame {
  title?: string;
  eyebrow?: string;
  variant?: PageVariant;
}

/** A guarded page's `handle`: its frame (from its parameters where they name it). */
export interface GuardHandle {
  guardFrame: GuardFrame | ((params: Params) => GuardFrame);
  /**
   * The page's own frame around the loading line, which the server renders in AppShell's loading state
   * (so the page's heading paints from the HTML); AppLoading when absent.
   */
  loadingFrame?: ComponentType;
}

async function currentVisitor(
  requirement: Requirement,
): Promise<{ visitor: Visitor; profile: Profile | null }> {
  if (!readCookie(AUTH_COOKIE)) return { visitor: { kind: 'anonymous' }, profile: null };
  if (!needsProfile(requirement)) return { visitor: { kind: 'cookie' }, profile: null };
  try {
    // From the cache while fresh; a request already under way (the session's own) is joined, not repeated.
    const profile = await getQueryClient().fetchQuery(profileQuery);
    return { visitor: { kind: 'signedIn', profile }, profile };
  } catch (error) {
    if (!isUnauthorized(error)) return { visitor: { kind: 'failed' }, profile: null };
    endSession();
    return { visitor: { kind: 'expired' }, profile: null };
  }
}

function raise(toast: GuardToast | null): void {
  if (!toast) return;
  const { message, id, duration } = toast;
  notify('error', message, duration === undefined ? { id } : { id, duration });
}

/**
 * Leaving the page on display (its first load, or a check after the session ended) replaces its history
 * entry, as a <Navigate replace> from the page did; leaving on the way to it (a client-side navigation)
 * never added the entry in the first place.
 */
function leave(to: string, request: Request): Response {
  const target = new URL(request.url);
  const shown = target.pathname + target.search === window.location.pathname + window.location.search;
  return shown ? replace(to) : redirect(to);
}

/** What a guard layout's clientLoader does: the decision for this visitor, carried out. */
async function guard(
  requirement: Requirement,
  request: Request,
  params: Params = {},
): Promise<GuardData | Response> {
  const { visitor, profile } = await currentVisitor(requirement);
  const decision = decideAccess(visitor, requirement);
  switch (decision.kind) {
    case 'allow': {
      // An address naming its event by a name it had before a rename opens under the current name.
      const moved = await addressWithCurrentEventName(params, request);
      if (moved) return leave(moved, request);
      return { state: 'allow', profile };
    }
    case 'error':
      return { state: 'error', message: decision.message };
    case 'redirect':
      if (decision.hold) return { state: 'hold', ...decision.hold, to: decision.to, toast: decision.toast };
      // A check overtaken by another (the visitor went on, or the session ended meanwhile) raises no toast.
      if (!request.signal.aborted) raise(decision.toast);
      return leave(decision.to, request);
  }
}

const ProfileContext = createContext<Profile | null>(null);

/**
 * The profile of the visitor, for a page below a guard that read it: from the query cache the guard filled
 * (so an edit or a verification shows at once), never a request of its own.
 */
export function useProfile(): Profile {
  const checked = useContext(ProfileContext);
  const { data } = useQuery({ ...profileQuery, enabled: false });
  const profile = data ?? checked;
  if (!profile) throw new Error('useProfile is for the pages below a guard that reads the profile');
  return profile;
}

/** The page. A session that ends while it is shown (a 401 from a later call) has the access checked again. */
function Allowed({ profile }: { profile: Profile | null }) {
  const { revalidate } = useRevalidator();
  const { error } = useQuery({ ...profileQuery, enabled: false });
  const refused = profile !== null && isUnauthorized(error);
  useEffect(() => {
    // The profile's background refresh was refused: the session expired or was revoked meanwhile.
    if (refused) endSession();
  }, [refused]);
  const signedIn = profile !== null;
  useEffect(() => (signedIn ? onSessionEnd(() => void revalidate()) : undefined), [signedIn, revalidate]);
  return (
    <ProfileContext.Provider value={profile}>
      <Outlet />
    </ProfileContext.Provider>
  );
}

/** The notice of a delayed redirect (an invite meant for someone else), then the toast and the redirect. */
function Hold({ notice, delayMs, to, toast }: Extract<GuardData, { state: 'hold' }>) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      raise(toast);
      void navigate(to, { replace: true });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, to, toast, navigate]);
  return (
    <p className="acc-note" role="status">
      {notice}
    </p>
  );
}

/** The guarded page's frame (the guard's defaults, then the page's `handle`) around what the guard says. */
function GuardedFrame({ defaults, children }: { defaults: GuardFrame; children: ReactNode }) {
  const page = useMatches().at(-1);
  const own = (page?.handle as GuardHandle | undefined)?.guardFrame;
  const frame = { ...defaults, ...(typeof own === 'function' ? own(page?.params ?? {}) : own) };
  const { title = '', eyebrow, variant = 'account' } = frame;
  return (
    <PageFrame title={title} variant={variant} {...(eyebrow === undefined ? {} : { eyebrow })}>
      {variant === 'admin' ? <div className="panel adm-card">{children}</div> : children}
    </PageFrame>
  );
}

/** The component of a guard layout: the page, or the error line or notice in the page's frame. */
function GuardLayout({ data, frame }: { data: GuardData; frame: GuardFrame }) {
  if (data.state === 'allow') return <Allowed profile={data.profile} />;
  return (
    <GuardedFrame defaults={frame}>
      {data.state === 'error' ? <ErrorText text={data.message} /> : <Hold {...data} />}
    </GuardedFrame>
  );
}

/**
 * The exports of the guest guard's route module (login and sign-up), whose pages the server renders with
 * their content (docs/decisions/0035-account-pages-rendered-first.md): one rendering for everyone, so its
 * `loader` gives the page as a visitor without a session sees it. The clientLoader checks on client-side
 * navigations (not on hydration: the route has server data); once hydrated, the layout checks this visitor's
 * cookie and carries out the same decision, a redirect replacing the page.
 */
export function guestGuardRoute(frame: GuardFrame) {
  const requirement: Requirement = { kind: 'guest' };
  function loader(): GuardData {
    return { state: 'allow', profile: null };
  }
  async function clientLoader({ request }: ClientLoaderFunctionArgs) {
    return guard(requirement, request);
  }
  function Layout() {
    const data = useLoaderData<GuardData>();
    const navigate = useNavigate();
    useEffect(() => {
      let current = true;
      void currentVisitor(requirement).then(({ visitor }) => {
        if (!current) return;
        const decision = decideAccess(visitor, requirement);
        if (decision.kind === 'redirect') {
          raise(decision.toast);
          void navigate(decision.to, { replace: true });
        }
      });
      return () => {
        current = false;
      };
    }, [navigate]);
    return <GuardLayout data={data} frame={frame} />;
  }
  return { loader, clientLoader, Layout };
}

/**
 * The exports of a guard layout's route module: its clientLoader (run on hydration too: the server renders
 * the HydrateFallback, the app's loading state), the fallback and the layout; `frame` gives the defaults of
 * the pages' frames.
 */
export function guardRoute(requirement: Requirement | ((params: Params) => Requirement), frame: GuardFrame) {
  async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
    return guard(typeof requirement === 'function' ? requirement(params) : requirement, request, params);
  }
  clientLoader.hydrate = true as const;
  function Layout() {
    return <GuardLayout data={useLoaderData<GuardData>()} frame={frame} />;
  }
  return { clientLoader, HydrateFallback: AppLoading, Layout };
}
