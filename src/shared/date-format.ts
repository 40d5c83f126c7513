/**
 * An Intl.DateTimeFormat made on first use. Making one loads its locale's and time zone's data, tens of
 * milliseconds on a phone: a module that only may format a date should not pay that while it loads (the
 * dashboard's modules made five at load, in the one task that evaluates them).
 */
export function lazyDateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}
