/**
 * Hostile input against every /v1/api route. The route table drives the list: a route without an entry
 * in `cases` fails the first test. Each route is called by a caller its guard admits, so the input reaches
 * validation and the handler; every table is fingerprinted before and after the requests. Properties
 * (fast-check, seeded; one per kind of input and route):
 * - bodies: wrong types, missing and extra fields (prototype-pollution keys among them), huge and
 *   just-too-long strings, deeply nested JSON, NUL, lone surrogates and invalid UTF-8, non-object bodies,
 *   wrong content types and a body just over the 1 MiB limit -> 4xx `{ error }`, nothing written;
 * - URLs: malformed or NUL-carrying queries and path parameters, over-long parameters, bad query values
 *   -> 4xx `{ error }`, nothing written; raw bytes that are not ASCII in the URL of a real connection
 *   -> 400 `{ error }`;
 * - SQL-injection text in every string field, path parameter and query: never a 5xx; refused -> nothing
 *   written; accepted -> only the route's own tables written, free text stored verbatim, and searches
 *   return only rows that contain the text literally;
 * - images (profile photo, payment screenshot): malformed data URLs and polyglots are refused with the
 *   field's message; whole images carrying something extra are stored re-encoded to WebP without it;
 * - Object.prototype is never polluted.
 */
import { certificateProblemCodes } from '~/shared/schemas/certificates';
import { randomUUID } from 'node:crypto';
import { type AddressInfo, connect } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLimits } from '~/shared/constants';
import { imageRules, maxDataUrlLength } from '~/shared/images';
import { messages } from '~/shared/messages';
import { paymentRules, transactionIdRules } from '~/shared/payments';
import { accountLimits } from '~/shared/schemas/accounts';
import { adminRules } from '~/shared/schemas/admin';
import { allocationRules } from '~/shared/schemas/allocation';
import { announcementRules } from '~/shared/schemas/announcements';
import { checkinRules } from '~/shared/schemas/checkin';
import { chairRules } from '~/shared/schemas/chairs';
import type { Role } from '~/shared/schemas/accounts';
import { dateInIndia } from '~/shared/conference-day';
import { eventRules } from '~/shared/schemas/events';
import { registrationRules } from '~/shared/schemas/registration';
import { BODY_LIMIT, MAX_PARAM_LENGTH } from '../../src/server/app';
import { queryRows } from '../../src/server/db/client';
import { type AuthLevel, levelRoles } from '../../src/server/plugins/auth';
import { committees, eventFiles, events, portfolios } from '../../src/server/modules/events/table';
import { paymentImages, registrations } from '../../src/server/modules/registration/table';
import {
  teamFiles,
  teamGroups,
  teamPeople,
  teamPositions,
  teamTenures,
} from '../../src/server/modules/team/table';
import { teamRules } from '~/shared/schemas/team';
import { contentRules } from '~/shared/schemas/content';
import { blogs } from '../../src/server/modules/blog/table';
import { contentFiles, galleryAlbums } from '../../src/server/modules/content/table';
import { sitePages } from '../../src/server/modules/pages/table';
import { bearer, createUser, sessionFor, signupBody } from '../support/accounts';
import { createRegistration } from '../support/admin';
import { type CheckinFixture, checkinFixture } from '../support/checkin';
import { type ChairFixture, chairFixture } from '../support/chairs';
import { type PaperFixture, makePdf, paperFixture, pdfDataUrl } from '../support/papers';
import { paperRules } from '~/shared/schemas/papers';
import { awardRules } from '~/shared/schemas/awards';
import { markRules } from '~/shared/schemas/marks';
import { type AwardFixture, awardFixture } from '../support/awards';
import { createCertificate } from '../support/certificates';
import { type TestApp, createTestApp, uniqueAddress } from '../support/app';
import { type DbSnapshot, changedTables, snapshotDatabase } from '../support/db-snapshot';
import { type HostileImageSet, hostileImages } from '../support/hostile-images';
import { dataUrl, makeImage } from '../support/images';
import { EVENT_NAME, createRegistrant, individualBody, setRegistrationOpen } from '../support/registration';
import { seededPortfolios } from '../support/seeded-event';
import {
  csvDataUrl,
  settleableUpload,
  statementCsv,
  storedUpload,
  storedUploadMapping,
} from '../support/statements';
import { statementRules } from '~/shared/statements';

/** The seed of every property; HOSTILE_SEED explores others. */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_240_617);
const g = messages.generic;
type Json = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------
// The route table

interface Field {
  type: 'string' | 'boolean' | 'strings' | 'number' | 'object' | 'objects';
  /** The longest string (or, for lists, the most entries) accepted. */
  max?: number;
  /** Removing it from the valid body makes the body invalid. */
  required?: true;
  /** Free text stored as sent (trimmed): where it lands, `[table, column]`. */
  storedIn?: [string, string];
  /**
   * An image data URL field, refused with this message when the image is bad; `read` when the route only
   * reads the image and stores nothing.
   */
  image?: { maxBytes: number; error: string; read?: true };
}

interface QueryField {
  /** Free text (searched, never interpreted). */
  text?: true;
  /** Values (raw, percent-encoded) the route must refuse. */
  invalid: string[];
}

interface RouteCase {
  /** Path parameters: name -> a valid value (percent-encoded). */
  params?: Record<string, () => string>;
  query?: Record<string, QueryField>;
  /** The JSON body's fields and a valid body (made afresh for each request; it writes nothing). */
  body?: { fields: Record<string, Field>; valid: () => Json | Promise<Json> };
  /** The route's own body limit, when it is not the app's BODY_LIMIT (uploads of large files). */
  bodyLimit?: number;
  /** A route with another method than GET that takes no body: 'empty' (nothing or {}) or 'ignored' (no schema). */
  noBody?: 'empty' | 'ignored';
  /** The tables a successful call may write. */
  writes?: string[];
  /** Requests that may succeed (SQL-injection text, clean images) come from a new account each. */
  freshCaller?: true;
  /** The role of the caller, when the route's level admits more than one and a further guard picks among them. */
  as?: Role;
  /** More checks of a successful answer to an SQL-injection text in `slot`. */
  check?: (res: LightMyRequestResponse, slot: string, value: string) => void;
}

const text = (max: number, extra: Omit<Field, 'type' | 'max'> = {}): Field => ({
  type: 'string',
  max,
  ...extra,
});
const flag = (extra: Omit<Field, 'type'> = {}): Field => ({ type: 'boolean', ...extra });
/** A nested object (or, for 'objects', a list of them) whose own fields the route's schema checks. */
const nested = (type: 'object' | 'objects', extra: Omit<Field, 'type'> = {}): Field => ({ type, ...extra });
const list = (max: number, extra: Omit<Field, 'type' | 'max'> = {}): Field => ({
  type: 'strings',
  max,
  ...extra,
});
const required = { required: true } as const;
const email = (extra: Omit<Field, 'type' | 'max'> = {}) => text(accountLimits.email, extra);
const id = () => text(adminRules.id, required);

const limitValues = (max: number) => [
  '0',
  '-1',
  '1.5',
  'abc',
  '',
  '1e400',
  'NaN',
  'Infinity',
  `${max + 1}`,
  '1&limit=2',
];
const offsetValues = [
  '-1',
  '1.5',
  'abc',
  '1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '99999999999999999999',
  '1&offset=2',
];
const searchValues = ['a'.repeat(adminRules.search + 1), 'a'.repeat(5000), 'a&q=b'];
const listQuery: Record<string, QueryField> = {
  q: { text: true, invalid: searchValues },
  status: { invalid: ['bogus', 'PENDING', 'pending%20', 'pending%2Cconfirmed', 'pending&status=declined'] },
  payment: { invalid: ['bogus', 'RECEIVED', 'received%20', 'due&payment=received'] },
  committee: { text: true, invalid: ['C'.repeat(registrationRules.choice + 1), 'a&committee=b'] },
};

/** Ids of the fixture rows the cases point at (made in beforeAll). */
const fx = {
  pendingId: '',
  confirmedId: '',
  declinedId: '',
  clientId: '',
  adminId: '',
  memberEmail: '',
  login: { email: '', password: '' },
  /** An event of the editor's routes of its own, so that what they change stays away from the others. */
  event: { committeeId: '', portfolioId: '', fileId: '' },
  /** A tenure of the team editor's routes of its own (HOSTILE_TENURE). */
  team: { groupId: '', emptyGroupId: '', personId: '', positionId: '', fileId: '' },
  /** A draft album and a blog of the content editors' routes of their own, and an uploaded file. */
  content: { albumId: '', blogId: '', fileId: '', thumbnail: '' },
  checkin: { eventName: '', registrationId: '', code: '' } as CheckinFixture,
  chairs: {} as ChairFixture,
  papers: {} as PaperFixture,
  awards: {} as AwardFixture,
  certificateCode: '',
  revokedCertificateCode: '',
  uploadId: '',
  /**
   * An upload with one "amount differs" line (line 7777: a random integer of a mutated body is unlikely to be
   * it) and the body that settles it (the first success uses it).
   */
  settle: {} as Awaited<ReturnType<typeof settleableUpload>>,
};

const r = registrationRules;
const profileImage = { maxBytes: imageRules.profilePhotoMaxBytes, error: messages.profile.invalidPhoto };
const paymentImage = { maxBytes: imageRules.paymentMaxBytes, error: messages.registration.invalidPayment };
const unhrc = seededPortfolios.UNHRC;
/** The seat allocation's preview body (weights, locks, overrides: all optional). */
const allocationPreviewFields: Record<string, Field> = {
  weights: nested('object'),
  locks: nested('objects', { max: allocationRules.maxSeatsPerRequest }),
  overrides: nested('objects', { max: allocationRules.maxSeatsPerRequest }),
};

/** Every item of a search answer contains the search text (the search is literal, never a pattern). */
const onlyMatches =
  (items: (body: Json) => { name: string; email: string }[]) =>
  (res: LightMyRequestResponse, slot: string, value: string) => {
    if (slot !== 'query.q') return;
    const needle = value.trim().toLowerCase();
    for (const item of items(res.json() as Json)) {
      expect(`${item.name}\n${item.email}`.toLowerCase()).toContain(needle);
    }
  };

const HOSTILE_EVENT = 'Hostile Conference';
const eventParams = { eventName: () => encodeURIComponent(HOSTILE_EVENT) };
const eventWrites = ['public.events', 'public.audit_log', 'public.committees', 'public.portfolios'];
const e = eventRules;

/** The superadmin's event editing (src/server/modules/events/routes.ts), on HOSTILE_EVENT. */
function eventEditorCases(): Record<string, RouteCase> {
  const committeeBody = () => ({
    code: `H${randomUUID().slice(0, 8)}`,
    displayName: 'Hostile Council',
    fullName: '',
    agenda: '',
    description: '',
    banner: null,
    guideUrl: null,
  });
  const committeeFields = {
    code: text(e.committeeCode, required),
    displayName: text(e.shortText, { ...required, storedIn: ['public.committees', 'display_name'] }),
    fullName: text(e.shortText, required),
    agenda: text(e.description, required),
    description: text(e.description, required),
    banner: nested('object', required),
    guideUrl: text(e.url, required),
  };
  const withCommittee = { ...eventParams, committeeId: () => fx.event.committeeId };
  return {
    'GET /v1/api/event-files/:fileId': { params: { fileId: () => fx.event.fileId } },
    'GET /v1/api/superadmin/events': {},
    'POST /v1/api/superadmin/events': {
      body: {
        fields: {
          name: text(e.name, { ...required, storedIn: ['public.events', 'name'] }),
          copyFrom: text(e.name),
        },
        valid: () => ({ name: `Hostile ${randomUUID()}` }),
      },
      writes: eventWrites.concat('public.board_members', 'public.co_sponsors'),
    },
    'GET /v1/api/superadmin/events/:eventName': { params: eventParams },
    // An event of that name does not exist: the inputs never delete the editor cases' event.
    'DELETE /v1/api/superadmin/events/:eventName': {
      params: { eventName: () => encodeURIComponent('Hostile Deletable Conference') },
      noBody: 'empty',
      writes: ['public.events', 'public.audit_log'],
    },
    'PUT /v1/api/superadmin/events/:eventName': {
      params: eventParams,
      body: {
        fields: {
          name: text(e.name, required),
          theme: text(e.theme, { ...required, storedIn: ['public.events', 'theme'] }),
          about: text(e.about, required),
          startsOn: text(10, required),
          endsOn: text(10, required),
          venue: text(e.venue, required),
          hero: nested('object', required),
          archiveUrl: text(e.url, required),
          window: nested('object', required),
          fees: nested('object', required),
          payment: nested('object', required),
          certificateSignatories: nested('objects', { max: e.maxSignatories }),
        },
        valid: () => ({
          name: HOSTILE_EVENT,
          theme: '',
          about: '',
          startsOn: null,
          endsOn: null,
          venue: '',
          hero: null,
          archiveUrl: null,
          window: { switchOpen: false, opensAt: null, closesAt: null },
          fees: { individual: 1, groupPerMember: 1, hospitality: 1, groupMinPeople: 3 },
          payment: { accountHolder: '', bankName: '', accountNumber: '', ifsc: '', upiIds: [], contacts: [] },
          certificateSignatories: [{ name: 'Hostile Signatory', title: 'Secretary-General' }],
        }),
      },
      // A new name keeps the old one as a former name (links already sent still open the event).
      writes: [...eventWrites, 'public.event_former_names'],
    },
    'PUT /v1/api/superadmin/events/:eventName/featured': {
      params: eventParams,
      noBody: 'empty',
      writes: eventWrites,
    },
    'PUT /v1/api/superadmin/events/:eventName/registration': {
      params: eventParams,
      body: { fields: { action: text(20, required) }, valid: () => ({ action: 'close' }) },
      writes: eventWrites,
    },
    'POST /v1/api/superadmin/events/:eventName/committees': {
      params: eventParams,
      body: { fields: committeeFields, valid: committeeBody },
      writes: eventWrites,
    },
    'PUT /v1/api/superadmin/events/:eventName/committees/:committeeId': {
      params: withCommittee,
      body: { fields: committeeFields, valid: committeeBody },
      writes: eventWrites.concat('public.registrations'),
    },
    'DELETE /v1/api/superadmin/events/:eventName/committees/:committeeId': {
      params: withCommittee,
      noBody: 'empty',
      writes: eventWrites,
    },
    'PUT /v1/api/superadmin/events/:eventName/committees-order': {
      params: eventParams,
      body: {
        fields: { committeeIds: list(e.maxCommittees, required) },
        valid: () => ({ committeeIds: [fx.event.committeeId] }),
      },
      writes: eventWrites,
    },
    'PUT /v1/api/superadmin/events/:eventName/committees/:committeeId/portfolios': {
      params: withCommittee,
      body: {
        fields: { portfolios: list(e.maxPortfolios, required) },
        valid: () => ({ portfolios: ['Alpha'] }),
      },
      writes: eventWrites,
    },
    'PUT /v1/api/superadmin/events/:eventName/portfolios/:portfolioId': {
      params: { ...eventParams, portfolioId: () => fx.event.portfolioId },
      body: {
        fields: { name: text(e.portfolioName, { ...required, storedIn: ['public.portfolios', 'name'] }) },
        valid: () => ({ name: `Beta ${randomUUID().slice(0, 6)}` }),
      },
      writes: eventWrites.concat('public.registrations'),
    },
    'PUT /v1/api/superadmin/events/:eventName/board': {
      params: eventParams,
      body: {
        fields: { members: nested('objects', { ...required, max: e.maxBoard }) },
        valid: () => ({ members: [] }),
      },
      writes: eventWrites.concat('public.board_members'),
    },
    'PUT /v1/api/superadmin/events/:eventName/cosponsors': {
      params: eventParams,
      body: {
        fields: { coSponsors: nested('objects', { ...required, max: e.maxCoSponsors }) },
        valid: () => ({ coSponsors: [] }),
      },
      writes: eventWrites.concat('public.co_sponsors'),
    },
    'POST /v1/api/superadmin/events/:eventName/files': {
      params: eventParams,
      bodyLimit: maxDataUrlLength(e.pdfMaxBytes) + 4096,
      body: {
        fields: { file: text(maxDataUrlLength(e.pdfMaxBytes), required), alt: text(e.shortText) },
        valid: async () => ({ file: dataUrl('image/png', await makeImage('png')), alt: '' }),
      },
      writes: eventWrites.concat('public.event_files'),
    },
  };
}

const HOSTILE_TENURE = '2090-91';
const tenureParams = { tenure: () => HOSTILE_TENURE };
const teamWrites = [
  'public.team_tenures',
  'public.team_groups',
  'public.team_positions',
  'public.team_people',
  'public.team_letters',
  'public.team_versions',
  'public.audit_log',
];
const tr = teamRules;

/** HOSTILE_TENURE's draft revision now (a publish or restore names it; a stale one is a 409). */
async function tenureRevision(): Promise<number> {
  const [tenure] = await t.db
    .select({ revision: teamTenures.revision })
    .from(teamTenures)
    .where(eq(teamTenures.label, HOSTILE_TENURE));
  return tenure!.revision;
}

const galleryWrites = ['public.gallery_albums', 'public.gallery_photos', 'public.audit_log'];
const blogWrites = ['public.blogs', 'public.audit_log'];
const cr = contentRules;

/** The album's version now (a save names it; a stale one is a 409). */
async function albumVersion(): Promise<number> {
  const [album] = await t.db
    .select({ version: galleryAlbums.version })
    .from(galleryAlbums)
    .where(eq(galleryAlbums.id, fx.content.albumId));
  return album!.version;
}

/** The content editors' routes (src/server/modules/content/), on an album and a blog of their own. */
function contentEditorCases(): Record<string, RouteCase> {
  const albumParams = { albumId: () => fx.content.albumId };
  const blogFields = {
    name: text(cr.blogName, { ...required, storedIn: ['public.blogs', 'name'] }),
    url: text(cr.url, required),
    thumbnail: text(cr.url, required),
    thumbnailAlt: text(cr.alt, { ...required, storedIn: ['public.blogs', 'thumbnail_alt'] }),
  };
  const blogBody = () => ({
    name: 'Hostile Blog',
    url: `https://medium.com/@nitsmun/hostile-${randomUUID()}`,
    thumbnail: fx.content.thumbnail,
    thumbnailAlt: 'A hostile placard',
  });
  return {
    'GET /v1/api/gallery': {},
    'GET /v1/api/content-files/:fileId': { params: { fileId: () => fx.content.fileId } },
    'GET /v1/api/editor/gallery/albums': {},
    'POST /v1/api/editor/gallery/albums': {
      body: {
        fields: { title: text(cr.albumTitle, { ...required, storedIn: ['public.gallery_albums', 'title'] }) },
        valid: () => ({ title: 'Hostile Album' }),
      },
      writes: galleryWrites,
    },
    'PUT /v1/api/editor/gallery/albums-order': {
      body: {
        fields: { albumIds: list(cr.maxAlbums, required) },
        valid: async () => ({
          albumIds: (await t.db.select({ id: galleryAlbums.id }).from(galleryAlbums)).map((a) => a.id),
        }),
      },
      writes: galleryWrites,
    },
    'GET /v1/api/editor/gallery/albums/:albumId': { params: albumParams },
    'PUT /v1/api/editor/gallery/albums/:albumId': {
      params: albumParams,
      body: {
        fields: {
          version: { type: 'number', required: true },
          title: text(cr.albumTitle, { ...required, storedIn: ['public.gallery_albums', 'title'] }),
          photos: nested('objects', { ...required, max: cr.maxPhotos }),
        },
        valid: async () => ({ version: await albumVersion(), title: 'Hostile Album', photos: [] }),
      },
      writes: galleryWrites,
    },
    'PUT /v1/api/editor/gallery/albums/:albumId/publish': {
      params: albumParams,
      body: {
        fields: { version: { type: 'number', required: true } },
        valid: async () => ({ version: await albumVersion() }),
      },
      writes: galleryWrites,
    },
    'PUT /v1/api/editor/gallery/albums/:albumId/current': {
      params: albumParams,
      body: {
        fields: { version: { type: 'number', required: true } },
        valid: async () => ({ version: await albumVersion() }),
      },
      writes: galleryWrites,
    },
    'PUT /v1/api/editor/gallery/albums/:albumId/unpublish': {
      params: albumParams,
      body: {
        fields: { version: { type: 'number', required: true } },
        valid: async () => ({ version: await albumVersion() }),
      },
      writes: galleryWrites,
    },
    'DELETE /v1/api/editor/gallery/albums/:albumId': {
      params: albumParams,
      body: {
        fields: { version: { type: 'number', required: true } },
        valid: async () => ({ version: await albumVersion() }),
      },
      writes: galleryWrites,
    },
    'POST /v1/api/editor/gallery/files': {
      bodyLimit: maxDataUrlLength(cr.photoMaxBytes) + 4096,
      body: {
        fields: { file: text(maxDataUrlLength(cr.photoMaxBytes), required) },
        valid: async () => ({ file: dataUrl('image/png', await makeImage('png')) }),
      },
      writes: ['public.content_files', 'public.audit_log'],
    },
    'GET /v1/api/editor/blogs': {},
    'POST /v1/api/editor/blogs': {
      body: { fields: blogFields, valid: blogBody },
      writes: blogWrites,
    },
    'PUT /v1/api/editor/blogs-order': {
      body: {
        fields: { blogIds: list(cr.maxBlogs, required) },
        valid: async () => ({ blogIds: (await t.db.select({ id: blogs.id }).from(blogs)).map((b) => b.id) }),
      },
      writes: blogWrites,
    },
    'PUT /v1/api/editor/blogs/:blogId': {
      params: { blogId: () => fx.content.blogId },
      body: { fields: blogFields, valid: blogBody },
      writes: blogWrites,
    },
    // A blog of its own: the inputs never delete the blog the other cases use.
    'DELETE /v1/api/editor/blogs/:blogId': {
      params: { blogId: () => randomUUID() },
      noBody: 'empty',
      writes: blogWrites,
    },
    'POST /v1/api/editor/blogs/files': {
      bodyLimit: maxDataUrlLength(cr.thumbnailMaxBytes) + 4096,
      body: {
        fields: { file: text(maxDataUrlLength(cr.thumbnailMaxBytes), required) },
        valid: async () => ({ file: dataUrl('image/png', await makeImage('png')) }),
      },
      writes: ['public.content_files', 'public.audit_log'],
    },
  };
}

const pageWrites = ['public.site_pages', 'public.site_page_versions', 'public.audit_log'];

/** The `wrapped` page's version now (hostileContent gave it a draft, so that a publish has one). */
async function wrappedVersion(): Promise<{ version: number; document: Json }> {
  const [row] = await t.db
    .select({ version: sitePages.version, published: sitePages.published })
    .from(sitePages)
    .where(eq(sitePages.key, 'wrapped'));
  return { version: row!.version, document: row!.published as Json };
}

/** The page editor's routes (src/server/modules/pages/routes.ts), on the `wrapped` page. */
function pageEditorCases(): Record<string, RouteCase> {
  const keyParams = { key: () => 'wrapped' };
  const version = { type: 'number', required: true } as const;
  return {
    'GET /v1/api/pages/:key': { params: keyParams },
    'GET /v1/api/editor/pages': {},
    'GET /v1/api/editor/pages/:key': { params: keyParams },
    'GET /v1/api/editor/pages/:key/versions': { params: keyParams },
    'PUT /v1/api/editor/pages/:key/draft': {
      params: keyParams,
      body: { fields: { version, document: nested('object', required) }, valid: () => wrappedVersion() },
      writes: pageWrites,
    },
    'PUT /v1/api/editor/pages/:key/discard': {
      params: keyParams,
      body: { fields: { version }, valid: async () => ({ version: (await wrappedVersion()).version }) },
      writes: pageWrites,
    },
    'PUT /v1/api/editor/pages/:key/publish': {
      params: keyParams,
      body: { fields: { version }, valid: async () => ({ version: (await wrappedVersion()).version }) },
      writes: pageWrites,
    },
    'PUT /v1/api/editor/pages/:key/restore': {
      params: keyParams,
      body: {
        fields: { version, revision: { type: 'number', required: true } },
        valid: async () => ({ version: (await wrappedVersion()).version, revision: 1 }),
      },
      writes: pageWrites,
    },
    'POST /v1/api/editor/pages/files': {
      bodyLimit: maxDataUrlLength(cr.photoMaxBytes) + 4096,
      body: {
        fields: { file: text(maxDataUrlLength(cr.photoMaxBytes), required) },
        valid: async () => ({ file: dataUrl('image/png', await makeImage('png')) }),
      },
      writes: ['public.content_files', 'public.audit_log'],
    },
  };
}

/** The superadmin's team editing (src/server/modules/team/routes.ts), on HOSTILE_TENURE. */
function teamEditorCases(): Record<string, RouteCase> {
  const personFields = (stored: boolean) => ({
    name: text(tr.name, { ...required, ...(stored ? { storedIn: ['public.team_people', 'name'] } : {}) }),
    photo: nested('object', required),
    facebook: text(tr.url, required),
    github: text(tr.url, required),
    mail: text(tr.email, required),
    linkedin: text(tr.url, required),
  });
  const personBody = () => ({
    name: 'Hostile Person',
    photo: null,
    facebook: null,
    github: null,
    mail: 'hostile@nits.ac.in',
    linkedin: 'https://www.linkedin.com/in/hostile',
  });
  const withGroup = { ...tenureParams, groupId: () => fx.team.groupId };
  return {
    'GET /v1/api/team': {},
    'GET /v1/api/team/:tenure': { params: tenureParams },
    'GET /v1/api/team-files/:fileId': { params: { fileId: () => fx.team.fileId } },
    'GET /v1/api/superadmin/team/tenures': {},
    'POST /v1/api/superadmin/team/tenures': {
      body: {
        fields: { label: text(20, required), copyFrom: text(20) },
        valid: () => ({ label: '2095-96', copyFrom: HOSTILE_TENURE }),
      },
      writes: teamWrites,
    },
    'GET /v1/api/superadmin/team/tenures/:tenure': { params: tenureParams },
    'PUT /v1/api/superadmin/team/tenures/:tenure': {
      params: tenureParams,
      body: {
        fields: { intro: text(tr.intro, { ...required, storedIn: ['public.team_tenures', 'intro'] }) },
        valid: () => ({ intro: 'Hostile intro' }),
      },
      writes: teamWrites,
    },
    'POST /v1/api/superadmin/team/tenures/:tenure/publish': {
      params: tenureParams,
      body: {
        fields: { revision: { type: 'number', required: true }, current: flag(required) },
        valid: async () => ({ revision: await tenureRevision(), current: false }),
      },
      writes: teamWrites,
    },
    'GET /v1/api/superadmin/team/tenures/:tenure/versions': { params: tenureParams },
    'POST /v1/api/superadmin/team/tenures/:tenure/versions/:version/restore': {
      params: { ...tenureParams, version: () => '1' },
      body: {
        fields: { revision: { type: 'number', required: true } },
        valid: async () => ({ revision: await tenureRevision() }),
      },
      writes: teamWrites,
    },
    'POST /v1/api/superadmin/team/tenures/:tenure/groups': {
      params: tenureParams,
      body: {
        fields: { name: text(tr.groupName, { ...required, storedIn: ['public.team_groups', 'name'] }) },
        valid: () => ({ name: `Hostile Group ${randomUUID().slice(0, 8)}` }),
      },
      writes: teamWrites,
    },
    'PUT /v1/api/superadmin/team/tenures/:tenure/groups/:groupId': {
      params: withGroup,
      body: {
        fields: { name: text(tr.groupName, { ...required, storedIn: ['public.team_groups', 'name'] }) },
        valid: () => ({ name: `Hostile Renamed ${randomUUID().slice(0, 8)}` }),
      },
      writes: teamWrites,
    },
    // The empty group: the inputs never delete the group the other cases use.
    'DELETE /v1/api/superadmin/team/tenures/:tenure/groups/:groupId': {
      params: { ...tenureParams, groupId: () => fx.team.emptyGroupId },
      noBody: 'empty',
      writes: teamWrites,
    },
    'PUT /v1/api/superadmin/team/tenures/:tenure/groups-order': {
      params: tenureParams,
      body: {
        fields: { groupIds: list(tr.maxGroups, required) },
        valid: () => ({ groupIds: [fx.team.groupId] }),
      },
      writes: teamWrites,
    },
    'PUT /v1/api/superadmin/team/tenures/:tenure/groups/:groupId/order': {
      params: withGroup,
      body: {
        fields: { positionIds: list(tr.maxPositions, required) },
        valid: () => ({ positionIds: [fx.team.positionId] }),
      },
      writes: teamWrites,
    },
    'POST /v1/api/superadmin/team/tenures/:tenure/positions': {
      params: tenureParams,
      body: {
        fields: {
          groupId: text(64, required),
          role: text(tr.role, { ...required, storedIn: ['public.team_positions', 'role'] }),
          person: nested('object', required),
        },
        valid: () => ({ groupId: fx.team.groupId, role: 'Hostile Role', person: personBody() }),
      },
      writes: teamWrites,
    },
    'PUT /v1/api/superadmin/team/tenures/:tenure/positions/:positionId': {
      params: { ...tenureParams, positionId: () => fx.team.positionId },
      body: {
        fields: {
          groupId: text(64, required),
          role: text(tr.role, { ...required, storedIn: ['public.team_positions', 'role'] }),
        },
        valid: () => ({ groupId: fx.team.groupId, role: 'Hostile Lead' }),
      },
      writes: teamWrites,
    },
    // A position of a person of its own: the inputs never drop the person the other cases use.
    'DELETE /v1/api/superadmin/team/tenures/:tenure/positions/:positionId': {
      params: { ...tenureParams, positionId: () => randomUUID() },
      noBody: 'empty',
      writes: teamWrites,
    },
    'PUT /v1/api/superadmin/team/tenures/:tenure/people/:personId': {
      params: { ...tenureParams, personId: () => fx.team.personId },
      body: {
        fields: { ...personFields(true), revision: { type: 'number', required: true } },
        valid: async () => ({ ...personBody(), revision: await tenureRevision() }),
      },
      writes: teamWrites,
    },
    'PUT /v1/api/superadmin/team/tenures/:tenure/letters/:kind': {
      params: { ...tenureParams, kind: () => 'secretaryGeneral' },
      body: {
        fields: {
          title: text(tr.letterTitle, { ...required, storedIn: ['public.team_letters', 'title'] }),
          author: text(tr.name, required),
          role: text(tr.letterRole, required),
          text: text(tr.letterText, required),
          photo: nested('object', required),
          revision: { type: 'number', required: true },
        },
        valid: async () => ({
          title: 'Hostile Letter',
          author: 'Hostile Author',
          role: 'Secretary General',
          text: 'Dear delegates,\n\nWelcome.',
          photo: null,
          revision: await tenureRevision(),
        }),
      },
      writes: teamWrites,
    },
    'POST /v1/api/superadmin/team/files': {
      bodyLimit: maxDataUrlLength(tr.photoMaxBytes) + 4096,
      body: {
        fields: { file: text(maxDataUrlLength(tr.photoMaxBytes), required), alt: text(tr.alt) },
        valid: async () => ({ file: dataUrl('image/png', await makeImage('png')), alt: '' }),
      },
      writes: ['public.team_files', 'public.audit_log'],
    },
  };
}

const cases: Record<string, RouteCase> = {
  'GET /v1/api/blog/read': {},
  'POST /v1/api/signup': {
    body: {
      fields: {
        name: text(accountLimits.name, { ...required, storedIn: ['public.users', 'name'] }),
        email: email(required),
        phone: text(accountLimits.phoneMax * 2, required),
        password: text(accountLimits.passwordMax, required),
        confirmPassword: text(accountLimits.passwordMax, required),
        isStudentOfNITS: flag(required),
        instituteEmail: email(),
        scholarID: text(accountLimits.scholarId),
        branch: text(accountLimits.branch),
        year: text(accountLimits.year),
      },
      valid: () => signupBody(),
    },
    writes: ['public.users', 'public.outbox'],
  },
  'POST /v1/api/login': {
    body: {
      fields: { email: email(required), password: text(accountLimits.passwordMax, required) },
      valid: () => ({ ...fx.login }),
    },
  },
  'POST /v1/api/logout': { noBody: 'empty' },
  'GET /v1/api/dashboard': {},
  'POST /v1/api/sendlink': { noBody: 'empty' },
  'PUT /v1/api/verifytoken/:token': { params: { token: () => 'A'.repeat(43) }, noBody: 'ignored' },
  'PUT /v1/api/verifytoken': { noBody: 'ignored' },
  'POST /v1/api/sendresetpwdlink': {
    body: { fields: { email: email(required) }, valid: () => ({ email: fx.login.email }) },
  },
  'PUT /v1/api/resetpassword': {
    body: {
      fields: {
        token: text(accountLimits.token, required),
        newpwd: text(accountLimits.passwordMax, required),
        cnewpwd: text(accountLimits.passwordMax, required),
      },
      valid: () => ({ token: 'A'.repeat(43), newpwd: 'new password 1', cnewpwd: 'new password 1' }),
    },
  },
  'PUT /v1/api/all/edit/profile': {
    body: {
      fields: {
        newName: text(accountLimits.name, { ...required, storedIn: ['public.users', 'name'] }),
        newPwd: text(accountLimits.passwordMax),
        confirmNewPwd: text(accountLimits.passwordMax),
        phone: text(accountLimits.phoneMax * 2),
        photo: text(maxDataUrlLength(imageRules.profilePhotoMaxBytes), { image: profileImage }),
      },
      valid: () => ({ newName: 'Hostile Input Tester' }),
    },
    writes: ['public.users', 'public.photos'],
  },
  'DELETE /v1/api/account': { noBody: 'empty' },
  'GET /v1/api/photos/:photoId': { params: { photoId: () => randomUUID() } },
  'GET /v1/api/events': {},
  'GET /v1/api/events/:eventName': { params: { eventName: () => encodeURIComponent(EVENT_NAME) } },
  'PUT /v1/api/superadmin/events/registration': {
    body: {
      fields: { eventName: text(r.eventName, required), open: flag(required) },
      valid: () => ({ eventName: EVENT_NAME, open: true }),
    },
  },
  ...eventEditorCases(),
  ...teamEditorCases(),
  ...contentEditorCases(),
  ...pageEditorCases(),
  'POST /v1/api/reg/yp': {
    body: {
      fields: {
        eventName: text(r.eventName, required),
        previousMunExperience: text(r.previousMunExperience, {
          ...required,
          storedIn: ['public.registrations', 'previous_mun_experience'],
        }),
        committeePreference: list(r.listMax, required),
        portfolioPreference: list(r.listMax, required),
        isGroupRegistration: flag(required),
        payment: text(maxDataUrlLength(r.paymentMaxBytes), { ...required, image: paymentImage }),
        transactionId: text(transactionIdRules.maxInput),
        college: text(r.college),
        accomodation: { type: 'string' },
        grpName: text(r.grpName),
        grpMembers: list(r.listMax),
        eventNameIn: text(r.eventName),
        memberEmail: email(),
        grpLeaderEmail: email(),
        inviteToken: text(r.token),
        answers: nested('object'),
      },
      valid: () => individualBody(),
    },
    writes: [
      'public.registrations',
      'public.payment_images',
      'public.screenshot_readings',
      'public.payment_references',
      'public.outbox',
    ],
    freshCaller: true,
  },
  'POST /v1/api/reg/screenshot-reading': {
    body: {
      fields: {
        payment: text(maxDataUrlLength(r.paymentMaxBytes), {
          ...required,
          image: { ...paymentImage, read: true },
        }),
      },
      valid: async () => ({ payment: dataUrl('image/png', await makeImage('png')) }),
    },
  },
  'POST /v1/api/sendinvite': {
    body: {
      fields: {
        email: email(required),
        eventName: text(r.eventName, required),
        grpName: text(r.grpName, { ...required, storedIn: ['public.groups', 'name'] }),
      },
      valid: () => ({ email: fx.memberEmail, eventName: EVENT_NAME, grpName: 'Hostile' }),
    },
    writes: ['public.groups', 'public.invites', 'public.outbox'],
    freshCaller: true,
  },
  'GET /v1/api/client/allevents': {},
  'GET /v1/api/reg/invites': {},
  'POST /v1/api/reg/invites/:inviteId/decline': {
    params: { inviteId: () => '00000000-0000-4000-8000-000000000000' },
    noBody: 'empty',
    writes: ['public.invites'],
  },
  'POST /v1/api/reg/invites/:inviteId/link': {
    params: { inviteId: () => '00000000-0000-4000-8000-000000000000' },
    noBody: 'empty',
    writes: ['public.invites'],
  },
  'GET /v1/api/reg/group/:eventName': { params: { eventName: () => encodeURIComponent(EVENT_NAME) } },
  'GET /v1/api/reg/payment-reference/:eventName': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    writes: ['public.payment_references'],
  },
  'GET /v1/api/admin/getregistered': {},
  'GET /v1/api/admin/events': {},
  'GET /v1/api/payment-screenshots/:id': {
    params: { id: () => fx.pendingId },
    query: {
      expires: { invalid: ['abc', '-1', '1e400', '9'.repeat(30), ''] },
      signature: { invalid: ['s'.repeat(200), '%00', "x'%20OR%20'1'='1"] },
    },
  },
  'GET /v1/api/admin/events/:eventName/registrations': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    query: {
      ...listQuery,
      limit: { invalid: limitValues(adminRules.maxLimit) },
      offset: { invalid: offsetValues },
    },
    check: onlyMatches((body) => body.registrations as { name: string; email: string }[]),
  },
  'GET /v1/api/admin/events/:eventName/registrations.csv': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    query: listQuery,
    writes: ['public.audit_log'],
  },
  'GET /v1/api/admin/registrations/:id': { params: { id: () => fx.pendingId } },
  'GET /v1/api/admin/registrations/:id/payment': { params: { id: () => fx.pendingId } },
  'PUT /v1/api/confirm/reg': {
    body: {
      fields: { regID: id(), paymentOverride: text(paymentRules.reason) },
      valid: () => ({ regID: fx.pendingId }),
    },
    // Any reason, taken literally, is an override that confirms the pending registration.
    writes: ['public.registrations', 'public.outbox', 'public.audit_log'],
  },
  'PUT /v1/api/admin/registrations/:id/payment/received': {
    params: { id: () => fx.pendingId },
    body: {
      fields: {
        note: text(paymentRules.note, required),
        amount: { type: 'number' },
        receivedOn: text(10),
      },
      valid: () => ({ note: 'Matched' }),
    },
    writes: ['public.registrations', 'public.payment_receipts', 'public.audit_log'],
  },
  'POST /v1/api/admin/registrations/:id/payment/receipts': {
    params: { id: () => fx.pendingId },
    body: {
      fields: {
        note: text(paymentRules.note, required),
        amount: { type: 'number', required: true },
        receivedOn: text(10),
      },
      valid: () => ({ note: 'The rest by UPI', amount: 99 }),
    },
    writes: ['public.payment_receipts', 'public.audit_log'],
  },
  'PUT /v1/api/admin/registrations/:id/payment/waiver': {
    params: { id: () => fx.pendingId },
    body: { fields: { note: text(paymentRules.note, required) }, valid: () => ({ note: 'Let go' }) },
    writes: ['public.registrations', 'public.audit_log'],
  },
  'PUT /v1/api/admin/registrations/:id/payment/refunded': {
    params: { id: () => fx.pendingId },
    body: {
      fields: {
        amount: { type: 'number', required: true },
        refundedOn: text(10, required),
        note: text(paymentRules.note, required),
      },
      valid: () => ({ amount: 399, refundedOn: '2026-11-20', note: 'Paid twice' }),
    },
    writes: ['public.registrations', 'public.audit_log'],
  },
  'POST /v1/api/admin/registrations/:id/transaction-shares': {
    params: { id: () => fx.pendingId },
    body: { fields: { email: email(required) }, valid: () => ({ email: fx.memberEmail }) },
    writes: ['public.transaction_shares', 'public.audit_log'],
  },
  'POST /v1/api/admin/events/:eventName/bulk-confirm': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    noBody: 'empty',
    writes: ['public.registrations', 'public.outbox', 'public.audit_log'],
  },
  'GET /v1/api/admin/events/:eventName/ledger': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
  },
  'GET /v1/api/admin/events/:eventName/ledger.csv': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    writes: ['public.audit_log'],
  },
  'PUT /v1/api/decline/reg': { body: { fields: { regID: id() }, valid: () => ({ regID: fx.pendingId }) } },
  'GET /v1/api/admin/registrations/:id/next-pending': { params: { id: () => fx.pendingId } },
  'PUT /v1/api/admin/registrations/:id/reopen': {
    params: { id: () => fx.declinedId },
    noBody: 'empty',
    writes: ['public.registrations', 'public.outbox', 'public.audit_log'],
  },
  'PUT /v1/api/admin/assign/portfolios': {
    body: {
      fields: {
        eventID: id(),
        portfolio: text(r.choice, required),
        committee: text(r.choice, required),
      },
      valid: () => ({ eventID: fx.confirmedId, committee: 'UNHRC', portfolio: unhrc[0]! }),
    },
  },
  'GET /v1/api/admin/overview': {},
  'POST /v1/api/admin/events/:eventName/allocation/preview': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    body: { fields: allocationPreviewFields, valid: () => ({}) },
  },
  'POST /v1/api/admin/events/:eventName/allocation/preview.csv': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    body: { fields: allocationPreviewFields, valid: () => ({}) },
    writes: ['public.audit_log'],
  },
  'POST /v1/api/admin/events/:eventName/allocation/apply': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    body: {
      fields: {
        seats: nested('objects', { ...required, max: allocationRules.maxSeatsPerRequest }),
        weights: nested('object'),
      },
      valid: () => ({
        seats: [{ registrationId: fx.confirmedId, committee: 'UNHRC', portfolio: unhrc[1]! }],
      }),
    },
    writes: ['public.registrations', 'public.audit_log', 'public.outbox'],
  },
  'GET /v1/api/admin/events/:eventName/allocation/applied.csv': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    writes: ['public.audit_log'],
  },
  'POST /v1/api/admin/events/:eventName/announcements/preview': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    body: { fields: { audience: nested('object', required) }, valid: () => ({ audience: { type: 'all' } }) },
  },
  'POST /v1/api/admin/events/:eventName/announcements': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    body: {
      fields: {
        subject: text(announcementRules.subject, {
          ...required,
          storedIn: ['public.announcements', 'subject'],
        }),
        body: text(announcementRules.body, { ...required, storedIn: ['public.announcements', 'body'] }),
        audience: nested('object', required),
      },
      valid: () => ({ subject: 'Hostile', body: 'Hello', audience: { type: 'status', value: 'pending' } }),
    },
    writes: ['public.announcements', 'public.announcement_recipients', 'public.outbox', 'public.audit_log'],
    // Each admin may send a few an hour: every accepted request comes from a new admin.
    freshCaller: true,
  },
  'GET /v1/api/admin/events/:eventName/announcements': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
  },
  'GET /v1/api/client/announcements': {},
  // Check-in: on an event held today, with a confirmed delegate and its code (fx.checkin).
  'GET /v1/api/checkin/passes': {},
  'POST /v1/api/admin/events/:eventName/checkin/lookup': {
    params: { eventName: () => encodeURIComponent(fx.checkin.eventName) },
    body: {
      fields: { code: text(checkinRules.codeMax, required) },
      valid: () => ({ code: fx.checkin.code }),
    },
  },
  'POST /v1/api/admin/events/:eventName/checkin/code': {
    params: { eventName: () => encodeURIComponent(fx.checkin.eventName) },
    body: {
      fields: { code: text(checkinRules.codeMax, required) },
      valid: () => ({ code: fx.checkin.code }),
    },
    writes: ['public.attendance', 'public.audit_log'],
  },
  'POST /v1/api/admin/events/:eventName/checkin/registration': {
    params: { eventName: () => encodeURIComponent(fx.checkin.eventName) },
    body: { fields: { registrationId: id() }, valid: () => ({ registrationId: fx.checkin.registrationId }) },
    writes: ['public.attendance', 'public.audit_log'],
  },
  'GET /v1/api/admin/events/:eventName/checkin/search': {
    params: { eventName: () => encodeURIComponent(fx.checkin.eventName) },
    query: { q: { text: true, invalid: [...searchValues, 'a', '%20%20', ''] } },
    check: onlyMatches((body) => body.delegates as { name: string; email: string }[]),
  },
  'GET /v1/api/admin/events/:eventName/checkin/counts': {
    params: { eventName: () => encodeURIComponent(fx.checkin.eventName) },
  },
  'POST /v1/api/admin/registrations/:id/checkin-code': {
    params: { id: () => fx.checkin.registrationId },
    noBody: 'empty',
    writes: ['public.checkin_codes', 'public.audit_log'],
  },
  // Chairs: on an event of their own with two committees, a seated delegate, a session and chairs (fx.chairs);
  // the chair routes are called by an admin, whom the chair guard admits.
  'GET /v1/api/admin/events/:eventName/chairs': {
    params: { eventName: () => encodeURIComponent(fx.chairs.eventName) },
  },
  'POST /v1/api/admin/events/:eventName/chairs': {
    params: { eventName: () => encodeURIComponent(fx.chairs.eventName) },
    body: {
      fields: { committee: text(chairRules.committee, required), email: email(required) },
      valid: () => ({ committee: fx.chairs.committee, email: `hostile-${randomUUID()}@example.com` }),
    },
    writes: ['public.committee_chairs', 'public.outbox', 'public.audit_log'],
  },
  'POST /v1/api/admin/chairs/:chairId/revoke': {
    params: { chairId: () => fx.chairs.chairId },
    noBody: 'empty',
    writes: ['public.committee_chairs', 'public.audit_log'],
  },
  'PUT /v1/api/admin/events/:eventName/sessions': {
    params: { eventName: () => encodeURIComponent(fx.chairs.eventName) },
    body: {
      fields: { sessions: nested('objects', { ...required, max: chairRules.maxSessions }) },
      valid: () => ({
        sessions: [
          { id: fx.chairs.sessionId, name: 'Session 1', day: dateInIndia(new Date()), startTime: '09:30' },
        ],
      }),
    },
    writes: ['public.committee_sessions', 'public.audit_log'],
  },
  'POST /v1/api/chair-invites/lookup': {
    body: {
      fields: { token: text(chairRules.token, required) },
      valid: () => ({ token: fx.chairs.inviteToken }),
    },
  },
  'POST /v1/api/chair-invites/accept': {
    body: {
      fields: { token: text(chairRules.token, required) },
      valid: () => ({ token: fx.chairs.inviteToken }),
    },
    writes: ['public.committee_chairs'],
  },
  'GET /v1/api/chair/committees': {},
  'GET /v1/api/client/attendance': {},
  'GET /v1/api/chair/events/:eventName/committees/:committee': {
    params: {
      eventName: () => encodeURIComponent(fx.chairs.eventName),
      committee: () => fx.chairs.committee,
    },
    as: 'admin',
  },
  'GET /v1/api/chair/events/:eventName/committees/:committee/sessions/:sessionId': {
    params: {
      eventName: () => encodeURIComponent(fx.chairs.eventName),
      committee: () => fx.chairs.committee,
      sessionId: () => fx.chairs.sessionId,
    },
    as: 'admin',
  },
  'PUT /v1/api/chair/events/:eventName/committees/:committee/sessions/:sessionId/roll-call/:registrationId': {
    params: {
      eventName: () => encodeURIComponent(fx.chairs.eventName),
      committee: () => fx.chairs.committee,
      sessionId: () => fx.chairs.sessionId,
      registrationId: () => fx.chairs.registrationId,
    },
    body: { fields: { state: text(20, required) }, valid: () => ({ state: 'present' }) },
    writes: ['public.roll_calls'],
    as: 'admin',
  },
  // Position papers: on a chair fixture with an uploaded paper (fx.papers). The upload's caller is a client
  // without a seat (every valid upload is refused 409, so nothing is written); the chair routes are called
  // by an admin, whom the chair guard admits.
  'GET /v1/api/client/papers': {},
  'POST /v1/api/client/events/:eventName/committees/:committee/papers': {
    params: {
      eventName: () => encodeURIComponent(fx.papers.eventName),
      committee: () => fx.papers.committee,
    },
    bodyLimit: paperRules.bodyBytes,
    body: {
      fields: {
        file: text(maxDataUrlLength(paperRules.maxBytes * 1.2), required),
        fileName: text(paperRules.fileName, required),
      },
      valid: async () => ({ file: pdfDataUrl(await makePdf()), fileName: 'paper.pdf' }),
    },
  },
  'GET /v1/api/papers/:paperId': { params: { paperId: () => fx.papers.paperId }, as: 'admin' },
  'GET /v1/api/chair/events/:eventName/committees/:committee/papers': {
    params: {
      eventName: () => encodeURIComponent(fx.papers.eventName),
      committee: () => fx.papers.committee,
    },
    as: 'admin',
  },
  'POST /v1/api/chair/events/:eventName/committees/:committee/papers/:paperId/review': {
    params: {
      eventName: () => encodeURIComponent(fx.papers.eventName),
      committee: () => fx.papers.committee,
      paperId: () => fx.papers.paperId,
    },
    body: {
      fields: {
        decision: text(20, required),
        feedback: text(paperRules.feedback, { storedIn: ['public.position_papers', 'feedback'] }),
      },
      valid: () => ({ decision: 'changesRequested', feedback: 'Cite your sources.' }),
    },
    writes: ['public.position_papers', 'public.outbox', 'public.audit_log'],
    as: 'admin',
  },
  'PUT /v1/api/chair/events/:eventName/committees/:committee/papers/closed': {
    params: {
      eventName: () => encodeURIComponent(fx.papers.eventName),
      committee: () => fx.papers.committee,
    },
    body: { fields: { closed: flag(required) }, valid: () => ({ closed: false }) },
    writes: ['public.paper_committee_rules', 'public.audit_log'],
    as: 'admin',
  },
  'GET /v1/api/chair/events/:eventName/committees/:committee/papers.zip': {
    params: {
      eventName: () => encodeURIComponent(fx.papers.eventName),
      committee: () => fx.papers.committee,
    },
    as: 'admin',
  },
  'GET /v1/api/admin/events/:eventName/papers': {
    params: { eventName: () => encodeURIComponent(fx.papers.eventName) },
  },
  'PUT /v1/api/admin/events/:eventName/papers/rules': {
    params: { eventName: () => encodeURIComponent(fx.papers.eventName) },
    body: {
      fields: {
        required: flag(required),
        deadline: text(40, required),
        committees: nested('objects', { ...required, max: 100 }),
      },
      valid: () => ({ required: true, deadline: null, committees: [] }),
    },
    writes: ['public.paper_event_rules', 'public.paper_committee_rules', 'public.audit_log'],
  },
  // Awards: on an award fixture of their own (fx.awards); chair routes called by an admin.
  'GET /v1/api/admin/events/:eventName/award-categories': {
    params: { eventName: () => encodeURIComponent(fx.awards.eventName) },
  },
  'PUT /v1/api/admin/events/:eventName/award-categories': {
    params: { eventName: () => encodeURIComponent(fx.awards.eventName) },
    body: {
      fields: { categories: nested('objects', { ...required, max: awardRules.maxCategories }) },
      valid: () => ({
        categories: [{ id: fx.awards.categoryId, name: 'Best Delegate', perCommittee: 2 }],
      }),
    },
    writes: ['public.award_categories', 'public.audit_log'],
  },
  'GET /v1/api/admin/events/:eventName/awards': {
    params: { eventName: () => encodeURIComponent(fx.awards.eventName) },
  },
  'POST /v1/api/admin/events/:eventName/awards/publish': {
    params: { eventName: () => encodeURIComponent(fx.awards.eventName) },
    noBody: 'empty',
    writes: ['public.awards', 'public.certificates', 'public.audit_log'],
  },
  'GET /v1/api/results/:eventName': {
    params: { eventName: () => encodeURIComponent(fx.awards.eventName) },
  },
  // Marks: on the award fixture (its rubric has one criterion); the chair route called by an admin.
  'GET /v1/api/admin/events/:eventName/rubric': {
    params: { eventName: () => encodeURIComponent(fx.awards.eventName) },
  },
  'PUT /v1/api/admin/events/:eventName/rubric': {
    params: { eventName: () => encodeURIComponent(fx.awards.eventName) },
    body: {
      fields: { criteria: nested('objects', { ...required, max: markRules.maxCriteria }) },
      valid: () => ({ criteria: [{ id: fx.awards.criterionId, name: 'Speech', maxMark: 12 }] }),
    },
    writes: ['public.rubric_criteria', 'public.marks', 'public.audit_log'],
  },
  'GET /v1/api/chair/events/:eventName/committees/:committee/marks': {
    params: {
      eventName: () => encodeURIComponent(fx.awards.eventName),
      committee: () => fx.awards.committee,
    },
    as: 'admin',
  },
  'PUT /v1/api/chair/events/:eventName/committees/:committee/marks': {
    params: {
      eventName: () => encodeURIComponent(fx.awards.eventName),
      committee: () => fx.awards.committee,
    },
    body: {
      fields: {
        sessionId: id(),
        registrationId: id(),
        marks: nested('objects', { ...required, max: markRules.maxCriteria }),
      },
      valid: () => ({
        sessionId: fx.awards.sessionId,
        registrationId: fx.awards.registrationId,
        marks: [{ criterionId: fx.awards.criterionId, mark: 7 }],
      }),
    },
    writes: ['public.marks'],
    as: 'admin',
  },
  'GET /v1/api/chair/events/:eventName/committees/:committee/awards': {
    params: {
      eventName: () => encodeURIComponent(fx.awards.eventName),
      committee: () => fx.awards.committee,
    },
    as: 'admin',
  },
  'POST /v1/api/chair/events/:eventName/committees/:committee/awards': {
    params: {
      eventName: () => encodeURIComponent(fx.awards.eventName),
      committee: () => fx.awards.committee,
    },
    body: {
      fields: { categoryId: id(), registrationId: id() },
      valid: () => ({ categoryId: fx.awards.categoryId, registrationId: fx.awards.registrationId }),
    },
    writes: ['public.awards'],
    as: 'admin',
  },
  'POST /v1/api/chair/events/:eventName/committees/:committee/awards/:awardId/withdraw': {
    params: {
      eventName: () => encodeURIComponent(fx.awards.eventName),
      committee: () => fx.awards.committee,
      awardId: () => fx.awards.awardId,
    },
    noBody: 'empty',
    writes: ['public.awards'],
    as: 'admin',
  },
  'POST /v1/api/admin/events/:eventName/certificates/issue': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    body: {
      fields: { confirmed: list(certificateProblemCodes.length) },
      valid: () => ({ confirmed: [...certificateProblemCodes] }),
    },
    writes: ['public.certificates', 'public.audit_log'],
  },
  'POST /v1/api/admin/events/:eventName/certificates/:code/reissue': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME), code: () => fx.revokedCertificateCode },
    noBody: 'empty',
    writes: ['public.certificates', 'public.audit_log'],
  },
  'GET /v1/api/admin/events/:eventName/certificates': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
  },
  'POST /v1/api/admin/events/:eventName/certificates/:code/revoke': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME), code: () => fx.certificateCode },
    noBody: 'empty',
    writes: ['public.certificates', 'public.audit_log'],
  },
  'GET /v1/api/admin/events/:eventName/certificates.zip': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
  },
  'GET /v1/api/dashboard/certificates': {},
  'GET /v1/api/dashboard/certificates/:code/pdf': { params: { code: () => fx.certificateCode } },
  'GET /v1/api/certificates/:code': { params: { code: () => fx.certificateCode } },
  'GET /v1/api/getcontactusres': {},
  'GET /v1/api/superadmin/getallaccounts': {
    query: { q: { text: true, invalid: searchValues } },
    check: onlyMatches((body) => body.allAccounts as { name: string; email: string }[]),
  },
  'GET /v1/api/superadmin/accounts/:id': { params: { id: () => fx.clientId } },
  'PUT /v1/api/elevate/admin': {
    body: { fields: { accountID: id() }, valid: () => ({ accountID: fx.clientId }) },
  },
  'PUT /v1/api/demote/client': {
    body: { fields: { accountID: id() }, valid: () => ({ accountID: fx.adminId }) },
  },
  'DELETE /v1/api/superadmin/deleteaccount': {
    body: { fields: { accountID: id() }, valid: () => ({ accountID: fx.clientId }) },
  },
  'PUT /v1/api/superadmin/accounts/:id/capabilities/:capability': {
    params: { id: () => fx.clientId, capability: () => 'treasurer' },
    noBody: 'empty',
    writes: ['public.users', 'public.account_grants', 'public.audit_log'],
  },
  'DELETE /v1/api/superadmin/accounts/:id/capabilities/:capability': {
    params: { id: () => fx.clientId, capability: () => 'treasurer' },
    noBody: 'empty',
    writes: ['public.users', 'public.account_grants', 'public.audit_log'],
  },
  'POST /v1/api/admin/events/:eventName/statements': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME) },
    bodyLimit: maxDataUrlLength(statementRules.maxBytes * 1.2) + 4096,
    body: {
      fields: {
        fileName: text(statementRules.fileName, { storedIn: ['public.statement_uploads', 'file_name'] }),
        file: text(maxDataUrlLength(statementRules.maxBytes), required),
      },
      valid: () => ({ fileName: 'statement.csv', file: csvDataUrl(statementCsv([])) }),
    },
    writes: ['public.statement_uploads'],
  },
  'POST /v1/api/admin/events/:eventName/statements/:uploadId/preview': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME), uploadId: () => fx.uploadId },
    body: {
      fields: { mapping: nested('object', required) },
      valid: () => ({ mapping: storedUploadMapping }),
    },
  },
  'POST /v1/api/admin/events/:eventName/statements/:uploadId/apply': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME), uploadId: () => fx.uploadId },
    body: {
      fields: { mapping: nested('object', required) },
      valid: () => ({ mapping: storedUploadMapping }),
    },
    writes: [
      'public.statement_uploads',
      'public.statement_layouts',
      'public.statement_lines',
      'public.registrations',
      'public.payment_receipts',
      'public.audit_log',
    ],
  },
  'POST /v1/api/admin/events/:eventName/statements/:uploadId/settle': {
    params: { eventName: () => encodeURIComponent(EVENT_NAME), uploadId: () => fx.settle.uploadId },
    body: {
      fields: {
        mapping: nested('object', required),
        line: { type: 'number', required: true },
        registrationId: id(),
        note: text(paymentRules.note, { storedIn: ['public.statement_lines', 'settled_note'] }),
      },
      valid: () => fx.settle.body,
    },
    writes: ['public.statement_lines', 'public.registrations', 'public.payment_receipts', 'public.audit_log'],
  },
  'GET /v1/api/superadmin/getscheduleddeleteaccount': {},
  'GET /v1/api/superadmin/audit': {
    query: {
      limit: { invalid: limitValues(adminRules.auditMaxLimit) },
      offset: { invalid: offsetValues },
    },
  },
  'POST /v1/api/contactus': {
    body: {
      fields: {
        name: text(contactLimits.name, { ...required, storedIn: ['public.contact_responses', 'name'] }),
        email: text(contactLimits.email, required),
        message: text(contactLimits.message, {
          ...required,
          storedIn: ['public.contact_responses', 'message'],
        }),
      },
      valid: () => ({ name: 'Hostile', email: 'hostile@example.com', message: 'Hello there' }),
    },
    writes: ['public.contact_responses'],
  },
};

const keys = Object.keys(cases);
const methodOf = (key: string) => key.split(' ')[0]!;
const pathOf = (key: string) => key.split(' ')[1]!;
const bodyRoutes = keys.filter((key) => methodOf(key) !== 'GET');

// ---------------------------------------------------------------------------------------------------------
// Requests

let t: TestApp;
let images: Record<'profile' | 'payment', HostileImageSet>;
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  t = await createTestApp({ site: false });
  await setRegistrationOpen(t.db, true);
  fx.pendingId = (await createRegistration(t.db)).id;
  fx.confirmedId = (await createRegistration(t.db, { status: 'confirmed' })).id;
  fx.declinedId = (await createRegistration(t.db, { status: 'declined' })).id;
  fx.clientId = (await createUser(t.db)).id;
  fx.adminId = (await createUser(t.db, { role: 'admin' })).id;
  fx.memberEmail = (await createUser(t.db)).email;
  const user = await createUser(t.db);
  fx.login = { email: user.email, password: user.password };
  fx.event = await hostileEvent();
  fx.team = await hostileTenure();
  fx.content = await hostileContent();
  fx.checkin = await checkinFixture(t.db);
  fx.chairs = await chairFixture(t.db);
  fx.papers = await paperFixture(t.db);
  fx.awards = await awardFixture(t.db);
  fx.certificateCode = (await createCertificate(t.db)).code;
  fx.revokedCertificateCode = (await createCertificate(t.db, { revoked: true })).code;
  fx.uploadId = await storedUpload(t.db);
  fx.settle = await settleableUpload(t.db, { line: 7777 });
  for (const key of keys) callers.set(key, await newCaller(levelOf(key), cases[key]!.as));
  images = {
    profile: await hostileImages(imageRules.profilePhotoMaxBytes),
    payment: await hostileImages(imageRules.paymentMaxBytes),
  };
});
afterAll(() => t?.close());

/** HOSTILE_EVENT with one committee, one portfolio and one uploaded file. */
async function hostileEvent() {
  const [event] = await t.db.insert(events).values({ name: HOSTILE_EVENT }).returning({ id: events.id });
  const [committee] = await t.db
    .insert(committees)
    .values({ eventId: event!.id, code: 'HC', displayName: 'Hostile Council' })
    .returning({ id: committees.id });
  const [portfolio] = await t.db
    .insert(portfolios)
    .values({ committeeId: committee!.id, name: 'Alpha' })
    .returning({ id: portfolios.id });
  const [file] = await t.db
    .insert(eventFiles)
    .values({ eventId: event!.id, contentType: 'image/webp', bytes: await makeImage('webp') })
    .returning({ id: eventFiles.id });
  return { committeeId: committee!.id, portfolioId: portfolio!.id, fileId: file!.id };
}

/** A draft album, an uploaded file and a blog whose thumbnail it is. */
async function hostileContent() {
  const [album] = await t.db
    .insert(galleryAlbums)
    .values({ title: 'Hostile Album' })
    .returning({ id: galleryAlbums.id });
  const [file] = await t.db
    .insert(contentFiles)
    .values({
      upload: randomUUID(),
      contentType: 'image/webp',
      bytes: await makeImage('webp'),
      width: 64,
      height: 40,
    })
    .returning({ id: contentFiles.id });
  const thumbnail = `/v1/api/content-files/${file!.id}`;
  const [blog] = await t.db
    .insert(blogs)
    .values({
      name: 'Hostile Blog',
      url: 'https://medium.com/@nitsmun/hostile-blog',
      thumbnail,
      thumbnailAlt: 'A hostile placard',
    })
    .returning({ id: blogs.id });
  // The page editor's cases publish, discard and restore the draft of `wrapped`: it has one from the start.
  await t.db
    .update(sitePages)
    .set({ draft: sql`${sitePages.published}` })
    .where(eq(sitePages.key, 'wrapped'));
  return { albumId: album!.id, blogId: blog!.id, fileId: file!.id, thumbnail };
}

/** HOSTILE_TENURE with a group holding one person, an empty group, and one uploaded portrait. */
async function hostileTenure() {
  const [tenure] = await t.db
    .insert(teamTenures)
    .values({ label: HOSTILE_TENURE })
    .returning({ id: teamTenures.id });
  const [group, empty] = await t.db
    .insert(teamGroups)
    .values([
      { tenureId: tenure!.id, name: 'Hostile Group', position: 1 },
      { tenureId: tenure!.id, name: 'Hostile Empty Group', position: 2 },
    ])
    .returning({ id: teamGroups.id });
  const [person] = await t.db
    .insert(teamPeople)
    .values({ name: 'Hostile Person' })
    .returning({ id: teamPeople.id });
  const [position] = await t.db
    .insert(teamPositions)
    .values({ tenureId: tenure!.id, groupId: group!.id, personId: person!.id, role: 'Member' })
    .returning({ id: teamPositions.id });
  const [file] = await t.db
    .insert(teamFiles)
    .values({ contentType: 'image/webp', bytes: await makeImage('webp'), width: 64, height: 64 })
    .returning({ id: teamFiles.id });
  return {
    groupId: group!.id,
    emptyGroupId: empty!.id,
    personId: person!.id,
    positionId: position!.id,
    fileId: file!.id,
  };
}

function levelOf(key: string): AuthLevel {
  const [method, url] = key.split(' ');
  const route = t.app.routeAuth.find((x) => x.method === method && x.url === url);
  if (!route) throw new Error(`no route ${key}`);
  return route.auth;
}

/** Headers of a new account its guard admits (a verified student for the registration calls). */
async function newCaller(level: AuthLevel, as?: Role): Promise<Record<string, string>> {
  if (level === 'public') return {};
  if (level === 'verifiedClient') return (await createRegistrant(t.db)).headers;
  const role = as ?? levelRoles[level]![0]!;
  return bearer(await sessionFor(t.db, await createUser(t.db, { role })));
}

/** One caller per route (made in beforeAll), so that a route that wrongly succeeds cannot spoil another's. */
const callers = new Map<string, Record<string, string>>();
const callerOf = (key: string) => callers.get(key)!;

interface Wire {
  /** Path parameters, percent-encoded (default: the case's valid ones). */
  params?: Record<string, string>;
  /** The raw query string, without '?'. */
  query?: string;
  payload?: string | Buffer;
  /** null: no content-type header; default application/json when there is a payload. */
  contentType?: string | null;
}

function validParams(key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(cases[key]!.params ?? {}).map(([name, make]) => [name, make()]));
}

function send(key: string, headers: Record<string, string>, wire: Wire): Promise<LightMyRequestResponse> {
  const params = { ...validParams(key), ...wire.params };
  const path = pathOf(key).replace(/:(\w+)/g, (_, name: string) => params[name]!);
  const all: Record<string, string> = { ...headers };
  if (wire.payload !== undefined && wire.contentType !== null) {
    all['content-type'] = wire.contentType ?? 'application/json';
  }
  return t.app.inject({
    method: methodOf(key) as 'GET',
    url: wire.query === undefined ? path : `${path}?${wire.query}`,
    headers: all,
    payload: wire.payload,
    remoteAddress: uniqueAddress(),
  });
}

/** A JSON object's text with some members given as raw JSON text (so that any nesting depth can be sent). */
function jsonText(body: Json, raw: Record<string, string> = {}, drop: string[] = []): string {
  const members = Object.entries(body)
    .filter(([name]) => !drop.includes(name) && !(name in raw))
    .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`);
  for (const [name, value] of Object.entries(raw)) members.push(`${JSON.stringify(name)}:${value}`);
  return `{${members.join(',')}}`;
}

/** The valid request of a route: a valid body where it takes one (`send` adds valid path parameters). */
async function validWire(key: string): Promise<Wire> {
  const body = cases[key]!.body;
  return body ? { payload: JSON.stringify(await body.valid()) } : {};
}

interface Expected {
  status?: number;
  error?: string;
}

function expectRefused(res: LightMyRequestResponse, label: string, expected: Expected = {}) {
  const summary = { label, status: res.statusCode, body: res.body.slice(0, 300) };
  expect(res.statusCode, JSON.stringify(summary)).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, JSON.stringify(summary)).toBeLessThan(500);
  if (expected.status !== undefined) expect(res.statusCode, JSON.stringify(summary)).toBe(expected.status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Json;
  // A conflict may also list what conflicts (the seat allocation's 409 `{ error, conflicts }`).
  const listsConflicts = res.statusCode === 409 && Array.isArray(body.conflicts);
  const keys = Object.keys(body).filter((key) => !(listsConflicts && key === 'conflicts'));
  expect(keys, JSON.stringify(summary)).toEqual(['error']);
  expect(typeof body.error).toBe('string');
  expect((body.error as string).length).toBeGreaterThan(0);
  if (expected.error !== undefined) expect(body.error, JSON.stringify(summary)).toBe(expected.error);
}

/** Runs `fn` (which sends the requests labelled in `sent`) and proves that no table changed meanwhile. */
async function expectNothingWritten(fn: (sent: string[]) => Promise<void>) {
  const sent: string[] = [];
  const before = await snapshotDatabase(t.db);
  await fn(sent);
  const changed = changedTables(before, await snapshotDatabase(t.db));
  expect(changed, `tables written by one of: ${sent.join(' | ')}`).toEqual([]);
}

/** Sends a request that must be refused. */
async function sendRefused(
  key: string,
  label: string,
  wire: Wire,
  expected: Expected = {},
  sent: string[] = [],
) {
  sent.push(label);
  expectRefused(await send(key, callerOf(key), wire), label, expected);
}

// ---------------------------------------------------------------------------------------------------------
// Arbitraries

/** JSON text nested 10k to 100k levels deep: `[[[...]]]` or `{"a":{"a":...}}`. */
const deepJson = fc
  .tuple(fc.integer({ min: 10_000, max: 100_000 }), fc.constantFrom('array', 'object'))
  .map(([depth, shape]) => ({
    depth,
    raw:
      shape === 'array'
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`,
  }));

/** Prototype-pollution values (JSON text); Fastify's parser refuses each with 'Invalid JSON body'. */
const pollution = [
  '{"__proto__":{"polluted":"yes","role":"superadmin"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '[{"__proto__":{"polluted":"yes"}}]',
  '{"a":{"constructor":{"prototype":{"polluted":"yes"}}}}',
];
const invalidJson: Expected = { status: 400, error: g.invalidJson };

/** String literals (JSON text) holding NUL or a lone surrogate. */
const badTextLiterals = [
  '"a\\u0000b"',
  '"\\u0000"',
  '"\\ud800"',
  '"x\\udfff"',
  '"end\\ud83d"',
  '"\\udc00\\ud800"',
];
/** Byte sequences that are not UTF-8. */
const badUtf8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc3, 0x28],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe2, 0x82],
  [0xf4, 0x90, 0x80, 0x80],
];

/** A value of another JSON type than the field's (never null: null means "not given" for optional fields). */
function wrongType(field: Field): fc.Arbitrary<string> {
  const object = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
  return fc.oneof(
    fc.integer().map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
    field.type === 'boolean'
      ? fc.constantFrom('"true"', '"false"', '1', '0', '"yes"')
      : fc.boolean().map(String),
    field.type === 'string'
      ? fc.constantFrom('[]', '["a"]', '{}')
      : field.type === 'number'
        ? fc.constantFrom('"1"', '[]', '{}', '1.5', '-1')
        : fc.string({ maxLength: 20 }).map((s) => JSON.stringify(s)),
    field.type === 'object'
      ? fc.constantFrom('[]', '[{}]', '"{}"', '{"__proto__":{}}')
      : field.type === 'objects'
        ? fc.constantFrom('{}', '[1]', '["a"]', '[[]]', '[null]')
        : field.type === 'strings'
          ? fc
              .array(fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), object), {
                minLength: 1,
                maxLength: 3,
              })
              .map((a) => JSON.stringify(a))
          : fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }).map((a) => JSON.stringify(a)),
    field.type === 'object' ? fc.constant('"x"') : object.map((o) => JSON.stringify(o)),
  );
}

/** A value just over the field's limit: one to 64 characters (or list entries) too many. */
function overLimit(field: Field, extra: number): string {
  const max = field.max!;
  if (field.type === 'strings') return JSON.stringify(Array.from({ length: max + extra }, (_, i) => `x${i}`));
  if (field.type === 'objects') return JSON.stringify(Array.from({ length: max + extra }, () => ({})));
  if (field.image) return JSON.stringify(`data:image/png;base64,${'A'.repeat(max + extra - 22)}`);
  return JSON.stringify('a'.repeat(max + extra));
}

interface Mutation {
  label: string;
  /** The request made from a valid one. */
  apply: (valid: Json | undefined) => Wire;
  expected?: Expected;
}

const set = (label: string, field: string, raw: string, expected?: Expected): Mutation => ({
  label,
  apply: (valid) => ({ payload: jsonText(valid ?? {}, { [field]: raw }) }),
  expected,
});

/** Kinds of hostile input, by name. */
type Kinds = Record<string, fc.Arbitrary<Mutation>>;

/** Whole-body mutations, for every route that reads a body (or should take none). */
function bodyLevelMutations(key: string): Kinds {
  const c = cases[key]!;
  const nullIsValid = c.noBody === 'empty';
  const known = Object.keys(c.body?.fields ?? {});
  const extraKey = fc.oneof(
    fc.constantFrom('prototype', 'role', 'isAdmin', 'isVerified', '_id', '$where', "'; drop table users; --"),
    fc.string({ minLength: 1, maxLength: 12 }),
  );
  const payloadOf = (valid: Json | undefined) => JSON.stringify(valid ?? {});
  return {
    'an extra field': fc
      .tuple(
        extraKey.filter((k) => !known.includes(k)),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([name, value]) => set(`extra field ${JSON.stringify(name)}`, name, JSON.stringify(value))),
    'prototype-pollution keys': fc
      .constantFrom(
        ['__proto__', '{"polluted":"yes","role":"superadmin"}'],
        ['constructor', '{"prototype":{"polluted":"yes"}}'],
        ['zz', ...pollution],
      )
      .chain(([name, ...values]) =>
        fc.constantFrom(...values).map((raw) => set(`${name} = ${raw}`, name!, raw!, invalidJson)),
      ),
    'a body that is not an object': fc
      .jsonValue()
      .filter((v) => (v === null ? !nullIsValid : typeof v !== 'object' || Array.isArray(v)))
      .map((v): Mutation => ({
        label: `a non-object body ${JSON.stringify(v).slice(0, 40)}`,
        apply: () => ({ payload: JSON.stringify(v) }),
      })),
    'a deeply nested body': deepJson.map(({ depth, raw }): Mutation => ({
      label: `a body nested ${depth} deep`,
      apply: () => ({ payload: raw }),
    })),
    'invalid UTF-8 in the body': fc.constantFrom(...badUtf8).map((bytes): Mutation => ({
      label: `a body with the bytes ${bytes.map((b) => b.toString(16)).join(' ')}`,
      apply: () => ({
        payload: Buffer.concat([Buffer.from('{"a":"x'), Buffer.from(bytes), Buffer.from('y"}')]),
      }),
      expected: invalidJson,
    })),
    'NUL or a lone surrogate in the body': fc
      .constantFrom(...badTextLiterals)
      .map((raw) => set(`an extra key holding ${raw}`, 'zz', raw, invalidJson)),
    'an empty JSON body': fc.constant<Mutation>({
      label: 'an empty JSON body',
      apply: () => ({ payload: '' }),
      expected: { status: 400 },
    }),
    'a wrong content type': fc
      .constantFrom(
        'text/plain',
        'text/plain; charset=utf-8',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/octet-stream',
        null,
      )
      .map((contentType): Mutation => ({
        label: `content type ${contentType}`,
        apply: (valid) => ({ payload: payloadOf(valid), contentType }),
        expected: contentType?.startsWith('text/plain') ? {} : { status: 415, error: g.unsupportedMediaType },
      })),
    'a body just over 1 MiB': fc.integer({ min: 1, max: 4096 }).map((over): Mutation => ({
      label: `a body ${over} bytes over the limit`,
      apply: (valid) => {
        const bare = jsonText(valid ?? {}, { zz: '""' }).length;
        return {
          payload: jsonText(valid ?? {}, {
            zz: JSON.stringify('x'.repeat((c.bodyLimit ?? BODY_LIMIT) + over - bare)),
          }),
        };
      },
      expected: { status: 413, error: g.payloadTooLarge },
    })),
  };
}

/** Field mutations that make a valid body invalid. */
function fieldMutations(fields: Record<string, Field>): Kinds {
  const names = Object.keys(fields);
  const strings = names.filter((n) => fields[n]!.type === 'string');
  const limited = names.filter((n) => fields[n]!.max !== undefined);
  const requiredNames = names.filter((n) => fields[n]!.required);
  const kinds: Kinds = {
    'a field of the wrong type': fc
      .constantFrom(...names)
      .chain((name) =>
        wrongType(fields[name]!).map((raw) =>
          set(`${name} of the wrong type: ${raw.slice(0, 40)}`, name, raw),
        ),
      ),
    'a huge string': fc
      .tuple(
        fc.constantFrom(...names),
        fc.integer({ min: 10_000, max: 300_000 }),
        fc.constantFrom('x', 'ä', '😀', "'", '"', '\\'),
      )
      .map(([name, n, c]) => set(`${name}: a string of ${n} ${c}`, name, JSON.stringify(c.repeat(n)))),
    'a deeply nested field': fc
      .tuple(fc.constantFrom(...names), deepJson)
      .map(([name, { depth, raw }]) => set(`${name} nested ${depth} deep`, name, raw)),
    'prototype-pollution values': fc
      .tuple(fc.constantFrom(...names), fc.constantFrom(...pollution))
      .map(([name, raw]) => set(`${name} = ${raw}`, name, raw, invalidJson)),
  };
  if (requiredNames.length > 0) {
    kinds['a required field missing'] = fc.constantFrom(...requiredNames).map((name): Mutation => ({
      label: `${name} missing`,
      apply: (valid) => ({ payload: jsonText(valid ?? {}, {}, [name]) }),
    }));
  }
  if (limited.length > 0) {
    kinds['a value just over its limit'] = fc
      .tuple(fc.constantFrom(...limited), fc.integer({ min: 1, max: 64 }))
      .map(([name, extra]) => set(`${name} ${extra} over its limit`, name, overLimit(fields[name]!, extra)));
  }
  if (strings.length > 0) {
    kinds['NUL or a lone surrogate in a field'] = fc
      .tuple(fc.constantFrom(...strings), fc.constantFrom(...badTextLiterals))
      .map(([name, raw]) => set(`${name} = ${raw}`, name, raw, invalidJson));
    kinds['invalid UTF-8 in a field'] = fc
      .tuple(fc.constantFrom(...strings), fc.constantFrom(...badUtf8))
      .map(([name, bytes]): Mutation => ({
        label: `${name} holding the bytes ${bytes.map((b) => b.toString(16)).join(' ')}`,
        apply: (valid) => {
          const [before, after] = jsonText(valid ?? {}, { [name]: '"\u0001"' }).split('\u0001');
          return { payload: Buffer.concat([Buffer.from(before!), Buffer.from(bytes), Buffer.from(after!)]) };
        },
        expected: invalidJson,
      }));
  }
  return kinds;
}

const sqlInjections = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "'OR'1'='1'--",
  "'/**/OR/**/1=1--",
  "admin'--",
  "') OR ('x'='x",
  "'; DROP TABLE users; --",
  '"; DROP TABLE users; --',
  "1' UNION SELECT email, password_hash FROM users --",
  "'; UPDATE users SET role = 'superadmin'; --",
  '1; SELECT pg_sleep(10); --',
  '$$; DELETE FROM sessions; $$',
  "\\'; TRUNCATE registrations CASCADE; --",
  "%' OR name ILIKE '%",
  '%',
  '_',
  '\\',
  "' || (SELECT version()) || '",
  "'; COPY users TO PROGRAM 'id'; --",
  '{"$gt": ""}',
  "1' AND extractvalue(1, concat(0x7e, version())) --",
];
const sqlInjection = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z]{0,4}$/),
    fc.constantFrom(...sqlInjections),
    fc.constantFrom('', '@example.com', '.x@example.com'),
  )
  .map(([prefix, payload, suffix]) => `${prefix}${payload}${suffix}`);

interface Slot {
  name: string;
  make: (valid: Json | undefined, value: string) => Wire;
}

/** Every place a route reads a string: body string fields (not images), path parameters, text queries. */
function stringSlots(key: string): Slot[] {
  const c = cases[key]!;
  const slots: Slot[] = [];
  for (const [name, field] of Object.entries(c.body?.fields ?? {})) {
    if (field.type === 'string' && !field.image) {
      slots.push({
        name: `body.${name}`,
        make: (valid, value) => ({ payload: JSON.stringify({ ...valid, [name]: value }) }),
      });
    }
  }
  const payload = (valid: Json | undefined) => (valid ? { payload: JSON.stringify(valid) } : {});
  for (const name of Object.keys(c.params ?? {})) {
    slots.push({
      name: `params.${name}`,
      make: (valid, value) => ({ ...payload(valid), params: { [name]: encodeURIComponent(value) } }),
    });
  }
  for (const [name, field] of Object.entries(c.query ?? {})) {
    if (field.text) {
      slots.push({
        name: `query.${name}`,
        make: (valid, value) => ({ ...payload(valid), query: `${name}=${encodeURIComponent(value)}` }),
      });
    }
  }
  return slots;
}

// ---------------------------------------------------------------------------------------------------------
// The tests

/** Runs per kind of hostile input and route (HOSTILE_RUNS=10 explores ten times as much). */
const scale = Number(process.env.HOSTILE_RUNS ?? 1);
const runs = (n: number) => ({ numRuns: n * scale, seed: SEED });

describe('the hostile-input cases', () => {
  it('have exactly one entry per API route', () => {
    const routes = t.app.routeAuth.map((route) => `${route.method} ${route.url}`).sort();
    expect(keys.slice().sort()).toEqual(routes);
  });
});

describe.each(bodyRoutes)('%s: hostile bodies', (key) => {
  it('are refused with 4xx { error } and change nothing', { timeout: 120_000 }, async () => {
    const c = cases[key]!;
    const kinds = { ...bodyLevelMutations(key), ...(c.body ? fieldMutations(c.body.fields) : {}) };
    await expectNothingWritten(async (sent) => {
      for (const [kind, arbitrary] of Object.entries(kinds)) {
        await fc.assert(
          fc.asyncProperty(arbitrary, async (mutation) => {
            const wire = mutation.apply(c.body ? await c.body.valid() : undefined);
            await sendRefused(key, `${kind}: ${mutation.label}`, wire, mutation.expected, sent);
          }),
          runs(3),
        );
      }
    });
  });
});

/** Percent-encodings that are not UTF-8, or that decode to NUL. */
const malformedEncodings = [
  '%00',
  'a%00b',
  '%FF',
  '%C3%28',
  '%ED%A0%80',
  '%E2%82',
  '%',
  '%G1',
  '%C0%AF',
  '%F4%90%80%80',
];
const malformedUrl: Expected = { status: 400, error: g.malformedUrl };
const routeNotFound: Expected = { status: 404, error: g.routeNotFound };

interface UrlInput {
  label: string;
  wire: Wire;
  expected: Expected;
}

function urlKinds(key: string): Record<string, fc.Arbitrary<UrlInput>> {
  const c = cases[key]!;
  const kinds: Record<string, fc.Arbitrary<UrlInput>> = {
    'a malformed query': fc
      .tuple(fc.stringMatching(/^[a-z]{0,8}$/), fc.constantFrom(...malformedEncodings))
      .map(([name, value]) => ({
        label: `?${name ? `${name}=` : ''}${value}`,
        wire: { query: name ? `${name}=${value}` : value },
        expected: malformedUrl,
      })),
  };
  const params = Object.keys(c.params ?? {});
  if (params.length > 0) {
    const param = (value: fc.Arbitrary<string>, expected: Expected) =>
      fc.tuple(fc.constantFrom(...params), value).map(([name, v]) => ({
        label: `${name} = ${v.slice(0, 40)}${v.length > 40 ? `... (${v.length})` : ''}`,
        wire: { params: { [name]: v } },
        expected,
      }));
    kinds['NUL in a path parameter'] = param(fc.constantFrom('%00', 'a%00', '%00%00'), malformedUrl);
    kinds['a path parameter that is not UTF-8'] = param(
      fc.constantFrom('%FF', '%C3%28', '%ED%A0%80', '%', '%E2%82'),
      routeNotFound,
    );
    kinds['an over-long path parameter'] = param(
      fc.integer({ min: MAX_PARAM_LENGTH + 1, max: 4000 }).map((n) => 'a'.repeat(n)),
      routeNotFound,
    );
    kinds['a path parameter with odd characters'] = param(
      fc.constantFrom(
        '..%2F..%2Fetc%2Fpasswd',
        '%2e%2e',
        'a%2Fb',
        '%20',
        '%09',
        "'",
        '%22',
        '%3Cscript%3E',
        '*',
      ),
      {},
    );
  }
  const queryValues = Object.entries(c.query ?? {}).flatMap(([name, field]) =>
    field.invalid.map((value) => `${name}=${value}`),
  );
  if (queryValues.length > 0) {
    kinds['an invalid query value'] = fc.constantFrom(...queryValues).map((query) => ({
      label: `?${query.slice(0, 60)}`,
      wire: { query },
      expected: {},
    }));
  }
  return kinds;
}

describe.each(keys)('%s: hostile URLs', (key) => {
  it('are refused with 4xx { error } and change nothing', { timeout: 60_000 }, async () => {
    await expectNothingWritten(async (sent) => {
      for (const [kind, arbitrary] of Object.entries(urlKinds(key))) {
        await fc.assert(
          fc.asyncProperty(arbitrary, async ({ label, wire, expected }) => {
            // With the route's valid body: only the URL is wrong.
            await sendRefused(
              key,
              `${kind}: ${label}`,
              { ...(await validWire(key)), ...wire },
              expected,
              sent,
            );
          }),
          runs(3),
        );
      }
    });
  });
});

/** Sends raw bytes on a new connection and reads the answer (the server closes it). */
function rawExchange(port: number, request: Buffer): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
  });
}

describe('raw bytes that are not ASCII in the URL, over a real connection', () => {
  it('are refused with 400 { error } before any route runs, and change nothing', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = fc
      .uint8Array({ minLength: 1, maxLength: 6 })
      .map((bytes) => Buffer.from(bytes.map((b) => b | 0x80)));
    await expectNothingWritten(async (sent) => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...keys), raw, fc.boolean(), async (key, bytes, inQuery) => {
          const path = Buffer.from(pathOf(key).replace(/:(\w+)/g, 'x'));
          const target = inQuery
            ? Buffer.concat([path, Buffer.from('?q='), bytes])
            : Buffer.concat([Buffer.from('/v1/api/events/'), bytes]);
          const label = `${methodOf(key)} ${target.toString('latin1')}`;
          sent.push(label);
          const request = Buffer.concat([
            Buffer.from(`${methodOf(key)} `),
            target,
            Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n'),
          ]);
          const answer = await rawExchange(port, request);
          expect(answer.status, label).toBe(400);
          expect(answer.head.toLowerCase()).toContain('content-type: application/json');
          expect(JSON.parse(answer.body)).toEqual({ error: 'Bad Request' });
        }),
        runs(10),
      );
    });
  });
});

const slotted = keys.filter((key) => stringSlots(key).length > 0);

describe.each(slotted)('%s: SQL-injection text', (key) => {
  it('is refused without a change, or taken literally', { timeout: 60_000 }, async () => {
    const c = cases[key]!;
    const slots = stringSlots(key);
    // The snapshot after one request is the one before the next, unless the next needs a new account.
    let current: DbSnapshot | undefined;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...slots), sqlInjection, async (slot, value) => {
        const headers = c.freshCaller ? await newCaller(levelOf(key), c.as) : callerOf(key);
        if (c.freshCaller) current = undefined;
        const wire = slot.make(c.body ? await c.body.valid() : undefined, value);
        const label = `${slot.name} = ${JSON.stringify(value)}`;
        const before = current ?? (await snapshotDatabase(t.db));
        const res = await send(key, headers, wire);
        current = await snapshotDatabase(t.db);
        const changed = changedTables(before, current);
        if (res.statusCode >= 400) {
          expectRefused(res, label);
          expect(changed, label).toEqual([]);
          return;
        }
        expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
        for (const table of changed) expect(c.writes ?? [], `${label} wrote ${table}`).toContain(table);
        const field = c.body?.fields[slot.name.replace(/^body\./, '')];
        if (slot.name.startsWith('body.') && field?.storedIn) {
          const [table, column] = field.storedIn;
          const rows = await queryRows<{ n: number }>(
            t.db,
            sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(column)} = ${value.trim()}`,
          );
          expect(rows[0]!.n, `${label} stored verbatim in ${table}.${column}`).toBeGreaterThan(0);
        }
        c.check?.(res, slot.name, value);
      }),
      // Besides the random ones, every slot gets the classic at least once.
      { ...runs(20), examples: slots.map((slot): [Slot, string] => [slot, "x' OR '1'='1"]) },
    );
  });
});

const imageFields = keys.flatMap((key) =>
  Object.entries(cases[key]!.body?.fields ?? {})
    .filter(([, field]) => field.image)
    .map(([name, field]) => ({ key, name, field })),
);

describe.each(imageFields)('$key: hostile images in $name', ({ key, name, field }) => {
  const imageSet = () => (field.image!.error === profileImage.error ? images.profile : images.payment);

  it(
    'refuses every malformed data URL and polyglot with the field message',
    { timeout: 120_000 },
    async () => {
      const refused = imageSet().refused;
      // Every image once; where the fault is in the bytes, under a declared type the seeded generator picks.
      const declared = fc.option(
        fc.constantFrom(
          'image/png',
          'image/jpeg',
          'image/webp',
          'image/svg+xml',
          'text/html',
          'application/octet-stream',
        ),
      );
      const types = fc.sample(declared, { numRuns: refused.length, seed: SEED });
      await expectNothingWritten(async (sent) => {
        for (const [i, image] of refused.entries()) {
          const type = image.retypable ? types[i] : null;
          const value = type
            ? image.dataUrl.replace(/^data:[^;,]*;base64,/, `data:${type};base64,`)
            : image.dataUrl;
          const wire = { payload: JSON.stringify({ ...(await cases[key]!.body!.valid()), [name]: value }) };
          const label = `${image.name}${type ? ` declared ${type}` : ''}`;
          await sendRefused(key, label, wire, { status: 400, error: field.image!.error }, sent);
        }
      });
    },
  );

  it(
    'takes whole images that carry something extra, stored as clean WebP',
    { timeout: 120_000 },
    async () => {
      for (const image of imageSet().sanitised) {
        const headers = cases[key]!.freshCaller
          ? await newCaller(levelOf(key), cases[key]!.as)
          : callerOf(key);
        const body = { ...(await cases[key]!.body!.valid()), [name]: image.dataUrl };
        const before = await snapshotDatabase(t.db);
        const res = await send(key, headers, { payload: JSON.stringify(body) });
        expect(res.statusCode, `${image.name}: ${res.body}`).toBe(200);
        const changed = changedTables(before, await snapshotDatabase(t.db));
        for (const table of changed)
          expect(cases[key]!.writes, `${image.name} wrote ${table}`).toContain(table);
        if (field.image!.read) continue;
        const stored = await storedImage(key, headers, res);
        expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(stored.includes(image.marker), `${image.name}: the stored image still holds the extra`).toBe(
          false,
        );
      }
    },
  );
});

/** The image a successful upload stored, fetched the way the site serves it (nosniff, its real type). */
async function storedImage(
  key: string,
  headers: Record<string, string>,
  res: LightMyRequestResponse,
): Promise<Buffer> {
  let served: LightMyRequestResponse;
  if (key === 'PUT /v1/api/all/edit/profile') {
    const profile = (
      await t.app.inject({ method: 'GET', url: '/v1/api/dashboard', headers, remoteAddress: uniqueAddress() })
    ).json() as { photo: string };
    served = await t.app.inject({ method: 'GET', url: profile.photo, remoteAddress: uniqueAddress() });
  } else {
    const regId = (res.json() as { registration: { _id: string } }).registration._id;
    const [row] = await t.db
      .select({ bytes: paymentImages.bytes })
      .from(registrations)
      .innerJoin(paymentImages, eq(paymentImages.id, registrations.paymentImageId))
      .where(eq(registrations.id, regId));
    expect(row).toBeDefined();
    served = await t.app.inject({
      method: 'GET',
      url: `/v1/api/admin/registrations/${regId}/payment`,
      headers: await newCaller('admin'),
      remoteAddress: uniqueAddress(),
    });
    expect(served.rawPayload.equals(row!.bytes)).toBe(true);
  }
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  return served.rawPayload;
}

describe('after all of it', () => {
  it('Object.prototype is not polluted', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
    const probe = {} as Record<string, unknown>;
    expect(probe.polluted).toBeUndefined();
    expect(probe.role).toBeUndefined();
  });
});
