import { loadStory, selectStory, type CmsExtra, type Story } from "@shop/cms";
import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import type { ShopState } from "@shop/store";
import type { LoaderDeps } from "../../app/loader-deps";
import { backEndFailed, notFound } from "../../app/loader-deps";

/**
 * The reply code of a story look-up: a rejected thunk's serialized error drops the sync
 * client's numeric code, so after a failure the loader asks once more, here, and reads it.
 */
const storyReplyCode =
  (fullSlug: string): ThunkAction<Promise<number | null>, ShopState, CmsExtra, UnknownAction> =>
  async (_dispatch, _getState, extra) => {
    try {
      await extra.cms.api.story(fullSlug);
      return 200;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      return typeof code === "number" ? code : null;
    }
  };

/**
 * Loads a published story (the draft while previewing) for a page: a 404 from the content
 * service is page-not-found, any other failure the error screen (503).
 */
export async function loadPageStory({ handle }: LoaderDeps, fullSlug: string): Promise<Story> {
  const result = await handle.store.dispatch(loadStory({ fullSlug }));
  const story = selectStory(handle.store.getState(), fullSlug);
  if (story !== null) return story;
  const message = "error" in result && result.error !== undefined ? String(result.error.message ?? "") : "";
  if (/404|not found/i.test(message) || (await handle.store.dispatch(storyReplyCode(fullSlug))) === 404) notFound();
  return backEndFailed(`story ${fullSlug}: ${message || "no story"}`);
}
