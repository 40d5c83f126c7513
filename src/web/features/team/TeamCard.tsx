import { useRef, useState } from 'react';
import { fillTemplate } from '~/shared/fill-template';
import type { TeamDocument } from '~/shared/schemas/pages';
import type { TeamMemberView } from '~/shared/schemas/team';
import { TeamIcon, type TeamLinkKind } from './icons';
import { TeamPhoto } from './TeamPhoto';

interface TeamLink {
  kind: TeamLinkKind;
  href: string;
  label: string;
  external: boolean;
}

/** The cards' labels (the `team` page document's), `{name}` filled with the member's name. */
export type TeamCardLabels = TeamDocument['labels'];
const labelOf = (template: string, name: string) => fillTemplate(template, { name });

/** In the original site's order: Facebook (GitHub for technical roles), then mail, then LinkedIn. */
export function memberLinks(member: TeamMemberView, labels: TeamCardLabels): TeamLink[] {
  const { name } = member;
  const { facebook, github, mail, linkedin } = member.links;
  const links: TeamLink[] = [];
  if (github)
    links.push({ kind: 'github', href: github, label: labelOf(labels.github, name), external: true });
  else if (facebook) {
    links.push({ kind: 'facebook', href: facebook, label: labelOf(labels.facebook, name), external: true });
  }
  if (mail) {
    links.push({ kind: 'mail', href: `mailto:${mail}`, label: labelOf(labels.mail, name), external: false });
  }
  if (linkedin) {
    links.push({ kind: 'linkedin', href: linkedin, label: labelOf(labels.linkedin, name), external: true });
  }
  return links;
}

/**
 * A flip card: the photo face and the details face. The arrow button (or ArrowRight while the card or
 * its button has focus) turns it; the face that is turned away is inert, so its links are not tabbable.
 */
export function TeamCard({ member, labels }: { member: TeamMemberView; labels: TeamCardLabels }) {
  const [flipped, setFlipped] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const flip = () => setFlipped((value) => !value);

  function onKeyDown(event: React.KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'ArrowRight' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target !== event.currentTarget && event.target !== button.current) return;
    event.preventDefault();
    flip();
  }

  return (
    <li className="team-card" data-flipped={flipped} onKeyDown={onKeyDown}>
      {/* First in the card, so Tab goes from the button into the details it reveals. */}
      <button
        ref={button}
        type="button"
        className="team-card__flip"
        aria-label={labelOf(flipped ? labels.showPhoto : labels.showDetails, member.name)}
        onClick={flip}
      >
        <TeamIcon name="flip" />
      </button>
      <div className="team-card__inner">
        <div
          className="team-card__face team-card__face--front"
          inert={flipped}
          aria-hidden={flipped || undefined}
          // A pointer convenience; keyboard and screen-reader users have the flip button.
          onClick={() => setFlipped(true)}
        >
          <TeamPhoto image={member.photo} name={member.name} className="team-card__photo" />
          <div className="team-card__plate">
            <h4 className="team-card__name">{member.name}</h4>
            <p className="team-card__post">{member.role}</p>
          </div>
        </div>
        <div
          className="team-card__face team-card__face--back"
          inert={!flipped}
          aria-hidden={!flipped || undefined}
        >
          <h4 className="team-card__name">{member.name}</h4>
          <p className="team-card__post">{member.role}</p>
          <ul className="team-card__links">
            {memberLinks(member, labels).map((link) => (
              <li key={link.kind}>
                <a
                  className="team-card__link"
                  href={link.href}
                  aria-label={link.label}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <TeamIcon name={link.kind} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
