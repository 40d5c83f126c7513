import type { Blog } from '~/shared/schemas/blog';

/**
 * Styles live in blogs.css, imported by the pages that show cards. Thumbnails come from the blog
 * host with unknown sizes: a fixed 16:10 box, cropped to fit.
 */
export function BlogCard({ blog, headingLevel = 3 }: { blog: Blog; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card">
      <a className="blog-card__link" href={blog.url} target="_blank" rel="noopener noreferrer">
        <span className="blog-card__media">
          <img
            src={blog.thumbnail}
            width={640}
            height={400}
            alt={blog.thumbnailAlt ?? ''}
            loading="lazy"
            decoding="async"
          />
        </span>
        <Heading className="blog-card__name">{blog.name}</Heading>
        <span className="blog-card__more">
          Read the blog<span className="visually-hidden"> (opens in a new tab)</span>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path
              d="M6 3h7v7M13 3 4 12"
              stroke="currentColor"
              strokeWidth="1.8"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        </span>
      </a>
    </article>
  );
}
