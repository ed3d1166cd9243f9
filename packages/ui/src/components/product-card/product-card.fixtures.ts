import { FOUR_CORNERS, LABEL_FIXTURES } from "../product-labels/product-labels.fixtures";
import type { CardProduct } from "./product-card.types";

/** A small inline image (4:5) so stories and tests need no network. */
export function placeholderImage(fill: string, text = ""): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="640" viewBox="0 0 512 640"><rect width="512" height="640" fill="${fill}"/><text x="256" y="330" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#1b1b1b">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Data URLs take no resize query. */
export const keepUrl = (src: string) => src;

const sizes = [
  { value_index: 167, label: "S (46)" },
  { value_index: 168, label: "M (48)" },
  { value_index: 169, label: "L (50)" },
  { value_index: 170, label: "XL (52)" },
  { value_index: 171, label: "(discontinued)" },
];

/** A configurable shirt: M out of stock, one size empty after cleaning. */
export const CONFIGURABLE_SHIRT: CardProduct = {
  sku: "SH-1001",
  parentSku: "SH-1001",
  title: "Oxford shirt, slim fit",
  link: "/p/SH-1001/oxford-shirt-slim-fit",
  image: [
    { src: placeholderImage("#e1ebf7", "Oxford"), alt: "Oxford shirt" },
    { src: placeholderImage("#f5f3ef", "Back"), alt: "" },
    { src: placeholderImage("#e5e5e5", "Detail"), alt: "" },
  ],
  price: { regular: 79.95, special: 59.95 },
  stock: { is_in_stock: true },
  configurable_options: [{ attribute_code: "size_ois", attribute_id: 142, label: "Size", values: sizes }],
  configurable_children: [
    { stock: { is_in_stock: true }, attributes: { size_ois: 167 } },
    { stock: { is_in_stock: false }, attributes: { size_ois: 168 } },
    { stock: { is_in_stock: true }, attributes: { size_ois: 169 } },
    { stock: { is_in_stock: true }, attributes: { size_ois: 170 } },
    { stock: { is_in_stock: true }, attributes: { size_ois: 171 } },
  ],
  product_labels: [LABEL_FIXTURES.newTopLeft, LABEL_FIXTURES.saleTopRight],
};

/** A simple product: nothing to configure. */
export const SIMPLE_BELT: CardProduct = {
  sku: "BE-2002",
  title: "Leather belt",
  link: "/p/BE-2002/leather-belt/",
  image: [{ src: placeholderImage("#f9e1ec", "Belt"), alt: "Leather belt" }],
  price: { regular: 39.95 },
  stock: { is_in_stock: true },
  product_labels: [LABEL_FIXTURES.ecoBottomLeft],
};

/** One size labelled 0 (One Size). */
export const ONE_SIZE_SCARF: CardProduct = {
  sku: "SC-3003",
  title: "Wool scarf",
  link: "/p/SC-3003/wool-scarf",
  image: [{ src: placeholderImage("#fff4cc", "Scarf"), alt: "Wool scarf" }],
  price: { regular: 49.95 },
  stock: { is_in_stock: true },
  configurable_options: [{ attribute_code: "size_ois", label: "Size", values: [{ value_index: 1, label: "0" }] }],
  configurable_children: [{ stock: { is_in_stock: true }, attributes: { size_ois: 1 } }],
};

export const OUT_OF_STOCK_SHIRT: CardProduct = {
  ...CONFIGURABLE_SHIRT,
  sku: "SH-1002",
  title: "Flannel overshirt",
  link: "/p/SH-1002/flannel-overshirt",
  price: { regular: 89.95 },
  stock: { is_in_stock: false },
  configurable_children: CONFIGURABLE_SHIRT.configurable_children?.map((child) => ({ ...child, stock: { is_in_stock: false } })),
  product_labels: [],
};

export const PRODUCT_WITH_ERRORS: CardProduct = {
  ...CONFIGURABLE_SHIRT,
  sku: "SH-1003",
  title: "Linen shirt",
  errors: { variants: "No available product variants" },
};

export const LONG_TITLE_PRODUCT: CardProduct = {
  ...SIMPLE_BELT,
  sku: "JA-4004",
  title: "Double-breasted unstructured travel blazer in a water-repellent stretch wool and cotton blend with horn buttons",
  price: { regular: 1249.95, special: 999.95 },
  discountLabel: "-20%",
  product_labels: [...FOUR_CORNERS, LABEL_FIXTURES.secondTopLeft],
};

export const NO_IMAGE_PRODUCT: CardProduct = { ...SIMPLE_BELT, sku: "SO-5005", title: "Socks, 3 pairs", image: [], product_labels: [] };

export const CAROUSEL_PRODUCTS: CardProduct[] = ["#e1ebf7", "#f5f3ef", "#f9e1ec", "#fff4cc", "#e3f1e7", "#e5e5e5", "#faf9f7", "#e1ebf7"].map(
  (fill, index) => ({
    ...SIMPLE_BELT,
    sku: `CA-${index + 1}`,
    title: `Knitted polo ${index + 1}`,
    link: `/p/CA-${index + 1}/knitted-polo-${index + 1}`,
    image: [{ src: placeholderImage(fill, `Polo ${index + 1}`), alt: `Knitted polo ${index + 1}` }],
    price: index % 3 === 0 ? { regular: 69.95, special: 49.95 } : { regular: 69.95 },
    product_labels: index % 2 === 0 ? [LABEL_FIXTURES.newTopLeft] : [],
  }),
);
