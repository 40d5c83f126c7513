/**
 * The club's previous frontend against our API: its three calls that still failed, sent exactly as it sends
 * them (bearer header from the authToken cookie, its field names and typos).
 *
 * - PUT /all/edit/profile with every field of its form, `photo` being the URL GET /dashboard handed out:
 *   "unchanged", not an invalid file.
 * - GET /admin/getregistered: the admin view of each registration (its detail page is built from this
 *   list), "" for an unassigned committee or portfolio, and a payment URL its <img> loads without a bearer
 *   header (signed, short-lived); streamed in keyset batches, so a list longer than one batch comes whole
 *   and in order.
 * - PUT /admin/assign/portfolios on a registration already seated: 2xx with 'Committee already assigned'.
 * - The admin's flow: Confirm after looking at the screenshot (the confirmation is the admin's word that the
 *   money was seen), Decline, Assign; a group's member confirmed right after its leader.
 *
 * And what a cheater would send: a client calling the admin list, a payment URL altered, expired or
 * without its signature.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { adminRules, type RegisteredEntry } from '~/shared/schemas/admin';
import { REGISTERED_BATCH } from '../../src/server/modules/admin/lists';
import { signedPaymentUrl } from '../../src/server/modules/admin/signed-payment';
import { paymentReferences, registrations } from '../../src/server/modules/registration/table';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { EVENT_NAME, committeeOf, createRegistration, eventIdOf, seedRegistrations } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { dataUrl, makeImage } from '../support/images';
import {
  createInvite,
  createRegistrant,
  individualBody,
  leaderBody,
  memberBody,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';

const API = 'http://api.nitsmun.test';
let t: TestApp;
let admin: TestUser;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ site: false, env: { PUBLIC_URL: API } });
  admin = await createUser(t.db, { role: 'admin' });
  adminHeaders = bearer(await sessionFor(t.db, admin));
});
afterAll(() => t?.close());

/** The original's axios call: JSON, Authorization: Bearer <authToken cookie>. */
const call = (method: 'GET' | 'PUT', path: string, headers: Record<string, string>, json?: unknown) =>
  request(t.app, { method, url: `/v1/api${path}`, headers, ...(json === undefined ? {} : { json }) });

/** What an <img src> does with an absolute URL of ours: a GET of its path and query, no Authorization. */
const img = (url: string) => request(t.app, { method: 'GET', url: url.slice(API.length) });

describe('PUT /all/edit/profile with the photo GET /dashboard handed out', () => {
  it('keeps the photo and applies the other fields', async () => {
    const user = await createUser(t.db, { name: 'Old Name' });
    const headers = bearer(await sessionFor(t.db, user));
    const upload = await call('PUT', '/all/edit/profile', headers, {
      photo: dataUrl('image/png', await makeImage('png')),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const photo: string = (await call('GET', '/dashboard', headers)).json().photo;
    expect(photo).toMatch(new RegExp(`^${API}/v1/api/photos/[0-9a-f-]{36}$`));

    // The form as the original sends it: every field, the photo untouched.
    const res = await call('PUT', '/all/edit/profile', headers, {
      newName: 'New Name',
      newPwd: '',
      confirmNewPwd: '',
      phone: '9876501234',
      photo,
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: messages.profile.success },
    });
    const after = (await call('GET', '/dashboard', headers)).json();
    expect(after).toMatchObject({ name: 'New Name', phone: '9876501234', photo });
    expect((await img(photo)).statusCode).toBe(200);

    // Only the photo, unchanged: accepted, nothing changes.
    const same = await call('PUT', '/all/edit/profile', headers, { photo });
    expect(same.statusCode).toBe(200);
    expect((await call('GET', '/dashboard', headers)).json().photo).toBe(photo);
  });

  it("refuses another account's photo URL, a replaced one and a foreign URL with the image message", async () => {
    const other = await createUser(t.db);
    const otherHeaders = bearer(await sessionFor(t.db, other));
    await call('PUT', '/all/edit/profile', otherHeaders, {
      photo: dataUrl('image/png', await makeImage('png')),
    });
    const othersPhoto: string = (await call('GET', '/dashboard', otherHeaders)).json().photo;

    const user = await createUser(t.db);
    const headers = bearer(await sessionFor(t.db, user));
    await call('PUT', '/all/edit/profile', headers, { photo: dataUrl('image/png', await makeImage('png')) });
    const first: string = (await call('GET', '/dashboard', headers)).json().photo;
    await call('PUT', '/all/edit/profile', headers, {
      photo: dataUrl('image/webp', await makeImage('webp')),
    });
    const current: string = (await call('GET', '/dashboard', headers)).json().photo;
    expect(current).not.toBe(first);

    for (const photo of [
      othersPhoto,
      first,
      'https://example.com/me.png',
      `${current}?x=1`,
      `javascript:${current}`,
    ]) {
      const res = await call('PUT', '/all/edit/profile', headers, { newName: 'Nope', photo });
      expect({ photo, status: res.statusCode, body: res.json() }).toEqual({
        photo,
        status: 400,
        body: { error: messages.profile.invalidPhoto },
      });
    }
    expect((await call('GET', '/dashboard', headers)).json()).toMatchObject({ photo: current });
    expect((await call('GET', '/dashboard', headers)).json().name).not.toBe('Nope');
  });
});

describe('GET /admin/getregistered: the admin view the original builds its detail page from', () => {
  it('gives every field of a registration, "" when unassigned, and a payment URL an <img> loads', async () => {
    await t.db.delete(registrations);
    const ib = await committeeOf(t.db, 'IB');
    const pending = await createRegistration(t.db, { registeredAt: new Date('2024-09-01T00:00:00Z') });
    const seated = await createRegistration(t.db, {
      status: 'confirmed',
      assignedCommittee: 'IB',
      assignedPortfolio: ib.portfolios[0]!,
      registeredAt: new Date('2024-09-02T00:00:00Z'),
      payment: false,
      userOptions: { student: true },
      college: null,
    });
    // The bill's payment facts, after the original's fields.
    await t.db
      .update(registrations)
      .set({ transactionId: '412345678901', paymentState: 'submitted' })
      .where(eq(registrations.id, pending.id));
    await t.db
      .insert(paymentReferences)
      .values({ eventId: await eventIdOf(t.db), userId: pending.user.id, reference: 'AC24-7Q3K' });

    const res = await call('GET', '/admin/getregistered', adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<{ message: string; allSuchEvents: RegisteredEntry[] }>();
    expect(body.message).toBe(messages.admin.eventsFetched);
    const [a, b] = body.allSuchEvents;
    expect(body.allSuchEvents).toHaveLength(2);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, seated.id));
    expect(a).toEqual({
      _id: pending.id,
      name: pending.user.name,
      email: pending.user.email,
      college: 'Assam Engineering College',
      phone: pending.user.phone,
      scholarid: null,
      batch: null,
      accomodation: 'No',
      payment: expect.stringMatching(
        new RegExp(`^${API}/v1/api/payment-screenshots/${pending.id}\\?expires=\\d+&signature=[\\w-]+$`),
      ),
      regsiteredat: '2024-09-01T00:00:00.000Z',
      eventName: EVENT_NAME,
      status: 'pending',
      committeePreference: ['UNHRC'],
      portfolioPreference: expect.any(Array),
      cofirmedRegistrationAt: null,
      assignedPortfolio: '',
      assignedCommittee: '',
      paymentReference: 'AC24-7Q3K',
      transactionId: '412345678901',
      paymentState: 'submitted',
    });
    // The original's fields keep their order; ours come after them.
    expect(Object.keys(a!)).toEqual([
      '_id',
      'name',
      'email',
      'college',
      'phone',
      'scholarid',
      'batch',
      'accomodation',
      'payment',
      'regsiteredat',
      'eventName',
      'status',
      'committeePreference',
      'portfolioPreference',
      'cofirmedRegistrationAt',
      'assignedPortfolio',
      'assignedCommittee',
      'paymentReference',
      'transactionId',
      'paymentState',
    ]);
    expect(b).toEqual({
      _id: seated.id,
      name: seated.user.name,
      email: seated.user.email,
      college: null,
      phone: seated.user.phone,
      scholarid: seated.user.scholarId,
      batch: expect.any(String),
      // An institute student is never asked about accommodation.
      accomodation: null,
      payment: null,
      regsiteredat: '2024-09-02T00:00:00.000Z',
      eventName: EVENT_NAME,
      status: 'confirmed',
      committeePreference: ['UNHRC'],
      portfolioPreference: expect.any(Array),
      cofirmedRegistrationAt: row!.confirmedAt!.toISOString(),
      assignedPortfolio: ib.portfolios[0],
      assignedCommittee: 'IB',
      // No reference was issued to this account; the factory's bill is received.
      paymentReference: null,
      transactionId: null,
      paymentState: 'received',
    });

    // The original's <img src={payment}>: no Authorization header, and it loads.
    const image = await img(a!.payment!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(String(image.headers['cache-control']))![1])).toBeLessThanOrEqual(
      adminRules.paymentUrlTtlSeconds,
    );
  });

  it('refuses an altered, expired, foreign or unsigned payment URL (403), and a client calling the list', async () => {
    await t.db.delete(registrations);
    const a = await createRegistration(t.db);
    const b = await createRegistration(t.db);
    const list = (await call('GET', '/admin/getregistered', adminHeaders)).json<{
      allSuchEvents: RegisteredEntry[];
    }>().allSuchEvents;
    const urlA = list.find((e) => e._id === a.id)!.payment!;
    const urlB = list.find((e) => e._id === b.id)!.payment!;
    const sigOf = (url: string) => new URL(url).searchParams.get('signature')!;
    const expiresOf = (url: string) => new URL(url).searchParams.get('expires')!;
    const [imageRow] = await t.db
      .select({ imageId: registrations.paymentImageId })
      .from(registrations)
      .where(eq(registrations.id, a.id));
    const expired = signedPaymentUrl(
      API,
      a.id,
      imageRow!.imageId!,
      new Date(Date.now() - (adminRules.paymentUrlTtlSeconds + 1) * 1000),
    );
    const tooLong = `${API}/v1/api/payment-screenshots/${a.id}?expires=${Number(expiresOf(urlA)) + 3600}&signature=${sigOf(urlA)}`;
    for (const url of [
      urlA.replace(/signature=./, (s) => (s.endsWith('A') ? `${s.slice(0, -1)}B` : `${s.slice(0, -1)}A`)),
      urlA.replace(/expires=\d+/, `expires=${Number(expiresOf(urlA)) + 1}`),
      // B's signature on A's screenshot.
      `${API}/v1/api/payment-screenshots/${a.id}?expires=${expiresOf(urlB)}&signature=${sigOf(urlB)}`,
      expired,
      tooLong,
      `${API}/v1/api/payment-screenshots/${a.id}?expires=${expiresOf(urlA)}&signature=`,
      `${API}/v1/api/payment-screenshots/not-an-id?expires=${expiresOf(urlA)}&signature=${sigOf(urlA)}`,
    ]) {
      const res = await img(url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: { error: messages.admin.paymentLinkInvalid },
      });
    }
    expect((await img(`${API}/v1/api/payment-screenshots/${a.id}`)).statusCode).toBe(400);
    // The bearer-only screenshot stays refused without the admin's header.
    expect((await img(`${API}/v1/api/admin/registrations/${a.id}/payment`)).statusCode).toBe(401);

    // A delegate (a client) calling the admin list with their own token.
    const own = bearer(await sessionFor(t.db, a.user));
    const cheat = await call('GET', '/admin/getregistered', own);
    expect(cheat.statusCode).toBe(403);
    expect(cheat.body).not.toContain('payment-screenshots');
  });

  it('streams a list longer than one read batch whole and in order', async () => {
    await t.db.delete(registrations);
    const count = REGISTERED_BATCH * 2 + 17;
    await seedRegistrations(t.db, count);
    const res = await call('GET', '/admin/getregistered', adminHeaders);
    expect(res.statusCode).toBe(200);
    const entries = res.json<{ allSuchEvents: RegisteredEntry[] }>().allSuchEvents;
    expect(entries).toHaveLength(count);
    expect(new Set(entries.map((e) => e._id)).size).toBe(count);
    const ordered = await t.db
      .select({ id: registrations.id })
      .from(registrations)
      .orderBy(registrations.registeredAt, registrations.id);
    expect(entries.map((e) => e._id)).toEqual(ordered.map((r) => r.id));
    expect(entries.every((e) => e.assignedCommittee === '' && e.assignedPortfolio === '')).toBe(true);
  });
});

describe('PUT /admin/assign/portfolios on a registration already seated', () => {
  it("answers 2xx with 'Committee already assigned' as its outcome, and changes nothing", async () => {
    const ib = await committeeOf(t.db, 'IB');
    const reg = await createRegistration(t.db, { status: 'confirmed' });
    const first = await call('PUT', '/admin/assign/portfolios', adminHeaders, {
      eventID: reg.id,
      portfolio: ib.portfolios[3],
      committee: 'IB',
    });
    expect(first.json()).toEqual({ message: messages.admin.assigned });
    const again = await call('PUT', '/admin/assign/portfolios', adminHeaders, {
      eventID: reg.id,
      portfolio: ib.portfolios[4],
      committee: 'IB',
    });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 200,
      body: { message: messages.admin.committeeAlreadyAssigned },
    });
    // The original's list then shows the seat that stands.
    const entry = (await call('GET', '/admin/getregistered', adminHeaders))
      .json<{ allSuchEvents: RegisteredEntry[] }>()
      .allSuchEvents.find((e) => e._id === reg.id);
    expect(entry).toMatchObject({ assignedCommittee: 'IB', assignedPortfolio: ib.portfolios[3] });

    // A portfolio only in legacy data (no committee): 'Portfolio already assigned'.
    const legacy = await createRegistration(t.db, { status: 'confirmed' });
    await t.db
      .update(registrations)
      .set({ assignedPortfolio: ib.portfolios[9]! })
      .where(eq(registrations.id, legacy.id));
    const res = await call('PUT', '/admin/assign/portfolios', adminHeaders, {
      eventID: legacy.id,
      portfolio: ib.portfolios[10],
      committee: 'IB',
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: messages.admin.portfolioAlreadyAssigned },
    });
  });
});

/**
 * The spec's admin flow as the original sends it: the admin looks at the screenshot, then Confirm (the
 * confirmation marks the bill received), Decline, and Assign; a member is confirmed once the leader's bill
 * is, with no other step between.
 */
describe('the original admin flow: PUT /confirm/reg, /decline/reg and /admin/assign/portfolios', () => {
  beforeAll(() => setRegistrationOpen(t.db, true));

  const statusOf = async (id: string) => {
    const [row] = await t.db
      .select({ status: registrations.status, paymentState: registrations.paymentState })
      .from(registrations)
      .where(eq(registrations.id, id));
    return row;
  };

  it('confirms and assigns one registration, declines another, each answered 200 with its message', async () => {
    const [one, two] = [await createRegistrant(t.db), await createRegistrant(t.db)];
    const ids: string[] = [];
    for (const who of [one, two]) {
      const res = await postRegistration(t.app, who.headers, await individualBody());
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().registration._id);
    }
    const confirmed = await call('PUT', '/confirm/reg', adminHeaders, { regID: ids[0] });
    expect({ status: confirmed.statusCode, body: confirmed.json() }).toEqual({
      status: 200,
      body: { message: messages.admin.confirmed },
    });
    expect(await statusOf(ids[0]!)).toEqual({ status: 'confirmed', paymentState: 'received' });
    const unhrc = await committeeOf(t.db, 'UNHRC');
    const assigned = await call('PUT', '/admin/assign/portfolios', adminHeaders, {
      eventID: ids[0],
      portfolio: unhrc.portfolios[5],
      committee: 'UNHRC',
    });
    expect({ status: assigned.statusCode, body: assigned.json() }).toEqual({
      status: 200,
      body: { message: messages.admin.assigned },
    });
    const declined = await call('PUT', '/decline/reg', adminHeaders, { regID: ids[1] });
    expect({ status: declined.statusCode, body: declined.json() }).toEqual({
      status: 200,
      body: { message: messages.admin.declined },
    });
    expect(await statusOf(ids[1]!)).toMatchObject({ status: 'declined' });
  });

  it("confirms a group leader by the spec's call, then its member, with no step between", async () => {
    const leader = await createRegistrant(t.db);
    // The seeded event's smallest group: the leader and two members.
    const memberIds: string[] = [];
    for (const _ of [1, 2]) {
      const member = await createRegistrant(t.db);
      const link = await createInvite(t.db, leader.user, member.user, 'Original Flow');
      const joined = await postRegistration(t.app, member.headers, memberBody(link));
      expect(joined.statusCode, joined.body).toBe(200);
      memberIds.push(joined.json().registration._id);
    }
    const led = await postRegistration(t.app, leader.headers, await leaderBody('Original Flow', []));
    expect(led.statusCode, led.body).toBe(200);
    const leaderId = led.json().registration._id as string;
    const memberId = memberIds[0]!;

    const first = await call('PUT', '/confirm/reg', adminHeaders, { regID: leaderId });
    expect({ status: first.statusCode, body: first.json() }).toEqual({
      status: 200,
      body: { message: messages.admin.confirmed },
    });
    const second = await call('PUT', '/confirm/reg', adminHeaders, { regID: memberId });
    expect({ status: second.statusCode, body: second.json() }).toEqual({
      status: 200,
      body: { message: messages.admin.confirmed },
    });
    expect(await statusOf(leaderId)).toEqual({ status: 'confirmed', paymentState: 'received' });
    expect(await statusOf(memberId)).toMatchObject({ status: 'confirmed' });
  });
});
