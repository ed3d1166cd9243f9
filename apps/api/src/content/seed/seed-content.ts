import { storyContentSchema, type StoryContent } from "@shop/cms";
import type { StoreView } from "@shop/core";
import type { DatabaseSession } from "../../db/database";
import { seedLanguageOf, type SeedLanguage } from "../../seed/locales";
import { ARTICLES, articleSlug, blogArticle } from "./blog";
import { seedUuid } from "./build";
import { CMS_PAGE_KEYS, cmsPage } from "./cms-pages";
import { blogOverview, homePage, lookbookPage, storeLocatorPage } from "./home-pages";
import { PAGE_SLUGS } from "./slugs";
import { footerContent, headerContent, menuContent, searchContent, uspBarContent } from "./theme";

/** Raise when the content seed changes shape; a database seeded by an older version keeps its stories. */
export const CONTENT_SEED_VERSION = "1";
const DAY_MS = 24 * 3600 * 1000;

export interface SeedStory {
  fullSlug: string;
  name: string;
  content: StoryContent;
  publishedAt: Date;
}

/** Every story of one store view, published (articles a day apart, newest first). */
export function storeViewStories(storeCode: string, lang: SeedLanguage, now: Date): SeedStory[] {
  const earlier = new Date(now.getTime() - 60 * DAY_MS);
  const story = (slug: string, entry: { name: string; content: StoryContent }, publishedAt = earlier): SeedStory => ({ fullSlug: `${storeCode}/${slug}`, ...entry, publishedAt });
  const config = (slug: string, name: string, content: StoryContent) => story(`config/${slug}`, { name, content });
  const related = (slug: string) => seedUuid(`${storeCode}/config/${slug}`);
  return [
    config("header", "Header", headerContent(lang)),
    config("footer", "Footer", footerContent(lang)),
    config("menu", "Menu", menuContent(lang)),
    config("usp-bar", "Usp bar", uspBarContent(lang)),
    config("search", "Search", searchContent(lang)),
    config("theme", "Theme", { component: "theme", _uid: "theme-1", header: related("header"), footer: related("footer"), menu: related("menu"), uspBar: related("usp-bar"), search: related("search") }),
    story("home", homePage(lang)),
    ...CMS_PAGE_KEYS.map((key) => story(PAGE_SLUGS[key][lang], cmsPage(key, lang))),
    story("lookbook", lookbookPage(lang)),
    story("storelocator", storeLocatorPage(lang)),
    story("blog", blogOverview(lang)),
    ...ARTICLES.map((article, index) => story(`blog/${articleSlug(article, lang)}`, blogArticle(article, lang), new Date(now.getTime() - (index + 1) * DAY_MS))),
  ];
}

/**
 * Seeds the content service's stories for every store view in its language (theme, home, CMS
 * pages, lookbook, store locator, blog), all published. Once per database (its own marker in
 * server_setting), so a database seeded before the content service gets them at its next start.
 * Every story is checked with @shop/cms's schema first: the seed is content an editor could save.
 */
export async function seedContent(db: DatabaseSession, options: { storeViews: Record<string, StoreView>; now: Date }): Promise<boolean> {
  const seeded = await db.query("SELECT 1 FROM server_setting WHERE key = 'content_seed_version'");
  if (seeded.length > 0) return false;
  const rows = Object.values(options.storeViews).flatMap((view) =>
    storeViewStories(view.storeCode, seedLanguageOf(view.storeCode), options.now).map((entry) => {
      const content = storyContentSchema.parse(entry.content);
      const at = entry.publishedAt.toISOString();
      return { uuid: seedUuid(entry.fullSlug), store_code: view.storeCode, created_at: at, name: entry.name, full_slug: entry.fullSlug, content, published_at: at };
    }),
  );
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO content_story (uuid, store_code, created_at, draft_name, draft_full_slug, draft_content, draft_updated_at,
         published_name, published_full_slug, published_content, published_at, first_published_at)
       SELECT uuid, store_code, created_at, name, full_slug, content, created_at, name, full_slug, content, published_at, published_at
       FROM jsonb_to_recordset($1::jsonb) AS row(uuid text, store_code text, created_at timestamptz, name text, full_slug text, content jsonb, published_at timestamptz)`,
      [JSON.stringify(rows)],
    );
    await tx.query("INSERT INTO server_setting (key, value) VALUES ('content_seed_version', $1)", [CONTENT_SEED_VERSION]);
  });
  return true;
}
