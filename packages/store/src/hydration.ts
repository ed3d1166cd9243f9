import type { ShopState } from "./shop-state";

/**
 * The slices a server render hands to the browser. Connectivity, the sync queue's state and
 * the navigation history are the browser's own (its connection, its queue, its tabs): the
 * browser store starts them fresh, so the server's never overwrite them. The user's session
 * (token, profile) is the browser's persisted state (`USER_PERSISTED_KEYS`): a server render
 * never serialises it, so no token can leak into a cached page. Published content (`cms`: stories,
 * themes, blog pages) is rendered on the server and hydrated; `cmsPreview` (the preview token and
 * drafts) and `cmsNewsletter` (the browser's own) never are. The `search` slice (a listing a
 * route loaded, its recommendations) is rendered on the server and hydrated too.
 */
export const HYDRATED_SLICES = ["notifications", "storeContext", "catalog", "product", "category", "stock", "urlResolver", "cms", "search"] as const satisfies readonly (keyof ShopState)[];

export type HydratedSlice = (typeof HYDRATED_SLICES)[number];

/** What a server render hands over: the hydrated slices it has. */
export type HydratedShopState = Partial<Pick<ShopState, HydratedSlice>>;

/** The hydrated slices of a state (those of `only` when given: a page's own). */
export function hydratedStateOf(state: ShopState, only: readonly HydratedSlice[] = HYDRATED_SLICES): HydratedShopState {
  const picked: Record<string, unknown> = {};
  for (const key of only) picked[key] = state[key];
  return picked as HydratedShopState;
}

/**
 * The state as JSON that is safe inside an HTML `<script>`: `<`, `>`, `&` and the line
 * separators U+2028/U+2029 are escaped, so no text in the state (a product name from the
 * back end) can close the script or break it.
 */
export function serializeShopState(state: HydratedShopState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Thrown for serialised state that is not the one a server render wrote. */
export class HydrationStateError extends Error {
  constructor(details: string) {
    super(`Serialised shop state cannot be read: ${details}`);
    this.name = "HydrationStateError";
  }
}

/**
 * Reads `serializeShopState`'s output for `createShopStore({ preloadedState })`: JSON of an
 * object whose keys are hydrated slices. Anything else is a `HydrationStateError` (a page
 * from another version, a truncated script), never a half-hydrated store.
 */
export function parseShopState(json: string): HydratedShopState {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new HydrationStateError(error instanceof Error ? error.message : String(error));
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new HydrationStateError("not an object");
  const unknown = Object.keys(value).filter((key) => !(HYDRATED_SLICES as readonly string[]).includes(key));
  if (unknown.length > 0) throw new HydrationStateError(`unknown slices ${unknown.join(", ")}`);
  for (const [key, slice] of Object.entries(value)) {
    if (typeof slice !== "object" || slice === null || Array.isArray(slice)) throw new HydrationStateError(`${key} is not an object`);
  }
  return value as HydratedShopState;
}
