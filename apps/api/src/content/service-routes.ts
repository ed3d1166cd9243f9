import { storyChangeTags } from "../changes/change-feed";
import { storyDraftRequestSchema, type LiveEvent, type Story } from "@shop/cms";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { SSEStreamingApi } from "hono/streaming";
import { z } from "zod";
import { isUniqueViolation } from "../db/database";
import type { ShopEnv } from "../http/env";
import { badRequest, HttpError, notFound, unauthorized } from "../http/errors";
import { parseJsonBody, rowIdParamSchema, validate } from "../http/validation";
import type { Services } from "../services";
import type { ContentService } from "./content-service";
import { checkDraft } from "./draft-checks";
import { CONTENT_SPACE_ID, equalSecrets, previewLinkToken } from "./preview-tokens";
import {
  createRelease,
  createStory,
  DRAFT,
  findStory,
  listDraftStories,
  publishDraft,
  publishRelease,
  PUBLISHED,
  releaseExists,
  saveDraft,
  type StoryKey,
  type StoryVersion,
} from "./story-store";
import { resolveThemeRelations } from "./theme-relations";

/** Where the content service's simulator lives on the api's host (a deployment points the storefront at the real service). */
export const CONTENT_SERVICE_PATH = "/content-service/v1";
export const MAX_STORY_BYTES = 1024 * 1024;
/** A comment line every 25 s keeps an idle preview's stream open through proxies. */
export const LIVE_KEEP_ALIVE_MS = 25_000;

const cdnQuerySchema = z.object({
  version: z.enum(["draft", "published"]).default("published"),
  token: z.string().max(200).optional(),
  from_release: rowIdParamSchema.optional(),
  find_by: z.enum(["uuid"]).optional(),
  resolve_relations: z.string().max(500).optional(),
  cv: z.string().max(20).optional(),
});

/** "12" → id 12; "nl/home" → full slug; with find_by=uuid → uuid. */
function storyKeyOf(param: string, findBy: "uuid" | undefined): StoryKey {
  if (findBy === "uuid") return { uuid: param };
  if (/^\d{1,9}$/.test(param)) return { id: Number(param) };
  return { fullSlug: param.replace(/^\/+|\/+$/g, "") };
}

/**
 * The content service's simulator (presentation-content.md §7 "Content client: GET
 * cdn/stories/{id} with draft version, token, from_release"), its editor API and its live
 * preview push. Replies are the service's own (`{story}`, `{stories}`, `{release}`); errors are
 * the api's `{code, result}`.
 */
export function contentServiceRoutes(services: Services, content: ContentService) {
  const { db, now } = services;
  const { previewTokens, live } = content;
  const app = new Hono<ShopEnv>();

  const noDraftAccess = () => new HttpError(401, "A valid preview token is needed to read drafts.");

  /** GET cdn/stories/{id | full slug}?version=draft&token&from_release&resolve_relations&find_by=uuid */
  app.get("/cdn/stories/:id{.+}", validate("query", cdnQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const wantsDraft = query.version === "draft" || query.from_release !== undefined;
    if (wantsDraft && !previewTokens.isValid(query.token)) throw noDraftAccess();
    let version: StoryVersion = wantsDraft ? DRAFT : PUBLISHED;
    if (query.from_release !== undefined) {
      if (!(await releaseExists(db, query.from_release))) throw notFound(`No release ${query.from_release}`);
      version = { kind: "release", releaseId: query.from_release };
    }
    const story = await findStory(db, storyKeyOf(c.req.param("id"), query.find_by), version);
    if (story === undefined) throw notFound("This record could not be found");
    const relations = query.resolve_relations?.split(",").map((entry) => entry.trim());
    return c.json({ story: relations === undefined ? story : await resolveThemeRelations(db, story, version, relations) });
  });

  /**
   * GET live/stories/{id}?token&release: server-sent events for an open preview. Saving the draft
   * sends `input` with the story; publishing sends `published`; a new slug sends `changed`.
   */
  app.get("/live/stories/:id", async (c) => {
    const id = rowIdParamSchema.safeParse(c.req.param("id"));
    if (!id.success) throw notFound(`No story ${c.req.param("id")}`);
    if (!previewTokens.isValid(c.req.query("token"))) throw noDraftAccess();
    const release = rowIdParamSchema.safeParse(c.req.query("release"));
    const releaseId = release.success ? release.data : 0;
    if ((await findStory(db, { id: id.data }, DRAFT)) === undefined) throw notFound(`No story ${id.data}`);
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const stream = new SSEStreamingApi(writable, readable);
    const run = async () => {
      await new Promise<void>((resolve) => {
        const end = () => {
          clearInterval(keepAlive);
          unsubscribe();
          resolve();
        };
        // `end` also runs when the hub closes (the server stops), so the response finishes.
        const unsubscribe = live.subscribe(id.data, releaseId, (event) => void stream.writeSSE({ event: event.action, data: JSON.stringify(event) }).catch(() => undefined), end);
        const keepAlive = setInterval(() => void stream.write(": keep-alive\n\n").catch(() => undefined), LIVE_KEEP_ALIVE_MS);
        stream.onAbort(end);
        // Subscribed before anything is written: a save right after the response is not missed.
        void stream.write(": connected\n\n").catch(() => undefined);
      });
    };
    void run()
      .catch((error: unknown) => services.log("live preview stream failed", error))
      .finally(() => void stream.close());
    // Hono's streamSSE, but with "Connection: close": an event stream's connection serves nothing
    // after it, and left idle in keep-alive it would hold the server's close for seconds.
    return c.newResponse(stream.responseReadable, 200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "close" });
  });

  // The editor API: guarded by the editor token (SHOP_API_CONTENT_EDITOR_TOKEN, printed at start).
  app.use("/editor/*", bodyLimit({ maxSize: MAX_STORY_BYTES, onError: (c) => c.json({ code: 413, result: "The request body is too large." }, 413, { Connection: "close" }) }));
  app.use("/editor/*", async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
    if (!equalSecrets(token, content.editorToken)) throw unauthorized("The editor token is missing or wrong.");
    await next();
  });

  const pushSaved = (saved: { story: Story; previousFullSlug: string; sameContent: boolean }, releaseId: number) => {
    const { story } = saved;
    live.publish(story.id, releaseId, { action: "input", storyId: story.id, story });
    if (saved.previousFullSlug !== story.full_slug) {
      live.publish(story.id, releaseId, { action: "changed", storyId: story.id, fullSlug: story.full_slug, previousFullSlug: saved.previousFullSlug, slugOnly: saved.sameContent });
    }
  };

  const publish = async (id: number) => {
    const result = await publishDraft(db, id, now());
    if (result === undefined) throw notFound(`No story ${id}`);
    const { before, after } = result;
    const slugOnly = before !== undefined && before.full_slug !== after.full_slug && before.name === after.name && JSON.stringify(before.content) === JSON.stringify(after.content);
    const event: LiveEvent = { action: "published", storyId: id, fullSlug: after.full_slug, previousFullSlug: before?.full_slug ?? after.full_slug, slugOnly };
    live.publish(id, "all", event);
    services.changes.publish(storyChangeTags(before === undefined ? [after.full_slug] : [before.full_slug, after.full_slug]));
    return after;
  };

  const slugTaken = (error: unknown, fullSlug: string) =>
    isUniqueViolation(error) ? new HttpError(409, { message: `Another story has the full slug ${fullSlug}.`, errors: [{ path: "story.full_slug", message: "is taken" }] }) : error;

  const readDraft = async (c: Context<ShopEnv>) => {
    const body = await parseJsonBody(c, storyDraftRequestSchema);
    const storeCode = checkDraft(services, body.story);
    if (body.releaseId !== undefined && !(await releaseExists(db, body.releaseId))) throw notFound(`No release ${body.releaseId}`, [{ path: "releaseId", message: "no such release" }]);
    if (body.releaseId !== undefined && body.publish === true) throw badRequest("A release's version is published with its release.", [{ path: "publish", message: "not with releaseId" }]);
    return { ...body, storeCode };
  };

  /** GET editor/stories?store_code&starts_with: the drafts, by full slug. */
  app.get("/editor/stories", async (c) => {
    return c.json({ stories: await listDraftStories(db, { storeCode: c.req.query("store_code"), startsWith: c.req.query("starts_with") }) });
  });

  app.get("/editor/stories/:id", async (c) => {
    const id = rowIdParamSchema.safeParse(c.req.param("id"));
    const story = id.success ? await findStory(db, { id: id.data }, DRAFT) : undefined;
    if (story === undefined) throw notFound(`No story ${c.req.param("id")}`);
    return c.json({ story });
  });

  /** POST editor/stories {story, publish?}: a new story (its draft; published too when asked). */
  app.post("/editor/stories", async (c) => {
    const body = await readDraft(c);
    if (body.releaseId !== undefined) throw badRequest("A new story starts as a draft.", [{ path: "releaseId", message: "not for a new story" }]);
    const story = await createStory(db, { storeCode: body.storeCode, name: body.story.name, fullSlug: body.story.full_slug, content: body.story.content, now: now() }).catch((error: unknown) => {
      throw slugTaken(error, body.story.full_slug);
    });
    return c.json({ story: body.publish === true ? await publish(story.id) : story }, 201);
  });

  /** PUT editor/stories/{id} {story, publish?, releaseId?}: saves the draft (or a release's version), pushes it to open previews. */
  app.put("/editor/stories/:id", async (c) => {
    const id = rowIdParamSchema.safeParse(c.req.param("id"));
    if (!id.success) throw notFound(`No story ${c.req.param("id")}`);
    const body = await readDraft(c);
    const existing = await findStory(db, { id: id.data }, DRAFT);
    if (existing === undefined) throw notFound(`No story ${id.data}`);
    if (!existing.full_slug.startsWith(`${body.storeCode}/`)) {
      throw badRequest("The request body is not valid.", [{ path: "story.full_slug", message: "a story stays in its store view" }]);
    }
    const saved = await saveDraft(db, id.data, { name: body.story.name, fullSlug: body.story.full_slug, content: body.story.content, releaseId: body.releaseId, now: now() }).catch((error: unknown) => {
      throw slugTaken(error, body.story.full_slug);
    });
    if (saved === undefined) throw notFound(`No story ${id.data}`);
    pushSaved(saved, body.releaseId ?? 0);
    return c.json({ story: body.publish === true ? await publish(id.data) : saved.story });
  });

  /** POST editor/stories/{id}/publish: the draft becomes the published version. */
  app.post("/editor/stories/:id/publish", async (c) => {
    const id = rowIdParamSchema.safeParse(c.req.param("id"));
    if (!id.success) throw notFound(`No story ${c.req.param("id")}`);
    return c.json({ story: await publish(id.data) });
  });

  /** POST editor/releases {name}: a new release. */
  app.post("/editor/releases", async (c) => {
    const body = await parseJsonBody(c, z.strictObject({ name: z.string().trim().min(1).max(200) }));
    return c.json({ release: await createRelease(db, body.name) }, 201);
  });

  /** POST editor/releases/{id}/publish: every version in it is published; previews reload. */
  app.post("/editor/releases/:id/publish", async (c) => {
    const id = rowIdParamSchema.safeParse(c.req.param("id"));
    const published = id.success ? await db.transaction((tx) => publishRelease(tx, id.data, now())) : undefined;
    if (published === undefined || !id.success) throw notFound(`No release ${c.req.param("id")}`);
    for (const { storyId, before } of published) {
      const after = await findStory(db, { id: storyId }, PUBLISHED);
      if (after === undefined) continue;
      live.publish(storyId, "all", { action: "published", storyId, fullSlug: after.full_slug, previousFullSlug: before?.full_slug ?? after.full_slug, slugOnly: false });
      services.changes.publish(storyChangeTags(before === undefined ? [after.full_slug] : [before.full_slug, after.full_slug]));
    }
    return c.json({ published: published.map((entry) => entry.storyId) });
  });

  /**
   * GET editor/preview-link?storyId&release: the storefront's preview path for a story, signed
   * as the content service signs its links (§2 Content preview: id, spaceId, timestamp, token, release).
   */
  app.get("/editor/preview-link", async (c) => {
    const id = rowIdParamSchema.safeParse(c.req.query("storyId"));
    const story = id.success ? await findStory(db, { id: id.data }, DRAFT) : undefined;
    if (story === undefined) throw notFound(`No story ${c.req.query("storyId") ?? ""}`, [{ path: "storyId", message: "no such story" }]);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const release = rowIdParamSchema.safeParse(c.req.query("release"));
    const query = {
      id: String(story.id),
      spaceId: String(CONTENT_SPACE_ID),
      timestamp,
      token: previewLinkToken(CONTENT_SPACE_ID, content.editorToken, timestamp),
      ...(release.success && { release: String(release.data) }),
    };
    return c.json({ path: `/storyblok?${new URLSearchParams(query).toString()}`, query, fullSlug: story.full_slug });
  });

  return app;
}
