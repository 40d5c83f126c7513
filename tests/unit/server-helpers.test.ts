import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/db/errors';
import { loggerOptions, maskUrl, serializeError } from '../../src/server/logger';
import { negotiateEncoding } from '../../src/server/plugins/site';
import { cookieValue } from '~/shared/cookies';

describe('cookieValue (a Cookie header or document.cookie)', () => {
  it('finds the cookie by its whole name, decoded', () => {
    expect(cookieValue('theme=dark; authToken=a%2Bb; x=1', 'authToken')).toBe('a+b');
    expect(cookieValue('authToken=abc', 'authToken')).toBe('abc');
    expect(cookieValue('theme=dark;authToken=abc', 'authToken')).toBe('abc');
    expect(cookieValue('myauthToken=abc; authTokenX=1', 'authToken')).toBeUndefined();
  });

  it('is undefined without a header, without the cookie or for invalid percent-encoding; empty when empty', () => {
    expect(cookieValue(undefined, 'authToken')).toBeUndefined();
    expect(cookieValue('', 'authToken')).toBeUndefined();
    expect(cookieValue('theme=dark', 'authToken')).toBeUndefined();
    expect(cookieValue('authToken=%E0%A4%A', 'authToken')).toBeUndefined();
    expect(cookieValue('authToken=', 'authToken')).toBe('');
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['deflate', null],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures through wrapped causes', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error('no connection'), { code: '08006' }))).toBe(true);
  });

  it('does not mistake query errors for an outage', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('relation does not exist'), { code: '42P01' })),
    ).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('logging without secrets', () => {
  it('masks tokens in URLs', () => {
    expect(maskUrl('/v1/api/verifytoken/abc123?x=1')).toBe('/v1/api/verifytoken/[redacted]?x=1');
    expect(maskUrl('/resetpassword/abc')).toBe('/resetpassword/[redacted]');
    expect(maskUrl('/registration/invite/a%40b.c/to/d%40e.f/token/t0k/Ev/G')).toBe(
      '/registration/invite/a%40b.c/to/d%40e.f/token/[redacted]/Ev/G',
    );
    expect(maskUrl('/x?token=abc&y=2')).toBe('/x?token=[redacted]&y=2');
  });

  it('drops the bound parameters of a failed query', () => {
    const cause = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const error = Object.assign(
      new Error('Failed query: insert into users values ($1)\nparams: hunter2secret', { cause }),
      {
        name: 'DrizzleQueryError',
        query: 'insert into users values ($1)',
      },
    );
    error.name = 'DrizzleQueryError';
    const out = JSON.stringify(serializeError(error));
    expect(out).not.toContain('hunter2secret');
    expect(out).toContain('insert into users');
    expect(out).toContain('23505');
  });

  it('redacts credentials in logged objects', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions({ LOG_LEVEL: 'info' }), stream } });
    app.log.info(
      {
        req: {
          method: 'GET',
          url: '/v1/api/verifytoken/tok3n',
          headers: { authorization: 'Bearer s3cr3t', cookie: 'authToken=c00kie' },
        },
        body: { email: 'a@b.c', password: 'pa55word', newPwd: 'n3wpwd' },
      },
      'test line',
    );
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('test line');
    for (const secret of ['s3cr3t', 'c00kie', 'pa55word', 'n3wpwd', 'tok3n'])
      expect(logged).not.toContain(secret);
  });
});
