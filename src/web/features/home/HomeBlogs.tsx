import { Link } from 'react-router';
import { home } from '~/shared/constants';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { BlogCard } from '~/web/features/blogs/BlogCard';
import { useBlogs } from '~/web/features/blogs/useBlogs';

/** At most five blog cards; View More appears only when there are more. */
export function HomeBlogs() {
  const { data: blogs, isPending, isError } = useBlogs(messages.blogs.failedHome);

  return (
    <section className="home-section home-blogs" aria-labelledby="blogs-title">
      <div className="container">
        <header className="home-section__header home-section__header--split">
          <div>
            <p className="home-eyebrow">Read</p>
            <h2 id="blogs-title" className="home-section__title">
              Blogs
            </h2>
          </div>
          {blogs && blogs.length > home.maxBlogs && (
            <Link to={paths.blogs} className="button button--ghost-dark">
              View More
            </Link>
          )}
        </header>
        <div aria-live="polite" aria-busy={isPending}>
          {isPending && <p className="blog-status">{messages.generic.loading}</p>}
          {isError && <p className="blog-status">{messages.blogs.failedHome}</p>}
          {blogs && blogs.length === 0 && <p className="blog-status">No blogs published yet.</p>}
          {blogs && blogs.length > 0 && (
            <ul className="blog-grid home-blogs__grid">
              {blogs.slice(0, home.maxBlogs).map((blog) => (
                <li key={blog.url}>
                  <BlogCard blog={blog} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
