import { loadStory, selectStory, type Story } from "@shop/cms";
import type { LoaderDeps } from "../../app/loader-deps";
import { backEndFailed, notFound } from "../../app/loader-deps";

/**
 * Loads a published story (the draft while previewing) for a page: a 404 from the content
 * service is page-not-found, any other failure the error screen (503).
 */
export async function loadPageStory({ handle }: LoaderDeps, fullSlug: string): Promise<Story> {
  const result = await handle.store.dispatch(loadStory({ fullSlug }));
  const story = selectStory(handle.store.getState(), fullSlug);
  if (story !== null) return story;
  const message = "error" in result && result.error !== undefined ? String(result.error.message ?? "") : "";
  if (/404|not found/i.test(message)) notFound();
  return backEndFailed(`story ${fullSlug}: ${message || "no story"}`);
}
