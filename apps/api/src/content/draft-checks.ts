import type { StoryDraftRequest } from "@shop/cms";
import { badRequest } from "../http/errors";
import type { Services } from "../services";

/**
 * What the draft schema cannot know: the full slug starts with a store code of the shop and
 * names a story under it; a theme's relations are uuids (the service resolves them, an editor
 * never embeds a story). Returns the store code.
 */
export function checkDraft(services: Services, draft: StoryDraftRequest["story"]): string {
  const [storeCode, ...rest] = draft.full_slug.split("/");
  const views = services.config.shop.storeViews.views;
  if (storeCode === undefined || !(storeCode in views) || rest.length === 0) {
    throw badRequest("The request body is not valid.", [{ path: "story.full_slug", message: `must start with a store code (${Object.keys(views).join(", ")}) and name a story under it` }]);
  }
  if (draft.content.component === "theme") {
    for (const field of ["header", "footer", "menu", "uspBar", "search"] as const) {
      if (typeof draft.content[field] !== "string") throw badRequest("The request body is not valid.", [{ path: `story.content.${field}`, message: "must be the related story's uuid" }]);
    }
  }
  return storeCode;
}
