/** Every route of the site, in one place. The server renders every page (docs/decisions/0023). */
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
  superadmin: '/superadmin',
  superadminEvents: '/superadmin/events',
  superadminEvent: (eventName: string) => `/superadmin/events/${encodeURIComponent(eventName)}`,
  allAccounts: '/allaccounts',
  contactUsResponsesSuperadmin: '/contactusresponses',
  contactUsResponsesAdmin: '/contactusres',
  scheduled: '/scheduled',
  auditLog: '/auditlog',
} as const;

/** The public routes: rendered by the server with their content, and kept in memory until it changes. */
export const publicRoutes = [
  paths.home,
  paths.about,
  paths.team,
  paths.annualConf,
  paths.mockMun,
  paths.apply,
  paths.photo,
  paths.wrapped,
  paths.contact,
  paths.archive,
  paths.blogs,
] as const;

/** The path the server renders the 404 page at; it answers unknown paths with that page and status 404. */
export const notFoundPath = '/404';

/**
 * App routes (rendered in the browser only). The server answers these with the page's shell (its title,
 * the site's header and footer and a loading state). Patterns use `:param` segments; `*` matches the rest.
 */
export const appRoutePatterns = [
  '/login',
  '/signup',
  '/forgotPassword',
  '/resetpassword/:token',
  '/verifyemail/:token',
  '/dashboard',
  '/dashboard/edit',
  '/registration',
  '/registration/invite/*',
  '/admin',
  '/allreg',
  '/registrations/:event',
  '/eventreg/:eventID',
  '/reg/:eventName/:status',
  '/contactusres',
  '/superadmin',
  '/superadmin/events',
  '/superadmin/events/:eventName',
  '/allaccounts',
  '/user/:id',
  '/contactusresponses',
  '/scheduled',
  '/auditlog',
] as const;

/** The API base path; every API call lives under it. */
export const apiBase = '/v1/api';
