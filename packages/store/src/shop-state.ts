import type { CartExtra, CartState } from "@shop/cart";
import type { CatalogExtra, CatalogRootState } from "@shop/catalog-pricing";
import type { CheckoutExtra, CheckoutState } from "@shop/checkout";
import type { CmsExtra, CmsNewsletterState, CmsPreviewState, CmsState } from "@shop/cms";
import type { SearchExtra, SearchState } from "@shop/search";
import type { StockExtra, StockState } from "@shop/stock";
import type { UserExtra, UserState } from "@shop/user";
import type { ConnectivityState, SyncQueueState } from "@shop/sync-queue";
import type { NavigationHistoryState, UrlResolverExtra, UrlResolverState } from "@shop/url-resolver";

/** The state of the one store: every landed package's slices (core's notifications and store context included). */
export interface ShopState extends CatalogRootState {
  connectivity: ConnectivityState;
  syncQueue: SyncQueueState;
  stock: StockState;
  urlResolver: UrlResolverState;
  navigationHistory: NavigationHistoryState;
  cart: CartState;
  /** The session and account; never hydrated (the token stays in the browser's persisted state). */
  user: UserState;
  /** The browser's own (details, offline orders): persisted by the app, never hydrated. */
  checkout: CheckoutState;
  /** Published content (stories, themes, blog pages): rendered on the server, hydrated. */
  cms: CmsState;
  /** Preview mode: the preview token and drafts; never hydrated (the token must not reach a cached page). */
  cmsPreview: CmsPreviewState;
  /** The browser's own (contact id, modal shown once): persisted by the app, never hydrated. */
  cmsNewsletter: CmsNewsletterState;
  /** The listing, autocomplete and recommendations: rendered on the server (a route's loader), hydrated. */
  search: SearchState;
}

/** The one merged thunk `extra`: core's and the sync client's, plus `extra.catalog`, `extra.stock`, `extra.urlResolver`, `extra.user`, `extra.cart`, `extra.checkout`, `extra.cms`, `extra.search`. */
export type ShopExtra = CatalogExtra & StockExtra & UrlResolverExtra & UserExtra & CartExtra & CheckoutExtra & CmsExtra & SearchExtra;
