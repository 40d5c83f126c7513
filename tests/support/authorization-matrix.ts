/**
 * The authorization matrix: every /v1/api route of `app.routeAuth` against every kind of caller. `matrix`
 * is the one table declaring the outcome of each cell, with a sample request per route that passes the
 * guard for an allowed caller (so an allowed cell shows the handler's real answer). `callersFor()` makes
 * fresh callers of each kind, `sendSample()` sends a route's sample. Used by
 * tests/api/authorization-matrix.test.ts (outcomes, nothing written when denied) and
 * tests/api/security-headers.test.ts (the headers of the same responses).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { messages } from '~/shared/messages';
import type { Role } from '~/shared/schemas/accounts';
import type { Db } from '../../src/server/db/client';
import { RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from '../../src/server/modules/accounts/context';
import { emailTokens, sessions, users } from '../../src/server/modules/accounts/table';
import { committees, eventFiles, events, portfolios } from '../../src/server/modules/events/table';
import { hashToken, newToken } from '../../src/server/modules/accounts/tokens';
import { type AuthLevel, levelRoles } from '../../src/server/plugins/auth';
import { bearer, createUser, sessionFor, signupBody } from './accounts';
import { createEventWithCommittees, createRegistration } from './admin';
import { createCertificate, recordAttendance } from './certificates';
import { certificateProblemCodes } from '~/shared/schemas/certificates';
import { checkinFixture } from './checkin';
import { signedPaymentUrl } from '../../src/server/modules/admin/signed-payment';
import { registrations } from '../../src/server/modules/registration/table';
import { request } from './app';
import { changedTables, snapshotDatabase } from './db-snapshot';
import { dataUrl, makeImage } from './images';
import { EVENT_NAME, individualBody, outsiderFields } from './registration';
import { seededPortfolios } from './seeded-event';

/** The kinds of caller, in the order of a row's cells. */
export const columns = [
  'anonymous',
  'malformed token',
  'expired token',
  'revoked token',
  'unverified client',
  'client',
  'admin',
  'superadmin',
] as const;
export type Column = (typeof columns)[number];

/** Guard answers: 401 'Unauthorized'. */
export const U = 'unauthorized';
/** Guard answers: 403 with the route's message (`forbidden`, else 'Not authorized to use this api endpoint'). */
export const F = 'forbidden';
/** Guard answers: 403 'You need to verify your email first'. */
export const V = 'verify first';
/** A guard answer (the request never reached the handler), or the status the handler answers the sample. */
export type Cell = typeof U | typeof F | typeof V | number;

export const isDenied = (cell: Cell): cell is typeof U | typeof F | typeof V => typeof cell === 'string';

export interface Sample {
  /** Values of the route's `:parameters`. */
  params?: Record<string, string>;
  query?: string;
  json?: unknown;
}

export interface MatrixContext {
  app: FastifyInstance;
  db: Db;
}

export interface Row {
  /** One cell per entry of `columns`. */
  cells: readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell];
  /** The message of this route's F cells. */
  forbidden?: string;
  /** A valid request of an allowed caller; made again for every cell, so it may create what it uses. */
  sample: (ctx: MatrixContext) => Sample | Promise<Sample>;
}

const all = (cell: Cell): Row['cells'] => [cell, cell, cell, cell, cell, cell, cell, cell];
const ib = seededPortfolios.IB;
let nextPortfolio = 0;

async function freshEmailToken(db: Db, purpose: 'verify' | 'reset', verified: boolean): Promise<string> {
  const user = await createUser(db, { verified });
  const { token, hash } = newToken();
  const ttl = purpose === 'verify' ? VERIFY_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
  await db
    .insert(emailTokens)
    .values({ tokenHash: hash, userId: user.id, purpose, expiresAt: new Date(Date.now() + ttl) });
  return token;
}

const photoIds = new WeakMap<FastifyInstance, Promise<string>>();
/** A profile photo uploaded through the API (once per app). */
function uploadedPhotoId({ app, db }: MatrixContext): Promise<string> {
  let id = photoIds.get(app);
  if (!id) {
    id = (async () => {
      const user = await createUser(db);
      const headers = bearer(await sessionFor(db, user));
      const photo = dataUrl('image/png', await makeImage('png'));
      const edit = await request(app, {
        method: 'PUT',
        url: '/v1/api/all/edit/profile',
        headers,
        json: { photo },
      });
      if (edit.statusCode !== 200) throw new Error(`photo upload failed: ${edit.body}`);
      const me = await request(app, { method: 'GET', url: '/v1/api/dashboard', headers });
      return String(me.json().photo).split('/').pop()!;
    })();
    photoIds.set(app, id);
  }
  return id;
}

/** A new event with one committee, one portfolio and one uploaded file, for the editor's samples. */
async function freshEvent(db: Db) {
  const name = `Matrix Conference ${randomBytes(4).toString('hex')}`;
  const [event] = await db.insert(events).values({ name }).returning({ id: events.id });
  const [committee] = await db
    .insert(committees)
    .values({ eventId: event!.id, code: 'MC', displayName: 'Matrix Council' })
    .returning({ id: committees.id });
  const [portfolio] = await db
    .insert(portfolios)
    .values({ committeeId: committee!.id, name: 'Alpha' })
    .returning({ id: portfolios.id });
  const [file] = await db
    .insert(eventFiles)
    .values({ eventId: event!.id, contentType: 'image/webp', bytes: await makeImage('webp') })
    .returning({ id: eventFiles.id });
  return { name, committeeId: committee!.id, portfolioId: portfolio!.id, fileId: file!.id };
}

const committeeSample = () => ({
  code: 'MX',
  displayName: 'Matrix Assembly',
  fullName: '',
  agenda: '',
  description: '',
  banner: null,
  guideUrl: null,
});

const onlyAdmin: Row['cells'] = [U, U, U, U, F, F, 200, F];
const onlySuperadmin: Row['cells'] = [U, U, U, U, F, F, F, 200];
const signedIn = (status: number): Row['cells'] => [U, U, U, U, status, status, status, status];
const registrant: Row['cells'] = [U, U, U, U, V, 200, F, F];

/**
 * THE TABLE: 'METHOD /url' of every API route -> the outcome for each kind of caller (see `columns`) and
 * the sample request. A route of the server missing here, or a row of a route that no longer exists,
 * fails tests/api/authorization-matrix.test.ts.
 */
export const matrix: Record<string, Row> = {
  // Public: the guard does not run, so even a bad token gets the handler's answer.
  'POST /v1/api/contactus': {
    cells: all(200),
    sample: () => ({ json: { name: 'Asha Das', email: 'asha@example.com', message: 'When is the MUN?' } }),
  },
  'GET /v1/api/blog/read': { cells: all(200), sample: () => ({}) },
  'POST /v1/api/signup': { cells: all(200), sample: () => ({ json: signupBody() }) },
  'POST /v1/api/login': {
    cells: all(200),
    sample: async ({ db }) => {
      const user = await createUser(db);
      return { json: { email: user.email, password: user.password } };
    },
  },
  'PUT /v1/api/verifytoken/:token': {
    cells: all(200),
    sample: async ({ db }) => ({ params: { token: await freshEmailToken(db, 'verify', false) } }),
  },
  // Without a token: 400 'Token is missing' for everyone.
  'PUT /v1/api/verifytoken': { cells: all(400), sample: () => ({}) },
  'POST /v1/api/sendresetpwdlink': {
    cells: all(200),
    sample: async ({ db }) => ({ json: { email: (await createUser(db)).email } }),
  },
  'PUT /v1/api/resetpassword': {
    cells: all(200),
    sample: async ({ db }) => ({
      json: {
        token: await freshEmailToken(db, 'reset', true),
        newpwd: 'new secret 1',
        cnewpwd: 'new secret 1',
      },
    }),
  },
  // Profile photos are public: the URL is an unguessable id (docs/decisions/0009-uploaded-images.md).
  'GET /v1/api/photos/:photoId': {
    cells: all(200),
    sample: async (ctx) => ({ params: { photoId: await uploadedPhotoId(ctx) } }),
  },
  'GET /v1/api/event-files/:fileId': {
    cells: all(200),
    sample: async ({ db }) => ({ params: { fileId: (await freshEvent(db)).fileId } }),
  },
  'GET /v1/api/events': { cells: all(200), sample: () => ({}) },
  'GET /v1/api/events/:eventName': { cells: all(200), sample: () => ({ params: { eventName: EVENT_NAME } }) },

  // Any signed-in account.
  'POST /v1/api/logout': { cells: signedIn(200), sample: () => ({}) },
  'GET /v1/api/dashboard': { cells: signedIn(200), sample: () => ({}) },
  // 400 'Email already verified' for verified accounts.
  'POST /v1/api/sendlink': { cells: [U, U, U, U, 200, 400, 400, 400], sample: () => ({}) },
  'PUT /v1/api/all/edit/profile': { cells: signedIn(200), sample: () => ({ json: { newName: 'New Name' } }) },

  // Clients (verified or not).
  'DELETE /v1/api/account': { cells: [U, U, U, U, 200, 200, F, F], sample: () => ({}) },
  'GET /v1/api/client/allevents': { cells: [U, U, U, U, 200, 200, F, F], sample: () => ({}) },
  'GET /v1/api/reg/invites': { cells: [U, U, U, U, 200, 200, F, F], sample: () => ({}) },
  // Someone else's invite (or none): 404 for every caller the guard admits.
  'POST /v1/api/reg/invites/:inviteId/decline': {
    cells: [U, U, U, U, 404, 404, F, F],
    sample: () => ({ params: { inviteId: randomUUID() } }),
  },

  // Verified clients; admins and superadmins get 'Admins and SuperAdmins are not allowed to register for an
  // event'.
  'POST /v1/api/reg/yp': {
    cells: registrant,
    forbidden: messages.registration.adminsNotAllowed,
    sample: async () => ({ json: await individualBody(outsiderFields()) }),
  },
  'GET /v1/api/reg/group/:eventName': {
    cells: registrant,
    forbidden: messages.registration.adminsNotAllowed,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'POST /v1/api/reg/invites/:inviteId/link': {
    cells: [U, U, U, U, V, 404, F, F],
    forbidden: messages.registration.adminsNotAllowed,
    sample: () => ({ params: { inviteId: randomUUID() } }),
  },
  'POST /v1/api/sendinvite': {
    cells: registrant,
    forbidden: messages.registration.adminsNotAllowed,
    sample: async ({ db }) => ({
      json: { email: (await createUser(db)).email, eventName: EVENT_NAME, grpName: 'Matrix' },
    }),
  },

  // Admins.
  'GET /v1/api/admin/getregistered': { cells: onlyAdmin, sample: () => ({}) },
  'GET /v1/api/admin/events': { cells: onlyAdmin, sample: () => ({}) },
  // The signed URL is the permission (an <img> sends no bearer header): anyone holding it, while it works.
  'GET /v1/api/payment-screenshots/:id': {
    cells: all(200),
    sample: async ({ db }) => {
      const reg = await createRegistration(db);
      const [row] = await db
        .select({ imageId: registrations.paymentImageId })
        .from(registrations)
        .where(eq(registrations.id, reg.id));
      const url = new URL(signedPaymentUrl('http://localhost', reg.id, row!.imageId!, new Date()));
      return { params: { id: reg.id }, query: url.search.slice(1) };
    },
  },
  'GET /v1/api/admin/events/:eventName/registrations': {
    cells: onlyAdmin,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'GET /v1/api/admin/events/:eventName/registrations.csv': {
    cells: onlyAdmin,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'GET /v1/api/admin/registrations/:id': {
    cells: onlyAdmin,
    sample: async ({ db }) => ({ params: { id: (await createRegistration(db)).id } }),
  },
  // Payment screenshots: admins only (not even the registrant or a superadmin).
  'GET /v1/api/admin/registrations/:id/payment': {
    cells: onlyAdmin,
    sample: async ({ db }) => ({ params: { id: (await createRegistration(db)).id } }),
  },
  'PUT /v1/api/confirm/reg': {
    cells: onlyAdmin,
    sample: async ({ db }) => ({ json: { regID: (await createRegistration(db)).id } }),
  },
  'PUT /v1/api/decline/reg': {
    cells: onlyAdmin,
    sample: async ({ db }) => ({ json: { regID: (await createRegistration(db)).id } }),
  },
  // The review loop: the next pending registration, and undoing a decline.
  'GET /v1/api/admin/registrations/:id/next-pending': {
    cells: onlyAdmin,
    sample: async ({ db }) => ({ params: { id: (await createRegistration(db)).id } }),
  },
  'PUT /v1/api/admin/registrations/:id/reopen': {
    cells: onlyAdmin,
    sample: async ({ db }) => ({
      params: { id: (await createRegistration(db, { status: 'declined' })).id },
      json: {},
    }),
  },
  'PUT /v1/api/admin/assign/portfolios': {
    cells: onlyAdmin,
    sample: async ({ db }) => {
      const reg = await createRegistration(db, { status: 'confirmed' });
      return { json: { eventID: reg.id, committee: 'IB', portfolio: ib[nextPortfolio++ % ib.length] } };
    },
  },
  'GET /v1/api/admin/overview': { cells: onlyAdmin, sample: () => ({}) },
  // The seat allocation: admins only, like every call on registrations.
  'POST /v1/api/admin/events/:eventName/allocation/preview': {
    cells: onlyAdmin,
    sample: () => ({ params: { eventName: EVENT_NAME }, json: {} }),
  },
  'POST /v1/api/admin/events/:eventName/allocation/preview.csv': {
    cells: onlyAdmin,
    sample: () => ({ params: { eventName: EVENT_NAME }, json: {} }),
  },
  'POST /v1/api/admin/events/:eventName/allocation/apply': {
    cells: onlyAdmin,
    sample: async ({ db }) => {
      const reg = await createRegistration(db, { status: 'confirmed' });
      const portfolio = ib[nextPortfolio++ % ib.length]!;
      return {
        params: { eventName: EVENT_NAME },
        json: { seats: [{ registrationId: reg.id, committee: 'IB', portfolio }] },
      };
    },
  },
  'GET /v1/api/admin/events/:eventName/allocation/applied.csv': {
    cells: onlyAdmin,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  // Announcements: admins send to an event's registrants; clients read those they received.
  'POST /v1/api/admin/events/:eventName/announcements/preview': {
    cells: onlyAdmin,
    sample: () => ({ params: { eventName: EVENT_NAME }, json: { audience: { type: 'all' } } }),
  },
  'POST /v1/api/admin/events/:eventName/announcements': {
    cells: onlyAdmin,
    sample: async ({ db }) => {
      await createRegistration(db);
      return {
        params: { eventName: EVENT_NAME },
        json: { subject: 'Matrix', body: 'Hello', audience: { type: 'all' } },
      };
    },
  },
  'GET /v1/api/admin/events/:eventName/announcements': {
    cells: onlyAdmin,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'GET /v1/api/client/announcements': { cells: [U, U, U, U, 200, 200, F, F], sample: () => ({}) },
  // Check-in at the venue: admins at the door; each delegate reads their own codes.
  'GET /v1/api/checkin/passes': { cells: [U, U, U, U, 200, 200, F, F], sample: () => ({}) },
  'POST /v1/api/admin/events/:eventName/checkin/lookup': {
    cells: onlyAdmin,
    sample: async ({ db }) => {
      const { eventName, code } = await checkinFixture(db);
      return { params: { eventName }, json: { code } };
    },
  },
  'POST /v1/api/admin/events/:eventName/checkin/code': {
    cells: onlyAdmin,
    sample: async ({ db }) => {
      const { eventName, code } = await checkinFixture(db);
      return { params: { eventName }, json: { code } };
    },
  },
  'POST /v1/api/admin/events/:eventName/checkin/registration': {
    cells: onlyAdmin,
    sample: async ({ db }) => {
      const { eventName, registrationId } = await checkinFixture(db);
      return { params: { eventName }, json: { registrationId } };
    },
  },
  'GET /v1/api/admin/events/:eventName/checkin/search': {
    cells: onlyAdmin,
    sample: () => ({ params: { eventName: EVENT_NAME }, query: 'q=ab' }),
  },
  'GET /v1/api/admin/events/:eventName/checkin/counts': {
    cells: onlyAdmin,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'POST /v1/api/admin/registrations/:id/checkin-code': {
    cells: onlyAdmin,
    sample: async ({ db }) => ({ params: { id: (await checkinFixture(db)).registrationId }, json: {} }),
  },
  // Certificates: admins issue, list, revoke and zip; a client reads their own; anyone verifies.
  'POST /v1/api/admin/events/:eventName/certificates/issue': {
    cells: onlyAdmin,
    sample: () => ({ params: { eventName: EVENT_NAME }, json: { confirmed: [...certificateProblemCodes] } }),
  },
  // A revoked certificate of a delegate still eligible (seated, attended), in an event of its own: its
  // re-issue succeeds.
  'POST /v1/api/admin/events/:eventName/certificates/:code/reissue': {
    cells: onlyAdmin,
    sample: async ({ db }) => {
      const eventName = `Matrix Reissue ${randomBytes(4).toString('hex')}`;
      await createEventWithCommittees(db, eventName);
      const reg = await createRegistration(db, {
        eventName,
        status: 'confirmed',
        assignedCommittee: 'IB',
        assignedPortfolio: ib[0]!,
      });
      await recordAttendance(db, reg.id);
      const { code } = await createCertificate(db, {
        eventName,
        registrationId: reg.id,
        userId: reg.user.id,
        revoked: true,
      });
      return { params: { eventName, code }, json: {} };
    },
  },
  'GET /v1/api/admin/events/:eventName/certificates': {
    cells: onlyAdmin,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'POST /v1/api/admin/events/:eventName/certificates/:code/revoke': {
    cells: onlyAdmin,
    sample: async ({ db }) => ({
      params: { eventName: EVENT_NAME, code: (await createCertificate(db, { bare: true })).code },
      json: {},
    }),
  },
  // An event of its own with one certificate: the seeded event's ZIP grows with every sample above.
  'GET /v1/api/admin/events/:eventName/certificates.zip': {
    cells: onlyAdmin,
    sample: async ({ db }) => {
      const eventName = `Matrix Certificates ${randomBytes(4).toString('hex')}`;
      await createEventWithCommittees(db, eventName);
      await createCertificate(db, { eventName, bare: true });
      return { params: { eventName } };
    },
  },
  'GET /v1/api/dashboard/certificates': { cells: [U, U, U, U, 200, 200, F, F], sample: () => ({}) },
  // Someone else's certificate: the handler answers 404 to every client.
  'GET /v1/api/dashboard/certificates/:code/pdf': {
    cells: [U, U, U, U, 404, 404, F, F],
    sample: async ({ db }) => ({ params: { code: (await createCertificate(db, { bare: true })).code } }),
  },
  'GET /v1/api/certificates/:code': {
    cells: all(200),
    sample: async ({ db }) => ({ params: { code: (await createCertificate(db, { bare: true })).code } }),
  },

  // Admins and superadmins.
  'GET /v1/api/getcontactusres': { cells: [U, U, U, U, F, F, 200, 200], sample: () => ({}) },

  // Superadmins.
  'PUT /v1/api/superadmin/events/registration': {
    cells: onlySuperadmin,
    sample: () => ({ json: { eventName: EVENT_NAME, open: true } }),
  },
  'GET /v1/api/superadmin/events': { cells: onlySuperadmin, sample: () => ({}) },
  'POST /v1/api/superadmin/events': {
    cells: onlySuperadmin,
    sample: () => ({ json: { name: `Matrix Conference ${randomBytes(4).toString('hex')}` } }),
  },
  'GET /v1/api/superadmin/events/:eventName': {
    cells: onlySuperadmin,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'DELETE /v1/api/superadmin/events/:eventName': {
    cells: onlySuperadmin,
    sample: async ({ db }) => ({ params: { eventName: (await freshEvent(db)).name } }),
  },
  'PUT /v1/api/superadmin/events/:eventName': {
    cells: onlySuperadmin,
    sample: async ({ db }) => {
      const { name } = await freshEvent(db);
      return {
        params: { eventName: name },
        json: {
          name,
          theme: 'Matrix',
          about: '',
          startsOn: null,
          endsOn: null,
          venue: '',
          hero: null,
          archiveUrl: null,
          window: { switchOpen: false, opensAt: null, closesAt: null },
          fees: { individual: 1, groupPerMember: 1, hospitality: 1, groupMinPeople: 3 },
          payment: { accountHolder: '', bankName: '', accountNumber: '', ifsc: '', upiIds: [], contacts: [] },
        },
      };
    },
  },
  'PUT /v1/api/superadmin/events/:eventName/featured': {
    cells: onlySuperadmin,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'PUT /v1/api/superadmin/events/:eventName/registration': {
    cells: onlySuperadmin,
    sample: async ({ db }) => ({
      params: { eventName: (await freshEvent(db)).name },
      json: { action: 'close' },
    }),
  },
  'POST /v1/api/superadmin/events/:eventName/committees': {
    cells: onlySuperadmin,
    sample: async ({ db }) => ({
      params: { eventName: (await freshEvent(db)).name },
      json: committeeSample(),
    }),
  },
  'PUT /v1/api/superadmin/events/:eventName/committees/:committeeId': {
    cells: onlySuperadmin,
    sample: async ({ db }) => {
      const { name, committeeId } = await freshEvent(db);
      return { params: { eventName: name, committeeId }, json: committeeSample() };
    },
  },
  'DELETE /v1/api/superadmin/events/:eventName/committees/:committeeId': {
    cells: onlySuperadmin,
    sample: async ({ db }) => {
      const { name, committeeId } = await freshEvent(db);
      return { params: { eventName: name, committeeId } };
    },
  },
  'PUT /v1/api/superadmin/events/:eventName/committees-order': {
    cells: onlySuperadmin,
    sample: async ({ db }) => {
      const { name, committeeId } = await freshEvent(db);
      return { params: { eventName: name }, json: { committeeIds: [committeeId] } };
    },
  },
  'PUT /v1/api/superadmin/events/:eventName/committees/:committeeId/portfolios': {
    cells: onlySuperadmin,
    sample: async ({ db }) => {
      const { name, committeeId } = await freshEvent(db);
      return { params: { eventName: name, committeeId }, json: { portfolios: ['Alpha', 'Beta'] } };
    },
  },
  'PUT /v1/api/superadmin/events/:eventName/portfolios/:portfolioId': {
    cells: onlySuperadmin,
    sample: async ({ db }) => {
      const { name, portfolioId } = await freshEvent(db);
      return { params: { eventName: name, portfolioId }, json: { name: 'Gamma' } };
    },
  },
  'PUT /v1/api/superadmin/events/:eventName/board': {
    cells: onlySuperadmin,
    sample: async ({ db }) => ({ params: { eventName: (await freshEvent(db)).name }, json: { members: [] } }),
  },
  'PUT /v1/api/superadmin/events/:eventName/cosponsors': {
    cells: onlySuperadmin,
    sample: async ({ db }) => ({
      params: { eventName: (await freshEvent(db)).name },
      json: { coSponsors: [] },
    }),
  },
  'POST /v1/api/superadmin/events/:eventName/files': {
    cells: onlySuperadmin,
    sample: async ({ db }) => ({
      params: { eventName: (await freshEvent(db)).name },
      json: { file: dataUrl('image/png', await makeImage('png')), alt: 'A poster' },
    }),
  },
  'GET /v1/api/superadmin/getallaccounts': { cells: onlySuperadmin, sample: () => ({}) },
  'GET /v1/api/superadmin/accounts/:id': {
    cells: onlySuperadmin,
    sample: async ({ db }) => ({ params: { id: (await createUser(db)).id } }),
  },
  'PUT /v1/api/elevate/admin': {
    cells: onlySuperadmin,
    sample: async ({ db }) => ({ json: { accountID: (await createUser(db)).id } }),
  },
  'PUT /v1/api/demote/client': {
    cells: onlySuperadmin,
    sample: async ({ db }) => ({ json: { accountID: (await createUser(db, { role: 'admin' })).id } }),
  },
  'DELETE /v1/api/superadmin/deleteaccount': {
    cells: onlySuperadmin,
    sample: async ({ db }) => ({ json: { accountID: (await createUser(db)).id } }),
  },
  'GET /v1/api/superadmin/getscheduleddeleteaccount': { cells: onlySuperadmin, sample: () => ({}) },
  'GET /v1/api/superadmin/audit': { cells: onlySuperadmin, sample: () => ({}) },
};

/** The body a guard answers a denied cell with. */
export function deniedBody(cell: typeof U | typeof F | typeof V, row: Row): { error: string } {
  if (cell === U) return { error: messages.auth.unauthorized };
  if (cell === V) return { error: messages.auth.verifyEmailFirst };
  return { error: row.forbidden ?? messages.generic.notAuthorized };
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Sends a route's sample request ('METHOD /url/:param' filled in) with the caller's headers. */
export function sendSample(
  app: FastifyInstance,
  key: string,
  sample: Sample,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const [method, pattern] = key.split(' ') as [string, string];
  const path = pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = sample.params?.[name];
    if (value === undefined) throw new Error(`${key}: the sample has no value for :${name}`);
    return encodeURIComponent(value);
  });
  return request(app, {
    method: method as 'GET',
    url: sample.query ? `${path}?${sample.query}` : path,
    headers,
    ...(sample.json === undefined ? {} : { json: sample.json }),
  });
}

export interface Caller {
  column: Column;
  /** Which variant of the column (several for malformed and revoked tokens). */
  shape: string;
  headers: Record<string, string>;
}

/** A fresh verified account of a role the level admits, with a live session. */
async function allowedAccount(db: Db, level: AuthLevel): Promise<{ id: string; token: string }> {
  const role: Role = levelRoles[level]?.[0] ?? 'client';
  const user = await createUser(db, { role });
  return { id: user.id, token: await sessionFor(db, user) };
}

/**
 * Fresh callers with a bad token for routes of `level`: malformed, expired and revoked tokens. The tokens
 * belong (or belonged) to an account the level admits, so only the token's state can explain a 401. No
 * route lets these through (public routes ignore the header), so one set serves every route of a level.
 */
export async function badTokenCallers({ app, db }: MatrixContext, level: AuthLevel): Promise<Caller[]> {
  const fresh = () => allowedAccount(db, level);
  const callers: Caller[] = [];

  const malformed = async (shape: string, header: (token: string) => string) =>
    callers.push({
      column: 'malformed token',
      shape,
      headers: { authorization: header((await fresh()).token) },
    });
  await malformed('another scheme', (token) => `Basic ${Buffer.from(`x:${token}`).toString('base64')}`);
  await malformed('garbage characters after a live token', (token) => `Bearer ${token}<"'>;{}`);
  await malformed('an over-long token', (token) => `Bearer ${token}${'A'.repeat(4096)}`);
  await malformed('a live token with one character changed', (token) => {
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    return `Bearer ${token.slice(0, -1)}${last}`;
  });
  callers.push({
    column: 'malformed token',
    shape: 'a well-formed random token',
    headers: bearer(randomBytes(32).toString('base64url')),
  });
  const deleted = await fresh();
  await db.delete(users).where(eq(users.id, deleted.id));
  callers.push({
    column: 'malformed token',
    shape: 'the token of a deleted account',
    headers: bearer(deleted.token),
  });

  const expired = await fresh();
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, hashToken(expired.token)));
  callers.push({
    column: 'expired token',
    shape: 'a session past its expiry',
    headers: bearer(expired.token),
  });

  const loggedOut = await fresh();
  await expectOk(request(app, { method: 'POST', url: '/v1/api/logout', headers: bearer(loggedOut.token) }));
  callers.push({ column: 'revoked token', shape: 'ended by logout', headers: bearer(loggedOut.token) });

  // A password change from the profile ends the account's other sessions.
  const changed = await fresh();
  const other = await sessionFor(db, changed);
  await expectOk(
    request(app, {
      method: 'PUT',
      url: '/v1/api/all/edit/profile',
      headers: bearer(other),
      json: { newPwd: 'changed secret 1', confirmNewPwd: 'changed secret 1' },
    }),
  );
  callers.push({
    column: 'revoked token',
    shape: 'ended by a password change',
    headers: bearer(changed.token),
  });

  // A password reset ends every session of the account.
  const reset = await fresh();
  const { token, hash } = newToken();
  await db.insert(emailTokens).values({
    tokenHash: hash,
    userId: reset.id,
    purpose: 'reset',
    expiresAt: new Date(Date.now() + 60_000),
  });
  await expectOk(
    request(app, {
      method: 'PUT',
      url: '/v1/api/resetpassword',
      json: { token, newpwd: 'reset secret 1', cnewpwd: 'reset secret 1' },
    }),
  );
  callers.push({ column: 'revoked token', shape: 'ended by a password reset', headers: bearer(reset.token) });
  return callers;
}

/** Fresh anonymous, unverified client, client, admin and superadmin callers (an allowed call may end them). */
export async function accountCallers(db: Db): Promise<Caller[]> {
  const callers: Caller[] = [{ column: 'anonymous', shape: 'no Authorization header', headers: {} }];
  for (const [column, options] of [
    ['unverified client', { verified: false }],
    ['client', {}],
    ['admin', { role: 'admin' }],
    ['superadmin', { role: 'superadmin' }],
  ] as const) {
    const user = await createUser(db, options);
    callers.push({ column, shape: column, headers: bearer(await sessionFor(db, user)) });
  }
  return callers;
}

export interface CellResult {
  caller: Caller;
  cell: Cell;
  res: LightMyRequestResponse;
}

/**
 * Runs one row: every caller sends the route's sample. The denied calls go first, all with one sample
 * (none of them may use it up), between two snapshots of the database: `deniedWrites` names the tables
 * they changed (none, when the guards answer before any handler). Then each allowed call, with a fresh
 * sample of its own.
 */
export async function runRow(
  ctx: MatrixContext,
  key: string,
  callers: Caller[],
  { checkWrites = true }: { checkWrites?: boolean } = {},
): Promise<{ results: CellResult[]; deniedWrites: string[] }> {
  const row = matrix[key];
  if (!row) throw new Error(`no row for ${key}`);
  const cells = callers.map((caller) => ({ caller, cell: row.cells[columns.indexOf(caller.column)]! }));
  const send = async ({ caller, cell }: (typeof cells)[number], sample: Sample) => ({
    caller,
    cell,
    res: await sendSample(ctx.app, key, sample, caller.headers),
  });
  const results: CellResult[] = [];
  let deniedWrites: string[] = [];

  const denied = cells.filter((c) => isDenied(c.cell));
  if (denied.length > 0) {
    const sample = await row.sample(ctx);
    const before = checkWrites ? await snapshotDatabase(ctx.db) : undefined;
    for (const c of denied) results.push(await send(c, sample));
    if (before) deniedWrites = changedTables(before, await snapshotDatabase(ctx.db));
  }
  for (const c of cells.filter((c) => !isDenied(c.cell))) results.push(await send(c, await row.sample(ctx)));
  return { results, deniedWrites };
}

async function expectOk(response: Promise<LightMyRequestResponse>): Promise<void> {
  const res = await response;
  if (res.statusCode !== 200) throw new Error(`setting up a caller failed: ${res.statusCode} ${res.body}`);
}
