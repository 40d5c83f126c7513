import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  apiPublicUrl,
  configSchema,
  configVariables,
  loadConfig,
  publicUrlRequired,
} from '../../src/server/config';
import { repoRoot } from '../support/paths';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_QUERY_TIMEOUT_MS: 30000,
      REQUEST_TIMEOUT_MS: 30000,
      DATA_DIR: './data',
      SITE_DIR: 'build/client',
      LOG_LEVEL: 'info',
      MAIL_FROM: 'NITSMUN <no-reply@nitsmun.in>',
      TRUST_PROXY: false,
      SHOW_VERIFY_LINK: true,
      OCR: 'on',
      INSTITUTE_EMAIL_DOMAIN: 'nits.ac.in',
    });
  });

  it('reads values and treats empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/nitsmun',
      SHOW_VERIFY_LINK: 'false',
      TRUST_PROXY: '1',
      LOG_LEVEL: '',
      SMTP_URL: ' ',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://u:p@db:5432/nitsmun');
    expect(config.SHOW_VERIFY_LINK).toBe(false);
    // Only the emailed link proves ownership: off by default in production, on elsewhere unless turned off.
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://nitsmun.example.org' };
    expect(loadConfig(production).SHOW_VERIFY_LINK).toBe(false);
    expect(loadConfig({ ...production, SHOW_VERIFY_LINK: 'true' }).SHOW_VERIFY_LINK).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SHOW_VERIFY_LINK).toBe(true);
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.SMTP_URL).toBeUndefined();
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1, 10.1.0.0/16', ['10.0.0.1', '10.1.0.0/16']],
  ])('accepts TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('refuses a production start without PUBLIC_URL, saying why; elsewhere the address follows PORT', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError(`Invalid configuration: ${publicUrlRequired}`),
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://nitsmun.example.org' }).PUBLIC_URL).toBe(
      'https://nitsmun.example.org',
    );
    expect(loadConfig({ PORT: '4123' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it.each([
    ['PORT', 'abc', 'PORT: expected a number between 1 and 65535'],
    ['PORT', '0', 'PORT: expected a number between 1 and 65535'],
    ['PORT', '65536', 'PORT: expected a number between 1 and 65535'],
    ['PORT', '80.5', 'PORT: expected a number between 1 and 65535'],
    [
      'DATABASE_URL',
      'mysql://localhost/db',
      'DATABASE_URL: expected a URL starting with postgres:// or postgresql://',
    ],
    ['DATABASE_URL', 'not a url', 'DATABASE_URL: expected a URL'],
    [
      'DATABASE_QUERY_TIMEOUT_MS',
      '50',
      'DATABASE_QUERY_TIMEOUT_MS: expected a number of milliseconds (at least 100)',
    ],
    [
      'DATABASE_QUERY_TIMEOUT_MS',
      'soon',
      'DATABASE_QUERY_TIMEOUT_MS: expected a number of milliseconds (at least 100)',
    ],
    ['PUBLIC_URL', 'nitsmun.in', 'PUBLIC_URL: expected a URL'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL: expected a URL starting with smtp:// or smtps://'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL: expected a URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: expected one of'],
    ['NODE_ENV', 'prod', 'NODE_ENV: expected development, production or test'],
    ['SHOW_VERIFY_LINK', 'maybe', 'SHOW_VERIFY_LINK: expected true or false'],
    ['TRUST_PROXY', 'sometimes', 'TRUST_PROXY: expected'],
    ['INSTITUTE_EMAIL_DOMAIN', '@nits', 'INSTITUTE_EMAIL_DOMAIN: expected a domain name'],
  ])('rejects %s=%s naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(`Invalid configuration: ${message}`);
  });

  it('takes API_PUBLIC_URL for absolute image URLs, defaulting to PUBLIC_URL', () => {
    expect(loadConfig({}).API_PUBLIC_URL).toBeUndefined();
    expect(apiPublicUrl(loadConfig({}))).toBe('http://localhost:3000');
    expect(apiPublicUrl(loadConfig({ PUBLIC_URL: 'https://nitsmun.in/' }))).toBe('https://nitsmun.in');
    const config = loadConfig({
      PUBLIC_URL: 'https://nitsmun.in',
      API_PUBLIC_URL: 'https://api.nitsmun.in/',
    });
    expect(config.API_PUBLIC_URL).toBe('https://api.nitsmun.in');
    expect(apiPublicUrl(config)).toBe('https://api.nitsmun.in');
    // A path a proxy adds in front of the server is kept.
    expect(loadConfig({ API_PUBLIC_URL: 'http://127.0.0.1:4100/nitsmun' }).API_PUBLIC_URL).toBe(
      'http://127.0.0.1:4100/nitsmun',
    );
  });

  it.each([
    ['api.nitsmun.in', 'API_PUBLIC_URL: expected a URL starting with http:// or https://'],
    ['ftp://api.nitsmun.in', 'API_PUBLIC_URL: expected a URL starting with http:// or https://'],
    ['https://api.nitsmun.in/v1/api', 'API_PUBLIC_URL: expected the server address without /v1/api'],
    ['https://api.nitsmun.in/v1/api/', 'API_PUBLIC_URL: expected the server address without /v1/api'],
    ['https://api.nitsmun.in/?a=1', 'API_PUBLIC_URL: expected an address without query'],
    ['https://api.nitsmun.in/#top', 'API_PUBLIC_URL: expected an address without query'],
    ['https://user:pw@api.nitsmun.in', 'API_PUBLIC_URL: expected an address without query'],
  ])('rejects API_PUBLIC_URL=%s', (value, message) => {
    expect(() => loadConfig({ API_PUBLIC_URL: value })).toThrow(`Invalid configuration: ${message}`);
  });

  it('names every wrong variable at once and never echoes a value', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://admin:s3cret@db/x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT: .*; DATABASE_URL: /);
    expect(message).not.toContain('s3cret');
  });
});

describe('configVariables', () => {
  it('lists every variable of the schema with a description', () => {
    expect(configVariables.map((v) => v.name)).toEqual(Object.keys(configSchema.shape));
    for (const v of configVariables) expect(v.description, v.name).not.toBe('');
    expect(configVariables.find((v) => v.name === 'PORT')).toMatchObject({ default: '3000' });
    expect(configVariables.find((v) => v.name === 'DATABASE_URL')).toMatchObject({ default: undefined });
  });

  it('matches .env.example: every variable listed, with its default', () => {
    const example = readFileSync(join(repoRoot, '.env.example'), 'utf8');
    for (const v of configVariables) {
      if (v.default === undefined) expect(example, v.name).toMatch(new RegExp(`^# ${v.name}=`, 'm'));
      else expect(example, v.name).toContain(`\n${v.name}=${v.default}\n`);
    }
  });
});
