/** A calendar day, "YYYY-MM-DD": compared as strings, that is date order. */
export type CalendarDay = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one.
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The day an instant falls on in `timeZone` (the store view's), e.g. 2026-06-14T23:30Z → "2026-06-15" in Europe/Amsterdam. */
export function calendarDayIn(instant: Date | number, timeZone: string): CalendarDay {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`calendarDayIn: "${String(instant)}" is not a valid date`);
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const MAGENTO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * commerce-core.md §4 Price rules: "today is within the optional from/to dates". The dates
 * are Magento dates ("YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss"), read as whole days, both ends
 * inclusive: a time on them does not cut the day short. A missing or empty end is open; a
 * date that is not one makes the range not hold (a price with a broken date is not applied).
 */
export function isDayWithin(today: CalendarDay, from: string | null | undefined, to: string | null | undefined): boolean {
  for (const [bound, holds] of [
    [from, (day: string) => today >= day],
    [to, (day: string) => today <= day],
  ] as const) {
    if (bound === null || bound === undefined || bound.trim() === "") continue;
    const day = MAGENTO_DATE.exec(bound.trim())?.[1];
    if (day === undefined || !holds(day)) return false;
  }
  return true;
}
