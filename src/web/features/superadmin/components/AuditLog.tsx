import { useQuery } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import type { AuditEntry } from '~/shared/schemas/admin';
import { ListCard } from '~/web/components/app/ListState';
import { AdminPage } from '~/web/features/admin/components/AdminPage';
import { formatDateTime } from '~/web/features/admin/format';
import { useRoleAccess } from '~/web/features/admin/guard';
import { auditQuery } from '../api';

const actionLabels: Record<AuditEntry['action'], string> = {
  'registration.confirm': 'Confirmed a registration',
  'registration.decline': 'Declined a registration',
  'registration.assign': 'Assigned a committee and portfolio',
  'registrations.export': 'Exported registrations as CSV',
  'account.elevate': 'Elevated an account to admin',
  'account.demote': 'Demoted an admin to client',
  'account.delete': 'Deleted an account',
  'event.registration_open': 'Opened registration',
  'event.registration_close': 'Closed registration',
  'event.registration_schedule': 'Scheduled the registration window',
  'event.create': 'Created an event',
  'event.update': 'Edited an event',
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
};

function describeDetails(details: AuditEntry['details']): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

/** /auditlog: who did what to which record, and when (newest first). Superadmins only. */
export function AuditLog() {
  const access = useRoleAccess('superadmin');
  const audit = useQuery({ ...auditQuery, enabled: access === 'allowed' });
  return (
    <AdminPage
      access={access}
      eyebrow="Superadmin"
      title="Audit log"
      back={{ to: paths.superadmin, label: 'Go Back' }}
    >
      <ListCard
        label="Admin and superadmin actions, newest first"
        query={audit}
        errorText={messages.generic.somethingWentWrong}
        empty={messages.ui.auditEmpty}
        isEmpty={(data) => data.entries.length === 0}
        before={
          audit.data ? (
            <p className="adm-list__name">
              {audit.data.entries.length} of {audit.data.total} entries, newest first.
            </p>
          ) : null
        }
      >
        {(data) => (
          <ol className="adm-list">
            {data.entries.map((entry) => (
              <li key={entry._id} className="adm-list__item">
                <span className="adm-list__main">
                  <span className="adm-list__email">{actionLabels[entry.action]}</span>
                  <span className="adm-list__name">
                    {formatDateTime(entry.at)} · by {entry.actorEmail}
                    {entry.targetId ? ` · ${entry.targetType} ${entry.targetId}` : ''}
                    {describeDetails(entry.details) ? ` · ${describeDetails(entry.details)}` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </ListCard>
    </AdminPage>
  );
}
