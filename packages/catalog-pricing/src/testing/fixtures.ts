import type { Attribute } from "../attribute.schemas";
import type { Category } from "../category.schemas";
import type { ConfigurableChild, Product } from "../product.schemas";
import type { TaxRule } from "../tax-rule.schemas";

/** Gross catalogue prices with their tax at 21 % (NL), as a back end pricing server side sends them. */
function grossPrices(price: number, final = price) {
  const tax = (amount: number) => Math.round((amount - amount / 1.21) * 100) / 100;
  return {
    price,
    price_incl_tax: price,
    price_tax: tax(price),
    final_price: final,
    final_price_incl_tax: final,
    final_price_tax: tax(final),
    regular_price: price,
    regular_price_incl_tax: price,
    original_price: price,
    original_price_incl_tax: price,
  };
}

const stock = (qty: number, productId: number) => ({ is_in_stock: qty > 0, qty, manage_stock: true, product_id: productId });

const SIZES = [
  { value: 161, label: "XS" },
  { value: 162, label: "S" },
  { value: 163, label: "M" },
  { value: 164, label: "L" },
  { value: 165, label: "XL" },
];

function shirtChild(position: number, qty: number, status = 1): ConfigurableChild {
  const size = SIZES[position] ?? { value: 160, label: "?" };
  const id = 100_101 + position;
  return {
    id,
    sku: `SH-OXF-WHT-${size.label}`,
    name: `Oxford shirt in white ${size.label}`,
    status,
    visibility: 1,
    image: "/img/SH-OXF-WHT.svg",
    stock: stock(qty, id),
    custom_attributes: [
      { attribute_code: "color_ois", value: "49" },
      { attribute_code: "size_ois", value: String(size.value) },
    ],
    color_ois: 49,
    size_ois: size.value,
    tax_class_id: 2,
    tier_prices: [],
    ...grossPrices(79.95, 63.95),
    special_price: 63.95,
  };
}

/**
 * A configurable shirt: XS sold out, S and XL in stock, M disabled (status 2), L in stock;
 * a current special price (no dates); custom options fixed (monogram €7.50) and percent
 * (luxury box +5 %); a size value "(XXL)" whose label is empty after cleaning and no child.
 */
export const configurableShirt: Product = {
  id: 1001,
  sku: "SH-OXF-WHT",
  name: "Oxford shirt in white",
  type_id: "configurable",
  status: 1,
  visibility: 4,
  tax_class_id: 2,
  url_key: "oxford-shirt-in-white",
  slug: "oxford-shirt-in-white",
  url_path: "p/SH-OXF-WHT/oxford-shirt-in-white",
  image: "/img/SH-OXF-WHT.svg",
  category_ids: [2, 3, 4],
  color_ois: 49,
  stock: { is_in_stock: true, qty: 0, manage_stock: true, product_id: 1001 },
  ...grossPrices(79.95, 63.95),
  special_price: 63.95,
  special_from_date: null,
  special_to_date: null,
  tier_prices: [
    { customer_group_id: 1, qty: 1, value: 75.95 },
    { customer_group_id: 32000, qty: 3, value: 71.96 },
  ],
  configurable_children: [shirtChild(0, 0), shirtChild(1, 5), shirtChild(2, 7, 2), shirtChild(3, 2), shirtChild(4, 9)],
  configurable_options: [
    { id: 1, attribute_id: "93", attribute_code: "color_ois", label: "Colour", position: 0, values: [{ value_index: 49, label: "White" }] },
    {
      id: 2,
      attribute_id: "142",
      attribute_code: "size_ois",
      label: "Size",
      position: 1,
      values: [...SIZES.map((size) => ({ value_index: size.value, label: size.label })), { value_index: 166, label: "(XXL)" }],
    },
  ],
  custom_options: [
    { option_id: 1, title: "Monogram", type: "field", is_require: false, price: 7.5, price_type: "fixed", max_characters: 3 },
    {
      option_id: 2,
      title: "Gift wrapping",
      type: "drop_down",
      is_require: false,
      values: [
        { option_type_id: 3, title: "Standard", price: 0, price_type: "fixed" },
        { option_type_id: 4, title: "Luxury box", price: 5, price_type: "percent" },
      ],
    },
  ],
  product_labels: [
    { label_id: 1, type: 1, position: 0, label_text: "Sale", label_background_color: "#b3261e", label_text_color: "#ffffff" },
    { label_id: 2, type: 1, position: 0, label_text: "New", label_background_color: "#1f2a44", label_text_color: "#ffffff" },
    { label_id: 3, type: 2, position: 6, label_text: "Sustainable", label_background_color: "#5a6b3c", label_text_color: "#ffffff" },
  ],
  new: false,
  sale: true,
};

/** A child as its own document (visibility 1, with parentSku), as the index holds it. */
export const shirtChildDocument: Product = {
  ...(configurableShirt.configurable_children?.[1] as ConfigurableChild),
  name: "Oxford shirt in white S",
  type_id: "simple",
  status: 1,
  visibility: 1,
  parentSku: "SH-OXF-WHT",
  parentId: 1001,
  url_path: "p/SH-OXF-WHT/oxford-shirt-in-white",
};

function simple(id: number, sku: string, name: string, price: number, visibility = 4, extra: Partial<Product> = {}): Product {
  return { id, sku, name, type_id: "simple", status: 1, visibility, tax_class_id: 2, url_path: `p/${sku}/${sku.toLowerCase()}`, stock: stock(10, id), ...grossPrices(price), tier_prices: [], ...extra };
}

export const silkTie = simple(1030, "AC-STI-NAV", "Silk tie in navy", 59.95);
export const burgundyTie = simple(1031, "AC-STI-BUR", "Silk tie in burgundy", 59.95);
export const pocketSquare = simple(1040, "AC-POC-WHT", "Pocket square in white", 29.95, 2);
/** Socks: tier prices for group 1 and from 3 pieces for all groups. */
export const navySocks = simple(1050, "AC-SOK-NAV", "Socks in navy", 14.95, 3, {
  tier_prices: [
    { customer_group_id: 1, qty: 1, value: 14.2 },
    { customer_group_id: 32000, qty: 3, value: 13.46 },
  ],
});
/** Disabled (status 2): its load fails. */
export const disabledJacket = simple(1020, "JA-FLD-BEI", "Field jacket in beige", 229, 4, { status: 2 });

/** Grouped: tie + pocket square (each qty 1): 59.95 + 29.95. */
export const groupedTieSet: Product = {
  ...simple(1090, "GR-TIE-SET", "Tie and pocket square set", 89.9),
  type_id: "grouped",
  product_links: [
    { sku: "GR-TIE-SET", link_type: "associated", linked_product_sku: "AC-STI-NAV", linked_product_type: "simple", position: 0, qty: 1 },
    { sku: "GR-TIE-SET", link_type: "associated", linked_product_sku: "AC-POC-WHT", linked_product_type: "simple", position: 1, qty: 1 },
  ],
};

/** Bundle: tie (default navy), pocket square (default), socks × 2: 59.95 + 29.95 + 2 × 14.95. */
export const bundleGiftBox: Product = {
  ...simple(1092, "BU-GIFT", "Classic gift box", 119.8),
  type_id: "bundle",
  bundle_options: [
    {
      option_id: 1,
      title: "Tie",
      type: "radio",
      product_links: [
        { id: 1031, sku: "AC-STI-BUR", qty: 1, is_default: false },
        { id: 1030, sku: "AC-STI-NAV", qty: 1, is_default: true },
      ],
    },
    { option_id: 2, title: "Pocket square", type: "radio", product_links: [{ id: 1040, sku: "AC-POC-WHT", qty: 1, is_default: true }] },
    { option_id: 3, title: "Socks", type: "radio", product_links: [{ id: 1050, sku: "AC-SOK-NAV", qty: 2, is_default: true }] },
  ],
};

export const fixtureProducts: Product[] = [configurableShirt, shirtChildDocument, silkTie, burgundyTie, pocketSquare, navySocks, disabledJacket, groupedTieSet, bundleGiftBox];

function category(id: number, name: string, parentId: number, position: number, isActive = true): Category {
  const urlPath = name.toLowerCase().replace(/\s+/g, "-");
  return {
    id,
    name,
    parent_id: parentId,
    level: parentId === 2 ? 2 : 3,
    path: parentId === 2 ? `1/2/${id}` : `1/2/${parentId}/${id}`,
    position,
    product_count: 3,
    is_active: isActive,
    url_key: urlPath,
    url_path: urlPath,
    slug: urlPath,
    children_count: 0,
  };
}

/** Shirts (with casual shirts), trousers, sale, and an inactive archive. */
export const fixtureCategories: Category[] = [category(3, "Shirts", 2, 1), category(4, "Casual shirts", 3, 1), category(5, "Trousers", 2, 2), category(9, "Sale", 2, 3), category(12, "Archive", 2, 4, false)];

export const fixtureAttributes: Attribute[] = [
  { attribute_id: 93, attribute_code: "color_ois", frontend_input: "select", frontend_label: "Colour", is_comparable: true, is_user_defined: true, is_visible: true, options: [{ label: "White", value: "49" }, { label: "Navy", value: "51" }] },
  { attribute_id: 142, attribute_code: "size_ois", frontend_input: "select", frontend_label: "Size", is_comparable: false, is_user_defined: true, is_visible: true, options: SIZES.map((size) => ({ label: size.label, value: String(size.value) })) },
];

/** Garments (class 2): 21 % NL/BE, 19 % DE, 20 % FR, 23 % PL. */
export const fixtureTaxRules: TaxRule[] = [
  {
    id: 1,
    code: "Standard rate",
    priority: 0,
    position: 0,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 21, tax_country_id: "NL", tax_region_id: 0, region_name: null },
      { rate: 21, tax_country_id: "BE", tax_region_id: 0, region_name: null },
      { rate: 19, tax_country_id: "DE", tax_region_id: 0, region_name: null },
      { rate: 20, tax_country_id: "FR", tax_region_id: 0, region_name: null },
      { rate: 23, tax_country_id: "PL", tax_region_id: 0, region_name: null },
    ],
  },
];

export interface CatalogFixtureData {
  products: Product[];
  categories: Category[];
  attributes: Attribute[];
  taxRules: TaxRule[];
}

/** Copies of every fixture, for a test to change without touching the others. */
export function catalogFixtures(): CatalogFixtureData {
  return structuredClone({ products: fixtureProducts, categories: fixtureCategories, attributes: fixtureAttributes, taxRules: fixtureTaxRules });
}
