/**
 * The authorization matrix: every /v1/api route of `app.routeAuth` against every kind of caller. `matrix`
 * is the one table declaring the outcome of each cell, with a sample request per route that passes the
 * guard for an allowed caller (so an allowed cell shows the handler's real answer). `callersFor()` makes
 * fresh callers of each kind, `sendSample()` sends a route's sample. Used by
 * tests/api/authorization-matrix.test.ts (outcomes, nothing written when denied) and
 * tests/api/security-headers.test.ts (the headers of the same responses).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { messages } from '~/shared/messages';
import { chairMessages } from '~/shared/desk-messages';
import { paperMessages } from '~/shared/paper-messages';
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
import { type ChairFixture, chairFixture } from './chairs';
import { type PaperFixture, makePdf, paperFixture, pdfDataUrl } from './papers';
import { type AwardFixture, awardFixture } from './awards';
import { dateInIndia } from '~/shared/conference-day';
import { signedPaymentUrl } from '../../src/server/modules/admin/signed-payment';
import { registrations } from '../../src/server/modules/registration/table';
import {
  teamFiles,
  teamGroups,
  teamPeople,
  teamPositions,
  teamTenures,
} from '../../src/server/modules/team/table';
import { blogs } from '../../src/server/modules/blog/table';
import { contentFiles, galleryAlbums, galleryPhotos } from '../../src/server/modules/content/table';
import { sitePages } from '../../src/server/modules/pages/table';
import { accountGrants } from '../../src/server/modules/accounts/table';
import type { Capability } from '~/shared/capabilities';
import { request } from './app';
import { changedTables, snapshotDatabase } from './db-snapshot';
import { dataUrl, makeImage } from './images';
import { EVENT_NAME, individualBody, outsiderFields } from './registration';
import { seededPortfolios } from './seeded-event';
import { csvDataUrl, settleableUpload, statementCsv, storedUpload, storedUploadMapping } from './statements';

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
  /** A chair of the committee the sample names, and a chair of another committee of its event. */
  chairs?: Record<ChairColumn, Record<string, string>>;
}

/**
 * The chairs' callers: client accounts that chair a committee. Their cells are kept apart (`chairCells`),
 * since who they are depends on the committee each sample names.
 */
export const chairColumns = ['chair of this committee', 'chair of another committee'] as const;
export type ChairColumn = (typeof chairColumns)[number];

/**
 * The granted callers: verified clients holding one capability each (src/shared/capabilities.ts). Their cells are
 * kept apart (`grantCells`): none of the main columns' clients holds a grant.
 */
export const grantColumns = [
  'treasurer',
  'gallery editor',
  'blogs editor',
  'team editor',
  'pages editor',
] as const;
export type GrantColumn = (typeof grantColumns)[number];
export const grantOf: Record<GrantColumn, Capability> = {
  treasurer: 'treasurer',
  'gallery editor': 'content:gallery',
  'blogs editor': 'content:blogs',
  'team editor': 'content:team',
  'pages editor': 'content:pages',
};

export interface MatrixContext {
  app: FastifyInstance;
  db: Db;
}

export interface Row {
  /** One cell per entry of `columns`. */
  cells: readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell];
  /** The message of this route's F cells. */
  forbidden?: string;
  /**
   * Clients holding one capability each: one cell per entry of `grantColumns` (every route of an editor level or
   * the treasury level has them, and so do the routes a holder might try beyond their grant).
   */
  grantCells?: readonly [Cell, Cell, Cell, Cell, Cell];
  /** The routes of chairs, sessions and roll call: one cell per entry of `chairColumns` (the sample names the chairs). */
  chairCells?: readonly [Cell, Cell];
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

/** Tenure labels no sample has used yet in this process (POST /superadmin/team/tenures). */
let nextTenureYear = 2030;
const freshTenureLabel = () => {
  const start = nextTenureYear++;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/**
 * In the seeded tenure, a new group holding one new person, and an empty group, for the team editor's
 * samples (so no sample changes what another one uses).
 */
async function freshTeamRows(db: Db) {
  const [tenure] = await db.select().from(teamTenures).where(eq(teamTenures.label, '2024-25'));
  // The groups of earlier samples go, so the tenure stays under its group limit however many samples run.
  await db
    .delete(teamGroups)
    .where(and(eq(teamGroups.tenureId, tenure!.id), like(teamGroups.name, 'Matrix %')));
  const suffix = randomBytes(4).toString('hex');
  const [group, empty] = await db
    .insert(teamGroups)
    .values([
      { tenureId: tenure!.id, name: `Matrix Group ${suffix}`, position: 100 },
      { tenureId: tenure!.id, name: `Matrix Empty ${suffix}`, position: 101 },
    ])
    .returning({ id: teamGroups.id });
  const [person] = await db
    .insert(teamPeople)
    .values({ name: `Matrix Person ${suffix}` })
    .returning({ id: teamPeople.id });
  const [position] = await db
    .insert(teamPositions)
    .values({ tenureId: tenure!.id, groupId: group!.id, personId: person!.id, role: 'Member' })
    .returning({ id: teamPositions.id });
  return { groupId: group!.id, emptyGroupId: empty!.id, personId: person!.id, positionId: position!.id };
}

/** The seeded tenure's row (its draft revision, which a publish or restore names). */
async function seededTenure(db: Db) {
  const [tenure] = await db.select().from(teamTenures).where(eq(teamTenures.label, '2024-25'));
  return tenure!;
}

const personSample = (name = 'Matrix Person') => ({
  name,
  photo: null,
  facebook: null,
  github: 'https://github.com/matrix',
  mail: 'matrix@nits.ac.in',
  linkedin: null,
});

const committeeSample = () => ({
  code: 'MX',
  displayName: 'Matrix Assembly',
  fullName: '',
  agenda: '',
  description: '',
  banner: null,
  guideUrl: null,
});

/** Grant cells: only the holder of that grant gets in (besides the roles of `cells`); the others get 403. */
const grants = (holder: GrantColumn | null): Row['grantCells'] =>
  grantColumns.map((column) => (column === holder ? 200 : F)) as unknown as Row['grantCells'];

/** The `wrapped` page with a draft (its published document), for the page editor's samples. */
async function wrappedWithDraft(db: Db) {
  const [row] = await db
    .update(sitePages)
    .set({ draft: sql`${sitePages.published}`, version: sql`${sitePages.version} + 1` })
    .where(eq(sitePages.key, 'wrapped'))
    .returning({ version: sitePages.version, published: sitePages.published });
  return row!;
}

/** A draft album with one photo (shipped file addresses: a photo row needs no upload), for the gallery's samples. */
async function freshAlbum(db: Db, state: { published?: boolean } = {}) {
  const [album] = await db
    .insert(galleryAlbums)
    .values({ title: `Matrix Album ${randomBytes(4).toString('hex')}`, published: state.published ?? false })
    .returning({ id: galleryAlbums.id, version: galleryAlbums.version });
  const image = {
    url: '/gallery/full/photo-1.webp',
    width: 1600,
    height: 1067,
    variants: [{ url: '/gallery/full/photo-1.webp', width: 1600 }],
  };
  const [photo] = await db
    .insert(galleryPhotos)
    .values({ albumId: album!.id, caption: 'Matrix caption', alt: 'Matrix photo', image, position: 1 })
    .returning({ id: galleryPhotos.id });
  return { id: album!.id, version: album!.version, photoId: photo!.id };
}

/** An uploaded content file's address (a blog thumbnail's sample). */
async function freshContentFile(db: Db): Promise<string> {
  const [file] = await db
    .insert(contentFiles)
    .values({
      upload: randomUUID(),
      contentType: 'image/webp',
      bytes: await makeImage('webp'),
      width: 64,
      height: 40,
    })
    .returning({ id: contentFiles.id });
  return `/v1/api/content-files/${file!.id}`;
}

const blogSample = async (db: Db) => ({
  name: 'Matrix Blog',
  url: `https://medium.com/@nitsmun/matrix-${randomBytes(4).toString('hex')}`,
  thumbnail: await freshContentFile(db),
  thumbnailAlt: 'A matrix of placards',
});

async function freshBlog(db: Db) {
  const body = await blogSample(db);
  const [blog] = await db.insert(blogs).values(body).returning({ id: blogs.id });
  return { id: blog!.id, body };
}

/** Admins, and superadmins, who hold every admin power. */
const admins: Row['cells'] = [U, U, U, U, F, F, 200, 200];
const onlySuperadmin: Row['cells'] = [U, U, U, U, F, F, F, 200];
/** Admins, superadmins, and clients granted the treasurer capability (none of the columns' clients is). */
const treasury: Row['cells'] = [U, U, U, U, F, F, 200, 200];
const signedIn = (status: number): Row['cells'] => [U, U, U, U, status, status, status, status];
const registrant: Row['cells'] = [U, U, U, U, V, 200, F, F];
/** The chair guard: an admin (or superadmin), or a chair of the committee the path names; anyone else 403. */
const chairOnly: Pick<Row, 'cells' | 'forbidden' | 'chairCells'> = {
  cells: [U, U, U, U, F, F, 200, 200],
  forbidden: chairMessages.notChair,
  chairCells: [200, F],
};
/** A sample on a new chair fixture: its path parameters, the body, and its two chairs. */
const onChairFixture =
  (make: (fx: ChairFixture) => Omit<Sample, 'chairs'> | Promise<Omit<Sample, 'chairs'>>) =>
  async ({ db }: MatrixContext): Promise<Sample> => {
    const fx = await chairFixture(db);
    return {
      ...(await make(fx)),
      chairs: { 'chair of this committee': fx.chair, 'chair of another committee': fx.otherChair },
    };
  };
const room = (fx: ChairFixture) => ({ eventName: fx.eventName, committee: fx.committee });
/** A sample on a new chair fixture whose seated delegate has uploaded a paper. */
const onPaperFixture =
  (make: (fx: PaperFixture) => Omit<Sample, 'chairs'>) =>
  async ({ db }: MatrixContext): Promise<Sample> => {
    const fx = await paperFixture(db);
    return {
      ...make(fx),
      chairs: { 'chair of this committee': fx.chair, 'chair of another committee': fx.otherChair },
    };
  };
/** A sample on a new chair fixture with an award category and a proposal of it for another delegate. */
const onAwardFixture =
  (make: (fx: AwardFixture) => Omit<Sample, 'chairs'>) =>
  async ({ db }: MatrixContext): Promise<Sample> => {
    const fx = await awardFixture(db);
    return {
      ...make(fx),
      chairs: { 'chair of this committee': fx.chair, 'chair of another committee': fx.otherChair },
    };
  };
let matrixPdf: Promise<string> | undefined;
const samplePdf = () => (matrixPdf ??= makePdf().then((bytes) => pdfDataUrl(bytes)));

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
  'GET /v1/api/reg/payment-reference/:eventName': {
    cells: registrant,
    forbidden: messages.registration.adminsNotAllowed,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'POST /v1/api/reg/invites/:inviteId/link': {
    cells: [U, U, U, U, V, 404, F, F],
    forbidden: messages.registration.adminsNotAllowed,
    sample: () => ({ params: { inviteId: randomUUID() } }),
  },
  'POST /v1/api/reg/screenshot-reading': {
    cells: registrant,
    forbidden: messages.registration.adminsNotAllowed,
    sample: async () => ({ json: { payment: dataUrl('image/png', await makeImage('png')) } }),
  },
  'POST /v1/api/sendinvite': {
    cells: registrant,
    forbidden: messages.registration.adminsNotAllowed,
    sample: async ({ db }) => ({
      json: { email: (await createUser(db)).email, eventName: EVENT_NAME, grpName: 'Matrix' },
    }),
  },

  // Admins.
  'GET /v1/api/admin/getregistered': { cells: admins, grantCells: grants(null), sample: () => ({}) },
  'GET /v1/api/admin/events': { cells: admins, sample: () => ({}) },
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
    cells: admins,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'GET /v1/api/admin/events/:eventName/registrations.csv': {
    cells: admins,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'GET /v1/api/admin/registrations/:id': {
    cells: admins,
    sample: async ({ db }) => ({ params: { id: (await createRegistration(db)).id } }),
  },
  // Payment screenshots: admins and superadmins only (not even the registrant).
  'GET /v1/api/admin/registrations/:id/payment': {
    cells: admins,
    sample: async ({ db }) => ({ params: { id: (await createRegistration(db)).id } }),
  },
  'PUT /v1/api/confirm/reg': {
    cells: admins,
    sample: async ({ db }) => ({ json: { regID: (await createRegistration(db)).id } }),
  },
  'PUT /v1/api/decline/reg': {
    cells: admins,
    sample: async ({ db }) => ({ json: { regID: (await createRegistration(db)).id } }),
  },
  // Payments: marking received or refunded, sharing a transaction id, bulk confirmation.
  'PUT /v1/api/admin/registrations/:id/payment/received': {
    cells: admins,
    sample: async ({ db }) => ({
      params: { id: (await createRegistration(db, { paymentState: 'submitted' })).id },
      json: { note: 'Matched on the statement' },
    }),
  },
  'PUT /v1/api/admin/registrations/:id/payment/waiver': {
    cells: admins,
    // Received Rs 300 of the 399 due: Rs 99 short.
    sample: async ({ db }) => ({
      params: { id: (await createRegistration(db, { receivedPaise: 30_000 })).id },
      json: { note: 'The club lets the rest go' },
    }),
  },
  'POST /v1/api/admin/registrations/:id/payment/receipts': {
    cells: admins,
    // Received Rs 300 of the 399 due: Rs 99 short.
    sample: async ({ db }) => ({
      params: { id: (await createRegistration(db, { receivedPaise: 30_000 })).id },
      json: { note: 'The rest by UPI', amount: 99 },
    }),
  },
  'PUT /v1/api/admin/registrations/:id/payment/refunded': {
    cells: admins,
    sample: async ({ db }) => ({
      params: { id: (await createRegistration(db)).id },
      json: { amount: 399, refundedOn: '2026-11-20', note: 'Paid twice' },
    }),
  },
  'POST /v1/api/admin/registrations/:id/transaction-shares': {
    cells: admins,
    sample: async ({ db }) => {
      const reg = await createRegistration(db);
      const transactionId = `9${randomBytes(6).readUIntBE(0, 6).toString().padStart(11, '0').slice(-11)}`;
      await db.update(registrations).set({ transactionId }).where(eq(registrations.id, reg.id));
      return { params: { id: reg.id }, json: { email: (await createUser(db)).email } };
    },
  },
  'POST /v1/api/admin/events/:eventName/bulk-confirm': {
    cells: admins,
    sample: () => ({ params: { eventName: EVENT_NAME }, json: {} }),
  },
  // The treasurer's ledger of an event: its totals and its lines as CSV (admins, superadmins, treasurers).
  'GET /v1/api/admin/events/:eventName/ledger': {
    cells: treasury,
    grantCells: grants('treasurer'),
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'GET /v1/api/admin/events/:eventName/ledger.csv': {
    cells: treasury,
    grantCells: grants('treasurer'),
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  // The review loop: the next pending registration, and undoing a decline.
  'GET /v1/api/admin/registrations/:id/next-pending': {
    cells: admins,
    sample: async ({ db }) => ({ params: { id: (await createRegistration(db)).id } }),
  },
  'PUT /v1/api/admin/registrations/:id/reopen': {
    cells: admins,
    sample: async ({ db }) => ({
      params: { id: (await createRegistration(db, { status: 'declined' })).id },
      json: {},
    }),
  },
  'PUT /v1/api/admin/assign/portfolios': {
    cells: admins,
    sample: async ({ db }) => {
      const reg = await createRegistration(db, { status: 'confirmed' });
      return { json: { eventID: reg.id, committee: 'IB', portfolio: ib[nextPortfolio++ % ib.length] } };
    },
  },
  'GET /v1/api/admin/overview': { cells: admins, sample: () => ({}) },
  // The seat allocation: admins only, like every call on registrations.
  'POST /v1/api/admin/events/:eventName/allocation/preview': {
    cells: admins,
    sample: () => ({ params: { eventName: EVENT_NAME }, json: {} }),
  },
  'POST /v1/api/admin/events/:eventName/allocation/preview.csv': {
    cells: admins,
    sample: () => ({ params: { eventName: EVENT_NAME }, json: {} }),
  },
  'POST /v1/api/admin/events/:eventName/allocation/apply': {
    cells: admins,
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
    cells: admins,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  // Announcements: admins send to an event's registrants; clients read those they received.
  'POST /v1/api/admin/events/:eventName/announcements/preview': {
    cells: admins,
    sample: () => ({ params: { eventName: EVENT_NAME }, json: { audience: { type: 'all' } } }),
  },
  'POST /v1/api/admin/events/:eventName/announcements': {
    cells: admins,
    sample: async ({ db }) => {
      await createRegistration(db);
      return {
        params: { eventName: EVENT_NAME },
        json: { subject: 'Matrix', body: 'Hello', audience: { type: 'all' } },
      };
    },
  },
  'GET /v1/api/admin/events/:eventName/announcements': {
    cells: admins,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'GET /v1/api/client/announcements': { cells: [U, U, U, U, 200, 200, F, F], sample: () => ({}) },
  // Check-in at the venue: admins at the door; each delegate reads their own codes.
  'GET /v1/api/checkin/passes': { cells: [U, U, U, U, 200, 200, F, F], sample: () => ({}) },
  'POST /v1/api/admin/events/:eventName/checkin/lookup': {
    cells: admins,
    sample: async ({ db }) => {
      const { eventName, code } = await checkinFixture(db);
      return { params: { eventName }, json: { code } };
    },
  },
  'POST /v1/api/admin/events/:eventName/checkin/code': {
    cells: admins,
    sample: async ({ db }) => {
      const { eventName, code } = await checkinFixture(db);
      return { params: { eventName }, json: { code } };
    },
  },
  'POST /v1/api/admin/events/:eventName/checkin/registration': {
    cells: admins,
    sample: async ({ db }) => {
      const { eventName, registrationId } = await checkinFixture(db);
      return { params: { eventName }, json: { registrationId } };
    },
  },
  'GET /v1/api/admin/events/:eventName/checkin/search': {
    cells: admins,
    sample: () => ({ params: { eventName: EVENT_NAME }, query: 'q=ab' }),
  },
  'GET /v1/api/admin/events/:eventName/checkin/counts': {
    cells: admins,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'POST /v1/api/admin/registrations/:id/checkin-code': {
    cells: admins,
    sample: async ({ db }) => ({ params: { id: (await checkinFixture(db)).registrationId }, json: {} }),
  },
  // Chairs: admins invite, remove and set the sessions; anyone may look an invite up; the invited
  // account accepts (another account's email: 403); chairs and admins read and take roll call.
  'GET /v1/api/admin/events/:eventName/chairs': {
    cells: admins,
    chairCells: [F, F],
    sample: onChairFixture((fx) => ({ params: { eventName: fx.eventName } })),
  },
  'POST /v1/api/admin/events/:eventName/chairs': {
    cells: admins,
    chairCells: [F, F],
    sample: onChairFixture((fx) => ({
      params: { eventName: fx.eventName },
      json: { committee: fx.committee, email: `chair-${randomBytes(4).toString('hex')}@example.com` },
    })),
  },
  'POST /v1/api/admin/chairs/:chairId/revoke': {
    cells: admins,
    chairCells: [F, F],
    sample: onChairFixture((fx) => ({ params: { chairId: fx.chairId }, json: {} })),
  },
  'PUT /v1/api/admin/events/:eventName/sessions': {
    cells: admins,
    chairCells: [F, F],
    sample: onChairFixture((fx) => ({
      params: { eventName: fx.eventName },
      json: {
        sessions: [{ id: fx.sessionId, name: 'Opening', day: dateInIndia(new Date()), startTime: '09:00' }],
      },
    })),
  },
  'POST /v1/api/chair-invites/lookup': {
    cells: all(200),
    chairCells: [200, 200],
    sample: onChairFixture((fx) => ({ json: { token: fx.inviteToken } })),
  },
  'POST /v1/api/chair-invites/accept': {
    cells: [U, U, U, U, 403, 403, F, F],
    chairCells: [403, 403],
    sample: onChairFixture((fx) => ({ json: { token: fx.inviteToken } })),
  },
  'GET /v1/api/chair/committees': {
    cells: [U, U, U, U, 200, 200, F, F],
    chairCells: [200, 200],
    sample: onChairFixture(() => ({})),
  },
  'GET /v1/api/client/attendance': {
    cells: [U, U, U, U, 200, 200, F, F],
    chairCells: [200, 200],
    sample: onChairFixture(() => ({})),
  },
  'GET /v1/api/chair/events/:eventName/committees/:committee': {
    ...chairOnly,
    sample: onChairFixture((fx) => ({ params: room(fx) })),
  },
  'GET /v1/api/chair/events/:eventName/committees/:committee/sessions/:sessionId': {
    ...chairOnly,
    sample: onChairFixture((fx) => ({ params: { ...room(fx), sessionId: fx.sessionId } })),
  },
  'PUT /v1/api/chair/events/:eventName/committees/:committee/sessions/:sessionId/roll-call/:registrationId': {
    ...chairOnly,
    sample: onChairFixture((fx) => ({
      params: { ...room(fx), sessionId: fx.sessionId, registrationId: fx.registrationId },
      json: { state: 'present' },
    })),
  },
  // Position papers: a client uploads for their seat (the columns' accounts have none: 409) and lists
  // theirs; a paper is read by its author, a chair of its committee, admins and superadmins; chairs and admins list,
  // review, close and zip; admins set the rules and see the progress.
  'GET /v1/api/client/papers': {
    cells: [U, U, U, U, 200, 200, F, F],
    chairCells: [200, 200],
    sample: onChairFixture(() => ({})),
  },
  'POST /v1/api/client/events/:eventName/committees/:committee/papers': {
    cells: [U, U, U, U, 409, 409, F, F],
    chairCells: [409, 409],
    sample: onChairFixture(async (fx) => ({
      params: room(fx),
      json: { file: await samplePdf(), fileName: 'paper.pdf' },
    })),
  },
  'GET /v1/api/papers/:paperId': {
    cells: [U, U, U, U, F, F, 200, 200],
    forbidden: paperMessages.notReader,
    chairCells: [200, F],
    sample: onPaperFixture((fx) => ({ params: { paperId: fx.paperId } })),
  },
  'GET /v1/api/chair/events/:eventName/committees/:committee/papers': {
    ...chairOnly,
    sample: onChairFixture((fx) => ({ params: room(fx) })),
  },
  'POST /v1/api/chair/events/:eventName/committees/:committee/papers/:paperId/review': {
    ...chairOnly,
    sample: onPaperFixture((fx) => ({
      params: { ...room(fx), paperId: fx.paperId },
      json: { decision: 'changesRequested', feedback: 'Cite your sources.' },
    })),
  },
  'PUT /v1/api/chair/events/:eventName/committees/:committee/papers/closed': {
    ...chairOnly,
    sample: onChairFixture((fx) => ({ params: room(fx), json: { closed: true } })),
  },
  'GET /v1/api/chair/events/:eventName/committees/:committee/papers.zip': {
    ...chairOnly,
    sample: onPaperFixture((fx) => ({ params: room(fx) })),
  },
  'GET /v1/api/admin/events/:eventName/papers': {
    cells: admins,
    chairCells: [F, F],
    sample: onChairFixture((fx) => ({ params: { eventName: fx.eventName } })),
  },
  'PUT /v1/api/admin/events/:eventName/papers/rules': {
    cells: admins,
    chairCells: [F, F],
    sample: onChairFixture((fx) => ({
      params: { eventName: fx.eventName },
      json: { required: true, deadline: null, committees: [{ committee: fx.committee, deadline: null }] },
    })),
  },
  // Awards: admins set the categories, read every committee's awards and publish; chairs of the committee
  // (and admins) read, propose and withdraw.
  'GET /v1/api/admin/events/:eventName/award-categories': {
    cells: admins,
    chairCells: [F, F],
    sample: onChairFixture((fx) => ({ params: { eventName: fx.eventName } })),
  },
  'PUT /v1/api/admin/events/:eventName/award-categories': {
    cells: admins,
    chairCells: [F, F],
    sample: onChairFixture((fx) => ({
      params: { eventName: fx.eventName },
      json: { categories: [{ name: 'Best Delegate', perCommittee: 1 }] },
    })),
  },
  'GET /v1/api/admin/events/:eventName/awards': {
    cells: admins,
    chairCells: [F, F],
    sample: onChairFixture((fx) => ({ params: { eventName: fx.eventName } })),
  },
  'POST /v1/api/admin/events/:eventName/awards/publish': {
    cells: admins,
    chairCells: [F, F],
    sample: onChairFixture((fx) => ({ params: { eventName: fx.eventName }, json: {} })),
  },
  // The published results: anyone.
  'GET /v1/api/results/:eventName': {
    cells: all(200),
    sample: onChairFixture((fx) => ({ params: { eventName: fx.eventName } })),
  },
  'GET /v1/api/chair/events/:eventName/committees/:committee/awards': {
    ...chairOnly,
    sample: onChairFixture((fx) => ({ params: room(fx) })),
  },
  'POST /v1/api/chair/events/:eventName/committees/:committee/awards': {
    ...chairOnly,
    sample: onAwardFixture((fx) => ({
      params: room(fx),
      json: { categoryId: fx.categoryId, registrationId: fx.registrationId },
    })),
  },
  'POST /v1/api/chair/events/:eventName/committees/:committee/awards/:awardId/withdraw': {
    ...chairOnly,
    sample: onAwardFixture((fx) => ({ params: { ...room(fx), awardId: fx.awardId }, json: {} })),
  },
  // Marks: admins set the rubric; chairs of the committee (and admins) read and save the committee's marks.
  'GET /v1/api/admin/events/:eventName/rubric': {
    cells: admins,
    chairCells: [F, F],
    sample: onChairFixture((fx) => ({ params: { eventName: fx.eventName } })),
  },
  'PUT /v1/api/admin/events/:eventName/rubric': {
    cells: admins,
    chairCells: [F, F],
    sample: onChairFixture((fx) => ({
      params: { eventName: fx.eventName },
      json: { criteria: [{ name: 'Speech', maxMark: 10 }] },
    })),
  },
  'GET /v1/api/chair/events/:eventName/committees/:committee/marks': {
    ...chairOnly,
    sample: onChairFixture((fx) => ({ params: room(fx) })),
  },
  'PUT /v1/api/chair/events/:eventName/committees/:committee/marks': {
    ...chairOnly,
    sample: onAwardFixture((fx) => ({
      params: room(fx),
      json: {
        sessionId: fx.sessionId,
        registrationId: fx.registrationId,
        marks: [{ criterionId: fx.criterionId, mark: 7 }],
      },
    })),
  },
  // Certificates: admins issue, list, revoke and zip; a client reads their own; anyone verifies.
  'POST /v1/api/admin/events/:eventName/certificates/issue': {
    cells: admins,
    sample: () => ({ params: { eventName: EVENT_NAME }, json: { confirmed: [...certificateProblemCodes] } }),
  },
  // A revoked certificate of a delegate still eligible (seated, attended), in an event of its own: its
  // re-issue succeeds.
  'POST /v1/api/admin/events/:eventName/certificates/:code/reissue': {
    cells: admins,
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
    cells: admins,
    sample: () => ({ params: { eventName: EVENT_NAME } }),
  },
  'POST /v1/api/admin/events/:eventName/certificates/:code/revoke': {
    cells: admins,
    sample: async ({ db }) => ({
      params: { eventName: EVENT_NAME, code: (await createCertificate(db, { bare: true })).code },
      json: {},
    }),
  },
  // An event of its own with one certificate: the seeded event's ZIP grows with every sample above.
  'GET /v1/api/admin/events/:eventName/certificates.zip': {
    cells: admins,
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
  // The gallery and the blogs edited in the browser: superadmins and holders of that section's grant.
  'GET /v1/api/gallery': { cells: all(200), sample: () => ({}) },
  'GET /v1/api/content-files/:fileId': {
    cells: all(200),
    sample: async ({ db }) => ({ params: { fileId: (await freshContentFile(db)).split('/').at(-1)! } }),
  },
  'GET /v1/api/editor/gallery/albums': {
    cells: onlySuperadmin,
    grantCells: grants('gallery editor'),
    sample: () => ({}),
  },
  'POST /v1/api/editor/gallery/albums': {
    cells: onlySuperadmin,
    grantCells: grants('gallery editor'),
    sample: () => ({ json: { title: 'Matrix Album' } }),
  },
  'PUT /v1/api/editor/gallery/albums-order': {
    cells: onlySuperadmin,
    grantCells: grants('gallery editor'),
    sample: async ({ db }) => ({
      json: { albumIds: (await db.select({ id: galleryAlbums.id }).from(galleryAlbums)).map((a) => a.id) },
    }),
  },
  'GET /v1/api/editor/gallery/albums/:albumId': {
    cells: onlySuperadmin,
    grantCells: grants('gallery editor'),
    sample: async ({ db }) => ({ params: { albumId: (await freshAlbum(db)).id } }),
  },
  'PUT /v1/api/editor/gallery/albums/:albumId': {
    cells: onlySuperadmin,
    grantCells: grants('gallery editor'),
    sample: async ({ db }) => {
      const album = await freshAlbum(db);
      return {
        params: { albumId: album.id },
        json: {
          version: album.version,
          title: 'Matrix Album, renamed',
          photos: [{ _id: album.photoId, caption: 'Matrix caption', alt: 'Matrix photo, described' }],
        },
      };
    },
  },
  'PUT /v1/api/editor/gallery/albums/:albumId/publish': {
    cells: onlySuperadmin,
    grantCells: grants('gallery editor'),
    sample: async ({ db }) => {
      const album = await freshAlbum(db);
      return { params: { albumId: album.id }, json: { version: album.version } };
    },
  },
  'PUT /v1/api/editor/gallery/albums/:albumId/current': {
    cells: onlySuperadmin,
    grantCells: grants('gallery editor'),
    sample: async ({ db }) => {
      const album = await freshAlbum(db, { published: true });
      return { params: { albumId: album.id }, json: { version: album.version } };
    },
  },
  'PUT /v1/api/editor/gallery/albums/:albumId/unpublish': {
    cells: onlySuperadmin,
    grantCells: grants('gallery editor'),
    sample: async ({ db }) => {
      const album = await freshAlbum(db, { published: true });
      return { params: { albumId: album.id }, json: { version: album.version } };
    },
  },
  'DELETE /v1/api/editor/gallery/albums/:albumId': {
    cells: onlySuperadmin,
    grantCells: grants('gallery editor'),
    sample: async ({ db }) => {
      const album = await freshAlbum(db);
      return { params: { albumId: album.id }, json: { version: album.version } };
    },
  },
  'POST /v1/api/editor/gallery/files': {
    cells: onlySuperadmin,
    grantCells: grants('gallery editor'),
    sample: async () => ({ json: { file: dataUrl('image/png', await makeImage('png')) } }),
  },
  'GET /v1/api/editor/blogs': {
    cells: onlySuperadmin,
    grantCells: grants('blogs editor'),
    sample: () => ({}),
  },
  'POST /v1/api/editor/blogs': {
    cells: onlySuperadmin,
    grantCells: grants('blogs editor'),
    sample: async ({ db }) => ({ json: await blogSample(db) }),
  },
  'PUT /v1/api/editor/blogs-order': {
    cells: onlySuperadmin,
    grantCells: grants('blogs editor'),
    sample: async ({ db }) => ({
      json: { blogIds: (await db.select({ id: blogs.id }).from(blogs)).map((b) => b.id) },
    }),
  },
  'PUT /v1/api/editor/blogs/:blogId': {
    cells: onlySuperadmin,
    grantCells: grants('blogs editor'),
    sample: async ({ db }) => {
      const blog = await freshBlog(db);
      return { params: { blogId: blog.id }, json: { ...blog.body, name: 'Matrix Blog, renamed' } };
    },
  },
  'DELETE /v1/api/editor/blogs/:blogId': {
    cells: onlySuperadmin,
    grantCells: grants('blogs editor'),
    sample: async ({ db }) => ({ params: { blogId: (await freshBlog(db)).id } }),
  },
  'POST /v1/api/editor/blogs/files': {
    cells: onlySuperadmin,
    grantCells: grants('blogs editor'),
    sample: async () => ({ json: { file: dataUrl('image/png', await makeImage('png')) } }),
  },
  // The pages and site settings edited in the browser: superadmins and holders of content:pages.
  'GET /v1/api/pages/:key': { cells: all(200), sample: () => ({ params: { key: 'home' } }) },
  'GET /v1/api/editor/pages': {
    cells: onlySuperadmin,
    grantCells: grants('pages editor'),
    sample: () => ({}),
  },
  'GET /v1/api/editor/pages/:key': {
    cells: onlySuperadmin,
    grantCells: grants('pages editor'),
    sample: () => ({ params: { key: 'about' } }),
  },
  'PUT /v1/api/editor/pages/:key/draft': {
    cells: onlySuperadmin,
    grantCells: grants('pages editor'),
    sample: async ({ db }) => {
      const page = await wrappedWithDraft(db);
      return { params: { key: 'wrapped' }, json: { version: page.version, document: page.published } };
    },
  },
  'PUT /v1/api/editor/pages/:key/discard': {
    cells: onlySuperadmin,
    grantCells: grants('pages editor'),
    sample: async ({ db }) => ({
      params: { key: 'wrapped' },
      json: { version: (await wrappedWithDraft(db)).version },
    }),
  },
  'PUT /v1/api/editor/pages/:key/publish': {
    cells: onlySuperadmin,
    grantCells: grants('pages editor'),
    sample: async ({ db }) => ({
      params: { key: 'wrapped' },
      json: { version: (await wrappedWithDraft(db)).version },
    }),
  },
  'GET /v1/api/editor/pages/:key/versions': {
    cells: onlySuperadmin,
    grantCells: grants('pages editor'),
    sample: () => ({ params: { key: 'wrapped' } }),
  },
  'PUT /v1/api/editor/pages/:key/restore': {
    cells: onlySuperadmin,
    grantCells: grants('pages editor'),
    sample: async ({ db }) => ({
      params: { key: 'wrapped' },
      json: { version: (await wrappedWithDraft(db)).version, revision: 1 },
    }),
  },
  'POST /v1/api/editor/pages/files': {
    cells: onlySuperadmin,
    grantCells: grants('pages editor'),
    sample: async () => ({ json: { file: dataUrl('image/png', await makeImage('png')) } }),
  },
  'GET /v1/api/team': { cells: all(200), sample: () => ({}) },
  'GET /v1/api/team/:tenure': { cells: all(200), sample: () => ({ params: { tenure: '2024-25' } }) },
  'GET /v1/api/team-files/:fileId': {
    cells: all(200),
    sample: async ({ db }) => {
      const [file] = await db
        .insert(teamFiles)
        .values({ contentType: 'image/webp', bytes: await makeImage('webp'), width: 64, height: 64 })
        .returning({ id: teamFiles.id });
      return { params: { fileId: file!.id } };
    },
  },
  'GET /v1/api/superadmin/team/tenures': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: () => ({}),
  },
  'POST /v1/api/superadmin/team/tenures': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: () => ({ json: { label: freshTenureLabel(), copyFrom: '2024-25' } }),
  },
  'GET /v1/api/superadmin/team/tenures/:tenure': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: () => ({ params: { tenure: '2024-25' } }),
  },
  'PUT /v1/api/superadmin/team/tenures/:tenure': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: () => ({ params: { tenure: '2024-25' }, json: { intro: 'The people behind the club.' } }),
  },
  'POST /v1/api/superadmin/team/tenures/:tenure/publish': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: async ({ db }) => ({
      params: { tenure: '2024-25' },
      json: { revision: (await seededTenure(db)).revision, current: true },
    }),
  },
  'GET /v1/api/superadmin/team/tenures/:tenure/versions': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: () => ({ params: { tenure: '2024-25' } }),
  },
  'POST /v1/api/superadmin/team/tenures/:tenure/versions/:version/restore': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: async ({ db }) => ({
      params: { tenure: '2024-25', version: '1' },
      json: { revision: (await seededTenure(db)).revision },
    }),
  },
  'POST /v1/api/superadmin/team/tenures/:tenure/groups': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: () => ({
      params: { tenure: '2024-25' },
      json: { name: `Matrix Team ${randomBytes(4).toString('hex')}` },
    }),
  },
  'PUT /v1/api/superadmin/team/tenures/:tenure/groups/:groupId': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: async ({ db }) => ({
      params: { tenure: '2024-25', groupId: (await freshTeamRows(db)).groupId },
      json: { name: `Matrix Renamed ${randomBytes(4).toString('hex')}` },
    }),
  },
  'DELETE /v1/api/superadmin/team/tenures/:tenure/groups/:groupId': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: async ({ db }) => ({
      params: { tenure: '2024-25', groupId: (await freshTeamRows(db)).emptyGroupId },
    }),
  },
  'PUT /v1/api/superadmin/team/tenures/:tenure/groups-order': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: async ({ db }) => {
      const [tenure] = await db.select().from(teamTenures).where(eq(teamTenures.label, '2024-25'));
      const groups = await db
        .select({ id: teamGroups.id })
        .from(teamGroups)
        .where(eq(teamGroups.tenureId, tenure!.id));
      return { params: { tenure: '2024-25' }, json: { groupIds: groups.map((g) => g.id) } };
    },
  },
  'PUT /v1/api/superadmin/team/tenures/:tenure/groups/:groupId/order': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: async ({ db }) => {
      const { groupId, positionId } = await freshTeamRows(db);
      return { params: { tenure: '2024-25', groupId }, json: { positionIds: [positionId] } };
    },
  },
  'POST /v1/api/superadmin/team/tenures/:tenure/positions': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: async ({ db }) => ({
      params: { tenure: '2024-25' },
      json: { groupId: (await freshTeamRows(db)).groupId, role: 'Member', person: personSample() },
    }),
  },
  'PUT /v1/api/superadmin/team/tenures/:tenure/positions/:positionId': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: async ({ db }) => {
      const { groupId, positionId } = await freshTeamRows(db);
      return { params: { tenure: '2024-25', positionId }, json: { groupId, role: 'Lead' } };
    },
  },
  'DELETE /v1/api/superadmin/team/tenures/:tenure/positions/:positionId': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: async ({ db }) => ({
      params: { tenure: '2024-25', positionId: (await freshTeamRows(db)).positionId },
    }),
  },
  'PUT /v1/api/superadmin/team/tenures/:tenure/people/:personId': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: async ({ db }) => ({
      params: { tenure: '2024-25', personId: (await freshTeamRows(db)).personId },
      json: { ...personSample('Matrix Renamed Person'), revision: (await seededTenure(db)).revision },
    }),
  },
  'PUT /v1/api/superadmin/team/tenures/:tenure/letters/:kind': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: async ({ db }) => ({
      params: { tenure: '2024-25', kind: 'facultyAdvisor' },
      json: {
        title: 'Letter from the Faculty Advisor',
        author: 'Matrix Advisor',
        role: 'Faculty Advisor',
        text: 'Dear delegates,\n\nWelcome.',
        photo: null,
        revision: (await seededTenure(db)).revision,
      },
    }),
  },
  'POST /v1/api/superadmin/team/files': {
    cells: onlySuperadmin,
    grantCells: grants('team editor'),
    sample: async () => ({
      json: { file: dataUrl('image/png', await makeImage('png')), alt: 'Portrait of Matrix Person' },
    }),
  },
  'GET /v1/api/superadmin/getallaccounts': {
    cells: onlySuperadmin,
    grantCells: grants(null),
    sample: () => ({}),
  },
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
  // A holder of a grant may not grant itself (or anyone) another.
  'PUT /v1/api/superadmin/accounts/:id/capabilities/:capability': {
    cells: onlySuperadmin,
    grantCells: grants(null),
    sample: async ({ db }) => ({ params: { id: (await createUser(db)).id, capability: 'treasurer' } }),
  },
  'DELETE /v1/api/superadmin/accounts/:id/capabilities/:capability': {
    cells: onlySuperadmin,
    sample: async ({ db }) => ({ params: { id: (await createUser(db)).id, capability: 'treasurer' } }),
  },
  // Bank statements: admins, superadmins and treasurers (a client with the grant; tests/api/statements.test.ts).
  'POST /v1/api/admin/events/:eventName/statements': {
    cells: treasury,
    grantCells: grants('treasurer'),
    sample: () => ({
      params: { eventName: EVENT_NAME },
      json: { fileName: 'statement.csv', file: csvDataUrl(statementCsv([])) },
    }),
  },
  'POST /v1/api/admin/events/:eventName/statements/:uploadId/preview': {
    cells: treasury,
    grantCells: grants('treasurer'),
    sample: async ({ db }) => ({
      params: { eventName: EVENT_NAME, uploadId: await storedUpload(db) },
      json: { mapping: storedUploadMapping },
    }),
  },
  'POST /v1/api/admin/events/:eventName/statements/:uploadId/apply': {
    cells: treasury,
    grantCells: grants('treasurer'),
    sample: async ({ db }) => ({
      params: { eventName: EVENT_NAME, uploadId: await storedUpload(db) },
      json: { mapping: storedUploadMapping },
    }),
  },
  'POST /v1/api/admin/events/:eventName/statements/:uploadId/settle': {
    cells: treasury,
    grantCells: grants('treasurer'),
    sample: async ({ db }) => {
      const { uploadId, body } = await settleableUpload(db);
      return { params: { eventName: EVENT_NAME, uploadId }, json: body };
    },
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

/**
 * Runs a row's chair cells: one sample, sent by its chair of the committee and by its chair of another
 * committee; the denied calls first, between two snapshots of the database.
 */
export async function runChairCells(
  ctx: MatrixContext,
  key: string,
): Promise<{
  results: { column: ChairColumn; cell: Cell; res: LightMyRequestResponse }[];
  deniedWrites: string[];
}> {
  const row = matrix[key];
  if (!row?.chairCells) throw new Error(`no chair cells for ${key}`);
  const cells = chairColumns.map((column, i) => ({ column, cell: row.chairCells![i]! }));
  const results: { column: ChairColumn; cell: Cell; res: LightMyRequestResponse }[] = [];
  let deniedWrites: string[] = [];
  const send = async ({ column, cell }: (typeof cells)[number], sample: Sample) => {
    if (!sample.chairs) throw new Error(`${key}: the sample names no chairs`);
    results.push({ column, cell, res: await sendSample(ctx.app, key, sample, sample.chairs[column]) });
  };
  const denied = cells.filter((c) => isDenied(c.cell));
  if (denied.length > 0) {
    const sample = await row.sample(ctx);
    const before = await snapshotDatabase(ctx.db);
    for (const c of denied) await send(c, sample);
    deniedWrites = changedTables(before, await snapshotDatabase(ctx.db));
  }
  for (const c of cells.filter((c) => !isDenied(c.cell))) await send(c, await row.sample(ctx));
  return { results, deniedWrites };
}

async function expectOk(response: Promise<LightMyRequestResponse>): Promise<void> {
  const res = await response;
  if (res.statusCode !== 200) throw new Error(`setting up a caller failed: ${res.statusCode} ${res.body}`);
}

/** Fresh verified clients holding one capability each (an allowed call may end them). */
export async function grantCallers(
  db: Db,
): Promise<{ column: GrantColumn; headers: Record<string, string> }[]> {
  const callers: { column: GrantColumn; headers: Record<string, string> }[] = [];
  for (const column of grantColumns) {
    const user = await createUser(db);
    await db.insert(accountGrants).values({ userId: user.id, capability: grantOf[column] });
    callers.push({ column, headers: bearer(await sessionFor(db, user)) });
  }
  return callers;
}

/**
 * Runs a row's grant cells: every granted client sends the route's sample; the denied calls first, all with
 * one sample, between two snapshots of the database; then each allowed call with a fresh sample.
 */
export async function runGrantCells(
  ctx: MatrixContext,
  key: string,
): Promise<{
  results: { column: GrantColumn; cell: Cell; res: LightMyRequestResponse }[];
  deniedWrites: string[];
}> {
  const row = matrix[key];
  if (!row?.grantCells) throw new Error(`no grant cells for ${key}`);
  const callers = await grantCallers(ctx.db);
  const cells = callers.map((caller, i) => ({ ...caller, cell: row.grantCells![i]! }));
  const results: { column: GrantColumn; cell: Cell; res: LightMyRequestResponse }[] = [];
  let deniedWrites: string[] = [];
  const denied = cells.filter((c) => isDenied(c.cell));
  if (denied.length > 0) {
    const sample = await row.sample(ctx);
    const before = await snapshotDatabase(ctx.db);
    for (const c of denied) {
      results.push({
        column: c.column,
        cell: c.cell,
        res: await sendSample(ctx.app, key, sample, c.headers),
      });
    }
    deniedWrites = changedTables(before, await snapshotDatabase(ctx.db));
  }
  for (const c of cells.filter((c) => !isDenied(c.cell))) {
    const res = await sendSample(ctx.app, key, await row.sample(ctx), c.headers);
    results.push({ column: c.column, cell: c.cell, res });
  }
  return { results, deniedWrites };
}
