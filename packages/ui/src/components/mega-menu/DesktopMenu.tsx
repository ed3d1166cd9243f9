import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { cx } from "../../internal/cx";
import { focusLeft } from "../../internal/focus-left";
import { useLatest } from "../../internal/use-latest";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { MegaMenu } from "./MegaMenu";
import type { ImageUrlBuilder, MenuCategory } from "./menu-types";
import { hasPanel, SUBMENU_CLOSE_DELAY_MS } from "./rules/menu-rules";

export interface DesktopMenuProps {
  categories: readonly MenuCategory[];
  /** A panel opened or closed (the header turns to its hovered state while one is open). */
  onOpenChange?: (open: boolean) => void;
  closeDelayMs?: number;
  imageUrl?: ImageUrlBuilder;
}

/**
 * The desktop menu of top-level categories (presentation-content.md §2): hovering or focusing
 * an item opens its mega menu; leaving closes it after the 200 ms submenu close delay (§9);
 * Escape closes it and returns focus to the item.
 */
export function DesktopMenu({ categories, onOpenChange, closeDelayMs = SUBMENU_CLOSE_DELAY_MS, imageUrl }: DesktopMenuProps) {
  const t = useTranslate();
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const notify = useLatest(onOpenChange);
  const triggers = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    notify.current?.(openIndex !== null);
  }, [openIndex, notify]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openNow = (index: number) => {
    clearTimeout(closeTimer.current);
    setOpenIndex(index);
  };
  const closeLater = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpenIndex(null), closeDelayMs);
  };
  // Only focus arriving from outside the item opens it: Escape in the panel moves focus back
  // to the trigger, inside the same item, and must leave the panel closed.
  const onFocus = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (focusLeft(event)) openNow(index);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (focusLeft(event)) setOpenIndex(null);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === "Escape" && openIndex === index) {
      setOpenIndex(null);
      triggers.current[index]?.focus();
    }
  };

  return (
    <nav className="shop-menu" aria-label={t("Main navigation")}>
      <ul className="shop-menu__list">
        {categories.map((category, index) => {
          const withPanel = hasPanel(category);
          const open = openIndex === index && withPanel;
          const panelId = `${baseId}-panel-${index}`;
          const triggerProps = {
            ref: (element: HTMLElement | null) => {
              triggers.current[index] = element;
            },
            className: cx("shop-menu__trigger", open && "shop-menu__trigger--open"),
            "aria-expanded": withPanel ? open : undefined,
            "aria-controls": open ? panelId : undefined,
          };
          return (
            <li
              key={index}
              className="shop-menu__item"
              onMouseEnter={() => openNow(index)}
              onMouseLeave={closeLater}
              onFocus={onFocus(index)}
              onBlur={onBlur}
              onKeyDown={onKeyDown(index)}
            >
              {category.clickable && category.href ? (
                <ShopLink href={category.href} {...triggerProps}>
                  {category.name}
                </ShopLink>
              ) : (
                <button type="button" {...triggerProps} onClick={() => (open ? setOpenIndex(null) : openNow(index))}>
                  {category.name}
                </button>
              )}
              {open && (
                <div className="shop-menu__panel" data-testid="mega-menu">
                  <MegaMenu category={category} id={panelId} imageUrl={imageUrl} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
