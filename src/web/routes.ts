import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('components/SiteLayout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('team', 'routes/team.tsx'),
    // A tenure's team: rendered per label that exists (the server answers any other with the 404 page).
    route('team/:tenure', 'routes/team-tenure.tsx'),
    route('annualconf', 'routes/annualconf.tsx'),
    route('mockmun24', 'routes/mockmun24.tsx'),
    route('applynow', 'routes/applynow.tsx'),
    route('photo', 'routes/photo.tsx'),
    route('wrapped', 'routes/wrapped.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('archive', 'routes/archive.tsx'),
    route('blogs', 'routes/blogs.tsx'),
    // An event's published awards: rendered per event name that exists (any other is the 404 page).
    route('results/:event', 'routes/results.tsx'),
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
      // A chair invite: what it is for to anyone holding the link; accepting needs the invited account.
      route('chair/invite/:token', 'routes/chair-invite.tsx'),
      layout('routes/guards/signed-in.tsx', [
        route('dashboard', 'routes/dashboard.tsx'),
        route('dashboard/edit', 'routes/dashboard-edit.tsx'),
        // A chair's roll call: the server's chair guard decides who sees the committee.
        route('chair/:event/:committee', 'routes/chair-room.tsx'),
        route('chair/:event/:committee/papers', 'routes/chair-papers.tsx'),
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
        route('registrations/:event/chairs', 'routes/chairs.tsx'),
        route('eventreg/:eventID', 'routes/eventreg.tsx'),
        route('reg/:eventName/:status', 'routes/reg-status.tsx'),
        route('contactusres', 'routes/contactusres.tsx'),
      ]),
      // Bank statements and the ledger: admins, superadmins and treasurers
      // (docs/decisions/0055-statement-import-and-treasurer.md).
      layout('routes/guards/treasurer.tsx', [
        route('registrations/:event/ledger', 'routes/ledger.tsx'),
        route('statements', 'routes/statements.tsx'),
        route('statements/:event', 'routes/statements-event.tsx'),
      ]),
      // The public site's content, each section by its own grant or a superadmin
      // (docs/decisions/0063-content-editing.md).
      layout('routes/guards/content-gallery.tsx', [route('editor/gallery', 'routes/editor-gallery.tsx')]),
      layout('routes/guards/content-blogs.tsx', [route('editor/blogs', 'routes/editor-blogs.tsx')]),
      layout('routes/guards/content-pages.tsx', [
        route('editor/pages', 'routes/editor-pages.tsx'),
        route('editor/pages/:key', 'routes/editor-page.tsx'),
        route('editor/pages/:key/preview', 'routes/editor-page-preview.tsx'),
      ]),
      layout('routes/guards/content-team.tsx', [
        route('superadmin/team', 'routes/superadmin-team.tsx'),
        route('superadmin/team/:tenure', 'routes/superadmin-team-edit.tsx'),
        route('superadmin/team/:tenure/preview', 'routes/superadmin-team-preview.tsx'),
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
