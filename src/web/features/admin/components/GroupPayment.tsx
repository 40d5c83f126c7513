/**
 * A group member's registration and the group's payment (docs/decisions/0027-group-payment.md): a pill for
 * the admin lists, and the detail page's section with the leader, the leader's registration and the group's
 * amount.
 */
import { Link } from 'react-router';
import { type AmountLine, formatRupees } from '~/shared/fees';
import { messages } from '~/shared/messages';
import type { GroupPaymentDetail } from '~/shared/schemas/admin';
import { type GroupPaymentState, isGroupPaid } from '~/shared/schemas/registration';
import { statusLabel } from '~/web/components/app/format';
import { paths } from '~/shared/paths';

const labels = messages.admin.groupPaymentLabel;

/** The pill's colours: paid (green), awaited (gold), not coming (red). */
function tone(state: GroupPaymentState): string {
  if (isGroupPaid(state)) return 'adm-pill adm-pill--confirmed';
  return state === 'awaitingLeader' ? 'adm-pill' : 'adm-pill adm-pill--declined';
}

export function GroupPaymentPill({ state }: { state: GroupPaymentState }) {
  return (
    <span className={`${tone(state)} adm-group-pay__pill`} data-testid="group-payment">
      {labels[state]}
    </span>
  );
}

/** An amount with its breakdown lines (the lines are left out when there are none). */
export function AmountWithLines({ total, lines }: { total: number; lines: readonly AmountLine[] | null }) {
  return (
    <>
      <strong>{formatRupees(total)}</strong>
      {lines && lines.length > 0 ? (
        <ul className="adm-amount-lines">
          {lines.map((line) => (
            <li key={line.label}>
              {line.label}: {formatRupees(line.amount)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The detail page's group payment of a member: who pays, whether the leader's registration is in, how much. */
export function GroupPaymentSection({ payment }: { payment: GroupPaymentDetail }) {
  const leaderRegistration = payment.leaderRegistration;
  return (
    <section className="adm-group-pay" aria-labelledby="adm-group-pay-title">
      <h3 id="adm-group-pay-title" className="adm-detail__subtitle">
        Group payment
      </h3>
      <GroupPaymentPill state={payment.state} />
      <dl className="adm-group-pay__list">
        <div>
          <dt>Group leader</dt>
          <dd>
            {payment.leaderEmail ? (
              <>
                {payment.leaderName} (<a href={`mailto:${payment.leaderEmail}`}>{payment.leaderEmail}</a>)
              </>
            ) : (
              labels.leaderDeleted
            )}
          </dd>
        </div>
        <div>
          <dt>Leader&apos;s registration</dt>
          <dd>
            {leaderRegistration ? (
              <Link to={paths.registrationDetail(leaderRegistration._id)}>
                {statusLabel(leaderRegistration.status)}
                {leaderRegistration.kind === 'leader' ? '' : ` (${labels.leaderLeft.toLowerCase()})`}
              </Link>
            ) : (
              'Not registered yet'
            )}
          </dd>
        </div>
        <div>
          <dt>{payment.amount?.final === false ? "Group's amount so far" : "Group's amount"}</dt>
          <dd>
            {payment.amount ? (
              <>
                <AmountWithLines total={payment.amount.total} lines={payment.amount.lines} />
                {payment.amount.final ? null : (
                  <span className="adm-group-pay__note">
                    From the members registered now, before the leader&apos;s own accommodation.
                  </span>
                )}
              </>
            ) : (
              'None'
            )}
          </dd>
        </div>
      </dl>
      {isGroupPaid(payment.state) ? null : (
        <p className="adm-group-pay__blocked" role="note">
          {messages.admin.memberNotPaid[payment.state]}.
        </p>
      )}
    </section>
  );
}
