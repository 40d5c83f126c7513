import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { Role } from '~/shared/schemas/accounts';
import { adminRules } from '~/shared/schemas/admin';
import { ErrorText, Loading, PageFrame, type PageFrameProps } from '~/web/components/app/PageFrame';
import { type Access, useRoleAccess } from '../guard';
import '~/web/styles/app.css';
import '../admin.css';

interface AdminPageProps extends Omit<PageFrameProps, 'variant'> {
  access: Access;
}

/**
 * The frame of every admin and superadmin page (PageFrame's admin variant). The content only mounts once the
 * role is known to match; anyone else goes to / (SPEC section 2).
 */
export function AdminPage({ access, children, ...frame }: AdminPageProps) {
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
    <PageFrame variant="admin" {...frame}>
      {body}
    </PageFrame>
  );
}

/** After a paged list's count: ', showing the first 50' while it shows fewer than all. */
export function showingFirst({ registrations, total }: { registrations: unknown[]; total: number }): string {
  return registrations.length < total ? `, showing the first ${registrations.length}` : '';
}

/** 'Show more' under a page of a list (its items of `total`), until the largest page is reached. */
export function ShowMoreButton({
  page,
  limit,
  setLimit,
  busy,
}: {
  page: { registrations: unknown[]; total: number };
  limit: number;
  setLimit: (update: (limit: number) => number) => void;
  busy: boolean;
}) {
  if (page.registrations.length >= page.total || limit >= adminRules.maxLimit) return null;
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
