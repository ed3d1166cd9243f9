#!/usr/bin/env node
// After `build`: what a consumer's bundler ships for one import of @shop/ui or @shop/core,
// bundled from dist with @shop/core resolved too (not external), React external. @shop/ui is
// presentational (ARCHITECTURE.md: "no Redux"), so no import of it may pull in zod, Redux
// Toolkit, redux or immer; one small component must stay small. Prints each case's size.
import { gzipBytes, kB, minifiedBundle } from "./minified-bundle.mjs";

const root = new URL("..", import.meta.url).pathname;
const FORBIDDEN = ["zod", "@reduxjs/toolkit", "redux", "immer"];

/** [what a consumer imports, the most minified bytes it may add]. */
const CASES = [
  ['export { Spinner } from "@shop/ui"', 2_000],
  ['export { ProductCard } from "@shop/ui"', 40_000],
  ['export { CartPage } from "@shop/ui"', 40_000],
  // The checkout route's components (the steps, their forms, review and thanks).
  ['export { CheckoutSteps, PersonalDetailsStep, ShippingStep, PaymentStep, OrderReview, OrderConfirmation } from "@shop/ui"', 45_000],
  // The account route's components (forms, navigation, addresses, orders, loyalty).
  ['export { LoginForm, RegisterForm, AccountNavigation, ProfileForm, AddressList, AddressFormModal, OrderList, OrderDetail, LoyaltyCard } from "@shop/ui"', 45_000],
  // The content blocks (issue 19): the rich-text renderer and its blocks, with the product
  // carousel's default ProductCard (most of it), and the blog pages built on them.
  ['export { ContentBlocks, RichText, BlogOverview, BlogArticle } from "@shop/ui"', 40_000],
  // The listing and search routes' components (/c/…, /l/elevate/, /catalogsearch/result/). The
  // search panel with its autocomplete is the default layout's (presentation-content.md §2), not the route's.
  ['export { ListingGrid, ProductCard, FacetPanel, FacetSheet, ActiveFilters, ListingToolbar, Breadcrumbs, EmptyResults, RecommendationCarousel } from "@shop/ui"', 45_000],
  // The product route's components (/p/{parentSku}/{slug}[/{childSku}], issue 20): gallery, buy box
  // (with the size dropdown, quantity and add-to-cart), colours, size guide, layout, breadcrumbs,
  // the description's rich text and the ALTERNATIVES/UPSELL carousels (with the product card).
  ['export { ProductPage, ProductGallery, ProductInfo, RelatedColours, SizeGuideModal, Breadcrumbs, RichText, RecommendationCarousel } from "@shop/ui"', 55_000],
  // Everything: a guard against bloat, not a page's cost (a route imports its own components,
  // budgeted above). Raised as the screens landed: 120 kB → 175 kB with the account, checkout,
  // content and listing screens (163 kB with them); 185 kB with the product page (181 083 bytes with it).
  ['export * from "@shop/ui"', 185_000],
  ['export { formatPrice, DEFAULT_STORE_VIEWS, DEFAULT_IMAGE_WEBP, fillTemplate } from "@shop/core"', 5_000],
];

/** The npm package an input of the bundle belongs to (`zod`, `@reduxjs/toolkit`), or undefined. */
function packageOf(input) {
  const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match?.[1];
}

const failures = [];
for (const [code, maxBytes] of CASES) {
  const { js, inputs } = await minifiedBundle({ code, resolveDir: root }, ["react", "react-dom", "react/jsx-runtime"]);
  const shipped = inputs.map(packageOf);
  const forbidden = FORBIDDEN.filter((name) => shipped.includes(name));
  console.log(`${code.padEnd(100)} ${kB(js.length).padStart(10)} min  ${kB(gzipBytes(js)).padStart(9)} gz`);
  if (forbidden.length > 0) failures.push(`${code}: ships ${forbidden.join(", ")}`);
  if (js.length > maxBytes) failures.push(`${code}: ${js.length} bytes minified, budget ${maxBytes}`);
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
