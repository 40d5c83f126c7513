/**
 * The addresses of the site's pages, for links and redirects. The pages themselves are declared once, in
 * src/web/routes.ts; tests/unit/route-table.test.ts fails when an address here is not a page there.
 */
export const paths = {
  home: '/',
  about: '/about',
  team: '/team',
  teamTenure: (tenure: string) => `/team/${encodeURIComponent(tenure)}`,
  /** An event's published awards by committee. */
  results: (eventName: string) => `/results/${encodeURIComponent(eventName)}`,
  annualConf: '/annualconf',
  mockMun: '/mockmun24',
  apply: '/applynow',
  photo: '/photo',
  wrapped: '/wrapped',
  contact: '/contact',
  archive: '/archive',
  blogs: '/blogs',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgotPassword',
  resetPassword: (token: string) => `/resetpassword/${encodeURIComponent(token)}`,
  verifyEmail: (token: string) => `/verifyemail/${encodeURIComponent(token)}`,
  dashboard: '/dashboard',
  dashboardEdit: '/dashboard/edit',
  registration: '/registration',
  admin: '/admin',
  allReg: '/allreg',
  eventRegistrations: (eventName: string) => `/registrations/${encodeURIComponent(eventName)}`,
  allocation: (eventName: string) => `/registrations/${encodeURIComponent(eventName)}/allocation`,
  announcements: (eventName: string) => `/registrations/${encodeURIComponent(eventName)}/announcements`,
  ledger: (eventName: string) => `/registrations/${encodeURIComponent(eventName)}/ledger`,
  checkin: '/checkin',
  chairs: (eventName: string) => `/registrations/${encodeURIComponent(eventName)}/chairs`,
  chairInvite: (token: string) => `/chair/invite/${encodeURIComponent(token)}`,
  chairRoom: (eventName: string, committee: string) =>
    `/chair/${encodeURIComponent(eventName)}/${encodeURIComponent(committee)}`,
  chairPapers: (eventName: string, committee: string) =>
    `/chair/${encodeURIComponent(eventName)}/${encodeURIComponent(committee)}/papers`,
  certificates: (eventName: string) => `/registrations/${encodeURIComponent(eventName)}/certificates`,
  statements: '/statements',
  eventStatements: (eventName: string) => `/statements/${encodeURIComponent(eventName)}`,
  certificateVerification: (code: string) => `/certificates/${encodeURIComponent(code)}`,
  registrationDetail: (id: string) => `/eventreg/${encodeURIComponent(id)}`,
  registrationsByStatus: (eventName: string, status: string) =>
    `/reg/${encodeURIComponent(eventName)}/${encodeURIComponent(status)}`,
  superadmin: '/superadmin',
  superadminEvents: '/superadmin/events',
  superadminEvent: (eventName: string) => `/superadmin/events/${encodeURIComponent(eventName)}`,
  superadminTeam: '/superadmin/team',
  superadminTenure: (tenure: string) => `/superadmin/team/${encodeURIComponent(tenure)}`,
  superadminTenurePreview: (tenure: string) => `/superadmin/team/${encodeURIComponent(tenure)}/preview`,
  galleryEditor: '/editor/gallery',
  blogsEditor: '/editor/blogs',
  pagesEditor: '/editor/pages',
  pageEditor: (key: string) => `/editor/pages/${encodeURIComponent(key)}`,
  pagePreview: (key: string) => `/editor/pages/${encodeURIComponent(key)}/preview`,
  allAccounts: '/allaccounts',
  user: (id: string) => `/user/${encodeURIComponent(id)}`,
  contactUsResponsesSuperadmin: '/contactusresponses',
  contactUsResponsesAdmin: '/contactusres',
  scheduled: '/scheduled',
  auditLog: '/auditlog',
} as const;

/** The path the server renders the 404 page at; it answers unknown paths with that page and status 404. */
export const notFoundPath = '/404';

/** The API base path; every API call lives under it. */
export const apiBase = '/v1/api';

/** The query parameter of /registration that opens a form: `?as=leader` or `?as=individual`. */
export const registrationKindParam = 'as';

/** The query parameter of /registration naming the event to register for (else the featured event). */
export const registrationEventParam = 'event';

/** /registration for one event by name (the featured event needs none). */
export const registrationFor = (eventName: string) =>
  `/registration?${registrationEventParam}=${encodeURIComponent(eventName)}`;

/** The event a /registration address names (its query), or null for the featured event. */
export function chosenRegistrationEvent(search: string | URLSearchParams): string | null {
  return new URLSearchParams(search).get(registrationEventParam) || null;
}

/** The form a /registration address opens (its query), or null for the choice screen. */
export function chosenRegistrationKind(search: string | URLSearchParams): 'leader' | 'individual' | null {
  const chosen = new URLSearchParams(search).get(registrationKindParam);
  return chosen === 'leader' || chosen === 'individual' ? chosen : null;
}

/** The query parameter of /login and /signup naming where to go once logged in (a path of this site). */
export const redirectParam = 'redirectTo';

/** A control character or a backslash (which browsers read as '/'). */
const unsafeChar = (c: string) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/** A base that no real address has: a target that stays on it is a path of this site. */
const sameSiteBase = 'https://same-site.invalid';

/**
 * The target of a `redirectTo` parameter when it is a path of this site (`/registration/...`), else null:
 * never another origin (`//evil.example`, `/\evil.example`, `https://...`, `javascript:`), never a control
 * character, never the account pages themselves (which would send the visitor round in a loop).
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/')) return null;
  if (value.startsWith('//') || [...value].some(unsafeChar)) return null;
  let url: URL;
  try {
    url = new URL(value, sameSiteBase);
  } catch {
    return null;
  }
  if (url.origin !== sameSiteBase) return null;
  if (url.pathname === paths.login || url.pathname === paths.signup) return null;
  return url.pathname + url.search + url.hash;
}

/** /login (or /signup) that goes on to `target` once logged in (target a path of this site). */
export function withRedirect(page: string, target: string | null): string {
  const safe = safeRedirectTarget(target);
  return safe ? `${page}?${redirectParam}=${encodeURIComponent(safe)}` : page;
}

/** The safe target of the current address's `redirectTo`, if any. */
export function redirectTargetOf(search: string | URLSearchParams): string | null {
  return safeRedirectTarget(new URLSearchParams(search).get(redirectParam));
}

/** Whether a path is a group invite link (the member form). */
export const isInvitePath = (path: string) => path.startsWith('/registration/invite/');
