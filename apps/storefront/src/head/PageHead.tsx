import { localizePath } from "@shop/core";
import { useLocation, useMatches } from "react-router-dom";
import { useShop } from "../app/shop-context";
import { alternatesOf } from "../app/route-handle";
import { alternateUrls } from "./alternate-urls";

export interface PageHeadProps {
  title: string;
  description?: string | undefined;
  /** The page's own path when it differs from the one visited (a listing's page 1 without ?page). */
  canonicalPath?: string | undefined;
  image?: string | undefined;
  type?: "website" | "product" | "article";
  /** Extra `<link>`s: blog pagination's prev and next. */
  links?: readonly { rel: string; href: string }[];
  noindex?: boolean;
}

/**
 * Every page's head (issue 20 "Every page"): title, meta description, canonical, hreflang
 * alternates for the four store views and Open Graph. React 19 hoists these into `<head>` on
 * the server and in the browser.
 */
export function PageHead({ title, description, canonicalPath, image, type = "website", links = [], noindex = false }: PageHeadProps) {
  const { config, view, origin } = useShop();
  const location = useLocation();
  const matches = useMatches();
  const path = canonicalPath ?? location.pathname;
  const alternates = alternateUrls(path, config, alternatesOf(matches));
  const defaultView = config.storeViews.views[config.storeViews.defaultStoreCode];
  const fullTitle = `${title} | Shop`;
  return (
    <>
      <title>{fullTitle}</title>
      {description !== undefined && description !== "" && <meta name="description" content={description} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={`${origin}${path}`} />
      {Object.values(config.storeViews.views).map((store) => (
        <link key={store.storeCode} rel="alternate" hrefLang={store.i18n.defaultLocale} href={`${origin}${alternates[store.storeCode] ?? localizePath("/", store, config)}`} />
      ))}
      {defaultView !== undefined && <link rel="alternate" hrefLang="x-default" href={`${origin}${alternates[defaultView.storeCode] ?? "/"}`} />}
      {links.map((link) => (
        // Absolute like the canonical and the alternates (a crawler resolves rel prev/next the same way).
        <link key={`${link.rel}:${link.href}`} rel={link.rel} href={link.href.startsWith("/") ? `${origin}${link.href}` : link.href} />
      ))}
      <meta property="og:title" content={title} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={`${origin}${path}`} />
      <meta property="og:locale" content={view.i18n.defaultLocale.replace("-", "_")} />
      {description !== undefined && description !== "" && <meta property="og:description" content={description} />}
      {image !== undefined && <meta property="og:image" content={image} />}
    </>
  );
}
