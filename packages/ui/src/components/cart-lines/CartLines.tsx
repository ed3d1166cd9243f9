import { useEffect, useRef, useState } from "react";
import { cx } from "../../internal/cx";
import { useRemovalFocus } from "../../internal/use-removal-focus";
import { useTranslate } from "../../text/text-context";
import { CartLine } from "./CartLine";
import type { CartLineItem } from "./cart-line.types";

export interface CartLinesProps {
  lines: readonly CartLineItem[];
  /** A committed quantity (once per change, never invalid or unchanged): the cart updates the line. */
  onQuantityChange: (lineId: string, qty: number) => void;
  /** Called after the shopper confirmed the removal (commerce-core.md §9: asks before removing). */
  onRemove: (lineId: string) => void;
  /**
   * Announce commerce-core.md §8 'Product quantity has been updated!' when a quantity the
   * shopper asked for arrives (default true). Pass false when the app shows that message as a
   * notification toast, itself a status region, so it is heard once.
   */
  announceQuantityUpdates?: boolean;
  className?: string;
}

/** A quantity the shopper asked for, until the owner answers. */
interface AskedQuantity {
  qty: number;
  /** The line went pending meanwhile: its end without the quantity is a refusal. */
  sawPending: boolean;
}

/** Which asked quantities arrived; refused or answered ones leave `asked`. */
function settleAsked(asked: Map<string, AskedQuantity>, lines: readonly CartLineItem[]): boolean {
  let arrived = false;
  for (const [id, entry] of asked) {
    const line = lines.find((candidate) => candidate.id === id);
    if (!line) asked.delete(id);
    else if (line.pending) entry.sawPending = true;
    else if (line.qty === entry.qty) {
      asked.delete(id);
      arrived = true;
    } else if (entry.sawPending) asked.delete(id);
  }
  return arrived;
}

/**
 * The cart page's lines (presentation-content.md §3 Cart item, §4 cart edit mode: quantity
 * and options change while the cart is open). Removing asks first, inline, and keeps keyboard
 * focus in the list as the mini cart does (`useRemovalFocus`). One polite status region
 * announces arrived quantity updates.
 */
export function CartLines({ lines, onQuantityChange, onRemove, announceQuantityUpdates = true, className }: CartLinesProps) {
  const t = useTranslate();
  const { confirming, ask, cancel, remove, removeButtonRef, cancelButton } = useRemovalFocus(lines, onRemove);
  const asked = useRef(new Map<string, AskedQuantity>());
  // The count makes a repeated announcement a change of the region's text, so it is read again.
  const [announcements, setAnnouncements] = useState(0);

  useEffect(() => {
    if (settleAsked(asked.current, lines) && announceQuantityUpdates) setAnnouncements((count) => count + 1);
  }, [lines, announceQuantityUpdates]);

  return (
    <>
      <ul className={cx("shop-cart-lines", className)}>
        {lines.map((line, index) => (
          <CartLine
            key={line.id}
            line={line}
            confirming={confirming === line.id}
            onQuantityChange={(qty) => {
              asked.current.set(line.id, { qty, sawPending: false });
              onQuantityChange(line.id, qty);
            }}
            onAskRemove={() => ask(line.id)}
            onCancelRemove={() => cancel(line.id)}
            onConfirmRemove={() => remove(line.id, index)}
            removeButtonRef={removeButtonRef(line.id)}
            cancelButtonRef={cancelButton}
          />
        ))}
      </ul>
      <p className="shop-visually-hidden" role="status">
        {announcements > 0 ? `${t("Product quantity has been updated!")}${announcements % 2 === 0 ? "\u00a0" : ""}` : ""}
      </p>
    </>
  );
}
