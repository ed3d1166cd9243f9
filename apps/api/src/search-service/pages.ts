import type { FilterCondition } from "@shop/catalog-pricing";
import type { ContentList, Navigation, NavigationNode, PageReply, PageRequest } from "@shop/search";
import type { Services } from "../services";
import { ticketOf } from "./cards";
import { isListedCategory, localPath, type CatalogueContext, type CategoryDoc } from "./catalogue";
import { LANDING_PAGES, type LandingPage } from "./landing-pages";
import { runListing, type ListingBase } from "./listing";
import { ServiceRequestError, type ServiceCall } from "./visitor";

/** commerce-core.md §5: a listing shows visibility 2, 3, 4; the service lists status 1 only (presentation-content.md §5). */
const LISTING_FILTER: Record<string, FilterCondition> = { visibility: { in: [2, 3, 4] }, status: { eq: 1 } };
/** presentation-content.md §5: a search lists visibility 3, 4 (status 1 on the service's side). */
const SEARCH_FILTER: Record<string, FilterCondition> = { visibility: { in: [3, 4] }, status: { eq: 1 } };

type Page =
  | { kind: "landing"; page: LandingPage; heading: string; path: string }
  | { kind: "category"; category: CategoryDoc; heading: string; path: string }
  | { kind: "search"; q: string; heading: string; path: string };

const language = (context: CatalogueContext) => (context.view.i18n.defaultLocale.slice(0, 2) as "nl" | "en" | "de" | "fr");
const SEARCH_HEADING = { nl: "Zoekresultaten voor", en: "Search results for", de: "Suchergebnisse für", fr: "Résultats de recherche pour" };
const HOME = { nl: "Home", en: "Home", de: "Startseite", fr: "Accueil" };

/** A page url without the store view's prefix, its query and its trailing slash. */
function pagePath(context: CatalogueContext, url: string): string {
  let path = url.split(/[?#]/)[0] ?? "";
  if (/^https?:\/\//.test(path)) path = new URL(path).pathname;
  if (context.view.url !== "" && (path === context.view.url || path.startsWith(`${context.view.url}/`))) path = path.slice(context.view.url.length);
  path = `/${path.replace(/^\/+/, "").replace(/\/+$/, "")}`;
  return path;
}

/**
 * The page a landing-page call is for: a landing page by template id or url; a category by
 * /c/{slug} or its url path (only active categories: commerce-core.md §5). Else 404.
 */
export function resolveLandingPage(context: CatalogueContext, call: ServiceCall, body: PageRequest): Page {
  const lang = language(context);
  if (call.query.templateId !== undefined) {
    const page = LANDING_PAGES.find((entry) => entry.templateId === call.query.templateId);
    if (page === undefined) throw new ServiceRequestError(`No landing page with template "${call.query.templateId}".`, 404, [{ path: "templateId", message: "unknown template" }]);
    return { kind: "landing", page, heading: page.heading[lang], path: page.urls[lang] };
  }
  const reference = body.pageUrl ?? call.query.pageReference;
  if (reference === undefined) throw new ServiceRequestError("A landing page is found by its url: send pageReference (or the body's pageUrl).", 400, [{ path: "pageReference", message: "required" }]);
  const path = pagePath(context, reference);
  const page = LANDING_PAGES.find((entry) => entry.urls[lang] === path);
  if (page !== undefined) return { kind: "landing", page, heading: page.heading[lang], path };
  const slug = path.startsWith("/c/") ? path.slice(3) : path.slice(1);
  const category = [...context.categories.values()].find((entry) => entry.slug === slug || entry.url_path === slug);
  if (isListedCategory(category) && category.level > 1) return { kind: "category", category, heading: category.name, path: `/c/${category.slug}` };
  throw new ServiceRequestError(`No landing page at "${reference}".`, 404, [{ path: "pageReference", message: "unknown page" }]);
}

export function searchPage(context: CatalogueContext, q: string | undefined): Page {
  const text = (q ?? "").trim();
  if (text === "") throw new ServiceRequestError("A search page needs q.", 400, [{ path: "q", message: "required" }]);
  return { kind: "search", q: text, heading: `${SEARCH_HEADING[language(context)]} “${text}”`, path: `/catalogsearch/result/?q=${encodeURIComponent(text)}` };
}

function baseOf(page: Page): ListingBase {
  if (page.kind === "landing") return { filter: { ...LISTING_FILTER, ...page.page.filter } };
  if (page.kind === "category") return { filter: { ...LISTING_FILTER, category_ids: { eq: page.category.id } } };
  return { filter: SEARCH_FILTER, query: page.q };
}

/** The active category tree under the root, two levels deep, with product counts (§3 "tree with children by path"). */
function navigationTree(context: CatalogueContext): NavigationNode[] {
  const root = context.categories.get(2);
  const nodes = (parentId: number, depth: number): NavigationNode[] =>
    [...context.categories.values()]
      .filter((category) => category.parent_id === parentId && isListedCategory(category) && category.include_in_menu)
      .sort((a, b) => a.position - b.position)
      .map((category) => ({ label: category.name, path: localPath(context.view, `/c/${category.slug}`), count: category.product_count, children: depth > 1 ? nodes(category.id, depth - 1) : [] }));
  return root === undefined ? [] : nodes(root.id, 2);
}

function breadcrumbs(context: CatalogueContext, page: Page): Navigation["breadcrumbs"] {
  const home = { label: HOME[language(context)], path: localPath(context.view, "/") };
  if (page.kind !== "category") return [home, { label: page.heading, path: localPath(context.view, page.path) }];
  const chain: CategoryDoc[] = [];
  for (let category: CategoryDoc | undefined = page.category; category !== undefined && category.level > 1; category = context.categories.get(category.parent_id)) chain.unshift(category);
  return [home, ...chain.map((category) => ({ label: category.name, path: localPath(context.view, `/c/${category.slug}`) }))];
}

/**
 * A content list: links to the categories that go with the page (a category's subcategories, else
 * the top-level categories), as cards with a ticket (§3 contentLists).
 */
function contentList(context: CatalogueContext, page: Page, id: string, limit: number): ContentList {
  const children = page.kind === "category" ? [...context.categories.values()].filter((entry) => entry.parent_id === page.category.id && isListedCategory(entry)) : [];
  const pool = children.length > 0 ? children : [...context.categories.values()].filter((entry) => entry.parent_id === 2 && isListedCategory(entry) && entry.include_in_menu);
  return {
    id,
    items: pool
      .sort((a, b) => a.position - b.position)
      .slice(0, limit)
      .map((category, position) => ({
        key: `category-${category.id}`,
        link: localPath(context.view, `/c/${category.slug}/`),
        description: category.name,
        ticket: ticketOf(`content:${id}`, `category-${category.id}`, position),
        custom: { short_description: `${category.product_count}` },
      })),
  };
}

/** A landing, category or search page's reply with the parts the body asks for (all when it asks for none). */
export async function pageReply(services: Services, context: CatalogueContext, call: ServiceCall, body: PageRequest, page: Page, origin: string): Promise<PageReply> {
  const askedNothing = body.navigation === undefined && body.primaryList === undefined && body.contentLists === undefined;
  const reply: PageReply = { seo: { pageHeading: page.heading } };
  if (askedNothing || body.primaryList?.include === true) {
    const list = page.kind === "landing" ? `landing:${page.page.templateId}` : page.kind === "category" ? `category:${page.category.id}` : "search";
    const primaryList = await runListing(services, context, {
      base: baseOf(page),
      filters: call.filters,
      sort: call.query.sort ?? "RELEVANCE",
      limit: call.query.limit,
      skip: call.query.skip,
      list,
      origin,
    });
    reply.primaryList = { ...primaryList, published: page.kind !== "landing" || page.page.published };
  }
  if (askedNothing || body.navigation?.include === true) reply.navigation = { breadcrumbs: breadcrumbs(context, page), tree: navigationTree(context) };
  const lists = body.contentLists ?? (askedNothing ? [{ id: "related", limit: 8 }] : []);
  if (lists.length > 0) reply.contentLists = lists.map((entry) => contentList(context, page, entry.id, entry.limit));
  return reply;
}
