/** The Contact Us form against the real API and database. */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { contactResponses } from '../../src/server/modules/contact/table';
import { axeViolations, formatViolations } from './support/axe';
import { expect } from './support/expect';
import { gate, toast, useE2E, visit } from './support/harness';

const e2e = useE2E();

const SUCCESS = 'Thank you for contacting us. We will get back to you soon.';
const SERVER_ERROR = 'something went wrong on the server side';

function form(page: Page) {
  const root = page.getByRole('form', { name: 'Send us a message' });
  return {
    root,
    name: root.getByLabel('Name', { exact: true }),
    email: root.getByLabel('Email', { exact: true }),
    message: root.getByLabel('Message', { exact: true }),
    // One submit button whose label changes while sending.
    submit: root.getByRole('button'),
  };
}

/** axe measures colours as painted, so let the toast finish fading in first. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  const f = form(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.message.fill(values.message);
}

describe('contact form', () => {
  it('enables Send only when every field is filled and the email has an @ and a dot', async () => {
    const page = await e2e.page();
    await visit(page, '/contact');
    const f = form(page);
    await expect(f.submit).toHaveText('Send');
    await expect(f.submit).toBeDisabled();

    await f.name.fill('Asha Devi');
    await expect(f.submit).toBeDisabled();
    await f.email.fill('asha@example');
    await f.message.fill('Hello');
    // An email without a dot does not count as filled.
    await expect(f.submit).toBeDisabled();

    await f.email.fill('asha@example.com');
    await expect(f.submit).toBeEnabled();

    await f.message.fill('   ');
    await expect(f.submit).toBeDisabled();
    await f.message.fill('Hello');
    await f.email.fill('asha.example.com');
    await expect(f.submit).toBeDisabled();
  });

  it('sends the message: Sending... while in flight, then clears the form, thanks the visitor and stores it', async () => {
    const page = await e2e.page();
    await visit(page, '/contact');
    const values = {
      name: 'Rohit Sharma',
      email: `rohit.${Date.now()}@example.com`,
      message: 'Is the Annual Conference open to first-year students?',
    };
    await fill(page, values);

    const held = gate();
    let posted: unknown;
    await page.route('**/v1/api/contactus', async (route) => {
      posted = route.request().postDataJSON();
      await held.promise;
      await route.continue();
    });

    const f = form(page);
    await f.submit.click();
    await expect(f.submit).toHaveText('Sending...');
    await expect(f.submit).toBeDisabled();
    await expect.poll(() => posted).toEqual(values);
    held.release();

    await expect(toast(page, SUCCESS)).toBeVisible();
    // The success toast itself meets WCAG AA contrast (sonner's default green does not).
    await settled(page);
    const withToast = await axeViolations(page);
    expect(withToast, formatViolations('/contact with the success toast', withToast)).toEqual([]);
    await expect(f.name).toHaveValue('');
    await expect(f.email).toHaveValue('');
    await expect(f.message).toHaveValue('');
    await expect(f.submit).toHaveText('Send');
    await expect(f.submit).toBeDisabled();

    const rows = await e2e.server.db
      .select()
      .from(contactResponses)
      .where(eq(contactResponses.email, values.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(values);
  });

  it('shows the server error and keeps what the visitor typed', async () => {
    const page = await e2e.page();
    await visit(page, '/contact');
    await page.route('**/v1/api/contactus', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: SERVER_ERROR }),
      }),
    );
    const values = { name: 'Meera', email: 'meera@example.org', message: 'Please call me back.' };
    await fill(page, values);
    const f = form(page);
    await f.submit.click();

    await expect(toast(page, SERVER_ERROR)).toBeVisible();
    await settled(page);
    const withToast = await axeViolations(page);
    expect(withToast, formatViolations('/contact with the error toast', withToast)).toEqual([]);
    await expect(f.name).toHaveValue(values.name);
    await expect(f.email).toHaveValue(values.email);
    await expect(f.message).toHaveValue(values.message);
    await expect(f.submit).toHaveText('Send');
    await expect(f.submit).toBeEnabled();

    const rows = await e2e.server.db
      .select()
      .from(contactResponses)
      .where(eq(contactResponses.email, values.email));
    expect(rows).toHaveLength(0);
  });
});
