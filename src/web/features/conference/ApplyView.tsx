import type { EventFees } from '~/shared/schemas/events';
import type { ApplyDocument } from '~/shared/schemas/pages';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import { applyTitle } from './apply-text';
import { ApplySteps } from './ApplySteps';
import { FeeCard } from './FeeCard';
import { NoConference } from './NoConference';
import { RegistrationNotice, type RegistrationState } from './RegistrationNotice';
import './apply.css';

interface ApplyViewProps {
  page: ApplyDocument;
  event: { name: string; fees: EventFees } | null;
  registration: RegistrationState | null;
}

/** The Apply page: the featured event's heading, notice and fees, the steps, and the way to the form. */
export function ApplyView({ page, event, registration }: ApplyViewProps) {
  return (
    <main id="main" className="apply-page">
      {event && registration ? (
        <section className="apply-hero">
          <div className="container apply-hero__inner">
            <div>
              <p className="apply-hero__eyebrow">{page.eyebrow}</p>
              <h1 className="apply-hero__title">{applyTitle(page, event.name)}</h1>
              <p className="apply-hero__intro">{page.intro}</p>
              <RegistrationNotice
                eventName={event.name}
                registration={registration}
                closedDetail={page.closedDetail}
              />
            </div>
            <FeeCard page={page} fees={event.fees} />
          </div>
        </section>
      ) : (
        <NoConference title={applyTitle(page, null)} />
      )}

      <section className="apply-steps" aria-labelledby="apply-steps-heading">
        <div className="container">
          <h2 id="apply-steps-heading" className="apply-steps__heading">
            {page.stepsHeading}
          </h2>
          <ApplySteps page={page} fees={event?.fees ?? null} />
        </div>
      </section>

      {event && (
        <section className="apply-cta" aria-label="Register">
          <div className="container apply-cta__inner">
            <p className="apply-cta__text">{page.registerPrompt}</p>
            <RegisterNowButton tone="navy">Register now</RegisterNowButton>
          </div>
        </section>
      )}
    </main>
  );
}
