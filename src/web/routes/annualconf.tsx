import { EVENT_NAME } from '~/shared/constants';
import { site } from '~/content/site';
import { CoSponsor } from '~/web/features/conference/CoSponsor';
import { CommitteesSection } from '~/web/features/conference/CommitteesSection';
import { ConferenceHero } from '~/web/features/conference/ConferenceHero';
import { ExecutiveBoard } from '~/web/features/conference/ExecutiveBoard';
import { Photos2023 } from '~/web/features/conference/Photos2023';
import { ThemeAbout } from '~/web/features/conference/ThemeAbout';
import '~/web/features/conference/conference.css';

export function meta() {
  return [
    { title: `${EVENT_NAME} | ${site.productName}` },
    {
      name: 'description',
      content: `The ${EVENT_NAME} of NITSMUN at NIT Silchar: theme, committees (Hastinapur Special Council, UNHRC, IPC, IB), executive board and registration.`,
    },
  ];
}

export default function AnnualConference() {
  return (
    <main id="main" className="conf-page">
      <ConferenceHero />
      <ThemeAbout />
      <CommitteesSection />
      <ExecutiveBoard />
      <CoSponsor />
      <Photos2023 />
    </main>
  );
}
