import type { MouseEvent } from "react";
import { CartIcon } from "../../internal/icons";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";

export interface CartLinkProps {
  href: string;
  /** Total quantity in the cart; the badge shows only above 0 (presentation-content.md §2). */
  quantity: number;
  /**
   * Runs before the link navigates: the app may open the mini cart instead and
   * `event.preventDefault()` (then neither the browser nor the router navigates).
   */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The cart icon: a link to the cart page with a quantity badge. */
export function CartLink({ href, quantity, onClick }: CartLinkProps) {
  const t = useTranslate();
  // Named by its content (no aria-label), so the badge's visible "99+" never contradicts the name.
  return (
    <ShopLink className="shop-icon-button" href={href} onClick={onClick}>
      <CartIcon />
      <span className="shop-visually-hidden">
        {quantity > 0 ? `${t("Cart")}, ${t("Items in cart: {{count}}", { count: quantity })}` : t("Cart")}
      </span>
      {quantity > 0 && (
        <span className="shop-badge" aria-hidden="true" data-testid="cart-badge">
          {quantity > 99 ? "99+" : quantity}
        </span>
      )}
    </ShopLink>
  );
}
