/**
 * The addresses of the site's pages, for links and redirects. The pages themselves are declared once, in
 * src/web/routes.ts; tests/unit/route-table.test.ts fails when an address here is not a page there.
 */
export const paths = {
  home: '/',
  about: '/about',
  team: '/team',
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
  checkin: '/checkin',
  certificates: (eventName: string) => `/registrations/${encodeURIComponent(eventName)}/certificates`,
  certificateVerification: (code: string) => `/certificates/${encodeURIComponent(code)}`,
  registrationDetail: (id: string) => `/eventreg/${encodeURIComponent(id)}`,
  registrationsByStatus: (eventName: string, status: string) =>
    `/reg/${encodeURIComponent(eventName)}/${encodeURIComponent(status)}`,
  superadmin: '/superadmin',
  superadminEvents: '/superadmin/events',
  superadminEvent: (eventName: string) => `/superadmin/events/${encodeURIComponent(eventName)}`,
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
