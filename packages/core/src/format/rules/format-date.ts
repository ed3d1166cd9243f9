import type { I18nSettings } from "../../config/store-view.schema";

export type DateI18n = Pick<I18nSettings, "dateFormat" | "timeZone">;

const TOKEN = /YYYY|MM|M|DD|D|HH|mm/g;

function partsInZone(date: Date, timeZone: string): Record<string, number> {
  const formatter = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  });
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts;
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * Formats a date with the store view's format (commerce-core.md §9: "HH:mm D/M/YYYY" for nl
 * and en, "D-M-YYYY" for de and fr) in the store's time zone. An unparseable date is an error.
 */
export function formatDate(input: Date | string | number, i18n: DateI18n): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`formatDate: "${String(input)}" is not a valid date`);
  const parts = partsInZone(date, i18n.timeZone);
  const get = (name: string) => parts[name] ?? 0;
  return i18n.dateFormat.replace(TOKEN, (token) => {
    switch (token) {
      case "YYYY":
        return String(get("year"));
      case "MM":
        return pad(get("month"));
      case "M":
        return String(get("month"));
      case "DD":
        return pad(get("day"));
      case "D":
        return String(get("day"));
      case "HH":
        return pad(get("hour"));
      default:
        return pad(get("minute"));
    }
  });
}
