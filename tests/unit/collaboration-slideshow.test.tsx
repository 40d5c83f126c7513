// @vitest-environment jsdom
/**
 * The home page's collaboration slideshow (src/web/features/home/CollaborationSlideshow.tsx) on a clock only
 * the test moves: it advances every 2500 ms and keeps advancing after the visitor uses a control (each move
 * starts a full delay again); only the slide shown can be reached, the others are inert.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { home } from '~/shared/constants';
import { CollaborationSlideshow } from '~/web/features/home/CollaborationSlideshow';
import seed from '../fixtures/site-pages-seed.json';

const { collaboration } = seed.home;

const count = collaboration.slides.length;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The 0-based index of the slide shown: the one dot marked current, and the one slide not inert. */
function shown(): number {
  const dots = screen.getAllByRole('button', { name: /^Show slide \d/ });
  const current = dots.flatMap((dot, i) => (dot.getAttribute('aria-current') === 'true' ? [i] : []));
  expect(current).toHaveLength(1);
  const live = screen
    .getAllByRole('group', { hidden: true })
    .flatMap((slide, i) => (slide.hasAttribute('inert') ? [] : [i]));
  expect(live).toEqual(current);
  return current[0]!;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const press = (name: string | RegExp) => act(() => fireEvent.click(screen.getByRole('button', { name })));

describe('the collaboration slideshow', () => {
  it(`advances every ${home.slideshowDelayMs} ms and keeps advancing after the visitor uses a control`, () => {
    render(<CollaborationSlideshow collaboration={collaboration} />);
    expect(count).toBe(5);
    expect(screen.getAllByRole('button', { name: /^Show slide \d/ })).toHaveLength(count);
    expect(shown()).toBe(0);

    wait(home.slideshowDelayMs - 1);
    expect(shown()).toBe(0);
    wait(1);
    expect(shown()).toBe(1);
    wait(home.slideshowDelayMs);
    expect(shown()).toBe(2);

    press('Next slide');
    expect(shown()).toBe(3);
    // Interaction does not stop the rotation: a full delay after it, the slideshow moves on by itself.
    wait(1000);
    expect(shown()).toBe(3);
    wait(home.slideshowDelayMs - 1000);
    expect(shown()).toBe(4);
    wait(home.slideshowDelayMs);
    expect(shown()).toBe(0);

    press(/^Show slide 3/);
    expect(shown()).toBe(2);
    wait(home.slideshowDelayMs);
    expect(shown()).toBe(3);
    press('Previous slide');
    expect(shown()).toBe(2);
    wait(home.slideshowDelayMs);
    expect(shown()).toBe(3);
  });

  it('wraps from the first slide back to the last', () => {
    render(<CollaborationSlideshow collaboration={collaboration} />);
    press('Previous slide');
    expect(shown()).toBe(count - 1);
  });
});
