import type { EventFees } from '~/shared/schemas/events';
import type { ApplyDocument } from '~/shared/schemas/pages';
import { feeLines } from './apply-text';

export function FeeCard({ page, fees }: { page: ApplyDocument; fees: EventFees }) {
  return (
    <section className="apply-fees" aria-labelledby="apply-fees-heading">
      <h2 id="apply-fees-heading" className="apply-fees__title">
        {page.feesTitle}
      </h2>
      <dl className="apply-fees__list">
        {feeLines(page, fees).map((fee) => (
          <div key={fee.label} className="apply-fees__item">
            <dt>{fee.label}</dt>
            <dd>
              <span className="apply-fees__amount">{fee.amount}</span>
              <span className="apply-fees__note">{fee.note}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
