import type { Ref } from "react";
import { cx } from "../../internal/cx";
import { AlertIcon, InfoIcon } from "../../internal/icons";
import { useDomId } from "../../internal/use-dom-id";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { QuantityStepper } from "../quantity-stepper/QuantityStepper";
import type { CartLineItem } from "./cart-line.types";
import { lineMessages } from "./rules/line-messages";

export interface CartLineProps {
  line: CartLineItem;
  /** Whether this line's removal question is open. */
  confirming: boolean;
  onQuantityChange: (qty: number) => void;
  onAskRemove: () => void;
  onCancelRemove: () => void;
  onConfirmRemove: () => void;
  removeButtonRef: Ref<HTMLButtonElement>;
  cancelButtonRef: Ref<HTMLButtonElement>;
}

/**
 * One cart line (presentation-content.md §3 Cart item: options labelled Color and Size): image,
 * product link, option rows, its errors and info, quantity stepper, row price and a Remove that
 * asks first. `CartLines` owns the focus moves between lines.
 */
export function CartLine({ line, confirming, onQuantityChange, onAskRemove, onCancelRemove, onConfirmRemove, removeButtonRef, cancelButtonRef }: CartLineProps) {
  const t = useTranslate();
  const messagesId = useDomId("shop-cart-line-messages");
  const questionId = useDomId("shop-cart-line-question");
  const messages = lineMessages(line);
  const unavailable = line.inStock === false;
  const pending = line.pending === true;
  return (
    <li className={cx("shop-cart-line", unavailable && "shop-cart-line--unavailable", pending && "shop-cart-line--pending")} aria-busy={pending || undefined}>
      {line.image && <img className="shop-cart-line__image" src={line.image.src} alt={line.image.alt} width={105} height={150} loading="lazy" />}
      <div className="shop-cart-line__details">
        <ShopLink className="shop-cart-line__name" href={line.href}>
          {line.name}
        </ShopLink>
        {line.options && line.options.length > 0 && (
          <dl className="shop-cart-line__options">
            {line.options.map((option, index) => (
              <div key={index}>
                <dt>{t(option.label)}</dt>
                <dd>{option.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {/* Always mounted: a stock check that marks the line later is announced. */}
        <div id={messagesId} className="shop-cart-line__messages" aria-live="polite">
          {messages.map((message) => (
            <p key={`${message.tone}-${message.source}`} className={`shop-cart-line__message shop-cart-line__message--${message.tone}`}>
              {message.tone === "error" ? <AlertIcon size={16} /> : <InfoIcon size={16} />}
              <span>{t(message.key, message.values)}</span>
            </p>
          ))}
        </div>
        {confirming ? (
          <div className="shop-cart-line__confirm" role="group" aria-label={line.name} aria-describedby={questionId}>
            <p id={questionId}>{t("Are you sure you want to remove this product from your cart?")}</p>
            <button type="button" className="shop-button" onClick={onConfirmRemove}>
              {t("Remove")}
            </button>
            {/* Focus lands on the safe choice (APG alert dialog), which reads the question. */}
            <button ref={cancelButtonRef} type="button" className="shop-button shop-button--secondary" aria-describedby={questionId} onClick={onCancelRemove}>
              {t("Cancel")}
            </button>
          </div>
        ) : (
          <button
            ref={removeButtonRef}
            type="button"
            className="shop-link shop-cart-line__remove"
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) onAskRemove();
            }}
          >
            {t("Remove")}
            <span className="shop-visually-hidden">: {line.name}</span>
          </button>
        )}
      </div>
      <div className="shop-cart-line__controls">
        <QuantityStepper
          className="shop-cart-line__quantity"
          value={line.qty}
          maxQuantity={line.maxQuantity}
          pending={pending}
          disabled={unavailable}
          itemName={line.name}
          describedBy={messages.length > 0 ? messagesId : undefined}
          onChange={onQuantityChange}
        />
        <p className="shop-cart-line__price">
          {line.regularPrice ? (
            <>
              <span className="shop-visually-hidden">{t("Special price")}</span>
              <span className="shop-cart-line__special">{line.price}</span>{" "}
              <span className="shop-visually-hidden">{t("Regular price")}</span>
              <s className="shop-cart-line__regular">{line.regularPrice}</s>
            </>
          ) : (
            <span>{line.price}</span>
          )}
        </p>
      </div>
    </li>
  );
}
