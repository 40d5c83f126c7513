/**
 * A page text's placeholders filled in: `fillTemplate('Apply for the {eventName}', { eventName: 'X' })`. A
 * placeholder with no value is left as written, so a mistyped one shows on the preview rather than vanishing.
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
