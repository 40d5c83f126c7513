import type { TeamGroup } from '~/content/types';
import { TeamCard } from './TeamCard';

/** One group of the secretariat: its heading and a grid of flip cards. */
export function TeamGroupSection({ group }: { group: TeamGroup }) {
  const headingId = `team-group-${group.id}`;
  return (
    <section className="team-group" aria-labelledby={headingId}>
      <h3 className="team-group__title" id={headingId}>
        {group.heading}
      </h3>
      <ul className="team-grid">
        {group.members.map((member) => (
          <TeamCard key={member.id} member={member} />
        ))}
      </ul>
    </section>
  );
}
