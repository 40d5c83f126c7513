import { adminRules } from '~/shared/schemas/admin';

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
