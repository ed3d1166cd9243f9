import type { MouseEvent } from "react";
import { CartIcon } from "../../internal/icons";
import { useTranslate } from "../../text/text-context";

export interface CartLinkProps {
  href: string;
  /** Total quantity in the cart; the badge shows only above 0 (presentation-content.md §2). */
  quantity: number;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The cart icon: a link to the cart page with a quantity badge. */
export function CartLink({ href, quantity, onClick }: CartLinkProps) {
  const t = useTranslate();
  // Named by its content (no aria-label), so the badge's visible "99+" never contradicts the name.
  return (
    <a className="shop-icon-button" href={href} onClick={onClick}>
      <CartIcon />
      <span className="shop-visually-hidden">
        {quantity > 0 ? `${t("Cart")}, ${t("Items in cart: {{count}}", { count: quantity })}` : t("Cart")}
      </span>
      {quantity > 0 && (
        <span className="shop-badge" aria-hidden="true" data-testid="cart-badge">
          {quantity > 99 ? "99+" : quantity}
        </span>
      )}
    </a>
  );
}
