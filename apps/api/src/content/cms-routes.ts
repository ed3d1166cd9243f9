import { themeStorySchema } from "@shop/cms";
import { Hono } from "hono";
import { z } from "zod";
import type { ShopEnv } from "../http/env";
import { ok } from "../http/envelope";
import { HttpError, notFound } from "../http/errors";
import { validate } from "../http/validation";
import { storeViewOf, type Services } from "../services";
import type { ContentService } from "./content-service";
import { blogPage, findStory, PUBLISHED } from "./story-store";
import { resolveThemeRelations } from "./theme-relations";

/** Where the cms endpoint lives: /api/ext/cms (story, theme, validate-editor, get-by-uuid) and /api/ext/cms/blog (list). */
export const CMS_EXT_PATH = "/api/ext/cms";

/** §7 Blog: page size 8. */
export const BLOG_DEFAULT_SIZE = 8;
export const BLOG_MAX_SIZE = 100;

/** "/en/about-us/" → "en/about-us"; a slug without a store code is the default store's (multistore off). */
export function fullSlugOf(slug: string, services: Services): string {
  const trimmed = slug.replace(/^\/+|\/+$/g, "");
  const { views, defaultStoreCode } = services.config.shop.storeViews;
  const [first] = trimmed.split("/");
  if (first !== undefined && first in views) return trimmed.includes("/") ? trimmed : `${trimmed}/home`;
  return trimmed === "" ? `${defaultStoreCode}/home` : `${defaultStoreCode}/${trimmed}`;
}

const blogQuerySchema = z.object({
  storeCode: z.string().max(32).optional(),
  slug: z.string().max(200).default("blog"),
  size: z.coerce.number().int().min(1).max(BLOG_MAX_SIZE).default(BLOG_DEFAULT_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/**
 * The cms endpoint of presentation-content.md §7 Content service and Blog, in the `{code,
 * result}` envelope: published stories only (drafts are read from the content service with a
 * preview token).
 */
export function cmsRoutes(services: Services, content: ContentService) {
  const { db } = services;
  const app = new Hono<ShopEnv>();

  const invalidPreviewLink = () => new HttpError(401, "The preview link is not valid or has expired.");

  /** GET story/{storeCode}/config/theme: the theme with header, footer, menu, uspBar and search resolved. */
  app.get("/story/:storeCode/config/theme", async (c) => {
    const view = storeViewOf(services.config, c.req.param("storeCode"));
    const story = await findStory(db, { fullSlug: `${view.storeCode}/config/theme` }, PUBLISHED);
    if (story === undefined) throw notFound(`No theme for store view ${view.storeCode}`);
    const resolved = themeStorySchema.safeParse(await resolveThemeRelations(db, story, PUBLISHED));
    if (!resolved.success) throw notFound(`The theme of store view ${view.storeCode} has a relation that is not published`);
    return ok(c, resolved.data);
  });

  /** GET story/{slug}: the published story at that full slug (store code first, §2 Content links and slugs). */
  app.get("/story/:slug{.+}", async (c) => {
    const fullSlug = fullSlugOf(c.req.param("slug"), services);
    const story = await findStory(db, { fullSlug }, PUBLISHED);
    if (story === undefined) throw notFound(`No story ${fullSlug}`);
    return ok(c, story.content.component === "theme" ? await resolveThemeRelations(db, story, PUBLISHED) : story);
  });

  /**
   * GET validate-editor?spaceId&timestamp&token (or the content service's own
   * `_storyblok_tk[space_id]`, `[timestamp]`, `[token]`): a preview token when the link is the editor's and recent.
   */
  app.get("/validate-editor", async (c) => {
    const query = (name: string, alias: string) => c.req.query(name) ?? c.req.query(`_storyblok_tk[${alias}]`) ?? "";
    const link = { spaceId: query("spaceId", "space_id"), timestamp: query("timestamp", "timestamp"), token: query("token", "token") };
    if (!content.previewTokens.linkIsValid(link)) throw invalidPreviewLink();
    return ok(c, { previewToken: content.previewTokens.issue() });
  });

  /** GET get-by-uuid?uuid: `{stories: [story]}`, empty when no published story has it. */
  app.get("/get-by-uuid", validate("query", z.object({ uuid: z.string().min(1).max(64) })), async (c) => {
    const story = await findStory(db, { uuid: c.req.valid("query").uuid }, PUBLISHED);
    return ok(c, { stories: story === undefined ? [] : [story] });
  });

  /** GET blog/list?storeCode&slug&size&offset (store code also from the x-store-code header): articles, newest first, and the total. */
  app.get("/blog/list", validate("query", blogQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const view = storeViewOf(services.config, query.storeCode ?? c.req.header("x-store-code"));
    // §7 Blog: "store-view prefix removed from the slug".
    const slug = query.slug.replace(/^\/+|\/+$/g, "").replace(new RegExp(`^${view.storeCode}(/|$)`), "") || "blog";
    return ok(c, await blogPage(db, { storeCode: view.storeCode, slug, size: query.size, offset: query.offset }));
  });

  return app;
}
