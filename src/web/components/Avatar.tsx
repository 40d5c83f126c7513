import { apiUrl } from '~/web/lib/api';

/**
 * The API gives profile photo URLs absolute (on the API's origin, which may not be the site's): used as they
 * are; a bare `/v1/api/photos/<id>` follows the API base.
 */
export const photoUrl = (photo: string): string => apiUrl(photo);

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => w[0]!.toUpperCase()).join('') || '?';
}

interface AvatarProps {
  name: string;
  photo: string | null;
  size: number;
  className?: string;
  /** 'lazy' for the photos of a long list below its first screen. */
  loading?: 'lazy' | 'eager';
}

/** The profile photo, or the person's initials on a navy disc. */
export function Avatar({ name, photo, size, className = 'acc-avatar', loading }: AvatarProps) {
  if (photo) {
    return (
      <img
        className={className}
        src={photoUrl(photo)}
        width={size}
        height={size}
        alt={`Profile photo of ${name}`}
        decoding="async"
        loading={loading}
      />
    );
  }
  return (
    <span
      className={`${className} acc-avatar--initials`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
