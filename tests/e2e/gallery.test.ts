/** The photo gallery: the scrolling strip and the full-screen viewer. */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expect } from './support/expect';
import { useE2E, viewports, visit } from './support/harness';

const e2e = useE2E();

const strip = (page: Page) => page.getByRole('list', { name: 'Conference photographs' });
const thumb = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Open photo ${n} of 9: `) });
const viewer = (page: Page) => page.getByRole('dialog');
const scrollLeft = (page: Page) => strip(page).evaluate((el) => el.scrollLeft);

async function openGallery(page: Page) {
  await visit(page, '/photo');
  await expect(strip(page).getByRole('listitem')).toHaveCount(9);
}

describe('photo gallery', () => {
  it('shows the nine photos in a strip that the arrow buttons scroll by 100 px', async () => {
    const page = await e2e.sharedPage();
    await openGallery(page);
    await expect(strip(page).getByRole('button')).toHaveCount(9);
    expect(await scrollLeft(page)).toBe(0);

    const right = page.getByRole('button', { name: 'Scroll photos right' });
    const left = page.getByRole('button', { name: 'Scroll photos left' });
    await right.click();
    await expect.poll(() => scrollLeft(page)).toBe(100);
    await right.click();
    await expect.poll(() => scrollLeft(page)).toBe(200);
    await left.click();
    await expect.poll(() => scrollLeft(page)).toBe(100);
    await left.click();
    await expect.poll(() => scrollLeft(page)).toBe(0);
  });

  it('opens photo 4 of 9 in a modal viewer; next and previous move; next stops at 9', async () => {
    const page = await e2e.sharedPage();
    await openGallery(page);
    await thumb(page, 4).click();

    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page)).toHaveAttribute('aria-modal', 'true');
    expect(await viewer(page).evaluate((el) => (el as HTMLDialogElement).matches(':modal'))).toBe(true);
    await expect(viewer(page).locator('#gallery-viewer-counter')).toHaveText('Photo 4 of 9');
    await expect(viewer(page).getByRole('img')).toHaveAttribute('alt', /International Press Corps/);
    await expect(viewer(page).getByRole('button', { name: 'Close photo viewer' })).toBeFocused();

    await viewer(page).getByRole('button', { name: 'Next photo (5 of 9)' }).click();
    await expect(viewer(page).locator('#gallery-viewer-counter')).toHaveText('Photo 5 of 9');
    await expect(viewer(page).getByRole('img')).toHaveAttribute('alt', /working paper/);
    await viewer(page).getByRole('button', { name: 'Previous photo (4 of 9)' }).click();
    await expect(viewer(page).locator('#gallery-viewer-counter')).toHaveText('Photo 4 of 9');
    await viewer(page).getByRole('button', { name: 'Previous photo (3 of 9)' }).click();
    await expect(viewer(page).locator('#gallery-viewer-counter')).toHaveText('Photo 3 of 9');

    // Forward to the last photo; from there Next is disabled and does nothing.
    for (let n = 4; n <= 9; n++) {
      await viewer(page)
        .getByRole('button', { name: `Next photo (${n} of 9)` })
        .click();
      await expect(viewer(page).locator('#gallery-viewer-counter')).toHaveText(`Photo ${n} of 9`);
    }
    const next = viewer(page).getByRole('button', { name: 'Next', exact: true });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.click({ force: true });
    await page.keyboard.press('ArrowRight');
    await expect(viewer(page).locator('#gallery-viewer-counter')).toHaveText('Photo 9 of 9');
    await expect(viewer(page).getByRole('button', { name: 'Previous photo (8 of 9)' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('previous is disabled on photo 1', async () => {
    const page = await e2e.sharedPage();
    await openGallery(page);
    await thumb(page, 1).click();
    await expect(viewer(page).locator('#gallery-viewer-counter')).toHaveText('Photo 1 of 9');
    const previous = viewer(page).getByRole('button', { name: 'Previous', exact: true });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await previous.click({ force: true });
    await expect(viewer(page).locator('#gallery-viewer-counter')).toHaveText('Photo 1 of 9');
  });

  it('a click on the backdrop closes the viewer, a click on the photo does not', async () => {
    const page = await e2e.sharedPage();
    await openGallery(page);
    await thumb(page, 2).click();
    await expect(viewer(page)).toBeVisible();

    await viewer(page).getByRole('img').click();
    await expect(viewer(page)).toBeVisible();

    const { height } = viewports.desktop;
    await page.mouse.click(8, height - 8);
    await expect(viewer(page)).toBeHidden();
    await expect(thumb(page, 2)).toBeFocused();
  });

  it('Escape closes the viewer and returns focus to the photo', async () => {
    const page = await e2e.sharedPage();
    await openGallery(page);
    await thumb(page, 6).click();
    await expect(viewer(page).locator('#gallery-viewer-counter')).toHaveText('Photo 6 of 9');
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(thumb(page, 6)).toBeFocused();

    // It opens again afterwards (the closed state is really reset).
    await thumb(page, 7).click();
    await expect(viewer(page).locator('#gallery-viewer-counter')).toHaveText('Photo 7 of 9');
  });
});
