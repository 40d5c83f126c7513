import type { EventFees } from '~/shared/schemas/events';
import type { ApplyDocument } from '~/shared/schemas/pages';
import { applySteps } from './apply-text';

export function ApplySteps({ page, fees }: { page: ApplyDocument; fees: EventFees | null }) {
  return (
    <ol className="apply-steps__list">
      {applySteps(page, fees).map((step, i) => (
        <li key={step.title} className="apply-step">
          <span className="apply-step__number" aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className="apply-step__title">{step.title}</h3>
          <p className="apply-step__body">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
