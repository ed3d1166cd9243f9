import type { ShopState } from "@shop/store";

/**
 * The cookie that tells the storefront server a request is a shopper's own (issue 20: the
 * output cache is bypassed for logged-in and cart-bearing requests). Its value says which,
 * never who: no token or id travels in it.
 */
export const PRIVATE_COOKIE = "shop_private";

export function privateCookieValue(state: Pick<ShopState, "user" | "cart">): string | null {
  const parts: string[] = [];
  if (state.user.token !== null) parts.push("session");
  if (state.cart.cartItems.length > 0 || state.cart.cartServerToken !== null) parts.push("cart");
  return parts.length === 0 ? null : parts.join("-");
}

/** Whether a request carries the cookie (a Cookie header), so its page is not cached. */
export function isPrivateRequest(cookieHeader: string | null): boolean {
  if (cookieHeader === null) return false;
  return cookieHeader.split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === PRIVATE_COOKIE && value !== undefined && value !== "";
  });
}
