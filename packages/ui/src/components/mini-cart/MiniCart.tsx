import { useRef } from "react";
import { useDomId } from "../../internal/use-dom-id";
import { useRemovalFocus } from "../../internal/use-removal-focus";
import { ShopLink } from "../../link/ShopLink";
import { QuantityStepper } from "../quantity-stepper/QuantityStepper";
import { Sidebar } from "../sidebar/Sidebar";
import { useTranslate } from "../../text/text-context";

export interface MiniCartItem {
  /** Stable id of the cart line (e.g. the sku or server item id). */
  id: string;
  name: string;
  href: string;
  image?: { src: string; alt: string };
  /** Option rows; `label` is an i18n key ("Color", "Size"), `value` is shown as given. */
  options?: readonly { label: string; value: string }[];
  qty: number;
  /** Formatted row price (@shop/core formatPrice), the special price when there is one. */
  price: string;
  /** Formatted regular price, struck through when the item is on special. */
  regularPrice?: string;
  /** The most the shopper can order (the stock's qty), when known: the mini cart's + stops there. */
  maxQuantity?: number;
  /** A quantity update or removal of this line is on its way: its stepper refuses input (aria-busy). */
  pending?: boolean;
}

export interface MiniCartProps {
  open: boolean;
  items: readonly MiniCartItem[];
  /** Formatted subtotal. */
  subtotal: string;
  checkoutHref: string;
  /** Called after the shopper confirmed the removal (commerce-core.md §9: the mini cart asks first). */
  onRemove: (id: string) => void;
  /**
   * A committed quantity of a line (once per change, never invalid or unchanged): given, each
   * line has a quantity stepper instead of its quantity as text. The owner answers by changing
   * the line's `qty`, or by turning `pending` on and off again (a refused update).
   */
  onQuantityChange?: (id: string, qty: number) => void;
  onClose: () => void;
}

/**
 * The mini cart sidebar (presentation-content.md §2), 700 px aside on desktop (§9). Removing
 * asks first, inline; focus never falls out of the dialog while controls swap: the question's
 * Cancel gets it, Cancel hands it back to the row's Remove, and a removal moves it to the next row.
 * With `onQuantityChange` each row has the cart page's quantity stepper (− / field / +).
 */
export function MiniCart({ open, items, subtotal, checkoutHref, onRemove, onQuantityChange, onClose }: MiniCartProps) {
  const t = useTranslate();
  const questionId = useDomId("shop-minicart-question");
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  const { confirming, ask, cancel, remove, removeButtonRef, cancelButton } = useRemovalFocus(items, onRemove, emptyMessage);
  const empty = items.length === 0;

  return (
    <Sidebar
      open={open}
      onClose={onClose}
      width="wide"
      title={t("Shopping cart")}
      footer={
        empty ? (
          <button type="button" className="shop-button shop-button--secondary shop-button--block" onClick={onClose}>
            {t("Continue shopping")}
          </button>
        ) : (
          <div className="shop-minicart__summary">
            <p className="shop-minicart__subtotal">
              <span>{t("Subtotal")}</span>
              <strong>{subtotal}</strong>
            </p>
            <ShopLink className="shop-button shop-button--block" href={checkoutHref}>
              {t("Go to checkout")}
            </ShopLink>
          </div>
        )
      }
    >
      {empty ? (
        // Focusable from script only: a removal emptying the cart lands here, so the new state is read.
        <p ref={emptyMessage} className="shop-minicart__empty" tabIndex={-1}>
          {t("Your shopping cart is empty")}
        </p>
      ) : (
        <ul className="shop-minicart__items">
          {items.map((item, index) => (
            <li key={item.id} className="shop-minicart__item">
              {item.image && <img className="shop-minicart__image" src={item.image.src} alt={item.image.alt} width={105} height={150} loading="lazy" />}
              <div className="shop-minicart__details">
                <ShopLink className="shop-minicart__name" href={item.href}>
                  {item.name}
                </ShopLink>
                <dl className="shop-minicart__options">
                  {item.options?.map((option, index) => (
                    <div key={index}>
                      <dt>{t(option.label)}</dt>
                      <dd>{option.value}</dd>
                    </div>
                  ))}
                  {!onQuantityChange && (
                    <div>
                      <dt>{t("Quantity")}</dt>
                      <dd>{item.qty}</dd>
                    </div>
                  )}
                </dl>
                {onQuantityChange && (
                  <QuantityStepper
                    className="shop-minicart__quantity"
                    value={item.qty}
                    maxQuantity={item.maxQuantity}
                    pending={item.pending}
                    itemName={item.name}
                    hideLabel
                    onChange={(qty) => onQuantityChange(item.id, qty)}
                  />
                )}
                <p className="shop-minicart__price">
                  {item.regularPrice && <s className="shop-minicart__regular">{item.regularPrice}</s>}
                  <span className={item.regularPrice ? "shop-minicart__special" : undefined}>{item.price}</span>
                </p>
                {confirming === item.id ? (
                  <div className="shop-minicart__confirm" role="group" aria-label={item.name} aria-describedby={questionId}>
                    <p id={questionId}>{t("Are you sure you want to remove this product from your cart?")}</p>
                    <button type="button" className="shop-button" onClick={() => remove(item.id, index)}>
                      {t("Remove")}
                    </button>
                    {/* Focus lands on the safe choice (APG alert dialog), which reads the question. */}
                    <button ref={cancelButton} type="button" className="shop-button shop-button--secondary" aria-describedby={questionId} onClick={() => cancel(item.id)}>
                      {t("Cancel")}
                    </button>
                  </div>
                ) : (
                  <button
                    ref={removeButtonRef(item.id)}
                    type="button"
                    className="shop-link shop-minicart__remove"
                    onClick={() => ask(item.id)}
                  >
                    {t("Remove")}
                    <span className="shop-visually-hidden">: {item.name}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Sidebar>
  );
}
