import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import type { MenuColumn } from "./menu-types";

export interface MenuColumnLinksProps {
  column: MenuColumn;
  /** The BEM block of the menu showing it: classes `<block>__heading`, `__links`, `__show-all`. */
  block: string;
}

/**
 * One menu column (presentation-content.md §2 Header, §3 menu content): its name, its links
 * and the optional 'show all' link as the list's last item. The desktop mega menu and the
 * mobile tabbed navigation both render their columns with it.
 */
export function MenuColumnLinks({ column, block }: MenuColumnLinksProps) {
  const t = useTranslate();
  return (
    <>
      <p className={`${block}__heading`}>{column.name}</p>
      <ul className={`${block}__links`}>
        {/* By position: menus repeat hrefs, and duplicate keys leave old links behind after an update. */}
        {column.items.map((item, index) => (
          <li key={index}>
            <ShopLink href={item.href}>{item.label}</ShopLink>
          </li>
        ))}
        {column.showAllHref && (
          <li>
            <ShopLink className={`${block}__show-all`} href={column.showAllHref}>
              {t("Show all")}
              <span className="shop-visually-hidden">: {column.name}</span>
            </ShopLink>
          </li>
        )}
      </ul>
    </>
  );
}
