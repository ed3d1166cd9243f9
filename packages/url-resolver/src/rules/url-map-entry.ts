import type { ShopConfig, StoreView } from "@shop/core";
import { z } from "zod";
import type { UrlResolverOptions } from "../url-resolver.options";
import { urlRewriteSchema, type UrlMapHit } from "../url.schemas";
import { categoryRoute, cmsPageRoute, productBarePath, productLink, productRoute, type LinkProduct, type RoutableCategory } from "./links";
import { isAbsoluteAddress, localizedRoute, requestPathOf, toAppPath } from "./path-format";
import { routeSchema } from "./route-names";

/** What a URL maps to: a route to render, or a redirect to answer (301 server / replace client). */
export const urlMapEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("route"), entityType: z.enum(["product", "category", "cms-page"]), route: routeSchema }),
  z.object({ kind: z.literal("redirect"), redirectType: z.union([z.literal(301), z.literal(302)]), location: z.string().min(1) }),
]);
export type UrlMapEntry = z.infer<typeof urlMapEntrySchema>;

/**
 * A product as the look-up seam or the URL map answers it: what its links need, and the
 * status and visibility the product-load rule reads (commerce-core.md §4; absent = enabled,
 * and visible unless it is a configurable child: see `decideProductUrl`).
 */
export const productUrlEntitySchema = z.looseObject({
  sku: z.string().min(1),
  type_id: z.string().min(1),
  slug: z.string().nullish(),
  url_key: z.string().nullish(),
  url_path: z.string().nullish(),
  parentSku: z.string().nullish(),
  status: z.number().nullish(),
  visibility: z.number().nullish(),
});
export type ProductUrlEntity = z.infer<typeof productUrlEntitySchema>;

/** What resolving a product's URL reads of it: its link fields, status and visibility. */
export interface UrlProduct extends LinkProduct {
  /** 1 enabled; 2 or more disabled (commerce-core.md §3). */
  status?: number | null;
  /** 1: not visible individually (a configurable child; a child without one counts as 1). */
  visibility?: number | null;
}

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
  /** The variant the route asks for (/p/{parentSku}/{slug}/{childSku}), if any. */
  childSku?: string | null;
}

const isChild = (product: LinkProduct) => Boolean(product.parentSku) && product.parentSku !== product.sku;

/** Magento visibility 1: "Not Visible Individually". */
const NOT_VISIBLE_INDIVIDUALLY = 1;

/** What the product-load rule makes of a product found for a URL. */
export type ProductUrlDecision = { kind: "fail" } | { kind: "route" } | { kind: "parent"; parentSku: string };

/**
 * commerce-core.md §4 Product load for a URL: "fails (empty result) if status is 2 or more.
 * If visibility is 1, it fails, or when direct access of configurable children is prevented,
 * the configurable parent is used"; §2 "Product-variant routes are redirected to the parent
 * when direct access to configurable children is prevented". The same reading as
 * @shop/catalog-pricing's `decideProductLoad`: a product visible individually (2–4) is its own
 * page, also a configurable child; one not visible (1) takes its configurable parent when
 * direct access is prevented, else fails. A variant route asking for this child (`childSku`,
 * /p/{parentSku}/{slug}/{childSku}) takes the parent at any visibility: redirected to it when
 * direct access is prevented, the parent's page on the child otherwise. A product not visible
 * individually that is no child (no parentSku) has no parent to use: it fails. A missing
 * visibility is "visible" for a product of its own but 1 for a configurable child: the
 * children inside a parent's document (`configurable_children`) usually carry none, and are
 * variants, not pages (registering them would give each a route, or overwrite the parent's
 * mapping when they share its url_path).
 */
export function decideProductUrl(product: UrlProduct, context: Pick<EntryContext, "config" | "childSku">): ProductUrlDecision {
  if ((product.status ?? 1) >= 2) return { kind: "fail" };
  if (!isChild(product)) return product.visibility === NOT_VISIBLE_INDIVIDUALLY ? { kind: "fail" } : { kind: "route" };
  const notVisible = (product.visibility ?? NOT_VISIBLE_INDIVIDUALLY) === NOT_VISIBLE_INDIVIDUALLY;
  const variantRoute = context.childSku === product.sku;
  if (variantRoute || (notVisible && context.config.catalog.preventConfigurableChildrenDirectAccess)) return { kind: "parent", parentSku: product.parentSku ?? product.sku };
  return notVisible ? { kind: "fail" } : { kind: "route" };
}

/**
 * A product's entry (`decideProductUrl`): its own route (a visible configurable child's too:
 * the route names the child itself, not its parent); null when it fails. A child that takes
 * its parent needs that `parent` (looked up by the caller; null or a parent that is not a page
 * of its own: the child fails): a 301 to the parent's URL (its url_path, or its route path
 * with its own slug) when child access is prevented, unless that is the path being resolved
 * (then the parent's route renders it); with access allowed, the parent's page opens on the
 * child.
 */
export function productEntry(product: UrlProduct, context: EntryContext, parent?: UrlProduct | null): UrlMapEntry | null {
  const decision = decideProductUrl(product, context);
  if (decision.kind === "fail") return null;
  if (decision.kind === "route") return { kind: "route", entityType: "product", route: productRoute({ ...product, parentSku: null }) };
  if (!parent || parent.sku !== decision.parentSku || decideProductUrl(parent, context).kind !== "route") return null;
  if (!context.config.catalog.preventConfigurableChildrenDirectAccess) {
    return { kind: "route", entityType: "product", route: productRoute(parent, product.sku) };
  }
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
  const location = isAbsoluteAddress(record.target_path)
    ? record.target_path
    : localizedRoute(toAppPath(record.target_path, true), context.view, context.config);
  return { kind: "redirect", redirectType: record.redirect_type, location };
}

/** A hit's source read as a redirect record (either URL endpoint); null when it is none or a plain rewrite. */
export function redirectEntryOfSource(source: unknown, context: Pick<EntryContext, "view" | "config">): UrlMapEntry | null {
  const record = urlRewriteSchema.safeParse(source);
  return record.success ? redirectEntry(record.data, context) : null;
}

/** A URL-map hit's product, when it is a product hit that fits the schema; null otherwise. */
export function productOfHit(hit: UrlMapHit): ProductUrlEntity | null {
  if (hit._type !== "product") return null;
  const product = productUrlEntitySchema.safeParse(hit._source);
  return product.success ? product.data : null;
}

/**
 * The entry of a URL-map hit by its `_type`; null for a hit this package cannot route. A
 * product hit goes through `productEntry` without a parent: a configurable child's entry needs
 * its parent looked up (`resolveUrl` does), so it is null here.
 */
export function entryOfMapHit(hit: UrlMapHit, context: EntryContext): UrlMapEntry | null {
  switch (hit._type) {
    case "product": {
      const product = productOfHit(hit);
      return product ? productEntry(product, context) : null;
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
