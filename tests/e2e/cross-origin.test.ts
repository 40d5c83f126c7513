/**
 * The site on one origin and the API on another (docs/decisions/0026-cross-origin-site.md), in Chromium:
 * the site built with VITE_API_BASE on the API's origin, served by one server (http://localhost:<port>),
 * and the API served by another (http://127.0.0.1:<port>, CORS_ORIGINS = the site's origin), both on one
 * database. A visitor logs in, sets a photo and sees it on the dashboard, registers with a payment
 * screenshot; an admin opens the registration, sees the screenshot (fetched with the bearer token) full size,
 * and confirms it. Every API call of the browser goes to the API's origin, none fails, no page reports a
 * problem (a CORS refusal is a console error).
 *
 * The build takes a few seconds: it is made in beforeAll, into a temporary directory, because the API's port
 * is part of it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { AUTH_COOKIE, redirectDelays } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { buildApp } from '../../src/server/app';
import { type TestUser, bearer, createUser, sessionFor } from '../support/accounts';
import { testConfig } from '../support/app';
import { makeImage } from '../support/images';
import { repoRoot } from '../support/paths';
import { SEEDED_EVENT as EVENT_NAME } from '../support/seeded-event';
import { setRegistrationOpen } from '../support/registration';
import { freePort } from '../support/smtp';
import { expect } from './support/expect';
import { toast, useE2E, visit } from './support/harness';

const run = promisify(execFile);

/** The site's origin: another host name and port than the API's (localhost is loopback in Chromium). */
const sitePort = await freePort();
const siteUrl = `http://localhost:${sitePort}`;

/** The API: the harness's server, which the site's pages may call (CORS) and whose links open the site. */
const e2e = useE2E({
  smtp: true,
  env: { PUBLIC_URL: siteUrl, CORS_ORIGINS: siteUrl },
  contextDefaults: { reducedMotion: 'reduce' },
  failOnProblems: true,
});

let buildDir: string | undefined;
let site: FastifyInstance | undefined;
/** API paths the site's own server was asked for (it serves the API too, but the browser must not use it). */
const apiOnSite: string[] = [];

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), 'nitsmun-xorigin-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BUILD_DIR: buildDir,
    VITE_API_BASE: `${e2e.url}/v1/api`,
  };
  delete env.VITE_BLOG_API_BASE;
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  await run('npx', ['react-router', 'build'], { cwd: repoRoot, env, maxBuffer: 64 * 1024 * 1024 });

  const config = await testConfig({
    SITE_DIR: join(buildDir, 'client'),
    PUBLIC_URL: siteUrl,
  });
  site = await buildApp({ config, database: e2e.server.database });
  site.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/v1/api')) apiOnSite.push(`${request.method} ${request.url}`);
  });
  await site.listen({ port: sitePort, host: '127.0.0.1' });
  await setRegistrationOpen(e2e.server.db, true);
}, 240_000);

afterAll(async () => {
  await site?.close();
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * A page on the site's origin that records the API calls it makes and every request that fails (a CORS or
 * CORP refusal among them: the harness lets Chromium's 'Failed to load resource' notes pass).
 */
async function sitePage(as?: TestUser) {
  const page = await e2e.page({ baseURL: siteUrl });
  if (as) {
    const token = await sessionFor(e2e.server.db, as);
    await page.context().addCookies([{ name: AUTH_COOKIE, value: token, url: siteUrl, sameSite: 'Strict' }]);
  }
  const apiCalls: Request[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/api/')) apiCalls.push(request);
  });
  page.on('requestfailed', (request) => {
    // Navigating away aborts what the previous page still loaded; that is not a refusal. (The test reads a
    // revoked object URL on purpose.)
    if (request.failure()?.errorText !== 'net::ERR_ABORTED' && !request.url().startsWith('blob:')) {
      failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return { page, apiCalls, failed };
}

/** Whether an <img> has loaded a real image. */
const loaded = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe('the site on another origin than the API', () => {
  let registrationId = '';
  const client = { name: 'Kavya Rao' };

  it('a visitor logs in, sets a photo, sees it on the dashboard and registers with a screenshot', async () => {
    const user = await createUser(e2e.server.db, { verified: true, student: true, name: client.name });
    const { page, apiCalls, failed } = await sitePage();

    // The blogs of the home page come from the API's origin.
    await visit(page, '/');
    await expect(
      page.getByRole('region', { name: 'Blogs', exact: true }).getByRole('article').first(),
    ).toBeVisible();

    // Login: the API answers the token, which the site keeps in its own cookie.
    await visit(page, '/login');
    await field(page, 'Email').fill(user.email);
    await field(page, 'Password').fill(user.password);
    await button(page, 'Log In').click();
    await expect(page).toHaveURL(`${siteUrl}/registration`);
    await expect(toast(page, messages.login.success)).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name === AUTH_COOKIE).map((c) => c.domain)).toEqual(['localhost']);

    // The photo, uploaded through the edit form, then shown from the API's origin on the dashboard.
    await visit(page, '/dashboard');
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(h1(page)).toHaveText('Edit Profile');
    await field(page, 'Photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await makeImage('png', { width: 40, height: 30 }),
    });
    await button(page, 'Save changes').click();
    await expect(toast(page, messages.profile.success)).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/dashboard`);
    const photo = page.getByRole('img', { name: `Profile photo of ${client.name}` });
    await expect(photo).toHaveAttribute('src', new RegExp(`^${e2e.url}/v1/api/photos/[0-9a-f-]{36}$`));
    await expect.poll(() => loaded(page, `Profile photo of ${client.name}`)).toBe(true);
    // A fresh load shows it too (from GET /dashboard, not from the form's answer).
    await visit(page, '/dashboard');
    await expect.poll(() => loaded(page, `Profile photo of ${client.name}`)).toBe(true);

    // An individual registration with its payment screenshot.
    await visit(page, '/registration');
    await page.getByRole('radio', { name: /^Individual/ }).check();
    await button(page, 'Next').click();
    const committees = page.getByRole('group', { name: 'Committee preference' });
    await committees.getByRole('checkbox', { name: 'UNHRC', exact: true }).click();
    await page
      .getByRole('group', { name: /^UNHRC \d of 3$/ })
      .getByRole('checkbox', { name: 'India', exact: true })
      .click();
    await field(page, 'Previous MUN experience').fill('Two MUNs as a delegate');
    await field(page, 'Payment screenshot').setInputFiles({
      name: 'paid.png',
      mimeType: 'image/png',
      buffer: await makeImage('png', { width: 320, height: 640 }),
    });
    await expect(page.getByRole('img', { name: 'Preview of your payment screenshot' })).toBeVisible();
    await field(page, 'Transaction ID').fill(
      String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999)),
    );
    const answer = page.waitForResponse(
      (response) => response.url() === `${e2e.url}/v1/api/reg/yp` && response.request().method() === 'POST',
    );
    // The dashboard 2.5 s after the success, on the page's clock (driven by the test).
    await page.clock.install();
    const form = page.url();
    await button(page, 'Submit').click();
    const registered = await answer;
    expect(registered.status()).toBe(200);
    registrationId = ((await registered.json()) as { registration: { _id: string } }).registration._id;
    await expect(toast(page, messages.registration.success)).toBeVisible();
    await page.clock.runFor(redirectDelays.afterRegistration - 500);
    expect(page.url()).toBe(form);
    await page.clock.runFor(500);
    await expect(page).toHaveURL(`${siteUrl}/dashboard`);
    await expect(
      page
        .getByRole('region', { name: 'Registered Events' })
        .getByRole('listitem')
        .filter({ hasText: EVENT_NAME }),
    ).toContainText('pending');

    // Every API call went to the API's origin, with the bearer token once logged in; nothing failed.
    expect(apiCalls.length).toBeGreaterThan(5);
    expect(apiCalls.filter((r) => !r.url().startsWith(`${e2e.url}/v1/api/`)).map((r) => r.url())).toEqual([]);
    const dashboardCall = apiCalls.find((r) => r.url() === `${e2e.url}/v1/api/dashboard`);
    expect(await dashboardCall?.headerValue('authorization')).toMatch(/^Bearer /);
    expect(failed).toEqual([]);
    expect(apiOnSite).toEqual([]);
  });

  it('an admin sees the payment screenshot, fetched with the token, full size, and confirms', async () => {
    expect(registrationId).not.toBe('');
    const admin = await createUser(e2e.server.db, { role: 'admin', name: 'Asha Admin' });
    // The money is in: Confirm needs no override (docs/decisions/0053-payment-model.md).
    const received = await e2e.server.app.inject({
      method: 'PUT',
      url: `/v1/api/admin/registrations/${registrationId}/payment/received`,
      headers: bearer(await sessionFor(e2e.server.db, admin)),
      payload: { note: 'On the statement' },
    });
    expect(received.statusCode, received.body).toBe(200);
    const { page, failed } = await sitePage(admin);
    const screenshotCall = page.waitForRequest(
      `${e2e.url}/v1/api/admin/registrations/${registrationId}/payment`,
    );
    await visit(page, `/eventreg/${registrationId}`);
    expect(await (await screenshotCall).headerValue('authorization')).toMatch(/^Bearer /);

    const name = `Payment screenshot of ${client.name}`;
    const thumb = page.getByRole('button', { name: /View full size/ }).getByRole('img', { name });
    await expect(thumb).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    const objectUrl = String(await thumb.getAttribute('src'));

    // Full size in the viewer.
    await page.getByRole('button', { name: /View full size/ }).click();
    const viewer = page.getByRole('dialog', { name });
    await expect(viewer).toBeVisible();
    await expect
      .poll(() =>
        viewer.getByRole('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
      )
      .toEqual([320, 640]);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    // Confirm (a PUT to the API's origin); leaving the page revokes the object URL.
    await button(page, 'Confirm').click();
    await expect(page).toHaveURL(`${siteUrl}/allreg`);
    await expect(toast(page, messages.admin.confirmed)).toBeVisible();
    const after = await page.evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const img = new Image();
          img.onload = () => resolve('readable');
          img.onerror = () => resolve('revoked');
          img.src = url;
        }),
      objectUrl,
    );
    expect(after).toBe('revoked');
    expect(failed).toEqual([]);
    expect(apiOnSite).toEqual([]);
  });
});
