import { apply } from '~/content/apply';
import { site } from '~/content/site';
import { EVENT_NAME } from '~/shared/constants';
import { ApplySteps } from '~/web/features/conference/ApplySteps';
import { ClosedNotice } from '~/web/features/conference/ClosedNotice';
import { FeeCard } from '~/web/features/conference/FeeCard';
import { RegisterNowButton } from '~/web/features/registration/RegisterNowButton';
import '~/web/features/conference/apply.css';

export function meta() {
  return [
    { title: `Apply | ${site.productName}` },
    {
      name: 'description',
      content: `How to apply for the ${EVENT_NAME} of NITSMUN: sign up, verify your email, choose committees and portfolios, pay and get confirmed.`,
    },
  ];
}

export default function Apply() {
  return (
    <main id="main" className="apply-page">
      <section className="apply-hero">
        <div className="container apply-hero__inner">
          <div>
            <p className="apply-hero__eyebrow">{apply.eyebrow}</p>
            <h1 className="apply-hero__title">{apply.title}</h1>
            <p className="apply-hero__intro">{apply.intro}</p>
            <ClosedNotice />
          </div>
          <FeeCard />
        </div>
      </section>

      <section className="apply-steps" aria-labelledby="apply-steps-heading">
        <div className="container">
          <h2 id="apply-steps-heading" className="apply-steps__heading">
            {apply.stepsHeading}
          </h2>
          <ApplySteps />
        </div>
      </section>

      <section className="apply-cta" aria-label="Register">
        <div className="container apply-cta__inner">
          <p className="apply-cta__text">{apply.registerPrompt}</p>
          <RegisterNowButton tone="navy">Register now</RegisterNowButton>
        </div>
      </section>
    </main>
  );
}
