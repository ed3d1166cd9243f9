import { ONE_SIZE_LABEL } from "@shop/core";

/**
 * The spec's exact wording of every message this package raises (commerce-core.md §5, §8;
 * presentation-content.md §5, §8). Shopper-facing ones are i18n keys (@shop/i18n translates);
 * thrown and logged ones are filled with @shop/core's `fillTemplate`.
 */
export const CATALOG_MESSAGES = {
  /** §8 "no entity type" (thrown). */
  noEntityType: "No entity type registered for {{type}}",
  /** §8 "no variant": on the product errors. */
  noVariants: "No available product variants",
  /** §8 "no variant": warning notification with OK. */
  noSuchConfiguration: "No such configuration for the product. Please do choose another combination of attributes.",
  ok: "OK",
  /** §5 totals without a default country (logged). */
  noDefaultCountry: "Please do set the tax.defaultCountry in order to calculate totals",
  /** §5 product lookup without a key value. */
  noSearchKey: "Please provide the search key {{key}} for product/single action!",
  /** §5 variant lookup without parentSku. */
  noParentSku: "Product doesn't have parentSku, please check if this is configurable product",
  /** §8 empty category query (logged) and its offline warning (OK). */
  emptyCategoryQuery: "Category query returned empty result {{key}} = {{value}}",
  noProductsForCategory: "No products synchronized for this category. Please come back while online!",
  /** presentation-content.md §5: a size labelled 0 (@shop/core's `cleanOptionLabel` gives it). */
  oneSize: ONE_SIZE_LABEL,
} as const;

