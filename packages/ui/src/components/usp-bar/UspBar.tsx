import { useEffect, useState } from "react";
import { cx } from "../../internal/cx";
import { CheckIcon } from "../../internal/icons";
import { ShopLink } from "../../link/ShopLink";
import { useIsDesktop, useReducedMotion } from "../../internal/use-media-query";
import { usePointerFocusInside } from "../../internal/use-pointer-focus-inside";
import { useTranslate } from "../../text/text-context";
import { nextUspIndex, USP_INTERVAL_MS, uspRotates } from "./rules/usp-rules";

export interface UspItem {
  id: string;
  /** Bold label (content text, shown as given). */
  bold: string;
  /** Normal label. */
  text: string;
  href?: string;
  /** Icon image URL; a check mark when absent. */
  iconSrc?: string;
}

export interface UspBarProps {
  items: readonly UspItem[];
  /** Rotate on desktop too (presentation-content.md §4); off by default: desktop shows all messages. */
  animateOnDesktop?: boolean;
  intervalMs?: number;
}

/**
 * The usp bar (presentation-content.md §2, §4): messages with a bold and a normal label,
 * rotating one by one every 5 s on mobile. Rotation pauses while the mouse or focus is on the
 * messages (not on the toggle), with the pause button and under prefers-reduced-motion (the
 * shopper can still press play).
 *
 * Mobile or desktop is CSS's call (UspBar.css), not JavaScript's: the server cannot know the
 * viewport, so the HTML holds both layouts (the current message and the toggle, which a
 * desktop without animation overrides to show every message and no toggle) and hydration
 * changes nothing on screen. Only the rotation timer asks the viewport.
 */
export function UspBar({ items, animateOnDesktop = false, intervalMs = USP_INTERVAL_MS }: UspBarProps) {
  const t = useTranslate();
  const isDesktop = useIsDesktop();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  // An explicit Play overrides a hover/focus pause still held (focus left in a message by a
  // click that does not move it) until the mouse or focus enters the messages again.
  const [playOverridesHold, setPlayOverridesHold] = useState(false);
  // Hover and focus on the messages pause, tracked apart: a mouse leaving must not resume what
  // focus inside holds (WCAG 2.2.2). The toggle is outside them: focus on the rotation control
  // does not pause (WAI-ARIA carousel pattern), else Play would leave the bar paused.
  const { pointerInside, focusInside, handlers } = usePointerFocusInside({ onEnter: () => setPlayOverridesHold(false) });
  // The shopper's choice wins over the reduced-motion default.
  const stopped = userPaused ?? reducedMotion;
  const paused = stopped || (!playOverridesHold && (pointerInside || focusInside));
  const rotates = uspRotates({ count: items.length, isDesktop, animateOnDesktop, paused });
  const canRotate = items.length > 1;

  useEffect(() => {
    if (!rotates) return undefined;
    const timer = setInterval(() => setIndex((current) => nextUspIndex(current, items.length)), intervalMs);
    return () => clearInterval(timer);
  }, [rotates, items.length, intervalMs]);

  if (items.length === 0) return null;
  const shown = index % items.length;
  return (
    <section className={cx("shop-usp-bar", !animateOnDesktop && "shop-usp-bar--all-on-desktop")} aria-label={t("Highlights")}>
      {/* Not from `rotates`, which reads the viewport: the attribute would change after
          hydration on desktop. Where every message shows, nothing changes to announce. */}
      <ul className="shop-usp-bar__list" aria-live={canRotate && !paused ? "off" : "polite"} {...handlers}>
        {items.map((item, itemIndex) => (
          <li key={item.id} className={cx("shop-usp-bar__item", itemIndex === shown && "shop-usp-bar__item--current")} data-testid="usp">
            <UspContent item={item} />
          </li>
        ))}
      </ul>
      {canRotate && (
        <button
          type="button"
          className="shop-icon-button shop-usp-bar__toggle"
          aria-label={stopped ? t("Play highlights") : t("Pause highlights")}
          onClick={() => {
            setUserPaused(!stopped);
            if (stopped) setPlayOverridesHold(true);
          }}
        >
          <span aria-hidden="true" className={cx("shop-usp-bar__toggle-icon", stopped ? "shop-usp-bar__toggle-icon--play" : "shop-usp-bar__toggle-icon--pause")} />
        </button>
      )}
    </section>
  );
}

function UspContent({ item }: { item: UspItem }) {
  const body = (
    <>
      {item.iconSrc ? <img className="shop-usp-bar__icon" src={item.iconSrc} alt="" width={16} height={16} /> : <CheckIcon className="shop-usp-bar__icon" size={16} />}
      <strong>{item.bold}</strong> <span>{item.text}</span>
    </>
  );
  return item.href ? (
    <ShopLink className="shop-usp-bar__link" href={item.href}>
      {body}
    </ShopLink>
  ) : (
    body
  );
}
