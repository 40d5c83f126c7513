import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('components/SiteLayout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('team', 'routes/team.tsx'),
    route('annualconf', 'routes/annualconf.tsx'),
    route('mockmun24', 'routes/mockmun24.tsx'),
    route('applynow', 'routes/applynow.tsx'),
    route('photo', 'routes/photo.tsx'),
    route('wrapped', 'routes/wrapped.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('archive', 'routes/archive.tsx'),
    route('blogs', 'routes/blogs.tsx'),
    // Account pages: rendered by the server with their form, as a visitor without a session sees them
    // (docs/decisions/0035-account-pages-rendered-first.md). The guest guard checks the cookie in the browser.
    layout('routes/guards/guest.tsx', [
      route('login', 'routes/login.tsx'),
      route('signup', 'routes/signup.tsx'),
    ]),
    route('forgotPassword', 'routes/forgot-password.tsx'),
    // App routes: rendered in the browser only (the server sends AppShell's loading state in their place).
    // Each guard layout checks the visitor's access once (src/web/components/app/Guard.tsx) before its pages.
    layout('components/app/AppShell.tsx', [
      route('resetpassword/:token', 'routes/reset-password.tsx'),
      route('verifyemail/:token', 'routes/verify-email.tsx'),
      // Public, per code: rendered in the browser (never one cached page for every code).
      route('certificates/:code', 'routes/certificate-verification.tsx'),
      layout('routes/guards/signed-in.tsx', [
        route('dashboard', 'routes/dashboard.tsx'),
        route('dashboard/edit', 'routes/dashboard-edit.tsx'),
      ]),
      layout('routes/guards/verified-client.tsx', [
        route('registration', 'routes/registration.tsx'),
        // The invite link opens the same screen (its own route id; the member form opens directly).
        route(
          'registration/invite/:grpLeaderEmail/to/:memberEmail/token/:uniqueToken/:eventNameIn/:grpName',
          'routes/registration.tsx',
          { id: 'routes/registration-invite' },
        ),
      ]),
      layout('routes/guards/admin.tsx', [
        route('admin', 'routes/admin.tsx'),
        route('allreg', 'routes/allreg.tsx'),
        route('registrations/:event', 'routes/registrations-event.tsx'),
        route('registrations/:event/allocation', 'routes/allocation.tsx'),
        route('registrations/:event/announcements', 'routes/announcements.tsx'),
        route('checkin', 'routes/checkin.tsx'),
        route('registrations/:event/certificates', 'routes/certificates.tsx'),
        route('eventreg/:eventID', 'routes/eventreg.tsx'),
        route('reg/:eventName/:status', 'routes/reg-status.tsx'),
        route('contactusres', 'routes/contactusres.tsx'),
      ]),
      layout('routes/guards/superadmin.tsx', [
        route('superadmin', 'routes/superadmin.tsx'),
        route('superadmin/events', 'routes/superadmin-events.tsx'),
        route('superadmin/events/:eventName', 'routes/superadmin-events-edit.tsx'),
        route('allaccounts', 'routes/allaccounts.tsx'),
        route('user/:id', 'routes/user.tsx'),
        route('contactusresponses', 'routes/contactusresponses.tsx'),
        route('scheduled', 'routes/scheduled.tsx'),
        route('auditlog', 'routes/auditlog.tsx'),
      ]),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
