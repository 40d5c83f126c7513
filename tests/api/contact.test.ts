import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLimits } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { BODY_LIMIT } from '../../src/server/app';
import { contactResponses } from '../../src/server/db/schema';
import { type TestApp, createTestApp, request } from '../support/app';

const url = '/v1/api/contactus';
const m = messages.contact;
const valid = { name: 'Asha Das', email: 'asha.das@example.com', message: 'When does registration open?' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ site: false });
});
afterAll(() => t?.close());

async function storedCount() {
  const [row] = await t.db.select({ n: count() }).from(contactResponses);
  return row?.n ?? 0;
}

describe('POST /v1/api/contactus', () => {
  it('stores the message with trimmed fields and answers the success message', async () => {
    const res = await request(t.app, {
      method: 'POST',
      url,
      json: {
        name: '  Rohan Sharma ',
        email: ' rohan@example.in  ',
        message: '\n Can first-years apply? \n',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.success });
    const rows = await t.db
      .select()
      .from(contactResponses)
      .where(eq(contactResponses.email, 'rohan@example.in'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Rohan Sharma',
      email: 'rohan@example.in',
      message: 'Can first-years apply?',
    });
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - rows[0]!.contactedAt.getTime()).toBeLessThan(60_000);
  });

  it.each([
    ['name is missing', { email: valid.email, message: valid.message }, m.allFieldsRequired],
    ['email is missing', { name: valid.name, message: valid.message }, m.allFieldsRequired],
    ['message is missing', { name: valid.name, email: valid.email }, m.allFieldsRequired],
    ['name is empty', { ...valid, name: '' }, m.allFieldsRequired],
    ['message is only spaces', { ...valid, message: '   ' }, m.allFieldsRequired],
    ['email is only spaces', { ...valid, email: '  ' }, m.allFieldsRequired],
    ['email has no at-sign', { ...valid, email: 'asha.example.com' }, m.invalidEmail],
    ['email has no dot', { ...valid, email: 'asha@example' }, m.invalidEmail],
    ['name is a number', { ...valid, name: 42 }, m.allFieldsRequired],
    ['email is null', { ...valid, email: null }, m.allFieldsRequired],
    ['message is an array', { ...valid, message: ['hi'] }, m.allFieldsRequired],
    ['name is too long', { ...valid, name: 'x'.repeat(contactLimits.name + 1) }, m.tooLong],
    ['email is too long', { ...valid, email: `${'x'.repeat(contactLimits.email)}@example.com` }, m.tooLong],
    ['message is too long', { ...valid, message: 'x'.repeat(contactLimits.message + 1) }, m.tooLong],
  ])('answers 400 when %s, storing nothing', async (_case, body, error) => {
    const before = await storedCount();
    const res = await request(t.app, { method: 'POST', url, json: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await storedCount()).toBe(before);
  });

  it.each([['an extra field', { ...valid, isAdmin: true }]])(
    'answers 400 {error} for %s, storing nothing',
    async (_case, body) => {
      const before = await storedCount();
      const res = await request(t.app, { method: 'POST', url, json: body });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['error']);
      expect(typeof res.json().error).toBe('string');
      expect(await storedCount()).toBe(before);
    },
  );

  it.each([
    ['an array body', [valid]],
    ['a string body', 'hello'],
    ['a null body', null],
  ])('answers 400 with the form message for %s, storing nothing', async (_case, body) => {
    const before = await storedCount();
    const res = await request(t.app, { method: 'POST', url, json: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.allFieldsRequired });
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 {error} for malformed JSON', async () => {
    const res = await request(t.app, {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.generic.invalidJson });
  });

  it('answers 413 {error} for a body over the limit, storing nothing', async () => {
    const before = await storedCount();
    const res = await request(t.app, {
      method: 'POST',
      url,
      json: { ...valid, message: 'x'.repeat(BODY_LIMIT) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: messages.generic.payloadTooLarge });
    expect(await storedCount()).toBe(before);
  });

  it('answers 415 {error} for a body that is not JSON', async () => {
    const res = await request(t.app, {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Asha&email=asha%40example.com&message=Hi',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: messages.generic.unsupportedMediaType });
  });

  it('answers 500 with the server-error message when storing fails, without a stack trace', async () => {
    await t.db.execute(sql`alter table contact_responses rename to contact_responses_moved`);
    try {
      const res = await request(t.app, { method: 'POST', url, json: valid });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: m.serverError });
    } finally {
      await t.db.execute(sql`alter table contact_responses_moved rename to contact_responses`);
    }
  });

  it('limits one address to 10 messages a minute, then answers 429 with the too-many-requests message', async () => {
    const remoteAddress = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url, remoteAddress, payload: valid });
      expect(res.statusCode).toBe(200);
    }
    const limited = await t.app.inject({ method: 'POST', url, remoteAddress, payload: valid });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: messages.generic.tooManyRequests });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    const other = await t.app.inject({ method: 'POST', url, remoteAddress: '192.0.2.78', payload: valid });
    expect(other.statusCode).toBe(200);
  });
});

describe('POST /v1/api/contactus with the database down', () => {
  it('answers 503 {error} and no stack trace', async () => {
    const down = await createTestApp({ site: false });
    try {
      await down.database.close();
      const res = await request(down.app, { method: 'POST', url, json: valid });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: messages.generic.serviceUnavailable });
    } finally {
      await down.close();
    }
  });
});
