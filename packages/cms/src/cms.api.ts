import type { ShopConfig } from "@shop/core";
import type { SyncClient } from "@shop/sync-queue";
import { z } from "zod";
import { blogListReplySchema, cdnStoryReplySchema, previewTokenReplySchema, storiesReplySchema, type BlogListReply } from "./content/replies.schemas";
import { storySchema, themeStorySchema, THEME_RELATIONS, type Story, type ThemeStory } from "./content/story.schemas";
import { newsletterSubscribeReplySchema, type NewsletterSubscribeReply } from "./newsletter.schemas";

/** The content client's base: `cms.contentServiceUrl`, else the reference back end's simulator. */
export function contentServiceBase(config: Pick<ShopConfig, "api" | "cms">): string {
  return (config.cms.contentServiceUrl ?? `${config.api.url.replace(/\/+$/, "")}/content-service/v1`).replace(/\/+$/, "");
}

const themeCdnReplySchema = z.strictObject({ story: themeStorySchema });

/**
 * The content service and newsletter calls of presentation-content.md §7 over the sync client
 * (never `fetch`), every reply checked against @shop/cms's schemas. Reads are silent: a page
 * that cannot load its content shows its own error, never a toast per story.
 */
export function createCmsApi(api: SyncClient, config: Pick<ShopConfig, "api" | "cms">) {
  const cms = config.cms.endpoint.replace(/\/+$/, "");
  const blog = config.cms.blogEndpoint.replace(/\/+$/, "");
  const cdn = `${contentServiceBase(config)}/cdn/stories`;
  // A full slug is path segments: each encoded, the slashes kept.
  const slugPath = (fullSlug: string) => fullSlug.replace(/^\/+/, "").split("/").map(encodeURIComponent).join("/");
  return {
    /** GET {cms endpoint}/story/{slug} (the full slug, store code first). */
    story(fullSlug: string): Promise<Story> {
      return api.get(`${cms}/story/${slugPath(fullSlug)}`, { schema: storySchema, silent: true, cacheable: true });
    },
    /** GET {cms endpoint}/story/{storeCode}/config/theme: relations resolved. */
    theme(storeCode: string): Promise<ThemeStory> {
      return api.get(`${cms}/story/${encodeURIComponent(storeCode)}/config/theme`, { schema: themeStorySchema, silent: true, cacheable: true });
    },
    /** GET {cms endpoint}/validate-editor/?spaceId&timestamp&token → the preview token. */
    validateEditor(request: { spaceId: string; timestamp: string; token: string }): Promise<string> {
      return api.get(`${cms}/validate-editor`, { schema: previewTokenReplySchema, silent: true, query: request }).then((reply) => reply.previewToken);
    },
    /** GET {cms endpoint}/get-by-uuid?uuid → stories[0], or null. */
    storyByUuid(uuid: string): Promise<Story | null> {
      return api.get(`${cms}/get-by-uuid`, { schema: storiesReplySchema, silent: true, query: { uuid } }).then((reply) => reply.stories[0] ?? null);
    },
    /** GET {blog endpoint}/list?storeCode&slug&size&offset, the store code also as a header (§7 Blog). */
    blogList(request: { storeCode: string; slug: string; size: number; offset: number }): Promise<BlogListReply> {
      return api.get(`${blog}/list`, { schema: blogListReplySchema, silent: true, cacheable: true, query: request, headers: { "x-store-code": request.storeCode } });
    },
    /** Content client: GET cdn/stories/{id}?version=draft&token&from_release (no envelope). */
    draftStory(request: { id: string; previewToken: string; release: string | null }): Promise<Story> {
      return api
        .get(`${cdn}/${slugPath(request.id)}`, {
          schema: cdnStoryReplySchema,
          bareReply: true,
          silent: true,
          query: { version: "draft", token: request.previewToken, from_release: request.release },
        })
        .then((reply) => reply.story);
    },
    /** The draft theme with its relations resolved (§7 "The theme draft also resolves relations …"). */
    draftTheme(request: { storeCode: string; previewToken: string; release: string | null }): Promise<ThemeStory> {
      return api
        .get(`${cdn}/${encodeURIComponent(request.storeCode)}/config/theme`, {
          schema: themeCdnReplySchema,
          bareReply: true,
          silent: true,
          query: { version: "draft", token: request.previewToken, from_release: request.release, resolve_relations: THEME_RELATIONS.join(",") },
        })
        .then((reply) => reply.story);
    },
    /** §7 Newsletter: POST with query email, body {email, token}; silent (the caller tells the outcome). */
    subscribeNewsletter(request: { email: string; token?: string }): Promise<NewsletterSubscribeReply> {
      const body = { email: request.email, ...(request.token !== undefined && { token: request.token }) };
      return api.post("/api/ext/{newsletter}/subscribe", body, { schema: newsletterSubscribeReplySchema, silent: true, query: { email: request.email } });
    },
  };
}

export type CmsApi = ReturnType<typeof createCmsApi>;

/** The live bridge's address for an open preview (an EventSource cannot send headers: the token goes in the query). */
export function liveStoryUrl(config: Pick<ShopConfig, "api" | "cms">, request: { storyId: number | string; previewToken: string; release: string | null }): string {
  const query = new URLSearchParams({ token: request.previewToken, ...(request.release !== null && { release: request.release }) });
  return `${contentServiceBase(config)}/live/stories/${encodeURIComponent(String(request.storyId))}?${query.toString()}`;
}
