import { selectStoreView } from "@shop/core";
import { blogCacheKey, blogOffset, blogSlugOf } from "./rules/blog";
import { blogFailed, blogLoaded, blogLoading, storyFailed, storyLoaded, storyLoading, themeFailed, themeLoaded, themeLoading } from "./cms.slice";
import type { Story, ThemeStory } from "./content/story.schemas";
import type { BlogEntry } from "./cms.slice";
import { createCmsThunk, errorMessage } from "./cms.thunk";

/**
 * presentation-content.md §4 "Content story loading": a story is cached per key (its full slug);
 * a repeat load is skipped while one is in flight or once loaded (`force` asks again).
 */
export const loadStory = createCmsThunk<Story, { fullSlug: string; force?: boolean }>(
  "cms/loadStory",
  async ({ fullSlug }, { dispatch, extra }) => {
    dispatch(storyLoading({ key: fullSlug }));
    try {
      const story = await extra.cms.api.story(fullSlug);
      dispatch(storyLoaded({ key: fullSlug, story }));
      return story;
    } catch (error) {
      dispatch(storyFailed({ key: fullSlug, error: errorMessage(error) }));
      throw error;
    }
  },
  {
    condition: ({ fullSlug, force }, { getState }) => {
      const entry = getState().cms.stories[fullSlug];
      if (entry?.status === "loading") return false;
      return force === true || entry?.status !== "loaded";
    },
  },
);

/** The theme of a store view (default: the current one), relations resolved; cached per store code. */
export const loadTheme = createCmsThunk<ThemeStory, { storeCode?: string; force?: boolean } | undefined>(
  "cms/loadTheme",
  async (arg, { dispatch, getState, extra }) => {
    const storeCode = arg?.storeCode ?? selectStoreView(getState()).storeCode;
    dispatch(themeLoading({ storeCode }));
    try {
      const theme = await extra.cms.api.theme(storeCode);
      dispatch(themeLoaded({ storeCode, theme }));
      return theme;
    } catch (error) {
      dispatch(themeFailed({ storeCode, error: errorMessage(error) }));
      throw error;
    }
  },
  {
    condition: (arg, { getState }) => {
      const storeCode = arg?.storeCode ?? selectStoreView(getState()).storeCode;
      const entry = getState().cms.themes[storeCode];
      if (entry?.status === "loading") return false;
      return arg?.force === true || entry?.status !== "loaded";
    },
  },
);

/** The blog page's cache key for the current store view (§6: store url + slug + size + offset). */
export function blogPageKey(state: Parameters<typeof selectStoreView>[0], config: { blog: { pageSize: number }; storeViews: { views: Record<string, unknown> } }, slug: string, page: number): { key: string; slug: string; size: number; offset: number; storeCode: string } {
  const view = selectStoreView(state);
  const size = config.blog.pageSize;
  const offset = blogOffset(page, size);
  const bare = blogSlugOf(slug, Object.keys(config.storeViews.views));
  return { key: blogCacheKey({ storeUrl: view.url, slug: bare, size, offset }), slug: bare, size, offset, storeCode: view.storeCode };
}

/** §7 Blog: one page of articles (size `blog.pageSize`, offset (page-1)*size), cached by `blogCacheKey`. */
export const loadBlogPage = createCmsThunk<BlogEntry, { slug?: string; page: number; force?: boolean }>(
  "cms/loadBlogPage",
  async ({ slug = "blog", page }, { dispatch, getState, extra }) => {
    const at = blogPageKey(getState(), extra.config, slug, page);
    dispatch(blogLoading({ key: at.key }));
    try {
      const reply = await extra.cms.api.blogList({ storeCode: at.storeCode, slug: at.slug, size: at.size, offset: at.offset });
      dispatch(blogLoaded({ key: at.key, stories: reply.stories, total: reply.total }));
      return { status: "loaded", stories: reply.stories, total: reply.total, error: null };
    } catch (error) {
      dispatch(blogFailed({ key: at.key, error: errorMessage(error) }));
      throw error;
    }
  },
  {
    condition: ({ slug = "blog", page, force }, { getState, extra }) => {
      const entry = getState().cms.blog[blogPageKey(getState(), extra.config, slug, page).key];
      if (entry?.status === "loading") return false;
      return force === true || entry?.status !== "loaded";
    },
  },
);
