import { messages } from '~/shared/messages';
import { checkinMessages } from '~/shared/desk-messages';
import { answerRows } from '~/shared/registration-questions';
import type { CheckinDelegate } from '~/shared/schemas/checkin';
import { Icon } from '~/web/components/app/Icon';

const m = checkinMessages;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * A delegate at the door: photo, name, committee and portfolio, the answers the desk should see (the
 * questions declared `atTheDoor`), and today's state: checked in (when and by
 * whom) or a Check in button (none when today is not a conference day).
 */
export function DelegateCard({
  delegate,
  canCheckIn,
  pending,
  onCheckIn,
  onNewCode,
  headingLevel = 3,
}: {
  delegate: CheckinDelegate;
  canCheckIn: boolean;
  pending: boolean;
  onCheckIn: () => void;
  /** Offers to revoke the delegate's code and issue another. */
  onNewCode?: () => void;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const done = delegate.today;
  return (
    <article className={`panel chk-card${done ? ' chk-card--done' : ''}`} aria-label={delegate.name}>
      {delegate.photo ? (
        <img className="chk-card__photo" src={delegate.photo} alt="" width={72} height={72} />
      ) : (
        <span className="chk-card__photo chk-card__photo--none" aria-hidden="true">
          {initials(delegate.name)}
        </span>
      )}
      <div className="chk-card__body">
        <Heading className="chk-card__name">{delegate.name}</Heading>
        <p className="chk-card__email">{delegate.email}</p>
        <p className="chk-card__seat">
          {delegate.committee && delegate.portfolio ? (
            <>
              <strong>{delegate.committee}</strong> · {delegate.portfolio}
            </>
          ) : (
            m.noSeat
          )}
        </p>
        {delegate.groupPayment ? (
          <p className="chk-card__group">
            {m.groupPayment(messages.admin.groupPaymentLabel[delegate.groupPayment])}
          </p>
        ) : null}
        {answerRows(delegate.answers, 'door')
          .filter((row) => row.answer)
          .map((row) => (
            <p key={row.key} className="chk-card__answer">
              <strong>{row.label}:</strong> {row.answer}
            </p>
          ))}
      </div>
      <div className="chk-card__action">
        {done ? (
          <p className="chk-card__done">
            <Icon name="check-circle" size={20} strokeWidth={2} />
            {m.checkedInAt(done.time, done.by)}
          </p>
        ) : canCheckIn && (delegate.groupPayment === null || delegate.groupPayment === 'leaderConfirmed') ? (
          <button type="button" className="button button--navy" disabled={pending} onClick={onCheckIn}>
            {pending ? m.checkingIn : m.checkIn}
          </button>
        ) : null}
        {onNewCode ? (
          <button type="button" className="button button--ghost-dark button--small" onClick={onNewCode}>
            {m.newCode}
          </button>
        ) : null}
      </div>
    </article>
  );
}
