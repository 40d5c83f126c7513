import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { Role } from '~/shared/schemas/accounts';
import { adminRules } from '~/shared/schemas/admin';
import { Loading } from '~/web/features/accounts/components/AccountPage';
import { type Access, useRoleAccess } from '../guard';
import '~/web/features/accounts/accounts.css';
import '../admin.css';

interface AdminPageProps {
  access: Access;
  eyebrow?: string;
  title: ReactNode;
  /** How many items the page lists, shown after the title once known. */
  count?: number | undefined;
  lead?: ReactNode;
  /** A link above the content, e.g. Go Back to /admin. */
  back?: { to: string; label: string };
  children: ReactNode;
}

/**
 * The frame of every admin and superadmin page: the single <h1> in the light intro, then the content. The
 * content only mounts once the role is known to match; anyone else goes to / (SPEC section 2).
 */
export function AdminPage({ access, eyebrow = 'Admin', title, count, lead, back, children }: AdminPageProps) {
  if (access === 'denied') return <Navigate to={paths.home} replace />;
  let body: ReactNode = children;
  if (access === 'checking')
    body = (
      <div className="panel adm-card">
        <Loading text={messages.generic.loading} />
      </div>
    );
  else if (access === 'error')
    body = (
      <div className="panel adm-card">
        <ErrorText text={messages.dashboard.error} />
      </div>
    );
  return (
    <main id="main" className="acc-page adm-page">
      <header className="acc-intro">
        <div className="container acc-intro__inner">
          <p className="acc-intro__eyebrow">{eyebrow}</p>
          <h1 className="acc-intro__title adm-title">
            {title}
            {count === undefined ? null : <span className="adm-title__count"> ({count})</span>}
          </h1>
          {lead ? <p className="acc-intro__lead">{lead}</p> : null}
        </div>
      </header>
      <div className="container acc-body adm-body">
        {back ? (
          <p className="adm-back">
            <Link to={back.to} className="adm-back__link">
              <svg
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                aria-hidden="true"
              >
                <path d="M15 6l-6 6 6 6" />
              </svg>
              {back.label}
            </Link>
          </p>
        ) : null}
        {body}
      </div>
    </main>
  );
}

/** An error line, announced at once. */
export function ErrorText({ text }: { text: string }) {
  return (
    <p className="acc-status__error" role="alert">
      {text}
    </p>
  );
}

/** 'Show more' under a list that shows `shown` of `total` items, until the largest page is reached. */
export function ShowMoreButton({
  shown,
  total,
  limit,
  setLimit,
  busy,
}: {
  shown: number;
  total: number;
  limit: number;
  setLimit: (update: (limit: number) => number) => void;
  busy: boolean;
}) {
  if (shown >= total || limit >= adminRules.maxLimit) return null;
  return (
    <button
      type="button"
      className="button button--ghost-dark adm-more"
      onClick={() => setLimit((l) => Math.min(adminRules.maxLimit, l + adminRules.defaultLimit))}
      disabled={busy}
    >
      Show more
    </button>
  );
}

/** A page for one role: the guard and the frame together. */
export function RolePage({ role, ...props }: Omit<AdminPageProps, 'access'> & { role: Role }) {
  const access = useRoleAccess(role);
  return <AdminPage access={access} eyebrow={role === 'superadmin' ? 'Superadmin' : 'Admin'} {...props} />;
}
