import type { UIMatch } from "react-router-dom";

/** Which shell a route renders in (presentation-content.md §2: a route's meta layout). */
export type LayoutName = "default" | "checkout" | "minimal" | "empty";

/** What a route declares about itself in `handle`. */
export interface RouteHandle {
  layout: LayoutName;
  /** The page type for budgets, tag events and the output cache ("home", "category", "product", …). */
  page: string;
}

const DEFAULT_HANDLE: RouteHandle = { layout: "default", page: "other" };

function isRouteHandle(value: unknown): value is Partial<RouteHandle> {
  return typeof value === "object" && value !== null;
}

/** The deepest matched route's handle (a page overrides its parents). */
export function routeHandleOf(matches: readonly UIMatch[]): RouteHandle {
  let handle = DEFAULT_HANDLE;
  for (const match of matches) if (isRouteHandle(match.handle)) handle = { ...handle, ...match.handle };
  return handle;
}

/** Per-page data a loader may return for the chrome: the other store views' URLs of this page. */
export interface PageAlternates {
  alternates?: Record<string, string>;
}

/** The alternates of the deepest match that has them. */
export function alternatesOf(matches: readonly UIMatch[]): Record<string, string> | undefined {
  let found: Record<string, string> | undefined;
  for (const match of matches) {
    const data = match.data as PageAlternates | undefined;
    if (data !== null && typeof data === "object" && data.alternates !== undefined) found = data.alternates;
  }
  return found;
}
