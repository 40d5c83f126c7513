import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '~/shared/messages';
import { pageMessages as m } from '~/shared/page-messages';
import { paths } from '~/shared/paths';
import { formatDateTime } from '~/web/components/app/format';
import { ListState } from '~/web/components/app/ListState';
import { PageFrame } from '~/web/components/app/PageFrame';
import { pagesQuery } from './api';
import './pages-editor.css';

/** Every page of the site (and its settings), with whether it holds a draft, each linking to its editor. */
export function PagesListPage() {
  const pages = useQuery(pagesQuery);
  return (
    <PageFrame
      variant="admin"
      eyebrow="Content"
      title={m.title}
      lead={m.intro}
      back={{ to: paths.dashboard, label: 'Dashboard' }}
    >
      <section className="panel adm-card" aria-labelledby="pe-pages-title">
        <h2 id="pe-pages-title" className="adm-card__title">
          {m.title}
        </h2>
        <ListState query={pages} errorText={messages.dashboard.error}>
          {(list) => (
            <ul className="pe-pages">
              {list.map((page) => (
                <li key={page.key} className="pe-pages__item">
                  <Link to={paths.pageEditor(page.key)} className="pe-pages__link">
                    {m.pageLabels[page.key]}
                  </Link>
                  <span className="pe-pages__meta">
                    {m.revisionLabel(page.revision)} · {formatDateTime(page.updatedAt)}
                    {page.hasDraft ? <strong className="pe-pill"> {m.hasDraft}</strong> : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
    </PageFrame>
  );
}
