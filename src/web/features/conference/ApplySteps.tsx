import { apply } from '~/content/apply';

export function ApplySteps() {
  return (
    <ol className="apply-steps__list">
      {apply.steps.map((step, i) => (
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
