import type { CalendarDay } from "@shop/core";
import { effectiveSpecialPrice } from "../pricing/rules/special-price";
import { BRAND, COLOR, FIT, MATERIAL, SIZE_SETS, WEVER, type ColorName } from "./attributes";
import { CATEGORY } from "./categories";
import { FAMILIES, type CustomOptionSet, type Family, type ImageKind } from "./families";
import { slugify, type Localized, SEED_LANGUAGES } from "./locales";

export interface SpecialPriceModel {
  price: number;
  from: string | null;
  to: string | null;
}

export interface TierPriceModel {
  customer_group_id: number;
  qty: number;
  value: number;
}

export interface ChildModel {
  id: number;
  sku: string;
  size: number;
  sizeLabel: string;
  color: number;
  status: number;
  qty: number;
}

export interface CustomOptionModel {
  option_id: number;
  title: Localized;
  type: "field" | "drop_down";
  price?: number;
  price_type?: "fixed" | "percent";
  max_characters?: number;
  values?: { option_type_id: number; title: Localized; price: number; price_type: "fixed" | "percent" }[];
}

export interface BundleOptionModel {
  option_id: number;
  title: Localized;
  links: { sku: string; qty: number; is_default: boolean }[];
}

export interface LabelModel {
  type: 1 | 2;
  position: number;
  text: Localized;
  background: string;
  color: string;
}

/** A product before it is written per store view: prices are the catalogue's, tax included. */
export interface ProductModel {
  id: number;
  sku: string;
  type: "simple" | "configurable" | "grouped" | "bundle";
  family: string;
  name: Localized;
  slug: Localized;
  description: Localized;
  categoryIds: number[];
  price: number;
  special: SpecialPriceModel | null;
  tierPrices: TierPriceModel[];
  status: number;
  visibility: number;
  attributes: Record<string, number>;
  colorName: ColorName | null;
  kind: ImageKind;
  children: ChildModel[];
  customOptions: CustomOptionModel[];
  /** Simple products of a grouped product, with their default quantities. */
  associated: { sku: string; qty: number }[];
  bundleOptions: BundleOptionModel[];
  colorSiblings: string[];
  labels: LabelModel[];
  isNew: boolean;
  createdAt: string;
  /** Stock of a simple product; configurables take their children's. */
  qty: number;
  manageStock: boolean;
}

/** FNV-1a: a stable pseudo-random number per text, so the seed is the same on every machine. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const COLOR_CODES: Record<ColorName, string> = {
  white: "WHT", lightBlue: "LBL", navy: "NAV", black: "BLK", grey: "GRY", beige: "BEI", brown: "BRN", green: "OLV", burgundy: "BUR", pink: "PNK", camel: "CML",
};

/** A price ending in .95, as shops print them. */
const shopPrice = (amount: number) => Math.round(amount) - 0.05;

/** Special prices: current without dates, current with dates, past, future, and one above the price (ignored). */
function specialFor(index: number, price: number): SpecialPriceModel | null {
  if (index === 2) return { price: price + 10, from: null, to: null };
  if (index % 6 === 1) return { price: shopPrice(price * 0.8), from: null, to: null };
  if (index % 6 === 4) return { price: shopPrice(price * 0.75), from: "2024-01-01 00:00:00", to: "2099-12-31 23:59:59" };
  if (index % 10 === 8) return { price: shopPrice(price * 0.7), from: "2020-01-01 00:00:00", to: "2020-12-31 23:59:59" };
  if (index % 13 === 11) return { price: shopPrice(price * 0.7), from: "2090-01-01 00:00:00", to: "2099-12-31 23:59:59" };
  return null;
}

/** The special price counts on `today` (commerce-core.md §4), by the one rule the prices use (`effectiveSpecialPrice`). */
export function specialIsCurrent(special: SpecialPriceModel | null, price: number, today: CalendarDay): boolean {
  return special !== null && effectiveSpecialPrice({ price, special_price: special.price, special_from_date: special.from, special_to_date: special.to }, today) > 0;
}

function customOptionsFor(set: CustomOptionSet | undefined, next: () => number): CustomOptionModel[] {
  if (set === undefined) return [];
  if (set === "shirt") {
    return [
      { option_id: next(), title: { nl: "Monogram", en: "Monogram", de: "Monogramm", fr: "Monogramme" }, type: "field", price: 7.5, price_type: "fixed", max_characters: 3 },
      {
        option_id: next(),
        title: { nl: "Cadeauverpakking", en: "Gift wrapping", de: "Geschenkverpackung", fr: "Emballage cadeau" },
        type: "drop_down",
        values: [
          { option_type_id: next(), title: { nl: "Standaard", en: "Standard", de: "Standard", fr: "Standard" }, price: 0, price_type: "fixed" },
          { option_type_id: next(), title: { nl: "Luxe doos", en: "Luxury box", de: "Luxusbox", fr: "Coffret de luxe" }, price: 5, price_type: "percent" },
        ],
      },
    ];
  }
  return [
    {
      option_id: next(),
      title: { nl: "Inkorten", en: "Hemming", de: "Kürzen", fr: "Ourlet" },
      type: "drop_down",
      values: [
        { option_type_id: next(), title: { nl: "Op maat inkorten", en: "Hem to length", de: "Auf Länge kürzen", fr: "Ourlet sur mesure" }, price: 12.5, price_type: "fixed" },
        { option_type_id: next(), title: { nl: "Express (48 uur)", en: "Express (48 hours)", de: "Express (48 Stunden)", fr: "Express (48 heures)" }, price: 10, price_type: "percent" },
      ],
    },
  ];
}

const SALE_LABEL: LabelModel = { type: 1, position: 0, text: { nl: "Sale", en: "Sale", de: "Sale", fr: "Soldes" }, background: "#b3261e", color: "#ffffff" };
const NEW_LABEL: LabelModel = { type: 1, position: 2, text: { nl: "Nieuw", en: "New", de: "Neu", fr: "Nouveau" }, background: "#1f2a44", color: "#ffffff" };
const SUSTAINABLE_LABEL: LabelModel = { type: 2, position: 6, text: { nl: "Duurzaam", en: "Sustainable", de: "Nachhaltig", fr: "Durable" }, background: "#5a6b3c", color: "#ffffff" };

function nameIn(family: Family, color: ColorName): Localized {
  const label = COLOR[color].label;
  return Object.fromEntries(
    SEED_LANGUAGES.map((lang) => [lang, lang === "en" ? `${family.name.en} in ${label.en.toLowerCase()}` : `${family.name[lang]} ${label[lang].toLowerCase()}`]),
  ) as Localized;
}

function describe(family: Family, color: ColorName): Localized {
  const material = MATERIAL[family.material].label;
  const colorLabel = COLOR[color].label;
  return {
    nl: `${family.name.nl} in ${colorLabel.nl.toLowerCase()}. Materiaal: ${material.nl.toLowerCase()}.`,
    en: `${family.name.en} in ${colorLabel.en.toLowerCase()}. Material: ${material.en.toLowerCase()}.`,
    de: `${family.name.de} in ${colorLabel.de}. Material: ${material.de}.`,
    fr: `${family.name.fr}, coloris ${colorLabel.fr.toLowerCase()}. Matière : ${material.fr.toLowerCase()}.`,
  };
}

const localizedSlugs = (name: Localized): Localized =>
  Object.fromEntries(SEED_LANGUAGES.map((lang) => [lang, slugify(name[lang])])) as Localized;

/** Children that are disabled (status 2) although their product is on sale. */
const DISABLED_CHILDREN = new Set(["SH-OXF-PNK-XXL", "KN-ZIP-NAV-XL3"]);
/** Disabled products (status 2: product load fails, commerce-core.md §4). */
const DISABLED_PRODUCTS = new Set(["JA-FLD-BEI"]);
/** Sold out completely. */
const SOLD_OUT = new Set(["JA-SUE-BRN", "AC-KTI-BLK"]);

function stockQty(sku: string, productSku: string): number {
  if (SOLD_OUT.has(productSku)) return 0;
  const hash = stableHash(sku);
  return hash % 7 === 0 ? 0 : (hash % 23) + 1;
}

function familyProducts(today: CalendarDay): ProductModel[] {
  const products: ProductModel[] = [];
  // Custom option and value ids count from 1 in every build: the same ids on every run.
  let optionIds = 0;
  const nextOptionId = () => (optionIds += 1);
  let index = 0;
  for (const family of FAMILIES) {
    const siblings = family.colors.map((color) => `${family.code}-${COLOR_CODES[color]}`);
    for (const color of family.colors) {
      const sku = `${family.code}-${COLOR_CODES[color]}`;
      const id = 1001 + index;
      const name = nameIn(family, color);
      const special = specialFor(index, family.price);
      const sizes = family.sizes === undefined ? [] : SIZE_SETS[family.sizes];
      const children: ChildModel[] = sizes.map((size, position) => {
        const sizeLabel = size.label.en.split(" ")[0] ?? size.label.en;
        const childSku = `${sku}-${sizeLabel}`;
        return { id: id * 100 + position + 1, sku: childSku, size: size.value, sizeLabel: size.label.en, color: COLOR[color].value, status: DISABLED_CHILDREN.has(childSku) ? 2 : 1, qty: stockQty(childSku, sku) };
      });
      const isNew = index % 7 === 3;
      const onSale = specialIsCurrent(special, family.price, today);
      const labels = [
        ...(onSale ? [SALE_LABEL] : []),
        ...(isNew ? [NEW_LABEL] : []),
        ...(family.material === "linen" || family.material === "wool" ? [SUSTAINABLE_LABEL] : []),
      ];
      products.push({
        id,
        sku,
        type: children.length > 0 ? "configurable" : "simple",
        family: family.code,
        name,
        slug: localizedSlugs(name),
        description: describe(family, color),
        categoryIds: [2, ...family.categoryIds, ...(onSale ? [CATEGORY.sale] : []), ...(family.code === "AC-STI" || family.code === "AC-SCA" ? [CATEGORY.gifts] : [])],
        price: family.price,
        special,
        tierPrices: family.tiered
          ? [
              { customer_group_id: 1, qty: 1, value: Math.round(family.price * 95) / 100 },
              { customer_group_id: 32000, qty: 3, value: Math.round(family.price * 90) / 100 },
            ]
          : [],
        status: DISABLED_PRODUCTS.has(sku) ? 2 : 1,
        visibility: family.visibility ?? 4,
        attributes: {
          color_ois: COLOR[color].value,
          brand_ois: BRAND[family.brand].value,
          material_ois: MATERIAL[family.material].value,
          ...(family.wever === undefined ? {} : { wever_ois: WEVER[family.wever].value }),
          ...(family.fit === undefined ? {} : { fit_ois: FIT[family.fit].value }),
        },
        colorName: color,
        kind: family.kind,
        children,
        customOptions: customOptionsFor(family.customOptions, nextOptionId),
        associated: [],
        bundleOptions: [],
        colorSiblings: siblings.filter((other) => other !== sku),
        labels,
        isNew,
        createdAt: `2025-${String((index % 12) + 1).padStart(2, "0")}-${String((index % 27) + 1).padStart(2, "0")} 10:00:00`,
        qty: children.length > 0 ? 0 : stockQty(sku, sku),
        manageStock: true,
      });
      index += 1;
    }
  }
  return products;
}

function compositeProduct(
  id: number,
  sku: string,
  type: ProductModel["type"],
  name: Localized,
  kind: ImageKind,
  categoryIds: number[],
  extra: Partial<ProductModel>,
): ProductModel {
  return {
    id, sku, type, family: sku, name, slug: localizedSlugs(name), description: name, categoryIds, price: 0, special: null, tierPrices: [], status: 1, visibility: 4,
    attributes: {}, colorName: null, kind, children: [], customOptions: [], associated: [], bundleOptions: [], colorSiblings: [], labels: [], isNew: false,
    createdAt: "2025-10-01 10:00:00", qty: 0, manageStock: true, ...extra,
  };
}

/**
 * The whole demo catalogue, deterministic: the same products, prices, stock and URLs on
 * every machine. `today` (the default store view's calendar day) only decides which special
 * prices are current, i.e. Sale membership (their dates are far in the past or future, so in
 * practice it never changes the result).
 */
export function buildCatalogue(today: CalendarDay): ProductModel[] {
  const products = familyProducts(today);
  const nextId = 1001 + products.length;
  products.push(
    compositeProduct(nextId, "GC-050", "simple", { nl: "Cadeaubon € 50", en: "Gift card € 50", de: "Geschenkgutschein 50 €", fr: "Carte cadeau 50 €" }, "card", [2, CATEGORY.accessories, CATEGORY.gifts], {
      price: 50, qty: 0, manageStock: false,
    }),
    compositeProduct(nextId + 1, "GR-TIE-SET", "grouped", { nl: "Stropdas en pochet set", en: "Tie and pocket square set", de: "Krawatte und Einstecktuch", fr: "Ensemble cravate et pochette" }, "box", [2, CATEGORY.accessories, CATEGORY.gifts], {
      associated: [{ sku: "AC-STI-NAV", qty: 1 }, { sku: "AC-POC-WHT", qty: 1 }],
    }),
    compositeProduct(nextId + 2, "GR-SOK-DUO", "grouped", { nl: "Sokken duo", en: "Sock duo", de: "Socken-Duo", fr: "Duo de chaussettes" }, "socks", [2, CATEGORY.accessories], {
      associated: [{ sku: "AC-SOK-NAV", qty: 1 }, { sku: "AC-SOK-GRY", qty: 1 }],
    }),
    compositeProduct(nextId + 3, "BU-GIFT", "bundle", { nl: "Cadeaubox klassiek", en: "Classic gift box", de: "Geschenkbox Klassik", fr: "Coffret cadeau classique" }, "box", [2, CATEGORY.gifts], {
      bundleOptions: [
        { option_id: 1, title: { nl: "Stropdas", en: "Tie", de: "Krawatte", fr: "Cravate" }, links: [{ sku: "AC-STI-NAV", qty: 1, is_default: true }, { sku: "AC-STI-BUR", qty: 1, is_default: false }] },
        { option_id: 2, title: { nl: "Pochet", en: "Pocket square", de: "Einstecktuch", fr: "Pochette" }, links: [{ sku: "AC-POC-WHT", qty: 1, is_default: true }, { sku: "AC-POC-NAV", qty: 1, is_default: false }] },
        { option_id: 3, title: { nl: "Sokken", en: "Socks", de: "Socken", fr: "Chaussettes" }, links: [{ sku: "AC-SOK-NAV", qty: 2, is_default: true }] },
      ],
    }),
    compositeProduct(nextId + 4, "BU-WINTER", "bundle", { nl: "Winterset", en: "Winter set", de: "Winter-Set", fr: "Coffret hiver" }, "scarf", [2, CATEGORY.gifts], {
      bundleOptions: [
        { option_id: 4, title: { nl: "Sjaal", en: "Scarf", de: "Schal", fr: "Écharpe" }, links: [{ sku: "AC-SCA-GRY-0", qty: 1, is_default: false }, { sku: "AC-SCA-CML-0", qty: 1, is_default: false }] },
        { option_id: 5, title: { nl: "Sokken", en: "Socks", de: "Socken", fr: "Chaussettes" }, links: [{ sku: "AC-SOK-GRY", qty: 1, is_default: true }] },
      ],
    }),
  );
  return products;
}
