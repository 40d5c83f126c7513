import type { ReactNode } from 'react';
import type { AllocationSummary } from '~/shared/schemas/allocation';
import { committeeName } from '~/web/components/app/format';
import { percent } from './plan';

function Share({ label, count, total }: { label: string; count: number; total: number }) {
  return (
    <div className="adm-stats__item alloc-stat">
      <dt>{label}</dt>
      <dd>
        {percent(total === 0 ? 0 : count / total)}%
        <span className="alloc-stat__count">
          {count} of {total}
        </span>
      </dd>
    </div>
  );
}

function Count({ label, value, tone }: { label: string; value: number; tone?: 'warn' }) {
  return (
    <div className={`adm-stats__item alloc-stat${tone && value > 0 ? ' alloc-stat--warn' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The shares of a proposal (first choice, top three, any preference), the unplaced and the seats left,
 * and each committee's fill (its seats taken, before and by this allocation, of its seats).
 */
export function Summary({
  summary,
  displayNames,
  headingId,
  children,
}: {
  summary: AllocationSummary;
  displayNames: ReadonlyMap<string, string>;
  headingId: string;
  /** The actions under the numbers (Apply, the CSV). */
  children?: ReactNode;
}) {
  const n = summary.delegates;
  return (
    <section className="panel adm-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="adm-card__title">
        Summary
      </h2>
      <p className="adm-card__lead">
        {n} {n === 1 ? 'delegate' : 'delegates'} to seat, {summary.placed} placed.
      </p>
      <dl className="adm-stats alloc-stats">
        <Share label="First choice" count={summary.firstChoice.count} total={n} />
        <Share label="Top 3 choices" count={summary.topThree.count} total={n} />
        <Share label="Any preference" count={summary.anyPreference.count} total={n} />
        <Count label="Unplaced" value={summary.unplaced} tone="warn" />
        <Count label="Seats left" value={summary.seatsLeft} />
      </dl>
      <h3 className="adm-detail__subtitle">Committee fill</h3>
      <ul className="adm-bars alloc-fill">
        {summary.committees.map((c) => {
          const name = committeeName({ code: c.code, displayName: displayNames.get(c.code) ?? c.code });
          return (
            <li key={c.code} className="adm-bars__row">
              <span className="adm-bars__label">{name}</span>
              <span className="adm-bars__track" aria-hidden="true">
                <span
                  className={`adm-bars__fill${c.taken >= c.total ? ' alloc-fill__full' : ''}`}
                  style={{ inlineSize: `${c.total === 0 ? 0 : (c.taken / c.total) * 100}%` }}
                />
              </span>
              <span className="adm-bars__count">
                {c.taken} / {c.total}
                <span className="visually-hidden"> seats taken</span>
              </span>
            </li>
          );
        })}
      </ul>
      {children}
    </section>
  );
}
