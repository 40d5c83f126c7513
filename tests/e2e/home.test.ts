/** The home page: hero, letters, statistics, reviews and the footer (the collaboration slideshow: tests/unit/collaboration-slideshow.test.tsx). */
import { describe, it } from 'vitest';
import { expect } from './support/expect';
import { useE2E, visit } from './support/harness';

const e2e = useE2E();

describe('home page', () => {
  it('is titled NITSMUN and its h1 names the club', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/');
    await expect(page).toHaveTitle('NITSMUN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'NITSMUN NIT Silchar Model United Nations',
      {
        useInnerText: true,
      },
    );
  });

  it('the scroll-down button brings the letters into view and moves focus there', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/');
    const letters = page.getByRole('region', { name: 'Letters to our delegates' });
    const top = () => letters.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const below = await top();
    expect(below).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Scroll down to the letters' }).click();
    await expect(letters).toBeFocused();
    // The letters block now starts at the top of the view (below the sticky header at most).
    await expect.poll(top).toBeLessThanOrEqual(100);
    expect(await top()).toBeGreaterThanOrEqual(-2);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(letters.getByRole('heading', { name: 'Letters to our delegates' })).toBeInViewport();
  });

  it('shows the letters of the Faculty Advisor and the Secretary General with name and photo', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/');
    const letters = page.getByRole('region', { name: 'Letters to our delegates' });
    await expect(letters.getByRole('article')).toHaveCount(2);
    for (const { title, role } of [
      { title: 'Letter from the Faculty Advisor', role: 'Faculty Advisor' },
      { title: 'Letter from the Secretary General', role: 'Secretary General' },
    ]) {
      const letter = letters.getByRole('article', { name: title });
      await expect(letter.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(letter.locator('.home-letter__role')).toContainText(role);
      await expect(letter.locator('.home-letter__name')).not.toHaveText('');
      await expect(letter.getByRole('img', { name: /^Portrait of / })).toBeAttached();
      await expect(letter).toContainText('delegates');
    }
  });

  it('shows the statistics 700+, 51, 50+ and an About button to /about', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/');
    const stats = page.getByRole('list', { name: 'NITSMUN in numbers' });
    // Rendered text (innerText): a section below the first screen is laid out when it comes into view.
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.getByRole('listitem')).toHaveText(
      ['700+ Delegates hosted till date', '51 Secretariat members', '50+ Executive board members overall'],
      { useInnerText: true },
    );
    const what = page.getByRole('region', { name: 'What is NITSMUN?' });
    const about = what.getByRole('link', { name: 'About', exact: true });
    await expect(about).toHaveAttribute('href', '/about');
    await about.click();
    await expect(page).toHaveURL(`${e2e.url}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About NITSMUN');
  });

  it('shows ten reviews, each with a name, a text and a photo', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/');
    const reviews = page.getByRole('region', { name: 'Delegate reviews' }).getByRole('listitem');
    await expect(reviews).toHaveCount(10);
    const parts = await reviews.evaluateAll((items) =>
      items.map((li) => ({
        text: li.querySelector('blockquote')?.textContent?.trim() ?? '',
        name: li.querySelector('figcaption')?.textContent?.trim() ?? '',
        photo: li.querySelector('figcaption img')?.getAttribute('src') ?? '',
      })),
    );
    for (const review of parts) {
      expect(review.text.length).toBeGreaterThan(20);
      expect(review.name.length).toBeGreaterThan(2);
      expect(review.photo).not.toBe('');
    }
    expect(new Set(parts.map((r) => r.name)).size).toBe(10);
  });

  it('the footer has the contact links and the Explore links', async () => {
    const page = await e2e.sharedPage();
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('address')).toContainText('Assam');
    await expect(footer.locator('address')).toContainText('India');
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveText(/@/);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+?\d{10,}$/);

    const social = footer.getByRole('list', { name: 'NITSMUN on social media' }).getByRole('link');
    const socialLabels = await social.evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')));
    expect(socialLabels).toEqual([
      expect.stringMatching(/YouTube/),
      expect.stringMatching(/Instagram/),
      expect.stringMatching(/Facebook/),
      expect.stringMatching(/LinkedIn/),
    ]);
    for (const link of await social.all()) await expect(link).toHaveAttribute('target', '_blank');

    const explore = footer.getByRole('navigation', { name: 'Explore' }).getByRole('link');
    await expect(explore).toHaveText(['Home', 'Mock MUN 2024', 'Team', 'About', 'Photo Gallery']);
    const hrefs = await explore.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/mockmun24', '/team', '/about', '/photo']);

    await footer
      .getByRole('navigation', { name: 'Explore' })
      .getByRole('link', { name: 'Photo Gallery' })
      .click();
    await expect(page).toHaveURL(`${e2e.url}/photo`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photo Gallery');
  });
});
