import type { Localized, SeedLanguage } from "../../seed/locales";

/** The CMS pages of the seed and their slug per language (the content page look-up of commerce-core.md §2 finds them by these). */
export const PAGE_SLUGS = {
  aboutUs: { nl: "over-ons", en: "about-us", de: "ueber-uns", fr: "a-propos" },
  customerService: { nl: "klantenservice", en: "customer-service", de: "kundenservice", fr: "service-client" },
  shippingAndReturns: { nl: "verzenden-en-retourneren", en: "shipping-and-returns", de: "versand-und-ruecksendung", fr: "livraison-et-retours" },
  privacyStatement: { nl: "privacyverklaring", en: "privacy-statement", de: "datenschutzerklaerung", fr: "politique-de-confidentialite" },
  termsAndConditions: { nl: "algemene-voorwaarden", en: "terms-and-conditions", de: "agb", fr: "conditions-generales" },
  sizeGuide: { nl: "maattabel", en: "size-guide", de: "groessentabelle", fr: "guide-des-tailles" },
} satisfies Record<string, Localized>;
export type PageKey = keyof typeof PAGE_SLUGS;

/** The path of a CMS page in `lang`, store-less with a trailing slash. */
export const pagePath = (key: PageKey, lang: SeedLanguage) => `/${PAGE_SLUGS[key][lang]}/`;

/** Routes of the storefront's own (presentation-content.md §2 Route table). */
export const LOOKBOOK_PATH = "/lookbook/";
export const STORE_LOCATOR_PATH = "/storelocator/";
export const BLOG_PATH = "/blog/";
