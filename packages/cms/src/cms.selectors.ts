import type { CmsState } from "./cms.slice";
import type { Story, ThemeStory } from "./content/story.schemas";
import type { CmsPreviewState } from "./preview.slice";
import type { CmsNewsletterState } from "./newsletter.slice";

type Root = { cms: CmsState; cmsPreview: CmsPreviewState };

/** The story of a full slug: the draft while previewing, else the published one. */
export const selectStory = (state: Root, fullSlug: string): Story | null => state.cmsPreview.drafts[fullSlug] ?? state.cms.stories[fullSlug]?.story ?? null;
export const selectStoryStatus = (state: Root, fullSlug: string) => state.cms.stories[fullSlug]?.status ?? null;
export const selectCurrentPage = (state: Root): Story | null => (state.cms.currentPage === null ? null : selectStory(state, state.cms.currentPage));
export const selectTheme = (state: Root, storeCode: string): ThemeStory | null => state.cmsPreview.themes[storeCode] ?? state.cms.themes[storeCode]?.theme ?? null;
export const selectBlogEntry = (state: Root, key: string) => state.cms.blog[key] ?? null;
export const selectIsPreview = (state: Root): boolean => state.cmsPreview.status === "on";
export const selectReloadRequested = (state: Root): boolean => state.cmsPreview.reloadRequested;
export const selectNewsletter = (state: { cmsNewsletter: CmsNewsletterState }) => state.cmsNewsletter;
