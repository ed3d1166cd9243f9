import { loadProduct, loadProductsBySku, type Product } from "@shop/catalog-pricing";
import { productLink, resolveUrl } from "@shop/url-resolver";
import { backEndFailed, notFound, permanentRedirect, type LoaderDeps } from "../../app/loader-deps";
import { relatedColourSkus, sortRelatedColours } from "../../catalog/related-colours";

export interface ProductPageData {
  sku: string;
  /** The other colours of the product (product links 'colorrelation'), sorted ascending by color_ois. */
  relatedColours: Product[];
}

/** The product's own page path in the route's store view. */
export function productPagePath(product: Product, deps: LoaderDeps): string {
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
    if (resolution.kind === "redirect") return permanentRedirect(`${resolution.location}`, resolution.redirectType);
    if (resolution.kind === "error") return backEndFailed(resolution.failures.map((failure) => `${failure.step}:${failure.kind}`).join(", "));
    let product: Product | null;
    try {
      product = await store.dispatch(loadProduct({ key: "sku", value: parentSku, ...(childSku !== undefined && childSku !== parentSku && { childSku }) })).unwrap();
    } catch (error) {
      return backEndFailed(error instanceof Error ? error.message : String(error));
    }
    if (product === null) return notFound();
    const own = productPagePath(product, deps);
    const ownBare = own.replace(/\/$/, "");
    const visited = url.pathname.replace(/\/$/, "");
    // The resolver missed (another language's slug, a renamed product) or the slug differs: one URL.
    if (resolution.kind === "not-found" || (visited !== ownBare && !visited.startsWith(`${ownBare}/`))) return permanentRedirect(`${own}${url.search}`, 301);
    const related = relatedColourSkus(product);
    const relatedColours = related.length === 0 ? [] : await store.dispatch(loadProductsBySku(related)).unwrap().catch(() => []);
    return { sku: product.sku, relatedColours: sortRelatedColours(relatedColours) };
  };
}
