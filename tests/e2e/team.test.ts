/** The Team page: headings, the groups of the secretariat and the flip cards. */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expect } from './support/expect';
import { useE2E, visit } from './support/harness';

const e2e = useE2E();

const group = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
const cardButtons = (page: Page, heading: string) =>
  group(page, heading).getByRole('button', { name: /^Show details of / });
const card = (page: Page, name: string) =>
  page.locator('li.team-card').filter({ has: page.getByRole('button', { name: new RegExp(`of ${name}$`) }) });

/** The details face's links, in order, as their accessible names. */
const detailLinks = (page: Page, name: string) => card(page, name).getByRole('link');

describe('team page', () => {
  it('shows MEET THE TEAM, the tenure heading and every group with its members', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MEET THE TEAM');
    await expect(
      page.getByRole('heading', { level: 2, name: 'SECRETARIAT OF TENURE 2024-25' }),
    ).toBeVisible();

    await expect(cardButtons(page, 'SENIOR SECRETARIAT')).toHaveCount(16);
    await expect(cardButtons(page, 'DEPUTIES')).toHaveCount(22);
    for (const heading of [
      'MEDIA AND DESIGN TEAM',
      'RESEARCH AND DEVELOPMENT TEAM',
      'PUBLIC RELATIONS AND OUTREACH TEAM & MARKETING TEAM',
      'TECHNICAL TEAM',
    ]) {
      await expect(group(page, heading).getByRole('heading', { level: 3 })).toHaveText(heading);
      expect(await cardButtons(page, heading).count()).toBeGreaterThan(0);
    }
    // Every member has a portrait with a text alternative on the photo face.
    await expect(
      card(page, 'Aniruddha Baruah').getByRole('img', { name: 'Portrait of Aniruddha Baruah' }),
    ).toBeVisible();
  });

  it('the arrow button flips a card to its details: name, designation, Facebook, mail, LinkedIn', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/team');
    const name = 'Aniruddha Baruah';
    const flip = card(page, name).getByRole('button');
    await expect(flip).toHaveAttribute('aria-label', `Show details of ${name}`);
    // The details face is turned away: its links are neither exposed nor reachable.
    await expect(detailLinks(page, name)).toHaveCount(0);

    await flip.click();
    await expect(flip).toHaveAttribute('aria-label', `Show photo of ${name}`);
    await expect(card(page, name)).toHaveAttribute('data-flipped', 'true');
    await expect(detailLinks(page, name)).toHaveCount(3);
    const labels = await detailLinks(page, name).evaluateAll((links) =>
      links.map((a) => a.getAttribute('aria-label')),
    );
    expect(labels).toEqual([
      `${name} on Facebook (opens in a new tab)`,
      `Email ${name}`,
      `${name} on LinkedIn (opens in a new tab)`,
    ]);
    const hrefs = await detailLinks(page, name).evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    );
    expect(hrefs[0]).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(hrefs[1]).toMatch(/^mailto:.+@.+/);
    expect(hrefs[2]).toMatch(/^https:\/\/www\.linkedin\.com\//);

    const back = card(page, name).locator('.team-card__face--back');
    await expect(back.getByRole('heading', { name })).toBeVisible();
    await expect(back).toContainText('Secretary General');
    // The details face is really in front: the LinkedIn link receives a pointer at its position.
    await detailLinks(page, name).nth(2).click({ trial: true, timeout: 5000 });

    await flip.click();
    await expect(flip).toHaveAttribute('aria-label', `Show details of ${name}`);
    await expect(detailLinks(page, name)).toHaveCount(0);
  });

  it('a technical member shows GitHub first instead of Facebook', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/team');
    const name = 'Aditya Raj';
    await card(page, name).getByRole('button').click();
    await expect(detailLinks(page, name)).toHaveCount(3);
    const labels = await detailLinks(page, name).evaluateAll((links) =>
      links.map((a) => a.getAttribute('aria-label')),
    );
    expect(labels).toEqual([
      `${name} on GitHub (opens in a new tab)`,
      `Email ${name}`,
      `${name} on LinkedIn (opens in a new tab)`,
    ]);
  });

  it('the keyboard flips a card: Tab to its button, then the right arrow key', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/team');
    // From the previous card's button, Tab skips that card's hidden links and lands on the next button.
    await card(page, 'Rohan Kumar Singh').getByRole('button').focus();
    await page.keyboard.press('Tab');
    const name = 'Meghna Nair';
    const flip = card(page, name).getByRole('button');
    await expect(flip).toBeFocused();
    await expect(flip).toHaveAttribute('aria-label', `Show details of ${name}`);

    await page.keyboard.press('ArrowRight');
    await expect(flip).toHaveAttribute('aria-label', `Show photo of ${name}`);
    await expect(card(page, name)).toHaveAttribute('data-flipped', 'true');
    // The revealed links are next in the tab order.
    await page.keyboard.press('Tab');
    await expect(
      card(page, name).getByRole('link', { name: `${name} on Facebook (opens in a new tab)` }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card(page, name).getByRole('link', { name: `Email ${name}` })).toBeFocused();

    // ArrowRight on the button turns it back; the links leave the tab order again.
    await flip.focus();
    await page.keyboard.press('ArrowRight');
    await expect(flip).toHaveAttribute('aria-label', `Show details of ${name}`);
    await page.keyboard.press('Tab');
    await expect(card(page, 'Tanmay Kulkarni').getByRole('button')).toBeFocused();
  });
});
