import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import './carousel.css';

interface CarouselProps<T> {
  /** Names the carousel region, e.g. 'Executive board'. */
  label: string;
  items: T[];
  itemKey: (item: T, index: number) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  delayMs: number;
  /** Adds a modifier class that sets how many slides are visible (see carousel.css). */
  variant: 'single' | 'multi';
  /** Dots only make sense when one slide fills the view. */
  showDots?: boolean;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const slidesOf = (track: HTMLElement) => Array.from(track.children) as HTMLElement[];

function scrollTrack(track: HTMLElement, left: number) {
  track.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** The slide whose start is closest to the current scroll position. */
function nearestIndex(track: HTMLElement): number {
  let best = 0;
  let bestDistance = Infinity;
  slidesOf(track).forEach((slide, i) => {
    const distance = Math.abs(slide.offsetLeft - track.scrollLeft);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

function goTo(track: HTMLElement, index: number) {
  const slide = slidesOf(track)[index];
  if (slide) scrollTrack(track, slide.offsetLeft);
}

/** One slide forward, wrapping to the start once the end is visible. */
function forward(track: HTMLElement) {
  const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
  if (atEnd) scrollTrack(track, 0);
  else goTo(track, nearestIndex(track) + 1);
}

function backward(track: HTMLElement) {
  if (track.scrollLeft <= 4) scrollTrack(track, track.scrollWidth);
  else goTo(track, nearestIndex(track) - 1);
}

/**
 * A light carousel: a CSS scroll-snap track (swipe and keyboard scrolling for free) with prev/next,
 * pause/play and autoplay that wraps around. Autoplay only runs while the carousel is on screen,
 * and starts paused for visitors who prefer reduced motion.
 */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderSlide,
  delayMs,
  variant,
  showDots = false,
}: CarouselProps<T>) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [onScreen, setOnScreen] = useState(false);

  // Bumped by manual navigation so autoplay waits a full delay after a click.
  const [manualTurns, setManualTurns] = useState(0);

  const manual = (move: (el: HTMLElement) => void) => {
    if (!track.current) return;
    move(track.current);
    setManualTurns((n) => n + 1);
  };

  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
    const el = track.current;
    if (!el) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)), {
      threshold: 0.3,
    });
    observer.observe(el);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(nearestIndex(el)));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!playing || !onScreen || !el) return;
    const timer = window.setInterval(() => forward(el), delayMs);
    return () => window.clearInterval(timer);
  }, [playing, onScreen, delayMs, manualTurns]);

  return (
    <section
      className={`conf-carousel conf-carousel--${variant}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div
        ref={track}
        className="conf-carousel__track"
        // Focusable so keyboard users can scroll it with the arrow keys.
        tabIndex={0}
        aria-label={`${label} slides`}
        role="group"
      >
        {items.map((item, i) => (
          <div
            key={itemKey(item, i)}
            className="conf-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
          >
            {renderSlide(item, i)}
          </div>
        ))}
      </div>
      <div className="conf-carousel__controls">
        <button
          type="button"
          className="conf-carousel__button"
          onClick={() => manual(backward)}
          aria-label="Previous slide"
        >
          <ChevronLeftIcon />
        </button>
        {showDots && (
          <div className="conf-carousel__dots">
            {items.map((item, i) => (
              <button
                key={itemKey(item, i)}
                type="button"
                className="conf-carousel__dot"
                aria-label={`Show slide ${i + 1} of ${items.length}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => manual((el) => goTo(el, i))}
              />
            ))}
          </div>
        )}
        <button
          type="button"
          className="conf-carousel__button"
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? 'Pause automatic slide show' : 'Play automatic slide show'}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className="conf-carousel__button"
          onClick={() => manual(forward)}
          aria-label="Next slide"
        >
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  );
}
