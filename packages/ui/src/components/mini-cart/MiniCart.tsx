import { useState } from "react";
import { ShopLink } from "../../link/ShopLink";
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
}

export interface MiniCartProps {
  open: boolean;
  items: readonly MiniCartItem[];
  /** Formatted subtotal. */
  subtotal: string;
  checkoutHref: string;
  /** Called after the shopper confirmed the removal (commerce-core.md §9: the mini cart asks first). */
  onRemove: (id: string) => void;
  onClose: () => void;
}

/** The mini cart sidebar (presentation-content.md §2), 700 px aside on desktop (§9). */
export function MiniCart({ open, items, subtotal, checkoutHref, onRemove, onClose }: MiniCartProps) {
  const t = useTranslate();
  const [confirming, setConfirming] = useState<string | null>(null);
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
        <p className="shop-minicart__empty">{t("Your shopping cart is empty")}</p>
      ) : (
        <ul className="shop-minicart__items">
          {items.map((item) => (
            <li key={item.id} className="shop-minicart__item">
              {item.image && <img className="shop-minicart__image" src={item.image.src} alt={item.image.alt} width={105} height={150} loading="lazy" />}
              <div className="shop-minicart__details">
                <ShopLink className="shop-minicart__name" href={item.href}>
                  {item.name}
                </ShopLink>
                <dl className="shop-minicart__options">
                  {item.options?.map((option) => (
                    <div key={option.label}>
                      <dt>{t(option.label)}</dt>
                      <dd>{option.value}</dd>
                    </div>
                  ))}
                  <div>
                    <dt>{t("Quantity")}</dt>
                    <dd>{item.qty}</dd>
                  </div>
                </dl>
                <p className="shop-minicart__price">
                  {item.regularPrice && <s className="shop-minicart__regular">{item.regularPrice}</s>}
                  <span className={item.regularPrice ? "shop-minicart__special" : undefined}>{item.price}</span>
                </p>
                {confirming === item.id ? (
                  <div className="shop-minicart__confirm" role="group" aria-label={item.name}>
                    <p>{t("Are you sure you want to remove this product from your cart?")}</p>
                    <button
                      type="button"
                      className="shop-button"
                      onClick={() => {
                        setConfirming(null);
                        onRemove(item.id);
                      }}
                    >
                      {t("Remove")}
                    </button>
                    <button type="button" className="shop-button shop-button--secondary" onClick={() => setConfirming(null)}>
                      {t("Cancel")}
                    </button>
                  </div>
                ) : (
                  <button type="button" className="shop-link shop-minicart__remove" onClick={() => setConfirming(item.id)}>
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
