import { Link } from 'react-router';
import { paths } from '~/shared/paths';
import './not-found.css';

export function meta() {
  return [
    { title: 'Page not found | NITSMUN' },
    {
      name: 'description',
      content: 'The page you were looking for could not be found on the NITSMUN website.',
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  return (
    <main id="main" className="not-found">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title">Page not found</h1>
        <p className="not-found__text">
          This motion is out of order: the page you are looking for has moved, adjourned or never made it to
          the floor.
        </p>
        <div className="not-found__actions">
          <Link to={paths.home} className="button button--navy">
            Go Home
          </Link>
          <Link to={paths.contact} className="button button--ghost-dark">
            contact Us
          </Link>
        </div>
      </div>
    </main>
  );
}
