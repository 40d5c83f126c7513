/**
 * The registration questions (src/shared/registration-questions.ts, docs/decisions/0083-registration-questions.md),
 * through the API: a delegate's answer to "Dietary and access needs" is kept with the registration, and the
 * admin reads it in the registration's detail, in the registrations CSV and at the check-in desk. An answer
 * too long, of the wrong type, or to a question nobody asked is refused, and nothing is written.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { registrationQuestions } from '~/shared/registration-questions';
import { checkinCodes } from '../../src/server/modules/checkin/table';
import { bearer, createUser, sessionFor } from '../support/accounts';
import { EVENT_NAME, adminGet, adminPut, committeeOf, csvUrl, parseCsv } from '../support/admin';
import { type TestApp, createTestApp, request } from '../support/app';
import { changedTables, snapshotDatabase } from '../support/db-snapshot';
import {
  createRegistrant,
  individualBody,
  postRegistration,
  setRegistrationOpen,
} from '../support/registration';

const question = registrationQuestions.dietaryNeeds!;
const answer = 'Vegetarian, no peanuts; step-free access to the hall';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ site: false });
  admin = bearer(await sessionFor(t.db, await createUser(t.db, { role: 'admin' })));
  await setRegistrationOpen(t.db, true);
});
afterAll(() => t?.close());

async function register(answers?: unknown, registrant?: { headers: Record<string, string> }) {
  const { headers } = registrant ?? (await createRegistrant(t.db));
  return postRegistration(t.app, headers, await individualBody(answers === undefined ? {} : { answers }));
}

describe('dietary and access needs', () => {
  it('is kept with the registration and shown in the detail, the CSV and at the check-in desk', async () => {
    const res = await register({ dietaryNeeds: `  ${answer}  ` });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().registration._id as string;
    const silent = (await register()).json().registration._id as string;

    const detail = (await adminGet(t.app, `/admin/registrations/${id}`, admin)).json();
    expect(detail.registration.answers).toEqual({ dietaryNeeds: answer });
    const none = (await adminGet(t.app, `/admin/registrations/${silent}`, admin)).json();
    expect(none.registration.answers).toEqual({});

    const [header, ...rows] = parseCsv((await adminGet(t.app, csvUrl(), admin)).body.slice(1));
    const column = header!.indexOf(question.label);
    expect(column).toBeGreaterThan(header!.indexOf('Payment state'));
    const cell = (registrationId: string) => rows.find((row) => row[0] === registrationId)![column];
    expect([cell(id), cell(silent)]).toEqual([answer, '']);

    // At the door: confirmed, given a seat (which makes the code), then looked up.
    expect((await adminPut(t.app, '/confirm/reg', admin, { regID: id })).statusCode).toBe(200);
    const unhrc = await committeeOf(t.db, 'UNHRC');
    const seat = { eventID: id, committee: 'UNHRC', portfolio: unhrc.portfolios.at(-1)! };
    expect((await adminPut(t.app, '/admin/assign/portfolios', admin, seat)).statusCode).toBe(200);
    const [{ code }] = (await t.db
      .select({ code: checkinCodes.code })
      .from(checkinCodes)
      .where(eq(checkinCodes.registrationId, id))) as [{ code: string }];
    const door = await request(t.app, {
      method: 'POST',
      url: `/v1/api/admin/events/${encodeURIComponent(EVENT_NAME)}/checkin/lookup`,
      headers: admin,
      json: { code },
    });
    expect(door.statusCode, door.body).toBe(200);
    expect(door.json().delegate.answers).toEqual({ dietaryNeeds: answer });
  });

  it('refuses an answer too long, not text, or to a question nobody asked, writing nothing', async () => {
    const cases: [string, unknown][] = [
      ['an answer too long', { dietaryNeeds: 'x'.repeat(question.max + 1) }],
      ['an answer that is not text', { dietaryNeeds: 42 }],
      ['a question nobody asked', { dietaryNeeds: 'None', shoeSize: '9' }],
      ['answers that are not an object', 'Vegetarian'],
    ];
    const registrant = await createRegistrant(t.db);
    for (const [label, answers] of cases) {
      const before = await snapshotDatabase(t.db);
      const res = await register(answers, registrant);
      expect({ label, status: res.statusCode }).toEqual({ label, status: 400 });
      expect(res.json(), label).toEqual({ error: expect.any(String) });
      expect(changedTables(before, await snapshotDatabase(t.db)), label).toEqual([]);
    }
    const tooLong = await register({ dietaryNeeds: 'x'.repeat(question.max + 1) });
    expect(tooLong.json()).toEqual({ error: messages.registration.tooLong });
  });
});
