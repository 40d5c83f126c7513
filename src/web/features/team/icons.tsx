import { SocialIcon } from '~/web/components/SocialIcon';

export type TeamLinkKind = 'facebook' | 'github' | 'mail' | 'linkedin';
type TeamIconName = TeamLinkKind | 'flip';

const spriteId = (name: TeamIconName) => `team-icon-${name}`;

/**
 * The team page shows 51 cards with four icons each; the glyphs are defined once here and every
 * card refers to them with <use>, which keeps the prerendered HTML small.
 */
export function TeamIconSprite() {
  return (
    <svg className="team-icon-sprite" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {/* SocialIcon draws its 24-unit glyph in a 20 px box, hence the 20-unit symbols. */}
        <symbol id={spriteId('facebook')} viewBox="0 0 20 20">
          <SocialIcon kind="facebook" />
        </symbol>
        <symbol id={spriteId('linkedin')} viewBox="0 0 20 20">
          <SocialIcon kind="linkedin" />
        </symbol>
        <symbol id={spriteId('github')} viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .9.1-.7.4-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z"
          />
        </symbol>
        <symbol id={spriteId('mail')} viewBox="0 0 24 24">
          <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <rect x="3" y="5" width="18" height="14" rx="2.5" />
            <path d="m4 7 8 6 8-6" />
          </g>
        </symbol>
        <symbol id={spriteId('flip')} viewBox="0 0 24 24">
          <path
            d="M5 12h14M13 6l6 6-6 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </symbol>
      </defs>
    </svg>
  );
}

/** A decorative icon from the sprite; the link or button around it carries the accessible name. */
export function TeamIcon({ name }: { name: TeamIconName }) {
  return (
    <svg width="20" height="20" aria-hidden="true" focusable="false">
      <use href={`#${spriteId(name)}`} />
    </svg>
  );
}
