import type { ShopConfig, StoreView } from "@shop/core";
import { resolveContentLink, type ContentLink, type ThemeStory } from "@shop/cms";
import type { FooterLinkColumn, CopyrightItem, MenuCategory, UspItem } from "@shop/ui";

/** A content link as an `href` for @shop/ui (undefined when the link is unsafe or empty). */
export function hrefOf(link: ContentLink | string | undefined, view: StoreView, config: ShopConfig): string | undefined {
  if (link === undefined) return undefined;
  const resolved = resolveContentLink(link, view, config);
  return resolved.kind === "none" ? undefined : resolved.href;
}

/** The mega menu's categories from the theme's menu (presentation-content.md §3 Menu content). */
export function menuOf(theme: ThemeStory | null, view: StoreView, config: ShopConfig): MenuCategory[] {
  if (theme === null) return [];
  return theme.content.menu.content.topLevelCategories.map((category) => {
    const href = hrefOf(category.link, view, config);
    const cta = category.cta;
    const ctaHref = hrefOf(cta?.buttonLink, view, config);
    return {
      name: category.name,
      clickable: category.clickable,
      ...(href !== undefined && { href }),
      columns: category.columns.map((column) => {
        const showAllHref = hrefOf(column.showAllLink?.link, view, config);
        return {
          name: column.name,
          items: column.menuItems.flatMap((item) => {
            const itemHref = hrefOf(item.link, view, config);
            return itemHref === undefined ? [] : [{ label: item.name, href: itemHref }];
          }),
          ...(showAllHref !== undefined && { showAllHref }),
        };
      }),
      ...(cta !== undefined && {
        tile: {
          asset: cta.asset,
          displayOverlay: cta.displayOverlay,
          ...(cta.title !== undefined && { title: cta.title }),
          ...(cta.buttonText !== undefined && { buttonText: cta.buttonText }),
          ...(ctaHref !== undefined && { buttonHref: ctaHref }),
        },
      }),
    };
  });
}

/** The usp bar's messages. */
export function uspItemsOf(theme: ThemeStory | null, view: StoreView, config: ShopConfig): UspItem[] {
  if (theme === null) return [];
  return theme.content.uspBar.content.messages.map((message) => {
    const href = hrefOf(message.link, view, config);
    return { id: message._uid, bold: message.boldLabel, text: message.label, ...(href !== undefined && { href }) };
  });
}

export interface FooterContentProps {
  newsletterTitle: string | null;
  newsletterSubtitle: string;
  linkColumns: FooterLinkColumn[];
  copyright: CopyrightItem[];
  paymentMethods: ThemeStory["content"]["footer"]["content"]["paymentIcons"];
}

/** The footer's columns, copyright items, payment icons and newsletter block. */
export function footerOf(theme: ThemeStory | null, view: StoreView, config: ShopConfig): FooterContentProps {
  if (theme === null) return { newsletterTitle: null, newsletterSubtitle: "", linkColumns: [], copyright: [], paymentMethods: [] };
  const footer = theme.content.footer.content;
  return {
    newsletterTitle: footer.newsletterTitle,
    newsletterSubtitle: footer.newsletterSubtitle,
    linkColumns: footer.linkColumns.map((column) => ({
      title: column.title,
      links: column.links.flatMap((link) => {
        const href = hrefOf(link.link, view, config);
        return href === undefined ? [] : [{ label: link.label, href }];
      }),
    })),
    copyright: footer.copyrightFields.map((field) => {
      const href = hrefOf(field.link, view, config);
      return { text: field.text, ...(href !== undefined && { href }) };
    }),
    paymentMethods: footer.paymentIcons,
  };
}

/** The contact icon's target (the header content's customer service link). */
export function customerServiceHrefOf(theme: ThemeStory | null, view: StoreView, config: ShopConfig): string | undefined {
  return theme === null ? undefined : hrefOf(theme.content.header.content.customerServiceLink, view, config);
}
