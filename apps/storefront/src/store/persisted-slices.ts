import { CART_PERSISTED_KEYS } from "@shop/cart";
import { CHECKOUT_PERSISTED_KEYS } from "@shop/checkout";
import { CMS_NEWSLETTER_PERSISTED_KEYS } from "@shop/cms";
import { USER_PERSISTED_KEYS } from "@shop/user";

/**
 * The slices the browser keeps across reloads and what of each (docs/package-contract.md §10):
 * each package names its keys; the app alone knows the persistence library. The sync queue
 * keeps its own tasks (its storage), so it is not here.
 */
export const PERSISTED_SLICES: Readonly<Record<string, readonly string[]>> = {
  cart: CART_PERSISTED_KEYS,
  user: USER_PERSISTED_KEYS,
  checkout: CHECKOUT_PERSISTED_KEYS,
  cmsNewsletter: CMS_NEWSLETTER_PERSISTED_KEYS,
};
