import { z } from "zod";

/** A named route and its string parameters, as the storefront's router takes it. */
export const routeSchema = z.object({
  name: z.string().min(1),
  params: z.record(z.string(), z.string()),
});
export type Route = z.infer<typeof routeSchema>;

/** commerce-core.md §2 / presentation-content.md §2 route names. */
export const ROUTE_NAMES = {
  home: "home",
  category: "category",
  cmsPage: "cms-page",
  landingPage: "landing-page",
  pageNotFound: "page-not-found",
  error: "error",
} as const;

/** Product types served by /p/{parentSku}/{slug} (commerce-core.md §2); the rest use the childSku route. */
export const SHORT_PRODUCT_ROUTE_TYPES: readonly string[] = ["virtual", "bundle", "simple", "downloadable", "grouped"];

/** Route paths of commerce-core.md §2, in the router's `:param` form. */
export const ROUTE_PATHS = {
  product: "/p/:parentSku/:slug",
  productWithChild: "/p/:parentSku/:slug/:childSku",
  category: "/c/:slug",
} as const;

/** "{type_id}-product" (commerce-core.md §2 route names). */
export function productRouteName(typeId: string): string {
  return `${typeId}-product`;
}

/** The page-not-found route: name and slug page-not-found. */
export const PAGE_NOT_FOUND_ROUTE: Route = { name: ROUTE_NAMES.pageNotFound, params: { slug: "page-not-found" } };
export const HOME_ROUTE: Route = { name: ROUTE_NAMES.home, params: {} };
/** The error screen (commerce-core.md §2 /error, minimal layout): what a failed resolution renders. */
export const ERROR_ROUTE: Route = { name: ROUTE_NAMES.error, params: {} };
