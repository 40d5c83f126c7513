/** Scratch (registration-web): screenshots for visual review. Deleted before hand-off. */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import { AUTH_COOKIE, EVENT_NAME } from '~/shared/constants';
import type { Browser } from 'playwright-core';
import { createUser, sessionFor } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { createInvite, setRegistrationOpen } from '../support/registration';
import { invitePath } from '~/shared/schemas/registration';
import { type TestServer, startTestServer } from '../support/server';
import { viewports, waitForApp } from './support/harness';

let server: TestServer;
let browser: Browser;
const dir = '/tmp/reg-web-scratch';
beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  mkdirSync(dir, { recursive: true });
  await setRegistrationOpen(server.db, true, EVENT_NAME);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('shots', async () => {
  for (const vp of ['narrow'] as const) {
    for (const student of [true, false]) {
      const user = await createUser(server.db, { student });
      const member = await createUser(server.db, { student: !student });
      const context = await browser.newContext({ viewport: { width: 320, height: 700 }, baseURL: server.url, reducedMotion: 'reduce' });
      await context.addCookies([{ name: AUTH_COOKIE, value: await sessionFor(server.db, user), url: server.url, sameSite: 'Strict' }]);
      const page = await context.newPage();
      page.on('console', (m) => console.log('console', m.type(), m.text()));
      for (const as of ['individual', 'leader']) {
        await page.goto(`/registration?as=${as}`);
        await waitForApp(page);
        await page.getByRole('heading', { name: 'Committees and portfolios' }).waitFor();
        await page.waitForTimeout(500);
        for (const name of ['UNHRC', 'IB']) await page.getByRole('group', { name: 'Committee preference' }).getByRole('button', { name, exact: true }).click();
        await page.getByRole('button', { name: 'India', exact: true }).click();
        console.log('OVERFLOW', as, student, await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]));
        await page.screenshot({ path: `${dir}/${as}-${student ? 'student' : 'outsider'}-${vp}.png`, fullPage: true });
      }
      if (student) {
        const link = await createInvite(server.db, user, member, 'Scratch group');
        const c2 = await browser.newContext({ viewport: { width: 320, height: 700 }, baseURL: server.url, reducedMotion: 'reduce' });
        await c2.addCookies([{ name: AUTH_COOKIE, value: await sessionFor(server.db, member), url: server.url, sameSite: 'Strict' }]);
        const p2 = await c2.newPage();
        await p2.goto(invitePath(link));
        await waitForApp(p2);
        await p2.getByRole('heading', { name: 'Committees and portfolios' }).waitFor();
        console.log('OVERFLOW member', await p2.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]));
        await p2.screenshot({ path: `${dir}/member-${vp}.png`, fullPage: true });
        await page.goto('/registration?as=leader');
        await page.getByRole('heading', { name: 'Committees and portfolios' }).waitFor();
        await page.waitForTimeout(500);
        console.log('OVERFLOW leader-invited', await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]));
        await page.screenshot({ path: `${dir}/leader-invited-${vp}.png`, fullPage: true });
        await page.goto('/registration');
        await page.getByRole('radio').first().waitFor();
        console.log('OVERFLOW choice', await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]));
        await page.screenshot({ path: `${dir}/choice-${vp}.png`, fullPage: true });
        await c2.close();
      }
      await context.close();
    }
  }
});
