/**
 * The value of the cookie `name` in a `Cookie` request header or in `document.cookie` (both 'a=1; b=2'),
 * decoded; undefined when there is none or its value is not valid percent-encoding.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const prefix = `${name}=`;
  const part = header.split(/;\s*/).find((c) => c.startsWith(prefix));
  if (part === undefined) return undefined;
  try {
    return decodeURIComponent(part.slice(prefix.length));
  } catch {
    return undefined;
  }
}
