import { useQuery } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { AuditEntry } from '~/shared/schemas/admin';
import { formatDateTime } from '~/web/components/app/format';
import { ListPage } from '~/web/components/app/ListState';
import { type ListRecord, RecordList } from '~/web/components/app/RecordList';
import { auditQuery } from '../api';

const actionLabels: Record<AuditEntry['action'], string> = {
  'registration.confirm': 'Confirmed a registration',
  'registration.decline': 'Declined a registration',
  'registration.reopen': 'Undid the decline of a registration',
  'registration.assign': 'Assigned a committee and portfolio',
  'registrations.export': 'Exported registrations as CSV',
  'registrations.allocate': 'Applied a seat allocation',
  'announcement.send': 'Sent an announcement',
  'registration.checkin': 'Checked a delegate in',
  'registration.checkin_code_reissue': 'Issued a new check-in code',
  'account.elevate': 'Elevated an account to admin',
  'account.demote': 'Demoted an admin to client',
  'account.delete': 'Deleted an account',
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
