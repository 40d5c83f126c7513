import type { TeamImage } from '~/shared/schemas/team';

/**
 * A portrait of the team (a card's photo face, a letter's photo): its width and height keep the layout from
 * shifting; uploaded portraits come at several widths (srcset) so a phone and a dense screen each load the
 * size they show. A person without a portrait shows their initials.
 */
export function TeamPhoto({
  image,
  name,
  className,
  sizes = '(max-width: 40rem) 45vw, 260px',
}: {
  image: TeamImage | null;
  name: string;
  className?: string;
  sizes?: string;
}) {
  if (!image) {
    const initials = name
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase())
      .slice(0, 2)
      .join('');
    return (
      <span className={`${className ?? ''} team-photo--none`} role="img" aria-label={name}>
        {initials}
      </span>
    );
  }
  const variants = image.variants ?? [];
  return (
    <img
      src={image.url}
      width={image.width}
      height={image.height}
      alt={image.alt}
      srcSet={variants.length > 1 ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined}
      sizes={variants.length > 1 ? sizes : undefined}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
