import type { MetaArgs } from 'react-router';
import { pageMeta } from '~/web/features/pages/meta';
import { messages } from '~/shared/messages';
import { BlogCard } from '~/web/features/blogs/BlogCard';
import { useBlogs } from '~/web/features/blogs/useBlogs';
import '~/web/features/blogs/blogs.css';

export function meta({ matches }: MetaArgs) {
  return pageMeta(
    matches,
    'Blogs',
    'Blogs by NITSMUN, the Model United Nations club of NIT Silchar: diplomacy, debate and conference stories.',
  );
}

export default function Blogs() {
  const { data: blogs, isPending, isError } = useBlogs(messages.blogs.failedPage);

  return (
    <main id="main" className="blogs-page">
      <header className="blogs-page__hero">
        <div className="container">
          <p className="blogs-page__eyebrow">Stories from the committee room</p>
          <h1 className="blogs-page__title">Blogs</h1>
          <p className="blogs-page__intro">
            Reflections, guides and conference diaries written by NITSMUN delegates and the secretariat.
          </p>
        </div>
      </header>
      <div className="container blogs-page__body" aria-live="polite" aria-busy={isPending}>
        {isPending && <p className="blog-status">{messages.generic.loading}</p>}
        {isError && <p className="blog-status blog-status--error">{messages.blogs.failedPage}</p>}
        {blogs && blogs.length === 0 && <p className="blog-status">No blogs published yet.</p>}
        {blogs && blogs.length > 0 && (
          <ul className="blog-grid">
            {blogs.map((blog) => (
              <li key={blog.url}>
                <BlogCard blog={blog} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
