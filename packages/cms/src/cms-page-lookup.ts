import { isSyncTaskError } from "@shop/sync-queue";
import type { CmsApi } from "./cms.api";
import type { Story } from "./content/story.schemas";

/**
 * The CMS page look-up of the URL fallback (commerce-core.md §2 "then a CMS page"): the story
 * of the slug when its component is page; a 404 (unknown slug) or another component is no page.
 * Other failures reject, so the resolver counts them (offline, error) as it does for every step.
 */
export function createCmsPageLookup(api: Pick<CmsApi, "story">) {
  return async (slug: string): Promise<Story | null> => {
    try {
      const story = await api.story(slug);
      return story.content.component === "page" ? story : null;
    } catch (error) {
      if (isSyncTaskError(error, "server") && error.code === 404) return null;
      throw error;
    }
  };
}
