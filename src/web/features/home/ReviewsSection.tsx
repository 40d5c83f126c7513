import { useRef } from 'react';
import type { HomeDocument } from '~/shared/schemas/pages';
import { Img } from '~/web/components/Img';

/** A scroll-snapping row of testimonials (native scrolling; the buttons scroll by one view). */
export function ReviewsSection({ reviewsSection }: { reviewsSection: HomeDocument['reviews'] }) {
  const reviews = reviewsSection.items;
  const track = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <section className="home-section home-reviews" aria-labelledby="reviews-title">
      <div className="container">
        <header className="home-section__header home-section__header--split">
          <div>
            <p className="home-eyebrow">Reviews</p>
            <h2 id="reviews-title" className="home-section__title">
              {reviewsSection.heading}
            </h2>
            <p className="home-section__intro">{reviewsSection.intro}</p>
          </div>
          <div className="home-reviews__buttons">
            <button
              type="button"
              className="home-carousel__arrow"
              aria-label="Scroll reviews back"
              onClick={() => scroll(-1)}
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
            <button
              type="button"
              className="home-carousel__arrow"
              aria-label="Scroll reviews forward"
              onClick={() => scroll(1)}
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
        </header>
      </div>
      <div
        ref={track}
        className="home-reviews__track"
        role="region"
        aria-label="Delegate reviews"
        tabIndex={0}
      >
        <ul className="home-reviews__list">
          {reviews.map((review, i) => (
            <li key={i} className="home-review">
              <figure>
                <blockquote className="home-review__quote">
                  <p>{review.review}</p>
                </blockquote>
                <figcaption className="home-review__person">
                  <Img image={review.img} alt="" className="home-review__photo" />
                  <span>{review.name}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
