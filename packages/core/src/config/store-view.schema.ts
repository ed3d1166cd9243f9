import { z } from "zod";

/** A BCP 47 tag Intl accepts (`nl-NL`, not `nl_NL`): formatPrice and formatDate would throw later. */
function isIntlLocale(locale: string): boolean {
  try {
    Intl.getCanonicalLocales(locale);
    new Intl.NumberFormat(locale);
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone Intl knows (`Europe/Amsterdam`): formatDate and calendarDayIn would throw later. */
function isIntlTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** commerce-core.md §3 "Store view" → i18n; presentation-content.md §3 "I18n settings". */
export const i18nSettingsSchema = z.strictObject({
  fullCountryName: z.string().min(1),
  fullLanguageName: z.string().min(1),
  defaultLanguage: z.string().min(2),
  defaultCountry: z.string().length(2),
  defaultLocale: z
    .string()
    .refine(isIntlLocale, { error: (issue) => `defaultLocale "${String(issue.input)}" is not a locale Intl accepts (e.g. "nl-NL")` }),
  currencyCode: z.string().length(3).default("EUR"),
  currencySign: z.string().min(1).default("€"),
  currencyDecimal: z.string().min(1).optional(),
  currencyGroup: z.string().optional(),
  fractionDigits: z.number().int().min(0).max(6).default(2),
  /** Template with `{sign}` and `{amount}`, e.g. "{sign} {amount}". */
  priceFormat: z
    .string()
    .refine((format) => format.includes("{amount}"), "priceFormat must contain {amount}")
    .default("{sign}{amount}"),
  /** Tokens: YYYY, MM, M, DD, D, HH, mm. */
  dateFormat: z.string().min(1),
  /** Not in the spec: dates are formatted in the shop's zone so server and browser agree. */
  timeZone: z
    .string()
    .refine(isIntlTimeZone, { error: (issue) => `timeZone "${String(issue.input)}" is not a time zone Intl knows (e.g. "Europe/Amsterdam")` })
    .default("Europe/Amsterdam"),
});

export type I18nSettings = z.infer<typeof i18nSettingsSchema>;
export type I18nSettingsInput = z.input<typeof i18nSettingsSchema>;

/** commerce-core.md §3 "Store view". */
export const storeViewSchema = z.strictObject({
  storeCode: z.string().regex(/^[a-z][a-z0-9_]*$/, "storeCode must be lower-case letters, digits or _"),
  storeId: z.number().int().nonnegative(),
  name: z.string().min(1),
  /** Path prefix: "" for none, else "/en" style (leading slash, no trailing slash). */
  url: z.string().regex(/^(\/[a-z0-9_-]+)?$/, 'url must be "" or a "/prefix" without a trailing slash'),
  appendStoreCode: z.boolean().default(false),
  search: z
    .strictObject({
      host: z.string().default("/api/catalog"),
      index: z.string().min(1),
    })
    .prefault({ index: "shop_catalog" }),
  tax: z
    .strictObject({
      sourcePriceIncludesTax: z.boolean().default(true),
      /** Optional on purpose: totals fall back to PL and log (commerce-core.md §5). */
      defaultCountry: z.string().length(2).optional(),
      calculateServerSide: z.boolean().default(true),
    })
    .prefault({}),
  i18n: i18nSettingsSchema,
});

export type StoreView = z.infer<typeof storeViewSchema>;
export type StoreViewInput = z.input<typeof storeViewSchema>;
