/**
 * Awards (src/server/modules/awards/): an admin sets the event's categories (how many each committee may
 * give); a chair of the committee proposes its seated delegates, and the server refuses an award beyond the
 * category's count (also two chairs at once), to another committee's delegate, to an unseated, pending or
 * declined registration, and the same award twice; another committee's chair is refused; an admin publishes,
 * after which a proposal cannot be withdrawn; categories with awards stay. Publication gives each winner an
 * award certificate (downloaded only by the winner, verified publicly with its award) and the public results;
 * before it nobody sees any award.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chairMessages } from '~/shared/desk-messages';
import { awardMessages } from '~/shared/paper-messages';
import type { AwardCategory, CommitteeAwards, Results } from '~/shared/schemas/awards';
import type { CertificateVerification, MyCertificate } from '~/shared/schemas/certificates';
import { awards } from '../../src/server/modules/awards/table';
import { certificates } from '../../src/server/modules/certificates/table';
import { registrations } from '../../src/server/modules/registration/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { createRegistration } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { type ChairFixture, chairFixture, inviteRow } from '../support/chairs';

const m = awardMessages;
let t: TestApp;
let admin: Record<string, string>;
let fx: ChairFixture;
let best: AwardCategory;
let mention: AwardCategory;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, json?: unknown) =>
  request(t.app, { method, url, headers, ...(json === undefined ? {} : { json }) });
const enc = encodeURIComponent;
const adminBase = () => `/v1/api/admin/events/${enc(fx.eventName)}`;
const room = (committee = fx.committee) =>
  `/v1/api/chair/events/${enc(fx.eventName)}/committees/${enc(committee)}/awards`;
const propose = (headers: Headers, registrationId: string, category = best, committee = fx.committee) =>
  call('POST', room(committee), headers, { categoryId: category.id, registrationId });

async function seat(
  committee: string | null,
  portfolio: string | null,
  status: 'confirmed' | 'pending' | 'declined' = 'confirmed',
) {
  const reg = await createRegistration(t.db, { eventName: fx.eventName, status });
  await t.db
    .update(registrations)
    .set({ assignedCommittee: committee, assignedPortfolio: portfolio })
    .where(eq(registrations.id, reg.id));
  return reg.id;
}

beforeAll(async () => {
  t = await createTestApp({ site: false });
  admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
});
beforeEach(async () => {
  fx = await chairFixture(t.db);
  const res = await call('PUT', `${adminBase()}/award-categories`, admin, {
    categories: [
      { name: 'Best Delegate', perCommittee: 1 },
      { name: 'Honourable Mention', perCommittee: 2 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  [best, mention] = res.json<{ categories: AwardCategory[] }>().categories as [AwardCategory, AwardCategory];
});
afterAll(async () => {
  await t?.close();
});

describe('proposing', () => {
  it('the chair proposes a seated delegate; the committee’s list shows it', async () => {
    const res = await propose(fx.chair, fx.registrationId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().award).toMatchObject({
      category: 'Best Delegate',
      committee: 'CA',
      registrationId: fx.registrationId,
      portfolio: 'Alpha',
      published: false,
    });
    const list = await call('GET', room(), fx.chair);
    const body = list.json<CommitteeAwards>();
    expect(body.categories.map((c) => [c.name, c.perCommittee])).toEqual([
      ['Best Delegate', 1],
      ['Honourable Mention', 2],
    ]);
    expect(body.awards).toHaveLength(1);
  });

  it('refuses an award beyond the category’s count, also from two chairs at once', async () => {
    const beta = await seat('CA', 'Beta');
    const gamma = await seat('CA', 'Gamma');
    const second = await createUser(t.db);
    await inviteRow(t.db, fx, second.email, 'accepted', second.id);
    const otherChair = bearer(await sessionFor(t.db, second));
    const [a, b] = await Promise.all([propose(fx.chair, fx.registrationId), propose(otherChair, beta)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = [a, b].find((r) => r.statusCode === 409)!;
    expect(refused.json()).toEqual({ error: m.full('Best Delegate', 1) });
    expect(await t.db.select().from(awards).where(eq(awards.categoryId, best.id))).toHaveLength(1);

    expect((await propose(fx.chair, beta, mention)).statusCode).toBe(200);
    expect((await propose(fx.chair, gamma, mention)).statusCode).toBe(200);
    const third = await propose(fx.chair, fx.registrationId, mention);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ error: m.full('Honourable Mention', 2) });
  });

  it('refuses another committee’s delegate, an unseated, a pending and a declined registration, and twice the same', async () => {
    for (const id of [
      await seat('CB', 'Alpha'),
      await seat('CA', null),
      await seat('CA', 'Beta', 'pending'),
      await seat('CA', 'Gamma', 'declined'),
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await propose(fx.chair, id, mention);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: m.notSeated });
    }
    expect((await propose(fx.chair, fx.registrationId, mention)).statusCode).toBe(200);
    const twice = await propose(fx.chair, fx.registrationId, mention);
    expect(twice.json()).toEqual({ error: m.alreadyAwarded });
    expect(await t.db.select().from(awards).where(eq(awards.categoryId, mention.id))).toHaveLength(1);
  });

  it('refuses another committee’s chair, a delegate and a client; an unknown category is not found', async () => {
    for (const headers of [
      fx.otherChair,
      fx.delegate,
      bearer(await sessionFor(t.db, await createUser(t.db))),
    ]) {
      const res = await propose(headers, fx.registrationId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: chairMessages.notChair });
    }
    // Another committee's chair, in their own room, cannot award this committee's delegate.
    const own = await propose(fx.otherChair, fx.registrationId, best, fx.otherCommittee);
    expect(own.json()).toEqual({ error: m.notSeated });
    const unknown = await call('POST', room(), fx.chair, {
      categoryId: '00000000-0000-4000-8000-000000000000',
      registrationId: fx.registrationId,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.select().from(awards).where(eq(awards.registrationId, fx.registrationId))).toEqual([]);
  });
});

describe('publishing and the categories', () => {
  it('an admin publishes the proposals; a published award cannot be withdrawn, a proposal can', async () => {
    const proposed = (await propose(fx.chair, fx.registrationId)).json().award;
    const beta = await seat('CA', 'Beta');
    const other = (await propose(fx.chair, beta, mention)).json().award;
    const withdrawn = await call('POST', `${room()}/${other.id}/withdraw`, fx.chair, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const res = await call('POST', `${adminBase()}/awards/publish`, admin, {});
    expect(res.json()).toEqual({ message: m.published(1), published: 1 });
    const list = await call('GET', `${adminBase()}/awards`, admin);
    expect(list.json<CommitteeAwards>().awards).toMatchObject([{ id: proposed.id, published: true }]);
    const late = await call('POST', `${room()}/${proposed.id}/withdraw`, fx.chair, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: m.alreadyPublished });
    expect((await call('POST', `${adminBase()}/awards/publish`, fx.chair, {})).statusCode).toBe(403);
  });

  it('refuses to publish an award whose delegate lost the seat', async () => {
    await propose(fx.chair, fx.registrationId);
    await t.db
      .update(registrations)
      .set({ status: 'declined' })
      .where(eq(registrations.id, fx.registrationId));
    const res = await call('POST', `${adminBase()}/awards/publish`, admin, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: m.notSeated });
    const [row] = await t.db.select().from(awards).where(eq(awards.registrationId, fx.registrationId));
    expect(row!.publishedAt).toBeNull();
  });

  it('keeps a category with awards and a count not below what a committee has', async () => {
    await propose(fx.chair, fx.registrationId, mention);
    await propose(fx.chair, await seat('CA', 'Beta'), mention);
    const removal = await call('PUT', `${adminBase()}/award-categories`, admin, {
      categories: [{ id: best.id, name: 'Best Delegate', perCommittee: 1 }],
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({ error: m.categoryHasAwards('Honourable Mention') });
    const lower = await call('PUT', `${adminBase()}/award-categories`, admin, {
      categories: [
        { id: best.id, name: 'Best Delegate', perCommittee: 1 },
        { id: mention.id, name: 'Honourable Mention', perCommittee: 1 },
      ],
    });
    expect(lower.json()).toEqual({ error: m.countBelowAwards('Honourable Mention', 2) });
    const swapped = await call('PUT', `${adminBase()}/award-categories`, admin, {
      categories: [
        { id: mention.id, name: 'Best Delegate', perCommittee: 3 },
        { id: best.id, name: 'Honourable Mention', perCommittee: 1 },
      ],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const bad = await call('PUT', `${adminBase()}/award-categories`, admin, {
      categories: [{ name: 'Best', perCommittee: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: m.invalidCount(20) });
  });
});

describe('after publication', () => {
  const myCertificates = async (headers: Headers) => {
    const res = await call('GET', '/v1/api/dashboard/certificates', headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ certificates: MyCertificate[] }>().certificates;
  };
  const results = async () => {
    const res = await call('GET', `/v1/api/results/${enc(fx.eventName)}`, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: Results }>().results;
  };

  it('nobody sees a proposed award: not the winner, another delegate, the results or any certificate', async () => {
    expect((await propose(fx.chair, fx.registrationId)).statusCode).toBe(200);
    const other = await createRegistration(t.db, { eventName: fx.eventName, status: 'confirmed' });
    const otherDelegate = bearer(await sessionFor(t.db, other.user));
    expect(await myCertificates(fx.delegate)).toEqual([]);
    expect(await myCertificates(otherDelegate)).toEqual([]);
    expect(await results()).toMatchObject({ published: false, committees: [] });
    // No award certificate exists, so no verification page can show the award.
    expect(await t.db.select().from(certificates).where(eq(certificates.eventId, fx.eventId))).toEqual([]);
  });

  it('the winner gets an award certificate of their own, verified publicly with the award; results list it', async () => {
    await propose(fx.chair, fx.registrationId);
    const publish = await call('POST', `${adminBase()}/awards/publish`, admin, {});
    expect(publish.statusCode, publish.body).toBe(200);

    const [mine, ...more] = await myCertificates(fx.delegate);
    expect(more).toEqual([]);
    expect(mine).toMatchObject({
      eventName: fx.eventName,
      committee: 'Council CA',
      portfolio: 'Alpha',
      award: 'Best Delegate',
    });
    const pdf = await call('GET', `/v1/api/dashboard/certificates/${mine!.code}/pdf`, fx.delegate);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain(`/certificates/${mine!.code}`);

    // Only the winner downloads it: another delegate and a chair get 404, a visitor 401.
    const other = await createRegistration(t.db, { eventName: fx.eventName, status: 'confirmed' });
    for (const headers of [bearer(await sessionFor(t.db, other.user)), fx.chair]) {
      const res = await call('GET', `/v1/api/dashboard/certificates/${mine!.code}/pdf`, headers);
      expect(res.statusCode).toBe(404);
    }
    expect((await call('GET', `/v1/api/dashboard/certificates/${mine!.code}/pdf`, {})).statusCode).toBe(401);
    expect(await myCertificates(bearer(await sessionFor(t.db, other.user)))).toEqual([]);

    const verify = await call('GET', `/v1/api/certificates/${mine!.code}`, {});
    expect(verify.json<{ certificate: CertificateVerification }>().certificate).toMatchObject({
      name: expect.any(String),
      award: 'Best Delegate',
      committee: 'Council CA',
      status: 'valid',
    });

    expect(await results()).toEqual({
      event: { name: fx.eventName, theme: '' },
      published: true,
      committees: [
        {
          code: 'CA',
          displayName: 'Council CA',
          fullName: '',
          awards: [{ category: 'Best Delegate', name: expect.any(String), portfolio: 'Alpha' }],
        },
      ],
    });
  });

  it('shows only published awards: a proposal after publication stays hidden until the next one', async () => {
    await propose(fx.chair, fx.registrationId);
    await call('POST', `${adminBase()}/awards/publish`, admin, {});
    const beta = await seat('CA', 'Beta');
    await propose(fx.chair, beta, mention);
    const listed = await results();
    expect(listed.committees.flatMap((c) => c.awards.map((a) => a.category))).toEqual(['Best Delegate']);
    const awarded = await t.db.select().from(certificates).where(eq(certificates.eventId, fx.eventId));
    expect(awarded.map((c) => c.award)).toEqual(['Best Delegate']);
    await call('POST', `${adminBase()}/awards/publish`, admin, {});
    expect((await results()).committees[0]!.awards.map((a) => a.category)).toEqual([
      'Best Delegate',
      'Honourable Mention',
    ]);
  });

  it('participation certificates are issued beside an award certificate; a revoked award certificate is re-issued', async () => {
    await propose(fx.chair, fx.registrationId);
    await call('POST', `${adminBase()}/awards/publish`, admin, {});
    const [award] = await t.db.select().from(certificates).where(eq(certificates.eventId, fx.eventId));
    const revoke = await call('POST', `${adminBase()}/certificates/${award!.code}/revoke`, admin, {});
    expect(revoke.statusCode, revoke.body).toBe(200);
    const reissue = await call('POST', `${adminBase()}/certificates/${award!.code}/reissue`, admin, {});
    expect(reissue.statusCode, reissue.body).toBe(200);
    const code = reissue.json<{ code: string }>().code;
    expect(code).not.toBe(award!.code);
    const [mine] = await myCertificates(fx.delegate);
    expect(mine).toMatchObject({ code, award: 'Best Delegate' });
    const again = await call('POST', `${adminBase()}/certificates/${award!.code}/reissue`, admin, {});
    expect(again.statusCode).toBe(409);
  });

  it('an unknown event has no results', async () => {
    const res = await call('GET', '/v1/api/results/No%20such%20event', {});
    expect(res.statusCode).toBe(404);
  });
});
