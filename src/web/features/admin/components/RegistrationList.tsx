import { statusLabel } from '~/web/components/app/format';
import { RecordList } from '~/web/components/app/RecordList';
import type { RegistrationListItem } from '../api';
import { paths } from '~/shared/paths';
import { GroupPaymentPill } from './GroupPayment';
import { PaymentStatePill } from './PaymentStatePill';

/** A numbered list of registrations: the index number and the email linking to the detail. */
export function RegistrationList({
  items,
  showStatus = false,
  empty = 'No registrations.',
}: {
  items: RegistrationListItem[];
  showStatus?: boolean;
  empty?: string;
}) {
  if (items.length === 0) return <p className="adm-empty">{empty}</p>;
  return (
    <RecordList
      numbered
      records={items.map((item) => ({
        key: item._id,
        main: { to: paths.registrationDetail(item._id), text: item.email },
        // A member's registration also says where the group's payment stands.
        detail: (
          <>
            {item.name}
            {item.groupPayment ? (
              <>
                {' '}
                <GroupPaymentPill state={item.groupPayment} />
              </>
            ) : null}
            {item.paymentState ? (
              <span className="adm-list__payment">
                {' '}
                {item.paymentReference ? <code>{item.paymentReference}</code> : null}{' '}
                <PaymentStatePill state={item.paymentState} />
              </span>
            ) : null}
          </>
        ),
        end: showStatus ? (
          <span className={`adm-pill adm-pill--${item.status}`}>{statusLabel(item.status)}</span>
        ) : item.assignedCommittee ? (
          <span className="adm-list__assigned">{item.assignedPortfolio}</span>
        ) : null,
      }))}
    />
  );
}
