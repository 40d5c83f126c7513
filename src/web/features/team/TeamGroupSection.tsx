import type { TeamDocument } from '~/shared/schemas/pages';
import type { TeamGroupView } from '~/shared/schemas/team';
import { TeamCard } from './TeamCard';

/** One group of the secretariat: its heading and a grid of flip cards. */
export function TeamGroupSection({
  group,
  labels,
}: {
  group: TeamGroupView;
  labels: TeamDocument['labels'];
}) {
  const headingId = `team-group-${group._id}`;
  return (
    <section className="team-group" aria-labelledby={headingId}>
      <h3 className="team-group__title" id={headingId}>
        {group.name}
      </h3>
      <ul className="team-grid">
        {group.members.map((member) => (
          <TeamCard key={member._id} member={member} labels={labels} />
        ))}
      </ul>
    </section>
  );
}
