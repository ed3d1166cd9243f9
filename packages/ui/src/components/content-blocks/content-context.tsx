import type { PriceI18n } from "@shop/core";
import { createContext, useContext, type ReactNode } from "react";
import type { ImageUrlBuilder } from "../../internal/image-url";
import type { CardProduct } from "../product-card/product-card.types";
import type { ContentProducts, UnknownContent } from "./content-types";
import type { LocalizeHref } from "./rules/content-link";

/** What the app gives the content renderer besides the content itself. */
export interface ContentOptions {
  /** The image service (srcset at the §9 widths); without one, images load as stored, without a srcset. */
  imageUrl?: ImageUrlBuilder;
  /** §2 content links: internal routes through this (@shop/core `localizePath`)… */
  localize?: LocalizeHref;
  /** …with a trailing slash when the SEO setting asks (ShopConfig `urls.trailingSlash`). */
  trailingSlash?: boolean;
  /** The products of the product carousel blocks, by sku (the app loads them from the blocks' skus). */
  products?: ContentProducts;
  /** The products are still loading: carousels show a loading state instead of nothing. */
  productsLoading?: boolean;
  /** Renders a carousel's product; the default is a ProductCard without actions. */
  renderProduct?: (product: CardProduct, index: number) => ReactNode;
  /** Prices of the default product card. */
  priceI18n?: PriceI18n;
  /**
   * A block or node the renderer does not know, or a refused link, was skipped. Default: a
   * console warning outside production builds (an editor's typo shows in the console, the
   * shopper sees nothing).
   */
  onUnknown?: (what: UnknownContent) => void;
}

function warnInDevelopment(what: UnknownContent): void {
  // Bundlers replace process.env.NODE_ENV; where nothing defines `process` this stays quiet.
  const environment = typeof process === "undefined" ? "production" : process.env["NODE_ENV"];
  if (environment !== "production") console.warn(`@shop/ui content: skipped ${what.kind} "${what.name}"`);
}

const ContentContext = createContext<ContentOptions>({});

export function ContentOptionsProvider({ options, children }: { options: ContentOptions; children: ReactNode }) {
  return <ContentContext.Provider value={options}>{children}</ContentContext.Provider>;
}

export function useContentOptions(): ContentOptions & { onUnknown: (what: UnknownContent) => void } {
  const options = useContext(ContentContext);
  return { ...options, onUnknown: options.onUnknown ?? warnInDevelopment };
}
