import type { FilterCondition } from "@shop/catalog-pricing";
import { CATEGORY } from "../seed/categories";

type Languages = Record<"nl" | "en" | "de" | "fr", string>;

/**
 * The landing pages the service's editors made (presentation-content.md §2 "/l/elevate/: listing
 * page driven by the search service"), found by page url per store view (a url in another store
 * view's language is not this view's page) or by template id. One is a draft: its list answers
 * `published: false`, which the client shows as nothing (§7).
 */
export interface LandingPage {
  templateId: string;
  /** The page url without the store view's prefix, per language. */
  urls: Languages;
  heading: Languages;
  description: Languages;
  filter: Record<string, FilterCondition>;
  published: boolean;
}

export const LANDING_PAGES: LandingPage[] = [
  {
    templateId: "new-in",
    urls: { nl: "/l/elevate/nieuw", en: "/l/elevate/new-in", de: "/l/elevate/neu", fr: "/l/elevate/nouveautes" },
    heading: { nl: "Nieuw binnen", en: "New in", de: "Neu eingetroffen", fr: "Nouveautés" },
    description: { nl: "De nieuwste stukken van dit seizoen.", en: "This season's newest pieces.", de: "Die neuesten Stücke der Saison.", fr: "Les dernières pièces de la saison." },
    filter: { new: { eq: 1 } },
    published: true,
  },
  {
    templateId: "sale",
    urls: { nl: "/l/elevate/sale", en: "/l/elevate/sale", de: "/l/elevate/sale", fr: "/l/elevate/soldes" },
    heading: { nl: "Sale", en: "Sale", de: "Sale", fr: "Soldes" },
    description: { nl: "Alles met korting.", en: "Everything reduced.", de: "Alles reduziert.", fr: "Tout est réduit." },
    filter: { sale: { eq: 1 } },
    published: true,
  },
  {
    templateId: "business",
    urls: { nl: "/l/elevate/zakelijk", en: "/l/elevate/business", de: "/l/elevate/business", fr: "/l/elevate/affaires" },
    heading: { nl: "Zakelijk", en: "Business", de: "Business", fr: "Tenue d'affaires" },
    description: { nl: "Overhemden, colberts, stropdassen en nette schoenen.", en: "Shirts, blazers, ties and dress shoes for the office.", de: "Hemden, Sakkos, Krawatten und Business-Schuhe.", fr: "Chemises, blazers, cravates et chaussures habillées." },
    filter: { category_ids: { in: [CATEGORY.formalShirts, CATEGORY.blazers, CATEGORY.ties, CATEGORY.dressShoes] } },
    published: true,
  },
  {
    templateId: "winter-preview",
    urls: { nl: "/l/elevate/winter", en: "/l/elevate/winter", de: "/l/elevate/winter", fr: "/l/elevate/hiver" },
    heading: { nl: "Winter", en: "Winter", de: "Winter", fr: "Hiver" },
    description: { nl: "Binnenkort.", en: "Coming soon.", de: "Demnächst.", fr: "Bientôt." },
    filter: { category_ids: { in: [CATEGORY.coats, CATEGORY.scarves, CATEGORY.knitwear] } },
    published: false,
  },
];
