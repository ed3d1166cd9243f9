/**
 * A story's first_published_at as a date in the shopper's language. In UTC, so the server and
 * the browser (in another time zone) write the same day and hydration matches; undefined for
 * no or an unreadable date.
 */
export function publishedDate(value: string | undefined, locale: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
