import { localizePath } from "@shop/core";
import { resolveUrl, type Resolution } from "@shop/url-resolver";
import { useLoaderData } from "react-router-dom";
import { backEndFailed, notFound, permanentRedirect, type LoaderDeps } from "../../app/loader-deps";
import { CmsPageView } from "../content/CmsPageView";
import { loadPageStory } from "../content/story-loader";
import { loadStoryProducts } from "../../content/load-story-products";
import type { StoryProducts } from "../../content/story-products";

/** The canonical route of a product or category resolution ("/c/{slug}/", "/p/{parentSku}/{slug}/[{childSku}/]"). */
export function canonicalPathOf(resolution: Extract<Resolution, { kind: "route" }>): string | null {
  const { params } = resolution.route;
  const part = (value: string | undefined) => encodeURIComponent(value ?? "");
  if (resolution.entityType === "category") return `/c/${part(params["slug"])}/`;
  if (resolution.entityType === "product") {
    const child = params["childSku"] !== undefined && params["childSku"] !== params["parentSku"] ? `${part(params["childSku"])}/` : "";
    return `/p/${part(params["parentSku"])}/${part(params["slug"])}/${child}`;
  }
  return null;
}

interface FallbackData {
  fullSlug: string;
  products: StoryProducts;
}

/**
 * Any other path (commerce-core.md §2 URL fallback): a redirect record answers 301/302 (the
 * client router replaces), a product or category found by its URL goes to its page, a CMS page
 * renders here, nothing is page-not-found (404), a failing back end the error screen (503).
 */
export function loader(deps: LoaderDeps) {
  return async ({ request }: { request: Request }): Promise<FallbackData> => {
    const url = new URL(request.url);
    const resolution: Resolution = await deps.handle.store.dispatch(resolveUrl({ path: url.pathname + url.search })).unwrap();
    switch (resolution.kind) {
      case "redirect":
        return permanentRedirect(resolution.location, resolution.redirectType);
      case "offline-home":
        return permanentRedirect(resolution.location, 302);
      case "not-found":
        return notFound();
      case "error":
        return backEndFailed(resolution.failures.map((failure) => `${failure.step}:${failure.kind}`).join(", "));
      case "route": {
        const slug = resolution.route.params["slug"] ?? "";
        // A product or category found by its SEO path has one canonical page: /c/… or /p/….
        const canonical = canonicalPathOf(resolution);
        if (canonical !== null) return permanentRedirect(localizePath(canonical, deps.view, deps.config), 301);
        if (resolution.entityType !== "cms-page") return notFound();
        // With multistore on, the resolver's content slug is already the full slug ("en/about-us").
        const fullSlug = slug.startsWith(`${deps.view.storeCode}/`) ? slug : `${deps.view.storeCode}/${slug}`;
        const story = await loadPageStory(deps, fullSlug);
        const blocks = story.content.component === "page" ? story.content.body : [];
        return { fullSlug, products: await loadStoryProducts(deps, blocks) };
      }
    }
  };
}

export function Page() {
  const { fullSlug, products } = useLoaderData<FallbackData>();
  return <CmsPageView fullSlug={fullSlug} products={products} />;
}
