import type { FooterContent, HeaderContent, MenuColumn, MenuContent, SearchContent, UspBarContent } from "@shop/cms";
import { CATEGORIES, CATEGORY, categoryPathIds, ROOT_CATEGORY_ID, type CategoryModel } from "../../seed/categories";
import type { Localized, SeedLanguage } from "../../seed/locales";
import { internal, uidMaker } from "./build";
import { BLOG_PATH, LOOKBOOK_PATH, pagePath, STORE_LOCATOR_PATH } from "./slugs";

const T = {
  categories: { nl: "Categorieën", en: "Categories", de: "Kategorien", fr: "Catégories" },
  highlights: { nl: "Uitgelicht", en: "Highlights", de: "Highlights", fr: "À la une" },
  showAll: { nl: "Bekijk alles", en: "Show all", de: "Alle anzeigen", fr: "Tout voir" },
  lookbook: { nl: "Lookbook", en: "Lookbook", de: "Lookbook", fr: "Lookbook" },
  journal: { nl: "The Journal", en: "The Journal", de: "The Journal", fr: "The Journal" },
  stores: { nl: "Winkels", en: "Stores", de: "Filialen", fr: "Magasins" },
  shopNow: { nl: "Shop nu", en: "Shop now", de: "Jetzt shoppen", fr: "Découvrir" },
  newSeason: { nl: "Het nieuwe seizoen", en: "The new season", de: "Die neue Saison", fr: "La nouvelle saison" },
  newsletterTitle: { nl: "Schrijf je in voor onze nieuwsbrief", en: "Subscribe to our newsletter", de: "Abonnieren Sie unseren Newsletter", fr: "Abonnez-vous à notre newsletter" },
  // presentation-content.md §9 "Offers in text: newsletter coupon 10% off".
  newsletterSubtitle: {
    nl: "Ontvang als eerste ons nieuws en 10% korting op je eerste bestelling.",
    en: "Be the first to hear our news and get 10% off your first order.",
    de: "Erfahren Sie als Erster unsere Neuigkeiten und erhalten Sie 10 % Rabatt auf Ihre erste Bestellung.",
    fr: "Soyez le premier informé et recevez 10 % de réduction sur votre première commande.",
  },
  customerService: { nl: "Klantenservice", en: "Customer service", de: "Kundenservice", fr: "Service client" },
  shippingAndReturns: { nl: "Verzenden en retourneren", en: "Shipping and returns", de: "Versand und Rücksendung", fr: "Livraison et retours" },
  sizeGuide: { nl: "Maattabel", en: "Size guide", de: "Größentabelle", fr: "Guide des tailles" },
  aboutUs: { nl: "Over ons", en: "About us", de: "Über uns", fr: "À propos" },
  legal: { nl: "Juridisch", en: "Legal", de: "Rechtliches", fr: "Mentions légales" },
  privacy: { nl: "Privacyverklaring", en: "Privacy statement", de: "Datenschutzerklärung", fr: "Politique de confidentialité" },
  terms: { nl: "Algemene voorwaarden", en: "Terms and conditions", de: "AGB", fr: "Conditions générales" },
  shop: { nl: "Winkelen", en: "Shop", de: "Shop", fr: "Boutique" },
  rights: { nl: "© 2026 Shop. Alle rechten voorbehouden.", en: "© 2026 Shop. All rights reserved.", de: "© 2026 Shop. Alle Rechte vorbehalten.", fr: "© 2026 Shop. Tous droits réservés." },
  popular: { nl: "Populaire zoekopdrachten", en: "Popular searches", de: "Beliebte Suchanfragen", fr: "Recherches populaires" },
} satisfies Record<string, Localized>;

const POPULAR: Localized<string[]> = {
  nl: ["oxford overhemd", "chino", "linnen", "colbert", "sneakers"],
  en: ["oxford shirt", "chinos", "linen", "blazer", "sneakers"],
  de: ["Oxfordhemd", "Chino", "Leinen", "Sakko", "Sneaker"],
  fr: ["chemise oxford", "chino", "lin", "blazer", "baskets"],
};

const USP: { bold: Localized; label: Localized; path: (lang: SeedLanguage) => string; icon: "return" | "gift" | "store" | "truck" }[] = [
  {
    bold: { nl: "Gratis retourneren", en: "Free returns", de: "Kostenlose Rücksendung", fr: "Retours gratuits" },
    label: { nl: "binnen 30 dagen", en: "within 30 days", de: "innerhalb von 30 Tagen", fr: "sous 30 jours" },
    path: (lang) => pagePath("shippingAndReturns", lang),
    icon: "return",
  },
  {
    bold: { nl: "Morgen in huis", en: "Delivered tomorrow", de: "Morgen geliefert", fr: "Livré demain" },
    label: { nl: "op werkdagen voor 22:00 besteld", en: "when ordered before 10 pm on weekdays", de: "bei Bestellung werktags vor 22 Uhr", fr: "pour toute commande avant 22 h en semaine" },
    path: (lang) => pagePath("shippingAndReturns", lang),
    icon: "truck",
  },
  {
    bold: { nl: "10% korting", en: "10% off", de: "10 % Rabatt", fr: "10 % de réduction" },
    label: { nl: "met onze nieuwsbrief", en: "with our newsletter", de: "mit unserem Newsletter", fr: "avec notre newsletter" },
    path: () => BLOG_PATH,
    icon: "gift",
  },
  {
    bold: { nl: "6 winkels", en: "6 stores", de: "6 Filialen", fr: "6 magasins" },
    label: { nl: "kom langs voor persoonlijk advies", en: "visit us for personal advice", de: "besuchen Sie uns für persönliche Beratung", fr: "venez nous voir pour un conseil personnalisé" },
    path: () => STORE_LOCATOR_PATH,
    icon: "store",
  },
];

/** The storefront path of a category: its url_path (the url keys from below the root), store-less. */
export function categoryPath(category: CategoryModel, lang: SeedLanguage): string {
  const keys = categoryPathIds(category.id)
    .filter((id) => id > ROOT_CATEGORY_ID)
    .map((id) => CATEGORIES.find((entry) => entry.id === id)?.urlKey[lang] ?? "");
  return `/${keys.join("/")}/`;
}

/** A product of each top-level category for its menu tile. */
const TILE_SKU: Partial<Record<number, string>> = {
  [CATEGORY.shirts]: "SH-OXF-LBL",
  [CATEGORY.trousers]: "TR-CHI-BEI",
  [CATEGORY.jackets]: "JA-OVC-CML",
  [CATEGORY.knitwear]: "KN-CAS-CML",
  [CATEGORY.shoes]: "SO-LOA-BRN",
  [CATEGORY.accessories]: "AC-SCA-CML",
  [CATEGORY.sale]: "SH-LIN-NAV",
  [CATEGORY.gifts]: "BU-GIFT",
};

/**
 * The menu, built from the category tree (presentation-content.md §2 Header): each active
 * top-level category in the menu with a column of its subcategories and a 'show all' link, a
 * highlights column, and a promo tile (fewer than 5 columns, §9). The lookbook (a content page)
 * is a plain link.
 */
export function menuContent(lang: SeedLanguage): MenuContent {
  const uid = uidMaker("menu");
  const topLevel = CATEGORIES.filter((category) => category.parentId === ROOT_CATEGORY_ID && category.isActive && category.includeInMenu).sort((a, b) => a.position - b.position);
  const sale = CATEGORIES.find((category) => category.id === CATEGORY.sale);
  const highlights = (): MenuColumn => ({
    _uid: uid(),
    name: T.highlights[lang],
    menuItems: [
      ...(sale === undefined ? [] : [{ _uid: uid(), name: sale.name[lang], link: internal(categoryPath(sale, lang)) }]),
      { _uid: uid(), name: T.lookbook[lang], link: internal(LOOKBOOK_PATH) },
      { _uid: uid(), name: T.journal[lang], link: internal(BLOG_PATH) },
    ],
  });
  return {
    component: "menu",
    _uid: uid(),
    topLevelCategories: topLevel.map((category) => {
      const link = internal(category.displayMode === "PAGE" ? LOOKBOOK_PATH : categoryPath(category, lang));
      if (category.displayMode === "PAGE") return { _uid: uid(), name: category.name[lang], clickable: true, link, columns: [] };
      const children = CATEGORIES.filter((child) => child.parentId === category.id && child.isActive && child.includeInMenu).sort((a, b) => a.position - b.position);
      const columns: MenuColumn[] = [];
      if (children.length > 0) {
        columns.push({
          _uid: uid(),
          name: T.categories[lang],
          menuItems: children.map((child) => ({ _uid: uid(), name: child.name[lang], link: internal(categoryPath(child, lang)) })),
          showAllLink: { label: `${T.showAll[lang]}: ${category.name[lang]}`, link },
        });
      }
      columns.push(highlights());
      const sku = TILE_SKU[category.id];
      return {
        _uid: uid(),
        name: category.name[lang],
        clickable: true,
        link,
        columns,
        ...(sku !== undefined && {
          cta: { asset: { filename: `/img/${sku}.svg`, alt: category.name[lang] }, title: `${category.name[lang]}: ${T.newSeason[lang].toLowerCase()}`, buttonText: T.shopNow[lang], buttonLink: link, displayOverlay: true },
        }),
      };
    }),
  };
}

export function headerContent(lang: SeedLanguage): HeaderContent {
  return { component: "header", _uid: "header-1", customerServiceLink: internal(pagePath("customerService", lang)) };
}

export function footerContent(lang: SeedLanguage): FooterContent {
  const uid = uidMaker("footer");
  const link = (label: string, path: string) => ({ label, link: internal(path) });
  return {
    component: "footer",
    _uid: uid(),
    newsletterTitle: T.newsletterTitle[lang],
    newsletterSubtitle: T.newsletterSubtitle[lang],
    linkColumns: [
      {
        _uid: uid(),
        title: T.customerService[lang],
        links: [
          link(T.customerService[lang], pagePath("customerService", lang)),
          link(T.shippingAndReturns[lang], pagePath("shippingAndReturns", lang)),
          link(T.sizeGuide[lang], pagePath("sizeGuide", lang)),
          link(T.stores[lang], STORE_LOCATOR_PATH),
        ],
      },
      {
        _uid: uid(),
        title: T.shop[lang],
        links: CATEGORIES.filter((category) => category.parentId === ROOT_CATEGORY_ID && category.isActive && category.displayMode !== "PAGE")
          .slice(0, 6)
          .map((category) => link(category.name[lang], categoryPath(category, lang))),
      },
      {
        _uid: uid(),
        title: T.aboutUs[lang],
        links: [link(T.aboutUs[lang], pagePath("aboutUs", lang)), link(T.lookbook[lang], LOOKBOOK_PATH), link(T.journal[lang], BLOG_PATH)],
      },
      { _uid: uid(), title: T.legal[lang], links: [link(T.privacy[lang], pagePath("privacyStatement", lang)), link(T.terms[lang], pagePath("termsAndConditions", lang))] },
    ],
    paymentIcons: ["ideal", "visa", "mastercard", "riverty"],
    copyrightFields: [
      { _uid: uid(), text: T.rights[lang] },
      { _uid: uid(), text: T.privacy[lang], link: internal(pagePath("privacyStatement", lang)) },
      { _uid: uid(), text: T.terms[lang], link: internal(pagePath("termsAndConditions", lang)) },
    ],
  };
}

export function uspBarContent(lang: SeedLanguage): UspBarContent {
  const uid = uidMaker("usp");
  return { component: "usp_bar", _uid: uid(), messages: USP.map((usp) => ({ _uid: uid(), boldLabel: usp.bold[lang], label: usp.label[lang], link: internal(usp.path(lang)), icon: usp.icon })) };
}

export function searchContent(lang: SeedLanguage): SearchContent {
  const uid = uidMaker("search");
  const sale = CATEGORIES.find((category) => category.id === CATEGORY.sale);
  return {
    component: "search",
    _uid: uid(),
    popularSearchesTitle: T.popular[lang],
    popularSearches: POPULAR[lang],
    quickLinks: [
      ...(sale === undefined ? [] : [{ label: sale.name[lang], link: internal(categoryPath(sale, lang)) }]),
      { label: T.lookbook[lang], link: internal(LOOKBOOK_PATH) },
      { label: T.stores[lang], link: internal(STORE_LOCATOR_PATH) },
    ],
  };
}

