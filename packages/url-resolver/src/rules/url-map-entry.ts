import type { ShopConfig, StoreView } from "@shop/core";
import { z } from "zod";
import type { UrlResolverOptions } from "../url-resolver.options";
import { urlRewriteSchema, type UrlMapHit } from "../url.schemas";
import { categoryRoute, cmsPageRoute, productBarePath, productLink, productRoute, type LinkProduct, type RoutableCategory } from "./links";
import { localizedRoute, requestPathOf, toAppPath } from "./path-format";
import { routeSchema } from "./route-names";

/** What a URL maps to: a route to render, or a redirect to answer (301 server / replace client). */
export const urlMapEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("route"), entityType: z.enum(["product", "category", "cms-page"]), route: routeSchema }),
  z.object({ kind: z.literal("redirect"), redirectType: z.union([z.literal(301), z.literal(302)]), location: z.string().min(1) }),
]);
export type UrlMapEntry = z.infer<typeof urlMapEntrySchema>;

/** A product as the look-up seam or the URL map answers it. */
export const productUrlEntitySchema = z.looseObject({
  sku: z.string().min(1),
  type_id: z.string().min(1),
  slug: z.string().nullish(),
  url_key: z.string().nullish(),
  url_path: z.string().nullish(),
  parentSku: z.string().nullish(),
});
export type ProductUrlEntity = z.infer<typeof productUrlEntitySchema>;

/** A category as the look-up seam or the URL map answers it. */
export const categoryUrlEntitySchema = z.looseObject({
  slug: z.string().nullish(),
  url_key: z.string().nullish(),
  url_path: z.string().nullish(),
  display_mode: z.string().nullish(),
  is_active: z.boolean().nullish(),
});
export type CategoryUrlEntity = z.infer<typeof categoryUrlEntitySchema>;

export interface EntryContext {
  view: StoreView;
  config: ShopConfig;
  options: Pick<UrlResolverOptions, "urlDispatcher" | "trailingSlash">;
  /** The request path being resolved ("p/x/y"), to avoid redirecting a path to itself. */
  requestPath: string;
}

const isChild = (product: LinkProduct) => Boolean(product.parentSku) && product.parentSku !== product.sku;

/**
 * A product's entry. A configurable child (parentSku ≠ sku) is redirected (301) to its
 * parent when `catalog.preventConfigurableChildrenDirectAccess` is on (commerce-core.md §2),
 * unless that is the path being resolved (then the parent's route renders it); with the
 * setting off, the parent's page opens on the child.
 */
export function productEntry(product: LinkProduct, context: EntryContext): UrlMapEntry {
  if (!isChild(product)) return { kind: "route", entityType: "product", route: productRoute(product) };
  const parentSku = product.parentSku ?? product.sku;
  const parent: LinkProduct = { ...product, sku: parentSku, type_id: "configurable", parentSku: null };
  if (!context.config.catalog.preventConfigurableChildrenDirectAccess) {
    return { kind: "route", entityType: "product", route: productRoute(parent, product.sku) };
  }
  // The parent carries the child's url_path: the dispatcher's path, else the parent's route path.
  if (requestPathOf(productBarePath(parent, context.options)) === context.requestPath) return { kind: "route", entityType: "product", route: productRoute(parent) };
  return { kind: "redirect", redirectType: 301, location: productLink(parent, context.view, context.config, context.options).path };
}

/**
 * A category's entry; null for a category that is not a page of its own: display mode PAGE
 * (commerce-core.md §2 registers only non-PAGE categories) or inactive (§5).
 */
export function categoryEntry(category: RoutableCategory): UrlMapEntry | null {
  if (category.display_mode === "PAGE" || category.is_active === false) return null;
  return { kind: "route", entityType: "category", route: categoryRoute(category) };
}

export function cmsPageEntry(slug: string): UrlMapEntry {
  return { kind: "route", entityType: "cms-page", route: cmsPageRoute(slug) };
}

/**
 * A redirect record (commerce-core.md §2: request_path, target_path, redirect_type): 301 or
 * 302 to the target, localized into the store view; an absolute target stays. Type 0 (a
 * plain rewrite) is no redirect: null.
 */
export function redirectEntry(record: { target_path: string; redirect_type: 0 | 301 | 302 }, context: Pick<EntryContext, "view" | "config">): UrlMapEntry | null {
  if (record.redirect_type === 0) return null;
  const location = /^https?:\/\//i.test(record.target_path)
    ? record.target_path
    : localizedRoute(toAppPath(record.target_path, true), context.view, context.config);
  return { kind: "redirect", redirectType: record.redirect_type, location };
}

/** A hit's source read as a redirect record (either URL endpoint); null when it is none or a plain rewrite. */
export function redirectEntryOfSource(source: unknown, context: Pick<EntryContext, "view" | "config">): UrlMapEntry | null {
  const record = urlRewriteSchema.safeParse(source);
  return record.success ? redirectEntry(record.data, context) : null;
}

/** The entry of a URL-map hit by its `_type`; null for a hit this package cannot route. */
export function entryOfMapHit(hit: UrlMapHit, context: EntryContext): UrlMapEntry | null {
  switch (hit._type) {
    case "product": {
      const product = productUrlEntitySchema.safeParse(hit._source);
      return product.success ? productEntry(product.data, context) : null;
    }
    case "category": {
      const category = categoryUrlEntitySchema.safeParse(hit._source);
      return category.success ? categoryEntry(category.data) : null;
    }
    case "url_rewrite":
      return redirectEntryOfSource(hit._source, context);
    default:
      return null;
  }
}
