import { useQuery } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { formatDateTime } from '~/web/components/app/format';
import { ListPage } from '~/web/components/app/ListState';
import { RecordList } from '~/web/components/app/RecordList';
import { scheduledQuery } from '../api';

/** /scheduled: the accounts scheduled for deletion, numbered, each email linking to /user/{id}. */
export function Scheduled() {
  const scheduled = useQuery(scheduledQuery);
  return (
    <ListPage
      frame={{
        eyebrow: 'Superadmin',
        title: 'Scheduled for deletion',
        back: { to: paths.superadmin, label: 'Go Back' },
      }}
      label="Accounts scheduled for deletion"
      query={scheduled}
      errorText={messages.generic.somethingWentWrong}
      empty={messages.admin.noScheduled}
    >
      {(accounts) => (
        <RecordList
          numbered
          records={accounts.map((account) => ({
            key: account._id,
            main: { to: paths.user(account._id), text: account.email },
            detail: `${account.name} · deleted after ${formatDateTime(account.deleteAfter)}`,
          }))}
        />
      )}
    </ListPage>
  );
}
