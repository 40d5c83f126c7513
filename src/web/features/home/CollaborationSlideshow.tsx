import { useEffect, useRef, useState } from 'react';
import { home } from '~/shared/constants';
import type { HomeDocument } from '~/shared/schemas/pages';
import { Img } from '~/web/components/Img';

/**
 * Advances every 2500 ms and keeps advancing whatever the visitor does (not stopped by user interaction;
 * docs/requirements.md#timings); the buttons and dots only move it. Screen readers hear a slide change only
 * when the visitor asked for it (aria-live is 'off' while auto-advancing). Reduced motion drops the slide
 * animation (global CSS) but keeps the rotation.
 */
export function CollaborationSlideshow({ collaboration }: { collaboration: HomeDocument['collaboration'] }) {
  const { slides } = collaboration;
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const [near, setNear] = useState(false);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setAnnounce(false);
      setIndex((i) => (i + 1) % count);
    }, home.slideshowDelayMs);
    return () => window.clearTimeout(timer);
  }, [index, count]);

  // Off-screen slides are clipped, so lazy loading would only start as a slide slides in:
  // once the carousel is near the viewport, fetch every slide image.
  useEffect(() => {
    const element = root.current;
    if (!element || !('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const go = (next: number) => {
    setAnnounce(true);
    setIndex((next + count) % count);
  };

  return (
    <section
      ref={root}
      className="home-section home-collab"
      aria-roledescription="carousel"
      aria-labelledby="collab-title"
    >
      <div className="container">
        <header className="home-section__header">
          <p className="home-eyebrow">Together</p>
          <h2 id="collab-title" className="home-section__title">
            {collaboration.heading}
          </h2>
          <p className="home-section__intro">{collaboration.intro}</p>
        </header>

        <div className="home-carousel">
          <div className="home-carousel__viewport">
            <div
              className="home-carousel__track"
              aria-live={announce ? 'polite' : 'off'}
              style={{ transform: `translateX(${-index * 100}%)` }}
            >
              {slides.map((slide, i) => (
                <div
                  key={slide.id}
                  className="home-slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  inert={i !== index}
                >
                  <div className="home-slide__media">
                    <Img image={slide.image} loading={near ? 'eager' : 'lazy'} />
                  </div>
                  <div className="home-slide__text">
                    <p className="home-slide__kicker">{slide.kicker}</p>
                    <h3 className="home-slide__title">{slide.title}</h3>
                    <p>{slide.text}</p>
                  </div>
                </div>
              ))}
            </div>
          </div>

          <div className="home-carousel__controls">
            <button
              type="button"
              className="home-carousel__arrow"
              aria-label="Previous slide"
              onClick={() => go(index - 1)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M15 5l-7 7 7 7"
                  stroke="currentColor"
                  strokeWidth="2"
                  fill="none"
                  strokeLinecap="round"
                />
              </svg>
            </button>
            <div className="home-carousel__dots">
              {slides.map((slide, i) => (
                <button
                  key={slide.id}
                  type="button"
                  className="home-carousel__dot"
                  aria-label={`Show slide ${i + 1}: ${slide.title}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              ))}
            </div>
            <button
              type="button"
              className="home-carousel__arrow"
              aria-label="Next slide"
              onClick={() => go(index + 1)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M9 5l7 7-7 7"
                  stroke="currentColor"
                  strokeWidth="2"
                  fill="none"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
