import { z } from "zod";
import { storyContentSchema, fullSlugSchema, storySchema, blogArticleStorySchema } from "./story.schemas";
import { plainTextSchema } from "./safe-text";

/** GET {cms endpoint}/validate-editor → result: the preview token that opens drafts (§4 Preview mode). */
export const previewTokenReplySchema = z.strictObject({ previewToken: z.string().min(16) });
export type PreviewTokenReply = z.infer<typeof previewTokenReplySchema>;

/** GET {blog endpoint}/list?storeCode&slug&size&offset → result (§7 Blog): one page of articles, newest first, and the total. */
export const blogListReplySchema = z.strictObject({
  stories: z.array(blogArticleStorySchema),
  total: z.number().int().min(0),
});
export type BlogListReply = z.infer<typeof blogListReplySchema>;

/** GET {cms endpoint}/get-by-uuid?uuid → result: `stories[0]` is the story (none: empty). */
export const storiesReplySchema = z.strictObject({ stories: z.array(storySchema) });
export type StoriesReply = z.infer<typeof storiesReplySchema>;

/** GET {content service}/cdn/stories/{id} (the content client, no envelope): `{story}`. */
export const cdnStoryReplySchema = z.strictObject({ story: storySchema });
export type CdnStoryReply = z.infer<typeof cdnStoryReplySchema>;

/**
 * A live update pushed to an open preview (server-sent events, event name = `action`;
 * presentation-content.md §4 Preview mode):
 * - `input`: the saved draft; the preview updates the story in place;
 * - `published`: the story was published; the preview reloads unless only the slug changed;
 * - `changed`: the story changed in a way the preview cannot patch in place (a new slug, a
 *   release published); it reloads unless only the slug changed.
 */
export const liveEventSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("input"), storyId: z.number().int().positive(), story: storySchema }),
  z.strictObject({
    action: z.enum(["published", "changed"]),
    storyId: z.number().int().positive(),
    fullSlug: fullSlugSchema,
    previousFullSlug: fullSlugSchema,
    /** Whether the slug is all that changed (the preview then keeps the page). */
    slugOnly: z.boolean(),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * What the editor endpoint takes (POST …/editor/stories, PUT …/editor/stories/{id}): the draft's
 * name, full slug (store code first) and content, checked by the same schemas as every reply,
 * so no hostile content is stored. `publish` publishes the saved draft at once; `releaseId`
 * saves it into a release instead of the draft.
 */
export const storyDraftRequestSchema = z.strictObject({
  story: z.strictObject({
    name: plainTextSchema.min(1).max(200),
    full_slug: fullSlugSchema,
    content: storyContentSchema,
  }),
  publish: z.boolean().optional(),
  releaseId: z.number().int().positive().optional(),
});
export type StoryDraftRequest = z.infer<typeof storyDraftRequestSchema>;

/** A release: drafts kept apart, published together (cdn/stories/{id}?from_release=id shows them). */
export const releaseSchema = z.strictObject({
  id: z.number().int().positive(),
  name: plainTextSchema.min(1).max(200),
  published_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Release = z.infer<typeof releaseSchema>;
