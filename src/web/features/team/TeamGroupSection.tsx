import type { TeamGroup } from '~/content/types';
import { TeamCard } from './TeamCard';

/** One group of the secretariat: its heading and a grid of flip cards. */
export function TeamGroupSection({ group, eagerCount = 0 }: { group: TeamGroup; eagerCount?: number }) {
  const headingId = `team-group-${group.id}`;
  return (
    <section className="team-group" aria-labelledby={headingId}>
      <h3 className="team-group__title" id={headingId}>
        {group.heading}
      </h3>
      <ul className="team-grid">
        {group.members.map((member, index) => (
          <TeamCard key={member.id} member={member} priority={index < eagerCount} />
        ))}
      </ul>
    </section>
  );
}
