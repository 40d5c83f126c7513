import { apply } from '~/content/apply';
import { ApplySteps } from '~/web/features/conference/ApplySteps';
import { FeeCard } from '~/web/features/conference/FeeCard';
import { NoConference } from '~/web/features/conference/NoConference';
import { RegistrationNotice } from '~/web/features/conference/RegistrationNotice';
import { registrationStateOf } from '~/web/features/conference/registration-state';
import { pageMeta } from '~/web/features/pages/meta';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import { requireFeaturedEventRead } from '~/web/lib/featured-event.server';
import type { Route } from './+types/applynow';
import '~/web/features/conference/apply.css';

/** The featured event's name and fees, and its registration state worded on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const event = await requireFeaturedEventRead(context);
  if (!event) return { event: null, registration: null };
  return { event: { name: event.name, fees: event.fees }, registration: registrationStateOf(event) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return pageMeta(matches, apply.metaTitle, apply.description(data?.event?.name ?? null));
}

export default function Apply({ loaderData }: Route.ComponentProps) {
  const { event, registration } = loaderData;
  return (
    <main id="main" className="apply-page">
      {event && registration ? (
        <section className="apply-hero">
          <div className="container apply-hero__inner">
            <div>
              <p className="apply-hero__eyebrow">{apply.eyebrow}</p>
              <h1 className="apply-hero__title">{apply.title(event.name)}</h1>
              <p className="apply-hero__intro">{apply.intro}</p>
              <RegistrationNotice eventName={event.name} registration={registration} />
            </div>
            <FeeCard fees={event.fees} />
          </div>
        </section>
      ) : (
        <NoConference title={apply.title(null)} />
      )}

      <section className="apply-steps" aria-labelledby="apply-steps-heading">
        <div className="container">
          <h2 id="apply-steps-heading" className="apply-steps__heading">
            {apply.stepsHeading}
          </h2>
          <ApplySteps fees={event?.fees ?? null} />
        </div>
      </section>

      {event && (
        <section className="apply-cta" aria-label="Register">
          <div className="container apply-cta__inner">
            <p className="apply-cta__text">{apply.registerPrompt}</p>
            <RegisterNowButton tone="navy">Register now</RegisterNowButton>
          </div>
        </section>
      )}
    </main>
  );
}
