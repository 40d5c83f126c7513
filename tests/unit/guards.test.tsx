// @vitest-environment jsdom
/**
 * The guard layouts of the app pages (src/web/routes/guards/*.tsx) as React Router runs them in the browser:
 * each one's loader reads the session (cookie and profile) and carries out decideAccess (src/shared/access.ts,
 * whose every case tests/unit/access.test.ts checks): the page, or a redirect with its toast. And which guard
 * stands above each page of src/web/routes.ts. A cold load through the real server is the end-to-end tests'.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { type ClientLoaderFunctionArgs, type LoaderFunctionArgs, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inviteNotForYouNotice } from '~/shared/access';
import { AUTH_COOKIE, redirectDelays } from '~/shared/constants';
import { messages } from '~/shared/messages';
import type { Profile } from '~/shared/schemas/accounts';
import { LazyToaster } from '~/web/components/LazyToaster';
import { Dashboard } from '~/web/features/accounts/components/Dashboard';
import { getQueryClient } from '~/web/lib/query-client';
import { SessionProvider, profileQuery } from '~/web/lib/session';
import routes from '~/web/routes';
import * as adminGuard from '~/web/routes/guards/admin';
import * as guestGuard from '~/web/routes/guards/guest';
import * as signedInGuard from '~/web/routes/guards/signed-in';
import * as superadminGuard from '~/web/routes/guards/superadmin';
import * as verifiedClientGuard from '~/web/routes/guards/verified-client';

type Visitor = 'anonymous' | 'client' | 'admin' | 'superadmin';

const profiles: Record<Exclude<Visitor, 'anonymous'>, Profile> = {
  client: profileOf('client'),
  admin: profileOf('admin'),
  superadmin: profileOf('superadmin'),
};

function profileOf(role: Profile['role']): Profile {
  return {
    name: `Asha ${role}`,
    email: `${role}@example.org`,
    phone: '9876543210',
    photo: null,
    role,
    isVerified: true,
    isStudentOfNITS: false,
  } as unknown as Profile;
}

afterEach(() => {
  cleanup();
  document.cookie = `${AUTH_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  getQueryClient().clear();
});

/** Signs the visitor in the way the site knows it: the session cookie and the profile the guard reads. */
function signIn(visitor: Visitor) {
  if (visitor === 'anonymous') return;
  document.cookie = `${AUTH_COOKIE}=token; path=/`;
  getQueryClient().setQueryData(profileQuery.queryKey, profiles[visitor]);
}

const page = (title: string) => () => <h1>{title}</h1>;

/** A guard's clientLoader as a stub route's loader (no guard asks for a server loader). */
function loaderOf(clientLoader: (args: ClientLoaderFunctionArgs) => Promise<unknown>) {
  return (args: LoaderFunctionArgs) =>
    clientLoader({ ...args, serverLoader: () => Promise.reject(new Error('no server loader')) });
}

/** The app's guard layouts over stand-in pages, and the home page redirects lead to. */
function renderAt(path: string, visitor: Visitor) {
  signIn(visitor);
  const guarded = (guard: typeof adminGuard | typeof signedInGuard, paths: [string, string][]) => ({
    Component: guard.default,
    loader: loaderOf(guard.clientLoader),
    HydrateFallback: guard.HydrateFallback,
    children: paths.map(([p, title]) => ({ path: p, Component: page(title) })),
  });
  const Stub = createRoutesStub([
    { path: '/', Component: page('Home') },
    {
      Component: guestGuard.default,
      loader: loaderOf(guestGuard.clientLoader),
      children: [
        { path: '/login', Component: page('Login') },
        { path: '/signup', Component: page('Sign Up') },
      ],
    },
    guarded(signedInGuard, [['/dashboard', 'Dashboard']]),
    guarded(adminGuard, [['/admin', 'Admin Dashboard']]),
    guarded(superadminGuard, [['/superadmin', 'Superadmin Dashboard']]),
  ]);
  const client = getQueryClient();
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <Stub initialEntries={[path]} />
        <LazyToaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('the guards', () => {
  it.each([
    ['/admin', 'anonymous', 'Home'],
    ['/admin', 'client', 'Home'],
    ['/admin', 'superadmin', 'Admin Dashboard'],
    ['/admin', 'admin', 'Admin Dashboard'],
    ['/superadmin', 'anonymous', 'Home'],
    ['/superadmin', 'client', 'Home'],
    ['/superadmin', 'admin', 'Home'],
    ['/superadmin', 'superadmin', 'Superadmin Dashboard'],
    ['/login', 'client', 'Dashboard'],
    ['/signup', 'admin', 'Dashboard'],
    ['/login', 'anonymous', 'Login'],
    ['/dashboard', 'client', 'Dashboard'],
  ] as const)('%s for a visitor %s shows %s', async (path, visitor, shown) => {
    renderAt(path, visitor);
    await waitFor(async () => expect((await heading()).textContent).toBe(shown));
  });

  it("/dashboard without a session leaves for / with 'You have not logged in!'", async () => {
    renderAt('/dashboard', 'anonymous');
    await waitFor(async () => expect((await heading()).textContent).toBe('Home'));
    expect(await screen.findByText(messages.auth.notLoggedIn)).toBeTruthy();
  });
});

describe("the dashboard of another role than a client's", () => {
  it.each([
    ['admin', 'Admin Dashboard'],
    ['superadmin', 'Superadmin Dashboard'],
  ] as const)('sends an %s to their own dashboard', async (role, shown) => {
    signIn(role);
    const Stub = createRoutesStub([
      { path: '/dashboard', Component: Dashboard },
      { path: '/admin', Component: page('Admin Dashboard') },
      { path: '/superadmin', Component: page('Superadmin Dashboard') },
    ]);
    render(
      <QueryClientProvider client={getQueryClient()}>
        <Stub initialEntries={['/dashboard']} />
      </QueryClientProvider>,
    );
    expect((await heading()).textContent).toBe(shown);
  });
});

describe('registration (the verified-client guard)', () => {
  const invite =
    '/registration/invite/ravi%40example.org/to/meena%40example.org/token/abc/Winter%20Session/Delegation';

  function renderRegistration(path: string, visitor: Visitor | 'unverified') {
    if (visitor === 'unverified') {
      document.cookie = `${AUTH_COOKIE}=token; path=/`;
      getQueryClient().setQueryData(profileQuery.queryKey, { ...profiles.client, isVerified: false });
    } else signIn(visitor);
    const Stub = createRoutesStub([
      { path: '/', Component: page('Home') },
      { path: '/applynow', Component: page('Apply') },
      { path: '/dashboard', Component: page('Dashboard') },
      {
        Component: verifiedClientGuard.default,
        loader: loaderOf(verifiedClientGuard.clientLoader),
        HydrateFallback: verifiedClientGuard.HydrateFallback,
        children: [
          { path: '/registration', Component: page('Registration form') },
          {
            path: '/registration/invite/:grpLeaderEmail/to/:memberEmail/token/:uniqueToken/:eventNameIn/:grpName',
            Component: page('Registration form'),
          },
        ],
      },
    ]);
    render(
      <QueryClientProvider client={getQueryClient()}>
        <SessionProvider>
          <Stub initialEntries={[path]} />
          <LazyToaster />
        </SessionProvider>
      </QueryClientProvider>,
    );
  }

  it.each([
    ['anonymous', 'Apply', messages.registration.loginFirst],
    ['unverified', 'Dashboard', messages.registration.verifyFirst],
    ['admin', 'Dashboard', messages.registration.adminsNotAllowed],
    ['superadmin', 'Dashboard', messages.registration.adminsNotAllowed],
  ] as const)('a visitor %s goes to %s with the toast', async (visitor, shown, toast) => {
    renderRegistration('/registration', visitor);
    await waitFor(async () => expect((await heading()).textContent).toBe(shown));
    expect(await screen.findByText(toast)).toBeTruthy();
  });

  it('opens for a verified client', async () => {
    renderRegistration('/registration', 'client');
    await waitFor(async () => expect((await heading()).textContent).toBe('Registration form'));
  });

  it('an invite link for another account: the notice, then after 5 s the toast and /applynow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderRegistration(invite, 'client');
      expect((await screen.findByText(inviteNotForYouNotice)).getAttribute('role')).toBe('status');
      const form = () => screen.queryByRole('heading', { name: 'Registration form' });
      expect(form()).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(redirectDelays.inviteMismatch - 1500));
      expect(screen.queryByText(messages.registration.inviteNotForYou)).toBeNull();
      expect(screen.getByText(inviteNotForYouNotice)).toBeTruthy();
      expect(form()).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1600));
      await waitFor(async () => expect((await heading()).textContent).toBe('Apply'));
      expect(await screen.findByText(messages.registration.inviteNotForYou)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** Each page of src/web/routes.ts with the guard layouts above it (their files, outermost first). */
function guardsAbove(entries: readonly RouteConfigEntry[], above: string[] = []): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const entry of entries) {
    const guards = entry.file.includes('/guards/') ? [...above, entry.file] : above;
    if (entry.path !== undefined || entry.index) found.set(entry.path ?? '', guards);
    for (const [path, g] of guardsAbove(entry.children ?? [], guards)) found.set(path, g);
  }
  return found;
}

describe('which guard stands above each page', () => {
  const table = guardsAbove(routes);
  const guardOf = (path: string) => table.get(path);

  it.each([
    'admin',
    'allreg',
    'registrations/:event',
    'registrations/:event/allocation',
    'registrations/:event/announcements',
    'registrations/:event/certificates',
    'checkin',
    'eventreg/:eventID',
    'reg/:eventName/:status',
    'contactusres',
  ])('/%s: the admin guard', (path) => {
    expect(guardOf(path)).toEqual(['routes/guards/admin.tsx']);
  });

  it.each([
    'superadmin',
    'superadmin/events',
    'superadmin/events/:eventName',
    'allaccounts',
    'user/:id',
    'contactusresponses',
    'scheduled',
    'auditlog',
  ])('/%s: the superadmin guard', (path) => {
    expect(guardOf(path)).toEqual(['routes/guards/superadmin.tsx']);
  });

  it.each([
    ['editor/gallery', 'routes/guards/content-gallery.tsx'],
    ['editor/blogs', 'routes/guards/content-blogs.tsx'],
    ['superadmin/team', 'routes/guards/content-team.tsx'],
    ['superadmin/team/:tenure', 'routes/guards/content-team.tsx'],
    ['superadmin/team/:tenure/preview', 'routes/guards/content-team.tsx'],
  ])('/%s: the guard of its content section', (path, guard) => {
    expect(guardOf(path)).toEqual([guard]);
  });

  it('the dashboard and its editor: the signed-in guard; login and sign-up: the guest guard', () => {
    expect(guardOf('dashboard')).toEqual(['routes/guards/signed-in.tsx']);
    expect(guardOf('dashboard/edit')).toEqual(['routes/guards/signed-in.tsx']);
    expect(guardOf('login')).toEqual(['routes/guards/guest.tsx']);
    expect(guardOf('signup')).toEqual(['routes/guards/guest.tsx']);
    expect(guardOf('forgotPassword')).toEqual([]);
  });
});
