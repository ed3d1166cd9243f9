import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Sidebar } from "../sidebar/Sidebar";
import { ShopLink } from "../../link/ShopLink";
import { MenuColumnLinks } from "../mega-menu/MenuColumnLinks";
import type { MenuCategory } from "../mega-menu/menu-types";
import { useTranslate } from "../../text/text-context";

export interface TabbedNavigationProps {
  open: boolean;
  categories: readonly MenuCategory[];
  onClose: () => void;
  /** Extra links under the tabs (account, store locator, language…). */
  footer?: ReactNode;
}

/**
 * The mobile tabbed navigation (presentation-content.md §2 "mobile tabbed navigation exists"):
 * one tab per top-level category (WAI-ARIA tabs: arrows, Home and End move between tabs), the
 * tab panel lists the category's columns and 'show all' links.
 */
export function TabbedNavigation({ open, categories, onClose, footer }: TabbedNavigationProps) {
  const t = useTranslate();
  const baseId = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // The list may shrink while open (menu content reloaded): keep one tab selected and in the tab order.
  const selected = Math.max(Math.min(active, categories.length - 1), 0);
  const current = categories[selected];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = categories.length - 1;
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setActive(index);
    tabs.current[index]?.focus();
  };

  return (
    <Sidebar open={open} onClose={onClose} side="left" title={t("Menu")} footer={footer}>
      <div className="shop-tabs__list" role="tablist" aria-label={t("Main navigation")} onKeyDown={onKeyDown}>
        {categories.map((category, index) => (
          <button
            key={index}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="shop-tabs__tab"
            onClick={() => setActive(index)}
          >
            {category.name}
          </button>
        ))}
      </div>
      {current && (
        <div className="shop-tabs__panel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`}>
          {current.clickable && current.href && (
            <ShopLink className="shop-tabs__category" href={current.href}>
              {current.name}
            </ShopLink>
          )}
          {current.columns.map((column, index) => (
            <section key={index} className="shop-tabs__column" aria-label={column.name}>
              <MenuColumnLinks column={column} block="shop-tabs" />
            </section>
          ))}
        </div>
      )}
    </Sidebar>
  );
}
