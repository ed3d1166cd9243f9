import { loadProduct, loadProductsBySku, searchCatalog, type Attribute, type Product } from "@shop/catalog-pricing";
import { colourRelationSkus, type BundleOptionView, type ProductDetail, type RelatedColour } from "@shop/ui";
import { productLink, resolveUrl } from "@shop/url-resolver";
import { backEndFailed, notFound, permanentRedirect, type LoaderDeps } from "../../app/loader-deps";
import { brandOf, DETAIL_ATTRIBUTES, detailsOf } from "./product-details";
import { bundleOptionsOf, relatedColoursOf } from "./product-view";

/**
 * What the page shows around the product, already in @shop/ui's shapes: the router hands it to
 * the browser, so it holds only what is shown (never the linked products' whole documents).
 */
export interface ProductPageData {
  sku: string;
  /** The product's colours (product links 'colorrelation'), sorted ascending by color_ois. */
  colours: RelatedColour[];
  /** A bundle's options with each link's name and price. */
  bundleOptions: BundleOptionView[];
  /** Brand, material, fit, weave with the store view's labels. */
  details: ProductDetail[];
  brand: string | undefined;
}

/** The product's own page path in the route's store view. */
export function productPagePath(product: Product, deps: Pick<LoaderDeps, "view" | "config">): string {
  return productLink(product, deps.view, deps.config, deps.config.urlResolver).path;
}

/**
 * /p/{parentSku}/{slug}[/{childSku}] (commerce-core.md §2): the URL resolver decides first
 * (a variant route is redirected to its parent with 301 when direct access to children is
 * prevented); the product is then loaded by its parent sku (a disabled or invisible one is
 * page-not-found). A slug that is not the product's own (an old link, another language's
 * slug) redirects to the product's page, so every product has one URL per store view.
 */
export function loader(deps: LoaderDeps) {
  return async ({ request, params }: { request: Request; params: Record<string, string | undefined> }): Promise<ProductPageData> => {
    const parentSku = params["parentSku"] ?? "";
    const childSku = params["childSku"];
    const url = new URL(request.url);
    const { store } = deps.handle;
    const resolution = await store.dispatch(resolveUrl({ path: url.pathname, ...(childSku !== undefined && { childSku }) })).unwrap();
    if (resolution.kind === "redirect") return permanentRedirect(resolution.location, resolution.redirectType);
    if (resolution.kind === "offline-home") return permanentRedirect(resolution.location, 302);
    if (resolution.kind === "error") return backEndFailed(resolution.failures.map((failure) => `${failure.step}:${failure.kind}`).join(", "));
    let product: Product | null;
    try {
      product = await store.dispatch(loadProduct({ key: "sku", value: parentSku, ...(childSku !== undefined && childSku !== parentSku && { childSku }) })).unwrap();
    } catch (error) {
      return backEndFailed(error instanceof Error ? error.message : String(error));
    }
    const original = store.getState().product.original;
    if (product === null || original === null) return notFound();
    // The product's own path (its link may carry a query: the store code, `appendStoreCode`).
    const own = new URL(productPagePath(original, deps), url);
    const ownBare = own.pathname.replace(/\/$/, "");
    const visited = url.pathname.replace(/\/$/, "");
    // The resolver missed (another language's slug, a renamed product) or the slug differs: one URL.
    if (resolution.kind === "not-found" || (visited !== ownBare && !visited.startsWith(`${ownBare}/`))) {
      for (const [key, value] of url.searchParams) if (!own.searchParams.has(key)) own.searchParams.append(key, value);
      return permanentRedirect(`${own.pathname}${own.search}`, 301);
    }
    const colourSkus = colourRelationSkus(original.product_links).filter((sku) => sku !== original.sku);
    const bundleSkus = [...new Set((original.bundle_options ?? []).flatMap((option) => option.product_links.map((link) => link.sku)))];
    // What the page shows around the product: a failure here leaves that part out, never the page.
    const [colourProducts, bundleProducts, attributes] = await Promise.all([
      colourSkus.length === 0 ? [] : store.dispatch(loadProductsBySku(colourSkus)).unwrap().catch(() => []),
      bundleSkus.length === 0 ? [] : store.dispatch(loadProductsBySku(bundleSkus)).unwrap().catch(() => []),
      store
        .dispatch(searchCatalog({ entityType: "attribute", query: { filter: { attribute_code: [...DETAIL_ATTRIBUTES, "color_ois"] }, size: DETAIL_ATTRIBUTES.length + 1 } }))
        .unwrap()
        .then((result) => result.items as Attribute[])
        .catch(() => []),
    ]);
    return {
      sku: original.sku,
      colours: relatedColoursOf(colourProducts, original, deps.view, deps.config),
      bundleOptions: bundleOptionsOf(original, bundleProducts),
      details: detailsOf(original, attributes),
      brand: brandOf(original, attributes),
    };
  };
}
