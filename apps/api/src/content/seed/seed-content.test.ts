import { storyContentSchema } from "@shop/cms";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../seed/catalogue";
import { buildUrlRewrites } from "../../seed/documents";
import { SEED_LANGUAGES } from "../../seed/locales";
import { storeViewStories } from "./seed-content";
import { BLOG_PATH, LOOKBOOK_PATH, STORE_LOCATOR_PATH } from "./slugs";

const NOW = new Date("2026-11-28T12:00:00Z");
const products = buildCatalogue("2026-11-28");
const skus = new Set(products.filter((product) => product.visibility !== 1 && product.status === 1).map((product) => product.sku));

/** Every value under `key` anywhere in `value`. */
function collect(value: unknown, key: string, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const entry of value) collect(entry, key, found);
  else if (typeof value === "object" && value !== null) {
    for (const [name, entry] of Object.entries(value)) {
      if (name === key) found.push(entry);
      collect(entry, key, found);
    }
  }
  return found;
}

describe.each(SEED_LANGUAGES)("the content seed of store view %s", (lang) => {
  const stories = storeViewStories(lang, lang, NOW);
  const slugs = new Set(stories.map((story) => story.fullSlug));

  it("is content an editor could save (@shop/cms's schemas), with unique full slugs", () => {
    for (const story of stories) expect(storyContentSchema.safeParse(story.content).success, story.fullSlug).toBe(true);
    expect(slugs.size).toBe(stories.length);
  });

  it("links only to pages that exist: a category with a URL, a seeded story, or a storefront route", () => {
    const categoryPaths = new Set(buildUrlRewrites(lang, products).filter((rewrite) => rewrite.entity_type === "category" && rewrite.redirect_type === 0).map((rewrite) => `/${rewrite.request_path}/`));
    const routes = new Set([BLOG_PATH, LOOKBOOK_PATH, STORE_LOCATOR_PATH]);
    const urls = [...collect(stories.map((story) => story.content), "url"), ...collect(stories.map((story) => story.content), "href")].map(String);
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) {
      const known = categoryPaths.has(url) || routes.has(url) || slugs.has(`${lang}/${url.replace(/^\/|\/$/g, "")}`);
      expect(known, url).toBe(true);
    }
  });

  it("shows only products of the catalogue that are listed (carousels, hotspots)", () => {
    const used = collect(stories.map((story) => story.content), "skus").flat().concat(collect(stories.map((story) => story.content), "sku"));
    expect(used.length).toBeGreaterThan(20);
    for (const sku of used) expect(skus.has(String(sku)), String(sku)).toBe(true);
  });

  it("has at least 12 blog articles, published a day apart", () => {
    const articles = stories.filter((story) => story.content.component === "blog_article");
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(articles.map((story) => story.publishedAt.getTime())).size).toBe(articles.length);
  });
});
