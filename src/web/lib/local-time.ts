/** Times in datetime-local inputs: the browser's own time zone, to and from ISO. */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the value of a datetime-local input, in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value (the browser's time zone) as ISO; null when empty. A value the browser cannot read
 * is passed on unchanged, so that the shared schema reports it.
 */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
