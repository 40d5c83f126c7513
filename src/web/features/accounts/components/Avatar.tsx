import { apiBase } from '~/shared/paths';
import { apiBaseUrl } from '~/web/lib/api';

/** Profile photo URLs are `/v1/api/photos/<id>`; they follow the API when it lives on another host. */
export function photoUrl(photo: string): string {
  return apiBaseUrl !== apiBase && photo.startsWith(`${apiBase}/`)
    ? `${apiBaseUrl}${photo.slice(apiBase.length)}`
    : photo;
}

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
}

/** The profile photo, or the person's initials on a navy disc. */
export function Avatar({ name, photo, size, className = 'acc-avatar' }: AvatarProps) {
  if (photo) {
    return (
      <img
        className={className}
        src={photoUrl(photo)}
        width={size}
        height={size}
        alt={`Profile photo of ${name}`}
        decoding="async"
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
