import { useQuery } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { AuditEntry } from '~/shared/schemas/audit';
import { formatDateTime } from '~/web/components/app/format';
import { ListPage } from '~/web/components/app/ListState';
import { type ListRecord, RecordList } from '~/web/components/app/RecordList';
import { auditQuery } from '../api';

const actionLabels: Record<AuditEntry['action'], string> = {
  'registration.confirm': 'Confirmed a registration',
  'registration.decline': 'Declined a registration',
  'registration.reopen': 'Undid the decline of a registration',
  'registration.assign': 'Assigned a committee and portfolio',
  'payment.received': 'Marked a payment received',
  'payment.refunded': 'Marked a payment refunded',
  'payment.waived': 'Waived the rest of a short payment',
  'payment.topped_up': 'Recorded more money for a short payment',
  'payment.share_transaction': 'Shared a transaction ID with a second registration',
  'registrations.bulk_confirm': 'Confirmed the registrations with their payment received',
  'registrations.export': 'Exported registrations as CSV',
  'ledger.export': 'Exported the ledger as CSV',
  'registrations.allocate': 'Applied a seat allocation',
  'announcement.send': 'Sent an announcement',
  'registration.checkin': 'Checked a delegate in',
  'registration.checkin_code_reissue': 'Issued a new check-in code',
  'chair.invite': 'Invited a chair',
  'chair.revoke': 'Removed a chair',
  'event.sessions_set': 'Set the committee sessions',
  'paper.review': 'Reviewed a position paper',
  'papers.close': 'Closed position papers',
  'papers.open': 'Opened position papers again',
  'papers.rules_set': 'Set the position paper rules',
  'awards.categories_set': 'Set the award categories',
  'awards.publish': 'Published awards',
  'marks.rubric_set': 'Set the marking rubric',
  'account.elevate': 'Elevated an account to admin',
  'account.demote': 'Demoted an admin to client',
  'account.delete': 'Deleted an account',
  'account.grant_capability': 'Granted a capability',
  'account.revoke_capability': 'Revoked a capability',
  'payments.statement_apply': 'Marked payments received from a bank statement',
  'payments.statement_settle': 'Settled a bank statement line by hand',
  'event.registration_open': 'Opened registration',
  'event.registration_close': 'Closed registration',
  'event.registration_schedule': 'Scheduled the registration window',
  'event.create': 'Created an event',
  'event.update': 'Edited an event',
  'event.delete': 'Deleted an event',
  'event.feature': 'Featured an event',
  'event.committee_add': 'Added a committee',
  'event.committee_update': 'Edited a committee',
  'event.committee_delete': 'Deleted a committee',
  'event.committees_reorder': 'Reordered committees',
  'event.portfolios_set': 'Changed a portfolio list',
  'event.portfolio_rename': 'Renamed a portfolio',
  'event.board_set': 'Changed the executive board',
  'event.cosponsors_set': 'Changed the co-sponsors',
  'event.file_upload': 'Uploaded an event file',
  'team.tenure_create': 'Started a team tenure',
  'team.tenure_update': "Edited a tenure's intro",
  'team.tenure_current': 'Made a tenure the current one',
  'team.group_add': 'Added a team group',
  'team.group_rename': 'Renamed a team group',
  'team.group_delete': 'Deleted a team group',
  'team.groups_reorder': 'Reordered the team groups',
  'team.position_add': 'Added a person to the team',
  'team.position_update': "Changed a person's designation or group",
  'team.position_drop': 'Dropped a person from a tenure',
  'team.positions_reorder': 'Reordered the people of a group',
  'team.person_update': 'Edited a person of the team',
  'team.letter_update': 'Edited a letter',
  'team.file_upload': 'Uploaded a team portrait',
  'team.publish': 'Published a tenure of the team',
  'team.restore': 'Restored a version of a tenure',
  'gallery.album_create': 'Created a gallery album',
  'gallery.album_save': 'Saved a gallery album',
  'gallery.album_publish': 'Published a gallery album',
  'gallery.album_current': 'Showed an album in the gallery',
  'gallery.albums_reorder': 'Reordered the gallery albums',
  'gallery.file_upload': 'Uploaded a gallery photo',
  'gallery.album_unpublish': 'Unpublished a gallery album',
  'gallery.album_delete': 'Deleted a gallery album',
  'blog.create': 'Added a blog',
  'blog.update': 'Edited a blog',
  'blog.delete': 'Deleted a blog',
  'blogs.reorder': 'Reordered the blogs',
  'blog.file_upload': 'Uploaded a blog thumbnail',
  'page.draft_save': 'Saved a draft of a page',
  'page.draft_discard': 'Discarded the draft of a page',
  'page.publish': 'Published a page',
  'page.restore': 'Restored a version of a page as its draft',
  'page.file_upload': 'Uploaded an image for a page',
  'certificates.issue': 'Issued participation certificates',
  'certificate.revoke': 'Revoked a certificate',
  'certificate.reissue': 'Re-issued a revoked certificate',
};

function describeDetails(details: AuditEntry['details']): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

/** An audit entry as a line of the list: what was done, then when, by whom, to what and the details. */
function auditRecord(entry: AuditEntry): ListRecord {
  const details = describeDetails(entry.details);
  return {
    key: entry._id,
    main: actionLabels[entry.action],
    detail: [
      `${formatDateTime(entry.at)} · by ${entry.actorEmail}`,
      entry.targetId ? ` · ${entry.targetType} ${entry.targetId}` : '',
      details ? ` · ${details}` : '',
    ].join(''),
  };
}

/** /auditlog: who did what to which record, and when (newest first). Superadmins only. */
export function AuditLog() {
  const audit = useQuery(auditQuery);
  return (
    <ListPage
      frame={{ eyebrow: 'Superadmin', title: 'Audit log', back: { to: paths.superadmin, label: 'Go Back' } }}
      label="Admin and superadmin actions, newest first"
      before={
        audit.data ? (
          <p className="adm-list__name">
            {audit.data.entries.length} of {audit.data.total} entries, newest first.
          </p>
        ) : null
      }
      query={audit}
      isEmpty={(data) => data.entries.length === 0}
      empty={messages.ui.auditEmpty}
      errorText={messages.generic.somethingWentWrong}
    >
      {(data) => <RecordList records={data.entries.map(auditRecord)} />}
    </ListPage>
  );
}
