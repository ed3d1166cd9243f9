import type { Ref } from "react";
import { cx } from "../../internal/cx";
import { CartIcon } from "../../internal/icons";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";

export interface EmptyCartProps {
  /** Where 'Continue shopping' goes (the store view's home, or the last category). */
  continueHref: string;
  /**
   * The message, focusable from script only: the cart page focuses it when the last line's
   * removal took the focus with it, so the new state is read.
   */
  messageRef?: Ref<HTMLParagraphElement>;
  className?: string;
}

/** The cart page without lines: 'Your shopping cart is empty' and a link to continue shopping. */
export function EmptyCart({ continueHref, messageRef, className }: EmptyCartProps) {
  const t = useTranslate();
  return (
    <div className={cx("shop-empty-cart", className)}>
      <CartIcon size={48} className="shop-empty-cart__icon" />
      <p ref={messageRef} className="shop-empty-cart__message" tabIndex={-1}>
        {t("Your shopping cart is empty")}
      </p>
      <ShopLink className="shop-button" href={continueHref}>
        {t("Continue shopping")}
      </ShopLink>
    </div>
  );
}
