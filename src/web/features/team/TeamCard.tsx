import { useRef, useState } from 'react';
import { teamPage } from '~/content/team-page';
import type { TeamMemberView } from '~/shared/schemas/team';
import { TeamIcon, type TeamLinkKind } from './icons';
import { TeamPhoto } from './TeamPhoto';

interface TeamLink {
  kind: TeamLinkKind;
  href: string;
  label: string;
  external: boolean;
}

/** In the original site's order: Facebook (GitHub for technical roles), then mail, then LinkedIn. */
export function memberLinks(member: TeamMemberView): TeamLink[] {
  const { labels } = teamPage;
  const { facebook, github, mail, linkedin } = member.links;
  const links: TeamLink[] = [];
  if (github) links.push({ kind: 'github', href: github, label: labels.github(member.name), external: true });
  else if (facebook) {
    links.push({ kind: 'facebook', href: facebook, label: labels.facebook(member.name), external: true });
  }
  if (mail)
    links.push({ kind: 'mail', href: `mailto:${mail}`, label: labels.mail(member.name), external: false });
  if (linkedin) {
    links.push({ kind: 'linkedin', href: linkedin, label: labels.linkedin(member.name), external: true });
  }
  return links;
}

/**
 * A flip card: the photo face and the details face. The arrow button (or ArrowRight while the card or
 * its button has focus) turns it; the face that is turned away is inert, so its links are not tabbable.
 */
export function TeamCard({ member }: { member: TeamMemberView }) {
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
        aria-label={
          flipped ? teamPage.labels.showPhoto(member.name) : teamPage.labels.showDetails(member.name)
        }
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
            {memberLinks(member).map((link) => (
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
