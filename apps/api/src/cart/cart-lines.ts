import { MAX_CART_ITEM_QTY } from "@shop/cart";
import type { ProductOption } from "@shop/catalog-pricing";
import type { CalendarDay, StoreView } from "@shop/core";
import { productsBySku, type ProductDoc } from "../catalog/products";
import type { Queryable } from "../db/database";
import { badRequest, notFound } from "../http/errors";
import { INVALID_BODY } from "../http/validation";
import { round2 } from "../pricing/rules/money";
import { optionSurcharge } from "../pricing/rules/option-price";
import { unitPriceNow, type UnitPriceInput } from "../pricing/rules/unit-price";
import { seedLanguageOf } from "../seed/locales";
import { productTaxRate } from "../seed/tax-rules";

export interface CartItemRow {
  id: number;
  sku: string;
  parent_sku: string | null;
  qty: number;
  product_option: ProductOption | null;
}

/** What a cart or order line resolves to in the catalogue. */
export interface ResolvedLine {
  sku: string;
  parentSku: string | null;
  productType: string;
  name: string;
  productOption: ProductOption | null;
  /** The products whose stock the line takes: the sku itself, or a bundle's chosen links. */
  stockSkus: { sku: string; qtyPerUnit: number }[];
}

type ConfigurableOption = { attribute_id: string; attribute_code: string; label: string; values: { value_index: number; label: string }[] };
type CustomOptionDoc = {
  option_id: number;
  title: string;
  type: string;
  is_require?: boolean;
  max_characters?: number;
  price?: number;
  price_type?: "fixed" | "percent";
  values?: { option_type_id: number; title: string; price: number; price_type: "fixed" | "percent" }[];
};
type ChosenCustomOption = NonNullable<NonNullable<ProductOption["extension_attributes"]>["custom_options"]>[number];
type BundleLinkDoc = { id?: number; sku: string; qty: number; is_default: boolean; can_change_quantity?: number | boolean };
type BundleOptionDoc = { option_id: number; title: string; product_links: BundleLinkDoc[] };

/**
 * The quantity of a bundle selection: the link's own, unless the link lets the shopper change
 * it (Magento's `can_change_quantity`); then the sent quantity, which must be a positive whole
 * number. A quantity of 0 or below would price the selection at nothing and give stock back.
 */
function bundleSelectionQty(link: BundleLinkDoc, sent: number | undefined, path: string): number {
  if (!link.can_change_quantity || sent === undefined) return link.qty;
  if (!Number.isInteger(sent) || sent <= 0 || sent > MAX_CART_ITEM_QTY) throw badRequest(INVALID_BODY, [{ path, message: `option_qty must be a whole number from 1 to ${MAX_CART_ITEM_QTY}` }]);
  return sent;
}

export const NOT_AVAILABLE = "Product that you are trying to add is not available.";

/** Magento answers in the store's language; the storefront reacts to the Dutch one (commerce-core.md §8). */
const QTY_NOT_AVAILABLE: Record<string, string> = {
  nl: "De gevraagde hoeveelheid is niet beschikbaar",
  en: "The requested qty is not available",
  de: "Die angeforderte Menge ist nicht verfügbar",
  fr: "La quantité demandée n'est pas disponible",
};

/**
 * The document of a bundle's chosen link, which must exist and be enabled: a bundle is not
 * sold (stock taken) without a part, nor priced without it.
 */
function availableLink(docs: ProductDocs, sku: string): ProductDoc {
  const doc = docs.get(sku);
  if (doc === undefined || doc.status >= 2) throw badRequest(NOT_AVAILABLE, [{ path: "cartItem.product_option.extension_attributes.bundle_options", message: `the bundle's product ${sku} is not available` }]);
  return doc;
}

const CUSTOM_OPTIONS_PATH = "cartItem.product_option.extension_attributes.custom_options";
/** Magento's refusals of a custom option value (Product\\Option\\Type\\Text, DefaultType). */
export const REQUIRED_OPTIONS = "The product's required option(s) weren't entered. Make sure the options are entered and try again.";
export const TEXT_TOO_LONG = "The text is too long. Shorten the text and try again.";

/**
 * The chosen custom options as a line keeps them, checked as Magento checks them: each option
 * once and known, a select's value one of its values, a text trimmed and at most `max_characters`
 * long. A blank value of an optional option is not a choice (dropped, so not charged); of a
 * required one it is refused, as is a required option not sent. Kept canonical, so one choice is
 * one line however it was spelt: `{option_id, option_value}` only (nothing else the client sent),
 * the definition's option_id, a select's value as its option_type_id, a text as a string, in the
 * definitions' order.
 */
function checkedCustomOptions(definitions: readonly CustomOptionDoc[], chosen: readonly ChosenCustomOption[]): { option_id: number; option_value: string | number }[] {
  const kept: { at: number; option: { option_id: number; option_value: string | number } }[] = [];
  const seen = new Set<string>();
  for (const [index, custom] of chosen.entries()) {
    const path = `${CUSTOM_OPTIONS_PATH}.${index}`;
    const definition = definitions.find((entry) => String(entry.option_id) === String(custom.option_id));
    if (definition === undefined) throw badRequest(INVALID_BODY, [{ path, message: "unknown option" }]);
    if (seen.has(String(definition.option_id))) throw badRequest(INVALID_BODY, [{ path, message: `option ${definition.option_id} is chosen more than once` }]);
    seen.add(String(definition.option_id));
    const value = typeof custom.option_value === "string" ? custom.option_value.trim() : custom.option_value;
    if (value === "") {
      if (definition.is_require === true) throw badRequest(REQUIRED_OPTIONS, [{ path: `${path}.option_value`, message: `${definition.title} is required` }]);
      continue;
    }
    let canonical: string | number = String(value);
    if (definition.values !== undefined) {
      const picked = definition.values.find((entry) => String(entry.option_type_id) === String(value));
      if (picked === undefined) throw badRequest(INVALID_BODY, [{ path: `${path}.option_value`, message: "unknown value" }]);
      canonical = picked.option_type_id;
    } else if (definition.max_characters !== undefined && definition.max_characters > 0 && [...canonical].length > definition.max_characters) {
      throw badRequest(TEXT_TOO_LONG, [{ path: `${path}.option_value`, message: `at most ${definition.max_characters} characters` }]);
    }
    kept.push({ at: definitions.indexOf(definition), option: { option_id: definition.option_id, option_value: canonical } });
  }
  const missing = definitions.find((definition) => definition.is_require === true && !seen.has(String(definition.option_id)));
  if (missing !== undefined) throw badRequest(REQUIRED_OPTIONS, [{ path: CUSTOM_OPTIONS_PATH, message: `${missing.title} is required` }]);
  return kept.sort((a, b) => a.at - b.at).map((entry) => entry.option);
}

export const qtyNotAvailable = (storeCode: string) => QTY_NOT_AVAILABLE[seedLanguageOf(storeCode)] ?? "The requested qty is not available";

const configurableItemOptions = (child: ProductDoc, options: ConfigurableOption[]) =>
  options.map((option) => ({ option_id: option.attribute_id, option_value: Number(child[option.attribute_code]) }));

export type ProductDocs = Map<string, ProductDoc>;

/** The skus a requested product needs beside itself: its configurable parent or children, its bundle links. */
function relatedSkus(doc: ProductDoc): string[] {
  return [
    ...(typeof doc.parentSku === "string" ? [doc.parentSku] : []),
    ...((doc.configurable_children as { sku: string }[] | undefined) ?? []).map((child) => child.sku),
    ...((doc.bundle_options as BundleOptionDoc[] | undefined) ?? []).flatMap((option) => option.product_links.map((link) => link.sku)),
  ];
}

/**
 * Every document that `resolveLine` and `priceLines` need for these requested skus, in two
 * queries at most however many lines: the skus, then their parents, children and bundle links.
 */
export async function docsForRequests(db: Queryable, view: StoreView, skus: Iterable<string>): Promise<ProductDocs> {
  const docs = await productsBySku(db, view, [...new Set(skus)]);
  const missing = new Set([...docs.values()].flatMap(relatedSkus).filter((sku) => !docs.has(sku)));
  for (const [sku, doc] of await productsBySku(db, view, [...missing])) docs.set(sku, doc);
  return docs;
}

/** The documents `priceLines` needs for lines already resolved (a cart's items): one query. */
export function docsForItems(db: Queryable, view: StoreView, items: readonly CartItemRow[]): Promise<ProductDocs> {
  const skus = new Set<string>();
  for (const item of items) {
    skus.add(item.sku);
    if (item.parent_sku !== null) skus.add(item.parent_sku);
    for (const bundle of item.product_option?.extension_attributes.bundle_options ?? []) for (const selection of bundle.option_selections) skus.add(String(selection));
  }
  return productsBySku(db, view, [...skus]);
}

/**
 * Resolves what a client asks to add: a simple sku, a configurable child's sku, or a
 * configurable parent with configurable_item_options; bundles take bundle_options
 * (their defaults when none are given). Disabled products are refused. `docs` comes from
 * `docsForRequests`.
 */
export function resolveLine(docs: ProductDocs, sku: string, productOption: ProductOption | undefined): ResolvedLine {
  let product = docs.get(sku);
  if (product === undefined) throw notFound(NOT_AVAILABLE);
  let parent: ProductDoc | undefined;
  if (typeof product.parentSku === "string") parent = docs.get(product.parentSku);
  if (product.type_id === "configurable") {
    parent = product;
    const chosen = productOption?.extension_attributes.configurable_item_options ?? [];
    const options = (parent.configurable_options as ConfigurableOption[] | undefined) ?? [];
    const children = (parent.configurable_children as ProductDoc[] | undefined) ?? [];
    if (chosen.length === 0) throw badRequest("You need to choose options for your item.", [{ path: "cartItem.product_option", message: "configurable_item_options are required for a configurable product" }]);
    const match = children.find((child) =>
      chosen.every((pick) => {
        const option = options.find((entry) => String(entry.attribute_id) === String(pick.option_id));
        return option !== undefined && String(child[option.attribute_code]) === String(pick.option_value);
      }),
    );
    if (match === undefined) throw badRequest("The requested configuration is not available.", [{ path: "cartItem.product_option", message: "no child matches these options" }]);
    product = docs.get(match.sku) ?? match;
  }
  if (product.status >= 2 || (parent !== undefined && parent.status >= 2)) throw badRequest(NOT_AVAILABLE);
  if (product.type_id === "grouped") throw badRequest("Add the products of a grouped product one by one.", [{ path: "cartItem.sku", message: "a grouped product is added as its associated products" }]);
  const option = productOption?.extension_attributes;
  const customOptions = checkedCustomOptions(((parent ?? product).custom_options as CustomOptionDoc[] | undefined) ?? [], option?.custom_options ?? []);
  let stockSkus = [{ sku: product.sku, qtyPerUnit: 1 }];
  let bundleOptions = option?.bundle_options;
  if (product.type_id === "bundle") {
    const definitions = (product.bundle_options as BundleOptionDoc[] | undefined) ?? [];
    const sent = option?.bundle_options ?? [];
    bundleOptions = definitions.map((definition) => {
      const pickedAt = sent.findIndex((entry) => String(entry.option_id) === String(definition.option_id));
      const picked = sent[pickedAt];
      const link = picked === undefined ? (definition.product_links.find((entry) => entry.is_default) ?? definition.product_links[0]) : definition.product_links.find((entry) => picked.option_selections.map(String).includes(entry.sku) || picked.option_selections.map(String).includes(String(entry.id)));
      if (link === undefined) throw badRequest(INVALID_BODY, [{ path: "cartItem.product_option.extension_attributes.bundle_options", message: `no valid selection for option ${definition.option_id}` }]);
      availableLink(docs, link.sku);
      const qty = bundleSelectionQty(link, picked?.option_qty, `cartItem.product_option.extension_attributes.bundle_options.${pickedAt}.option_qty`);
      return { option_id: definition.option_id, option_qty: qty, option_selections: [link.sku] };
    });
    stockSkus = bundleOptions.map((entry) => ({ sku: String(entry.option_selections[0]), qtyPerUnit: entry.option_qty }));
  }
  const extension = {
    ...(customOptions.length > 0 ? { custom_options: customOptions } : {}),
    ...(parent !== undefined ? { configurable_item_options: configurableItemOptions(product, (parent.configurable_options as ConfigurableOption[] | undefined) ?? []) } : {}),
    ...(bundleOptions !== undefined && product.type_id === "bundle" ? { bundle_options: bundleOptions } : {}),
  };
  return {
    sku: product.sku,
    parentSku: parent?.sku ?? null,
    productType: parent !== undefined ? "configurable" : product.type_id,
    name: (parent ?? product).name,
    productOption: Object.keys(extension).length > 0 ? { extension_attributes: extension } : null,
    stockSkus,
  };
}

export interface PricedLine {
  item: CartItemRow;
  name: string;
  productType: string;
  unitPriceInclTax: number;
  taxPercent: number;
  options: { label: string; value: string }[];
}

/**
 * Unit prices on `today`, the store view's calendar day (`unitPriceNow`: special price, tier price for the group and quantity), option surcharges;
 * bundles sum their selections. `docs` holds the items' documents (`docsForItems`, or the
 * `docsForRequests` the lines were resolved with).
 */
export function priceLines(docs: ProductDocs, items: readonly CartItemRow[], groupId: number, countryId: string, today: CalendarDay): PricedLine[] {
  return items.map((item) => {
    const product = docs.get(item.sku);
    if (product === undefined) throw notFound(`${NOT_AVAILABLE} (${item.sku})`);
    const parent = item.parent_sku === null ? undefined : docs.get(item.parent_sku);
    const unitOf = (doc: ProductDoc, qty: number) => unitPriceNow(doc as UnitPriceInput & ProductDoc, groupId, qty, today);
    const extension = item.product_option?.extension_attributes;
    const labels: { label: string; value: string }[] = [];
    let unit = unitOf(product, item.qty);
    if (product.type_id === "bundle") {
      const definitions = (product.bundle_options as BundleOptionDoc[] | undefined) ?? [];
      unit = 0;
      for (const bundle of extension?.bundle_options ?? []) {
        const link = availableLink(docs, String(bundle.option_selections[0]));
        // The line takes item.qty × option_qty pieces of the link: its tier price counts from those.
        unit += unitOf(link, item.qty * bundle.option_qty) * bundle.option_qty;
        const title = definitions.find((definition) => String(definition.option_id) === String(bundle.option_id))?.title ?? String(bundle.option_id);
        labels.push({ label: title, value: `${bundle.option_qty} x ${link.name}` });
      }
    }
    for (const option of (parent?.configurable_options as ConfigurableOption[] | undefined) ?? []) {
      const value = option.values.find((entry) => String(entry.value_index) === String(product[option.attribute_code]));
      if (value !== undefined) labels.push({ label: option.label, value: value.label });
    }
    const definitions = ((parent ?? product).custom_options as CustomOptionDoc[] | undefined) ?? [];
    const base = unit;
    for (const custom of extension?.custom_options ?? []) {
      const definition = definitions.find((entry) => String(entry.option_id) === String(custom.option_id));
      if (definition === undefined) continue;
      const value = definition.values?.find((entry) => String(entry.option_type_id) === String(custom.option_value));
      const priced = value ?? (definition.price !== undefined && definition.price_type !== undefined ? { price: definition.price, price_type: definition.price_type } : undefined);
      if (priced !== undefined) unit += optionSurcharge(base, priced);
      labels.push({ label: definition.title, value: value?.title ?? String(custom.option_value) });
    }
    return {
      item,
      name: (parent ?? product).name,
      productType: parent === undefined ? product.type_id : "configurable",
      unitPriceInclTax: round2(unit),
      taxPercent: productTaxRate(product, countryId),
      options: labels,
    };
  });
}
