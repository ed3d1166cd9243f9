import type { CalendarDay } from "@shop/core";
import { round2 } from "../pricing/rules/money";
import { priceFields, type PriceFields } from "../pricing/rules/product-prices";
import { ATTRIBUTES, COLOR, SIZE_SETS } from "./attributes";
import { CATEGORIES, categoryPathIds, type CategoryModel } from "./categories";
import type { ChildModel, ProductModel } from "./catalogue";
import { type Localized, type SeedLanguage } from "./locales";
import { GARMENT_TAX_CLASS, TAX_RULES, taxRateFor } from "./tax-rules";

export interface CatalogDocument {
  entityType: "product" | "category" | "attribute" | "taxrule" | "url_rewrite";
  entityId: string;
  sku: string | null;
  doc: Record<string, unknown>;
}

export interface IndexContext {
  lang: SeedLanguage;
  storeId: number;
  /** The country whose tax the catalogue prices show (the store view's default country). */
  taxCountry: string;
  /** The store view's calendar day at seeding: which special prices the seeded final_price shows. */
  today: CalendarDay;
  products: ProductModel[];
}

function categoryById(id: number): CategoryModel {
  const category = CATEGORIES.find((entry) => entry.id === id);
  if (category === undefined) throw new Error(`Seed: no category ${id}`);
  return category;
}

function attributeByCode(code: string) {
  const attribute = ATTRIBUTES.find((entry) => entry.code === code);
  if (attribute === undefined) throw new Error(`Seed: no attribute ${code}`);
  return attribute;
}

export const imagePath = (sku: string, view?: "detail") => `/img/${encodeURIComponent(sku)}${view === undefined ? "" : `-${view}`}.svg`;

function categoryUrlPath(category: CategoryModel, lang: SeedLanguage): string {
  const ids = categoryPathIds(category.id).filter((id) => id > 2);
  return ids.map((id) => CATEGORIES.find((entry) => entry.id === id)?.urlKey[lang] ?? "").join("/");
}

export const productUrlPath = (product: ProductModel, lang: SeedLanguage) => `p/${product.sku}/${product.slug[lang]}`;

const taxClassOf = (product: ProductModel) => (product.sku.startsWith("GC-") ? 0 : GARMENT_TAX_CLASS);

function stockOf(qty: number, manageStock: boolean, productId: number) {
  return { is_in_stock: !manageStock || qty > 0, qty, manage_stock: manageStock, product_id: productId };
}

function sumPrices(parts: { fields: PriceFields; qty: number }[], ratePercent: number, today: CalendarDay): PriceFields {
  const price = round2(parts.reduce((sum, part) => sum + part.fields.price * part.qty, 0));
  const final = round2(parts.reduce((sum, part) => sum + part.fields.final_price * part.qty, 0));
  return { ...priceFields({ price, special_price: final < price ? final : null }, ratePercent, today), special_price: null, special_price_incl_tax: null, special_price_tax: null };
}

function childDocument(product: ProductModel, child: ChildModel, ctx: IndexContext, prices: PriceFields) {
  return {
    id: child.id,
    sku: child.sku,
    name: `${product.name[ctx.lang]} ${child.sizeLabel}`,
    status: child.status,
    visibility: 1,
    type_id: "simple",
    image: imagePath(product.sku),
    url_key: `${product.slug[ctx.lang]}-${child.sku.toLowerCase()}`,
    stock: stockOf(child.qty, true, child.id),
    custom_attributes: [
      { attribute_code: "color_ois", value: String(child.color) },
      { attribute_code: "size_ois", value: String(child.size) },
    ],
    color_ois: child.color,
    size_ois: child.size,
    tax_class_id: taxClassOf(product),
    tier_prices: product.tierPrices,
    ...prices,
  };
}

function configurableOptions(product: ProductModel, ctx: IndexContext) {
  const colorAttribute = attributeByCode("color_ois");
  const sizeAttribute = attributeByCode("size_ois");
  const sizeValues = new Map<number, string>();
  for (const set of Object.values(SIZE_SETS)) for (const size of set) sizeValues.set(size.value, size.label[ctx.lang]);
  const color = Object.values(COLOR).find((option) => option.value === product.attributes.color_ois);
  return [
    { id: 1, attribute_id: String(colorAttribute.id), attribute_code: colorAttribute.code, label: colorAttribute.label[ctx.lang], position: 0, product_id: product.id, values: color === undefined ? [] : [{ value_index: color.value, label: color.label[ctx.lang] }] },
    { id: 2, attribute_id: String(sizeAttribute.id), attribute_code: sizeAttribute.code, label: sizeAttribute.label[ctx.lang], position: 1, product_id: product.id, values: product.children.map((child) => ({ value_index: child.size, label: sizeValues.get(child.size) ?? child.sizeLabel })) },
  ];
}

const localize = (text: Localized, ctx: IndexContext) => text[ctx.lang];

/** The product document of one store view, priced server side (commerce-core.md §3 Product). */
export function productDocument(product: ProductModel, ctx: IndexContext): Record<string, unknown> {
  const rate = taxRateFor(taxClassOf(product), ctx.taxCountry);
  const bySku = new Map(ctx.products.map((entry) => [entry.sku, entry]));
  const ownPrices = priceFields({ price: product.price, special_price: product.special?.price ?? null, special_from_date: product.special?.from ?? null, special_to_date: product.special?.to ?? null }, rate, ctx.today);
  const linkedPrices = (sku: string): PriceFields => {
    const simple = bySku.get(sku) ?? ctx.products.find((entry) => entry.children.some((child) => child.sku === sku));
    if (simple === undefined) throw new Error(`Seed: composite product ${product.sku} links unknown sku ${sku}`);
    return priceFields({ price: simple.price, special_price: simple.special?.price ?? null, special_from_date: simple.special?.from ?? null, special_to_date: simple.special?.to ?? null }, rate, ctx.today);
  };
  let prices = ownPrices;
  // commerce-core.md §4: grouped = sum of associated products (qty 1 each); bundle = default (else first) link of each option × its qty.
  if (product.type === "grouped") prices = sumPrices(product.associated.map((link) => ({ fields: linkedPrices(link.sku), qty: 1 })), rate, ctx.today);
  if (product.type === "bundle") {
    prices = sumPrices(
      product.bundleOptions.map((option) => {
        const chosen = option.links.find((link) => link.is_default) ?? option.links[0];
        if (chosen === undefined) throw new Error(`Seed: bundle ${product.sku} option ${option.option_id} has no links`);
        return { fields: linkedPrices(chosen.sku), qty: chosen.qty };
      }),
      rate,
      ctx.today,
    );
  }
  const categories = product.categoryIds.filter((id) => id > 2).map(categoryById);
  const childInStock = product.children.some((child) => child.status === 1 && child.qty > 0);
  const composite = product.type === "grouped" || product.type === "bundle";
  const onSale = prices.final_price < prices.price;
  const links = [
    ...product.associated.map((link, position) => ({ sku: product.sku, link_type: "associated", linked_product_sku: link.sku, linked_product_type: "simple", position, qty: link.qty, is_default: true, extension_attributes: { qty: link.qty } })),
    ...product.colorSiblings.map((sku, position) => ({ sku: product.sku, link_type: "colorrelation", linked_product_sku: sku, linked_product_type: product.type, position })),
  ];
  return {
    id: product.id,
    sku: product.sku,
    name: localize(product.name, ctx),
    type_id: product.type,
    status: product.status,
    visibility: product.visibility,
    tax_class_id: taxClassOf(product),
    url_key: product.slug[ctx.lang],
    slug: product.slug[ctx.lang],
    url_path: productUrlPath(product, ctx.lang),
    image: imagePath(product.sku),
    small_image: imagePath(product.sku),
    thumbnail: imagePath(product.sku),
    media_gallery: [
      { image: imagePath(product.sku), pos: 1, typ: "image", lab: localize(product.name, ctx), vid: null },
      { image: imagePath(product.sku, "detail"), pos: 2, typ: "image", lab: localize(product.name, ctx), vid: null },
    ],
    description: `<p>${localize(product.description, ctx)}</p>`,
    short_description: localize(product.description, ctx),
    meta_title: localize(product.name, ctx),
    meta_description: localize(product.description, ctx),
    category_ids: product.categoryIds,
    category: categories.map((category) => ({ category_id: category.id, name: category.name[ctx.lang], slug: category.urlKey[ctx.lang], path: categoryUrlPath(category, ctx.lang) })),
    ...product.attributes,
    ...(product.children.length > 0
      ? {
          color_ois_options: [...new Set(product.children.map((child) => child.color))],
          size_ois_options: product.children.map((child) => child.size),
          configurable_children: product.children.map((child) => childDocument(product, child, ctx, ownPrices)),
          configurable_options: configurableOptions(product, ctx),
        }
      : {}),
    ...prices,
    tier_prices: product.tierPrices,
    stock: product.children.length > 0
      ? { is_in_stock: childInStock, qty: 0, manage_stock: true, product_id: product.id }
      : stockOf(product.qty, product.manageStock && !composite, product.id),
    custom_options: product.customOptions.map((option, position) => ({
      option_id: option.option_id,
      title: option.title[ctx.lang],
      type: option.type,
      is_require: false,
      sort_order: position,
      ...(option.price === undefined ? {} : { price: option.price, price_type: option.price_type, max_characters: option.max_characters }),
      ...(option.values === undefined
        ? {}
        : { values: option.values.map((value, sort) => ({ option_type_id: value.option_type_id, title: value.title[ctx.lang], price: value.price, price_type: value.price_type, sort_order: sort })) }),
    })),
    product_links: links,
    bundle_options: product.bundleOptions.map((option, position) => ({
      option_id: option.option_id,
      title: option.title[ctx.lang],
      required: true,
      type: "radio",
      position,
      sku: product.sku,
      product_links: option.links.map((link, linkPosition) => {
        const simple = bySku.get(link.sku);
        const id = simple?.id ?? ctx.products.flatMap((entry) => entry.children).find((child) => child.sku === link.sku)?.id ?? 0;
        return { id, sku: link.sku, qty: link.qty, is_default: link.is_default, position: linkPosition, can_change_quantity: 0, price: null };
      }),
    })),
    product_labels: product.labels.map((label, index) => ({
      label_id: index + 1,
      type: label.type,
      position: label.position,
      label_text: label.text[ctx.lang],
      label_background_color: label.background,
      label_text_color: label.color,
    })),
    new: product.isNew ? 1 : 0,
    sale: onSale ? 1 : 0,
    created_at: product.createdAt,
    updated_at: product.createdAt,
    position: product.id - 1000,
  };
}

function categoryNode(category: CategoryModel, ctx: IndexContext, productCount: (id: number) => number): Record<string, unknown> {
  const children = CATEGORIES.filter((entry) => entry.parentId === category.id).sort((a, b) => a.position - b.position);
  const pathIds = categoryPathIds(category.id);
  // The root's url_path is empty, as Magento's root has none: no URL shows the tree root itself.
  const urlPath = categoryUrlPath(category, ctx.lang);
  return {
    id: category.id,
    name: category.name[ctx.lang],
    parent_id: category.parentId,
    parent_ids: pathIds.slice(0, -1),
    level: pathIds.length - 1,
    path: pathIds.join("/"),
    position: category.position,
    product_count: productCount(category.id),
    is_active: category.isActive,
    include_in_menu: category.includeInMenu,
    display_mode: category.displayMode,
    url_key: category.urlKey[ctx.lang],
    url_path: urlPath,
    slug: urlPath === "" ? category.urlKey[ctx.lang] : urlPath.replace(/\//g, "-"),
    children_count: children.length,
    children_data: children.map((child) => categoryNode(child, ctx, productCount)),
    meta_title: category.name[ctx.lang],
    meta_description: null,
  };
}

/** Every document of one store view's index, deterministic for the same catalogue. */
export function buildIndexDocuments(ctx: IndexContext): CatalogDocument[] {
  const documents: CatalogDocument[] = [];
  for (const product of ctx.products) {
    const doc = productDocument(product, ctx);
    documents.push({ entityType: "product", entityId: String(product.id), sku: product.sku, doc });
    for (const child of (doc.configurable_children as Record<string, unknown>[] | undefined) ?? []) {
      documents.push({ entityType: "product", entityId: String(child.id), sku: String(child.sku), doc: { ...child, parentSku: product.sku, parentId: product.id, url_path: doc.url_path, slug: child.url_key, category_ids: product.categoryIds } });
    }
  }
  const listed = ctx.products.filter((product) => product.visibility !== 1 && product.status === 1);
  const productCount = (id: number) => listed.filter((product) => product.categoryIds.includes(id)).length;
  for (const category of CATEGORIES) {
    documents.push({ entityType: "category", entityId: String(category.id), sku: null, doc: categoryNode(category, ctx, productCount) });
  }
  for (const attribute of ATTRIBUTES) {
    documents.push({
      entityType: "attribute",
      entityId: String(attribute.id),
      sku: null,
      doc: {
        attribute_id: attribute.id,
        attribute_code: attribute.code,
        frontend_input: "select",
        frontend_label: attribute.label[ctx.lang],
        default_frontend_label: attribute.label.en,
        is_comparable: attribute.isComparable ? "1" : "0",
        is_user_defined: true,
        is_visible: true,
        is_visible_on_front: true,
        is_filterable: attribute.isFilterable,
        position: attribute.position,
        options: attribute.options.map((option, sort) => ({ label: option.label[ctx.lang], value: String(option.value), sort_order: sort })),
      },
    });
  }
  for (const rule of TAX_RULES) documents.push({ entityType: "taxrule", entityId: String(rule.id), sku: null, doc: structuredClone(rule) as unknown as Record<string, unknown> });
  return documents;
}

export interface UrlRewriteRecord {
  request_path: string;
  target_path: string;
  redirect_type: 0 | 301 | 302;
  entity_type: "product" | "category" | "cms-page" | "custom";
  entity_id: number | null;
}

const CAMPAIGN_PATH: Localized = { nl: "acties", en: "offers", de: "angebote", fr: "promotions" };

/**
 * URL rewrites of one store view: every listed product and every category with a url_path
 * that is not a PAGE (commerce-core.md §2), old .html product URLs (301), the old "heren/"
 * category prefix (301) and a campaign path (302).
 */
export function buildUrlRewrites(lang: SeedLanguage, products: ProductModel[]): UrlRewriteRecord[] {
  const rewrites: UrlRewriteRecord[] = [];
  for (const category of CATEGORIES) {
    const path = categoryUrlPath(category, lang);
    // The root has no url_path (categoryNode), so no record: the rule the client registers by.
    if (path === "" || !category.isActive || category.displayMode === "PAGE") continue;
    rewrites.push({ request_path: path, target_path: `catalog/category/view/id/${category.id}`, redirect_type: 0, entity_type: "category", entity_id: category.id });
    if (category.parentId === 2) {
      rewrites.push({ request_path: `${categoryById(2).urlKey[lang]}/${path}`, target_path: path, redirect_type: 301, entity_type: "category", entity_id: category.id });
    }
  }
  products.forEach((product, index) => {
    if (product.visibility === 1) return;
    const path = productUrlPath(product, lang);
    rewrites.push({ request_path: path, target_path: `catalog/product/view/id/${product.id}`, redirect_type: 0, entity_type: "product", entity_id: product.id });
    if (index % 4 === 0) rewrites.push({ request_path: `${product.slug[lang]}.html`, target_path: path, redirect_type: 301, entity_type: "product", entity_id: product.id });
  });
  const sale = categoryById(9);
  rewrites.push({ request_path: CAMPAIGN_PATH[lang], target_path: categoryUrlPath(sale, lang), redirect_type: 302, entity_type: "custom", entity_id: null });
  return rewrites;
}
