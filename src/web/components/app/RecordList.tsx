import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One line of a RecordList: its main text (an email, often a link), the detail below it, and an end part. */
export interface ListRecord {
  key: string;
  main: string | { to: string; text: string };
  detail: ReactNode;
  end?: ReactNode;
}

/** The lists of records of the admin and superadmin pages (registrations, accounts, audit entries). */
export function RecordList({ records, numbered = false }: { records: ListRecord[]; numbered?: boolean }) {
  return (
    <ol className="adm-list">
      {records.map(({ key, main, detail, end }, index) => (
        <li key={key} className="adm-list__item">
          {numbered ? (
            <span className="adm-list__index" aria-hidden="true">
              {index + 1}.
            </span>
          ) : null}
          <span className="adm-list__main">
            {typeof main === 'string' ? (
              <span className="adm-list__email">{main}</span>
            ) : (
              <Link to={main.to} className="adm-list__email">
                {main.text}
              </Link>
            )}
            <span className="adm-list__name">{detail}</span>
          </span>
          {end}
        </li>
      ))}
    </ol>
  );
}
