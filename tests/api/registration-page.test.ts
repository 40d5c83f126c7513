/**
 * /registration's two renderings (docs/decisions/0041-registration-choice-in-the-html.md): a request whose
 * session cookie belongs to a verified client not registered for the featured event gets the page opened on
 * the choice screen (the featured event's public facts only), kept and served to every such visitor; every
 * other request (no cookie, a forged, malformed, revoked or empty one, an unverified client, an admin, a
 * superadmin, a registered client, no featured event, an address that opens a form) gets exactly the page
 * everyone gets. The fast path answers the page only without a session cookie, and the lookups are rate
 * limited like API requests.
 * Needs a build (`npm run build`, or SITE_DIR).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { rateLimits } from '../../src/server/plugins/security';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { type TestApp, createTestApp, request } from '../support/app';
import { assertSiteBuilt } from '../support/paths';
import {
  individualBody,
  postRegistration,
  setEventFees,
  setFeatured,
  setRegistrationOpen,
} from '../support/registration';
import { SEEDED_EVENT, seededFees } from '../support/seeded-event';

let t: TestApp;
beforeAll(async () => {
  assertSiteBuilt();
  t = await createTestApp();
});
afterAll(() => t?.close());

const page = (cookie?: string, remoteAddress?: string, url = '/registration') =>
  request(t.app, {
    method: 'GET',
    url,
    headers: cookie === undefined ? {} : { cookie },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const withSession = (token: string) => `theme=dark; ${AUTH_COOKIE}=${encodeURIComponent(token)}; other=1`;
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[ \t\r\n]+/g, ' ');
/** As the choice screen writes amounts: 'Rs 1,500' with a no-break space. */
const price = (amount: number) => `Rs\u00a0${amount.toLocaleString('en-IN')}`;

async function eligibleToken(): Promise<string> {
  return sessionFor(t.db, await createUser(t.db, { student: true }));
}

describe('GET /registration with a session cookie', () => {
  let everyone: string;
  beforeEach(async () => {
    await setFeatured(t.db, true, SEEDED_EVENT);
    await setEventFees(t.db, seededFees, SEEDED_EVENT);
    everyone = (await page()).body;
  });

  it('opens on the choice screen for a verified client not registered for the featured event', async () => {
    const user = await createUser(t.db, { student: true, name: 'Choice Visitor' });
    const res = await page(withSession(await sessionFor(t.db, user)));
    expect(res.statusCode).toBe(200);
    const text = textOf(res.body);
    expect(text).toContain(
      `${SEEDED_EVENT} Registration Register for the ${SEEDED_EVENT} on your own or as a group.`,
    );
    expect(text).toContain('How are you registering?');
    expect(text).toContain(
      `Register a group of ${seededFees.groupMinPeople} or more: ${price(seededFees.groupPerMember)} per head, and you pay for everyone.`,
    );
    expect(text).toContain(`Register on your own: ${price(seededFees.individual)}.`);
    expect(text).toContain('Registering as a group');
    expect(text).not.toContain(messages.generic.loading);
    // Nothing of the visitor: the rendering is served to every visitor it is named for.
    expect(res.body).not.toContain('Choice Visitor');
    expect(res.body).not.toContain(user.email);
    // Its inline scripts are those the CSP hashes, like every page's.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    // Both renderings answer at the same address: no shared cache may keep either.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect((await page()).headers['cache-control']).toBe('private, no-cache');
  });

  it('is rendered once and served to every such visitor', async () => {
    const first = await page(withSession(await eligibleToken()));
    const renders = t.app.site!.pages!.renders;
    const second = await page(withSession(await eligibleToken()));
    expect(second.body).toBe(first.body);
    expect(t.app.site!.pages!.renders).toBe(renders);
    expect(first.body).not.toBe(everyone);
  });

  it('gives an address that opens a form the page everyone gets (the form, not the choice, comes next)', async () => {
    const cookie = withSession(await eligibleToken());
    const choice = (await page(cookie)).body;
    expect(choice).not.toBe(everyone);
    for (const url of ['/registration?as=leader', '/registration?x=1&as=individual'])
      expect((await page(cookie, undefined, url)).body, url).toBe(everyone);
    // Anything else in the query is the choice screen, as the page reads it.
    expect((await page(cookie, undefined, '/registration?as=member')).body).toBe(choice);
  });

  it('gives everyone else the page everyone gets', async () => {
    const unverified = await createUser(t.db, { verified: false });
    const admin = await createUser(t.db, { role: 'admin' });
    const superadmin = await createUser(t.db, { role: 'superadmin' });
    const revokedToken = await eligibleToken();
    await request(t.app, { method: 'POST', url: '/v1/api/logout', headers: bearer(revokedToken) });
    const cookies: Record<string, string> = {
      'another cookie only': 'theme=dark',
      'an empty session cookie': `${AUTH_COOKIE}=`,
      'a forged token': withSession('forged-token-that-no-session-has'),
      'a malformed cookie': `${AUTH_COOKIE}=%E0%A4%A`,
      'a revoked session': withSession(revokedToken),
      'an unverified client': withSession(await sessionFor(t.db, unverified)),
      'an admin': withSession(await sessionFor(t.db, admin)),
      'a superadmin': withSession(await sessionFor(t.db, superadmin)),
    };
    for (const [who, cookie] of Object.entries(cookies)) {
      const res = await page(cookie);
      expect(res.statusCode, who).toBe(200);
      expect(res.body, who).toBe(everyone);
    }
    expect(textOf(everyone)).toContain(`Conference registration Registration ${messages.generic.loading}`);
  });

  it('gives a client who registered for the featured event the page everyone gets', async () => {
    await setRegistrationOpen(t.db, true, SEEDED_EVENT);
    const user = await createUser(t.db, { student: true });
    const token = await sessionFor(t.db, user);
    expect((await page(withSession(token))).body).not.toBe(everyone);
    const registered = await postRegistration(t.app, bearer(token), await individualBody());
    expect(registered.statusCode, registered.body).toBe(200);
    expect((await page(withSession(token))).body).toBe(everyone);
    await setRegistrationOpen(t.db, false, SEEDED_EVENT);
  });

  it('gives the page everyone gets while no event is featured', async () => {
    await setFeatured(t.db, false, SEEDED_EVENT);
    const res = await page(withSession(await eligibleToken()));
    expect(res.body).toBe((await page()).body);
  });

  it("shows the featured event's fees as they are now", async () => {
    const cookie = withSession(await eligibleToken());
    expect(textOf((await page(cookie)).body)).toContain(
      `Register on your own: ${price(seededFees.individual)}.`,
    );
    await setEventFees(t.db, { ...seededFees, individual: 2345 }, SEEDED_EVENT);
    await t.app.changes.sync();
    expect(textOf((await page(cookie)).body)).toContain(`Register on your own: ${price(2345)}.`);
  });
});

describe('serving', () => {
  it('answers from the fast path only without a session cookie', async () => {
    const fastPath = t.app.site!.fastPath!;
    await page();
    let before = fastPath.answered;
    await page();
    expect(fastPath.answered).toBe(before + 1);
    before = fastPath.answered;
    await page(withSession(await eligibleToken()));
    await page(withSession('forged'));
    expect(fastPath.answered).toBe(before);
  });

  it('counts the session lookups against the global rate limit of the address', async () => {
    const address = '10.250.1.1';
    const cookie = withSession('forged-token-of-a-guesser');
    for (let i = 0; i < rateLimits.global.max; i++) {
      const res = await page(cookie, address);
      expect(res.statusCode).toBe(200);
    }
    const refused = await page(cookie, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Without a session cookie nothing is looked up: the page is served as before.
    expect((await page(undefined, address)).statusCode).toBe(200);
  });
});
