/** The Annual Conference 2024 page: committees, the Read More popup and the executive board. */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { committees } from '~/content/committees';
import { expect } from './support/expect';
import { toast, useE2E, visit } from './support/harness';

const e2e = useE2E();

const COMMITTEES = ['Hastinapur Special Council', 'UNHRC', 'IPC', 'IB'];
const agendaOf = (name: string) => committees.find((c) => c.displayName === name)!.agenda;

const section = (page: Page) => page.getByRole('region', { name: 'Committees', exact: true });
const committeeCard = (page: Page, name: string) => section(page).getByRole('article', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

describe('annual conference page', () => {
  it('presents the four committees, each with its agenda, Register Now, Read More and a Background Guide (not IPC)', async () => {
    const page = await e2e.page();
    await visit(page, '/annualconf');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Annual Conference 2024');
    await expect(section(page).getByRole('article')).toHaveCount(4);
    await expect(section(page).getByRole('heading', { level: 3 })).toHaveText(COMMITTEES);

    for (const name of COMMITTEES) {
      const card = committeeCard(page, name);
      await expect(card).toContainText(`Agenda${agendaOf(name)}`);
      await expect(card.getByRole('link', { name: 'Register Now', exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: `Read More about ${name}` })).toBeVisible();
      const guide = card.getByRole('link', { name: /^Background Guide/ });
      if (name === 'IPC') {
        await expect(guide).toHaveCount(0);
      } else {
        await expect(guide).toHaveCount(1);
        await expect(guide).toHaveAttribute('target', '_blank');
        await expect(guide).toHaveAttribute('href', /^https:\/\//);
      }
    }
  });

  it('Read More opens a dialog with title, agenda, Register Now; Escape closes it', async () => {
    const page = await e2e.page();
    await visit(page, '/annualconf');
    for (const name of COMMITTEES) {
      const readMore = committeeCard(page, name).getByRole('button', { name: `Read More about ${name}` });
      await readMore.click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toHaveAttribute('aria-labelledby', 'committee-dialog-title');
      expect(await dialog(page).evaluate((el) => el.matches(':modal'))).toBe(true);
      await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(name);
      await expect(dialog(page)).toContainText(agendaOf(name));
      await expect(dialog(page).getByRole('link', { name: 'Register Now', exact: true })).toBeVisible();
      await expect(dialog(page).getByRole('link', { name: /^Background Guide/ })).toHaveCount(
        name === 'IPC' ? 0 : 1,
      );
      await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(readMore).toBeFocused();
    }
  });

  it('the dialog closes with its close button and with a click on the backdrop', async () => {
    const page = await e2e.page();
    await visit(page, '/annualconf');
    const readMore = committeeCard(page, 'UNHRC').getByRole('button', { name: 'Read More about UNHRC' });
    await readMore.click();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(readMore).toBeFocused();

    await readMore.click();
    await expect(dialog(page)).toBeVisible();
    // A click inside the panel keeps it open; one on the backdrop (top-left corner of the page) closes it.
    await dialog(page).getByRole('heading', { level: 2 }).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toBeHidden();
  });

  it("the dialog's Register Now sends a logged-out visitor to /signup with the prompt", async () => {
    const page = await e2e.page();
    await visit(page, '/annualconf');
    await committeeCard(page, 'IB').getByRole('button', { name: 'Read More about IB' }).click();
    await dialog(page).getByRole('link', { name: 'Register Now', exact: true }).click();
    await expect(page).toHaveURL(`${e2e.url}/signup`);
    await expect(toast(page, 'Please login or signup to register for the event')).toBeVisible();
  });

  it('the executive board shows four chairpersons, one per committee', async () => {
    const page = await e2e.page();
    await visit(page, '/annualconf');
    const board = page.getByRole('region', { name: 'Executive Board', exact: true });
    const slides = board.getByRole('group', { name: /^\d of 4$/ });
    await expect(slides).toHaveCount(4);
    await expect(board.getByRole('heading', { level: 3 })).toHaveCount(4);
    const committeesOfChairs = await board
      .locator('.conf-chair__committee')
      .evaluateAll((ps) => ps.map((p) => p.textContent?.trim()));
    expect(committeesOfChairs).toEqual(COMMITTEES.map((c) => `Chairperson, ${c}`));
    for (const chair of await board.getByRole('img').all()) {
      await expect(chair).toHaveAttribute('alt', /^Portrait of /);
    }
  });
});
