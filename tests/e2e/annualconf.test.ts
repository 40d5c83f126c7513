/**
 * The conference page of the featured event (the seeded one here, as the database holds it): its committees
 * in their order, the Read More popup, the executive board and the co-sponsor, before and after hydration.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import type { ConferenceEvent } from '~/shared/schemas/events';
import { SEEDED_EVENT, seededCommittees, seededDisplayNames } from '../support/seeded-event';
import { expect } from './support/expect';
import { toast, useE2E, visit } from './support/harness';

const e2e = useE2E();

let event: ConferenceEvent;
beforeAll(async () => {
  const res = await fetch(`${e2e.url}/v1/api/events/${encodeURIComponent(SEEDED_EVENT)}`);
  event = ((await res.json()) as { event: ConferenceEvent }).event;
});

const COMMITTEES = seededCommittees.map((code) => seededDisplayNames[code]);
const committeeNamed = (name: string) => event.committees.find((c) => c.displayName === name)!;

const section = (page: Page) => page.getByRole('region', { name: 'Committees', exact: true });
const committeeCard = (page: Page, name: string) => section(page).getByRole('article', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

describe('annual conference page', () => {
  it('presents the event: its name, dates, venue and registration state', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/annualconf');
    await expect(page).toHaveTitle(`${SEEDED_EVENT} | NITSMUN`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED_EVENT);
    const hero = page.locator('.conf-hero');
    await expect(hero).toContainText('4–6 October 2024');
    await expect(hero).toContainText(event.venue);
    await expect(hero.getByRole('status')).toHaveText(`Registrations for ${SEEDED_EVENT} have been closed.`);
    const poster = hero.getByRole('img', { name: event.hero!.alt });
    await expect(poster).toHaveAttribute('width', String(event.hero!.width));
    const loaded = await poster.evaluate((img: HTMLImageElement) =>
      img.decode().then(() => img.naturalWidth),
    );
    expect(loaded).toBe(event.hero!.width);
    await expect(page.getByRole('heading', { level: 2, name: event.theme })).toBeVisible();
  });

  it("loads the poster's phone cut at 375 px, covering the hero as the whole poster did", async () => {
    const narrow = event.hero!.narrow!;
    const page = await e2e.page({ viewport: 'mobile' });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await visit(page, '/annualconf');
    const poster = page.locator('.conf-hero').getByRole('img', { name: event.hero!.alt });
    const shown = await poster.evaluate((img: HTMLImageElement) =>
      img.decode().then(() => {
        const box = img.getBoundingClientRect();
        const hero = img.closest('.conf-hero')!.getBoundingClientRect();
        return { src: new URL(img.currentSrc).pathname, width: img.naturalWidth, box, hero };
      }),
    );
    expect(shown.src).toBe(narrow.url);
    expect(shown.width).toBe(narrow.width);
    expect(shown.box).toMatchObject({
      width: shown.hero.width,
      height: shown.hero.height,
      top: shown.hero.top,
    });
    // The cut is taller than wide and the hero box is taller still: nothing of it is scaled below the box.
    expect(shown.hero.width / shown.hero.height).toBeLessThan(narrow.width / narrow.height);
    expect(requested).not.toContain(event.hero!.url);
  });

  it('presents the committees in order, each with its agenda, Register Now, Read More and its Background Guide if any', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/annualconf');
    await expect(section(page).getByRole('article')).toHaveCount(event.committees.length);
    await expect(section(page).getByRole('heading', { level: 3 })).toHaveText(COMMITTEES);

    for (const name of COMMITTEES) {
      const committee = committeeNamed(name);
      const card = committeeCard(page, name);
      await expect(card).toContainText(`Agenda${committee.agenda}`);
      await expect(card.getByRole('link', { name: 'Register Now', exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: `Read More about ${name}` })).toBeVisible();
      const guide = card.getByRole('link', { name: /^Background Guide/ });
      if (!committee.guideUrl) {
        await expect(guide).toHaveCount(0);
      } else {
        await expect(guide).toHaveCount(1);
        await expect(guide).toHaveAttribute('target', '_blank');
        await expect(guide).toHaveAttribute('href', committee.guideUrl);
      }
    }
  });

  it('Read More opens a dialog with title, agenda, description, Register Now; Escape closes it', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/annualconf');
    for (const name of COMMITTEES) {
      const committee = committeeNamed(name);
      const readMore = committeeCard(page, name).getByRole('button', { name: `Read More about ${name}` });
      await readMore.click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toHaveAttribute('aria-labelledby', 'committee-dialog-title');
      expect(await dialog(page).evaluate((el) => el.matches(':modal'))).toBe(true);
      await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(name);
      await expect(dialog(page)).toContainText(committee.agenda);
      await expect(dialog(page)).toContainText(
        committee.description
          .split(/\n\s*\n/)
          .at(-1)!
          .trim(),
      );
      await expect(dialog(page).getByRole('link', { name: 'Register Now', exact: true })).toBeVisible();
      await expect(dialog(page).getByRole('link', { name: /^Background Guide/ })).toHaveCount(
        committee.guideUrl ? 1 : 0,
      );
      await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(readMore).toBeFocused();
    }
  });

  it('the dialog closes with its close button and with a click on the backdrop', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/annualconf');
    const name = COMMITTEES[1]!;
    const readMore = committeeCard(page, name).getByRole('button', { name: `Read More about ${name}` });
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
    const page = await e2e.sharedPage();
    await visit(page, '/annualconf');
    const name = COMMITTEES.at(-1)!;
    await committeeCard(page, name)
      .getByRole('button', { name: `Read More about ${name}` })
      .click();
    await dialog(page).getByRole('link', { name: 'Register Now', exact: true }).click();
    await expect(page).toHaveURL(`${e2e.url}/signup`);
    await expect(toast(page, 'Please login or signup to register for the event')).toBeVisible();
  });

  it('the executive board shows its members, each with the committee they chair', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/annualconf');
    const board = page.getByRole('region', { name: 'Executive Board', exact: true });
    const count = event.board.length;
    const slides = board.getByRole('group', { name: new RegExp(`^\\d of ${count}$`) });
    await expect(slides).toHaveCount(count);
    await expect(board.getByRole('heading', { level: 3 })).toHaveText(event.board.map((m) => m.name));
    const committeesOfChairs = await board
      .locator('.conf-chair__committee')
      .evaluateAll((ps) => ps.map((p) => p.textContent?.trim()));
    expect(committeesOfChairs).toEqual(COMMITTEES.map((c) => `Chairperson, ${c}`));
    for (const chair of await board.getByRole('img').all()) {
      await expect(chair).toHaveAttribute('alt', /^Portrait of /);
    }
  });

  it('thanks the co-sponsor with its logo', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/annualconf');
    const sponsors = page.getByRole('region', { name: 'Co-sponsor', exact: true });
    for (const sponsor of event.coSponsors) {
      await expect(sponsors).toContainText(sponsor.name);
      await expect(sponsors.getByRole('img', { name: sponsor.logo!.alt })).toBeVisible();
    }
  });
});
